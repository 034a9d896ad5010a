import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { reportMessages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { FormDialog } from '../../../components/FormDialog';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { TimeRangePicker } from '../../../components/TimeRangePicker';
import { DEFAULT_TIME_RANGE } from '../../../components/timeRangeValue';
import type { TimeRangeValue } from '../../../components/timeRangeValue';
import { useGenerateReport } from '../hooks/useGenerateReport';
import type { ReportedView } from '../hooks/useGenerateReport';
import { reportTexts as texts } from '../reportTexts';
import { reportWindow } from '../reportWindow';

export interface GenerateReportDialogProps {
  open: boolean;
  view: ReportedView;
  onClose: () => void;
}

/**
 * Generate Report (spec core §2, §7): a range (the trend presets, Day first, or Custom), then the
 * PDF opens in a new window.
 */
export function GenerateReportDialog({ open, view, onClose }: GenerateReportDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={texts.generateTitle(view.name)} maxWidth="md">
      {(onBusyChange) =>
        // Remounted at each opening, so it starts from Day with no earlier outcome.
        open ? (
          <GenerateReportForm view={view} onClose={onClose} onBusyChange={onBusyChange} />
        ) : null
      }
    </FormDialog>
  );
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'generating' }
  | { kind: 'failed'; message: string }
  /** Ready, but the window is gone (blocked or closed): the user opens it with a link instead. */
  | { kind: 'blocked'; url: string };

function GenerateReportForm({
  view,
  onClose,
  onBusyChange,
}: Omit<GenerateReportDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const generate = useGenerateReport();
  const [range, setRange] = useState<TimeRangeValue>(DEFAULT_TIME_RANGE);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const generating = outcome.kind === 'generating';

  const onGenerate = async () => {
    const chosen = reportWindow(range, Date.now());
    if ('error' in chosen) {
      setOutcome({ kind: 'failed', message: chosen.error });
      return;
    }
    // Opened during the click itself, which popup blockers allow; it is sent to the report once
    // the server has made it.
    const popup = window.open('', '_blank');
    if (popup) {
      popup.document.title = texts.generating;
      popup.document.body.textContent = texts.generating;
    }
    setOutcome({ kind: 'generating' });
    onBusyChange(true);
    try {
      const { reportUrl } = await generate(view, chosen.window);
      onBusyChange(false);
      // A window the user closed meanwhile is reopened by the link, like a blocked one.
      if (popup && !popup.closed) {
        popup.location.href = reportUrl;
        onClose();
      } else {
        setOutcome({ kind: 'blocked', url: reportUrl });
      }
    } catch (failure) {
      popup?.close();
      onBusyChange(false);
      setOutcome({
        kind: 'failed',
        message: errorMessage(failure) ?? reportMessages.unableToGenerate,
      });
    }
  };

  return (
    // Not a form: the Custom range dialog's own form would submit this one too, as React events
    // bubble out of a portal to the components around it.
    <Box aria-busy={generating}>
      <DialogContent sx={{ pt: 0 }}>
        {outcome.kind === 'failed' ? (
          <StatusBanner kind="error">{outcome.message}</StatusBanner>
        ) : null}
        {outcome.kind === 'blocked' ? (
          <StatusBanner kind="info">
            {texts.popupBlocked}{' '}
            <Link href={outcome.url} target="_blank" rel="noopener">
              {texts.openReport}
            </Link>
          </StatusBanner>
        ) : null}
        <TimeRangePicker
          value={range}
          onChange={setRange}
          label={texts.rangeLabel}
          disabled={generating}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {texts.rangeHelp}
        </Typography>
        <Box sx={{ minHeight: 40, mt: 2 }}>
          {generating ? (
            <Box role="status">
              <Typography variant="body2">{texts.generating}</Typography>
              <LinearProgress aria-label={texts.generating} sx={{ mt: 1 }} />
            </Box>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={generating}>
          {outcome.kind === 'blocked' ? texts.close : texts.cancel}
        </Button>
        <RequestButton
          variant="contained"
          onClick={() => void onGenerate()}
          startIcon={<PictureAsPdfIcon />}
          state={generating ? 'fetching' : outcome.kind === 'failed' ? 'error' : 'before'}
        >
          {texts.generateAction}
        </RequestButton>
      </DialogActions>
    </Box>
  );
}
