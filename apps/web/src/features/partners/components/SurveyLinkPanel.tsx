import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatLocalTime } from '../../../components/formatUpdated';
import { StatusBanner } from '../../../components/StatusBanner';
import type { SurveyFieldsFragment } from '../../../graphql/generated/graphql';
import {
  useSurveyRenewLink,
  useSurveySend,
  useSurveySetLinkActive,
} from '../hooks/useSurveyMutations';
import { surveyTexts as texts } from '../surveyTexts';

export interface SurveyLinkPanelProps {
  survey: SurveyFieldsFragment;
  /** The whole link, when an answer of this visit made it (it is never shown again). */
  linkUrl: string | null;
  onLinkMade: (url: string | null) => void;
}

type Confirming = 'send' | 'renew' | null;

/**
 * A survey's public link: shown once, when made, with Copy; sent to the site contact or renewed
 * (both after confirming that the old link stops working); turned off and on.
 */
export function SurveyLinkPanel({ survey, linkUrl, onLinkMade }: SurveyLinkPanelProps) {
  const [send, sending] = useSurveySend();
  const [renew, renewing] = useSurveyRenewLink();
  const [setActive, switching] = useSurveySetLinkActive();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const link = survey.link;
  const active = link?.isActive ?? false;
  const contact = survey.siteContactEmail;

  const run = async (action: () => Promise<string | null>) => {
    setNotice(null);
    try {
      const done = await action();
      if (done) setNotice({ kind: 'ok', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) ?? messages.snackbarError });
    }
    setConfirming(null);
  };

  const onConfirm = () =>
    void run(async () => {
      if (confirming === 'send') {
        const answer = await send(survey.id);
        onLinkMade(answer.link?.url ?? null);
        return texts.sent(contact ?? '');
      }
      const answer = await renew(survey.id);
      onLinkMade(answer.link?.url ?? null);
      return null;
    });

  const copy = () =>
    void run(async () => {
      if (!linkUrl) return null;
      try {
        await navigator.clipboard.writeText(linkUrl);
      } catch {
        throw new Error(texts.copyFailed);
      }
      return texts.copied;
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={texts.linkHeading}
      sx={{ p: 2, mb: 2 }}
    >
      <Typography variant="h6" component="h2">
        {texts.linkHeading}
      </Typography>
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      {linkUrl ? (
        <>
          <Typography variant="body2" sx={{ my: 1 }}>
            {texts.linkOnce}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={texts.linkLabel}
              value={linkUrl}
              sx={{ flex: '1 1 16rem' }}
              slotProps={{ htmlInput: { readOnly: true }, input: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
              {texts.copy}
            </Button>
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {texts.linkHidden}
        </Typography>
      )}
      {link?.sentTo && link.sentAt ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {texts.sentTo(link.sentTo, formatLocalTime(Date.parse(link.sentAt)))}
        </Typography>
      ) : null}
      <FormControlLabel
        sx={{ mt: 1, display: 'flex' }}
        control={
          <Switch
            checked={active}
            disabled={switching.loading}
            onChange={(event) => {
              const next = event.target.checked;
              void run(async () => {
                await setActive(survey.id, next);
                return null;
              });
            }}
          />
        }
        label={texts.active}
      />
      <Typography variant="body2" color="text.secondary">
        {active ? texts.activeHint : texts.inactive}
      </Typography>
      {!contact ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {texts.sendNeedsEmail}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={!contact}
          onClick={() => setConfirming('send')}
        >
          {texts.send}
        </Button>
        <Button variant="outlined" onClick={() => setConfirming('renew')}>
          {texts.renew}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'send' ? texts.sendTitle : texts.renewTitle}
        body={confirming === 'send' ? texts.sendBody(contact ?? '') : texts.renewBody}
        confirmLabel={confirming === 'send' ? texts.sendConfirm : texts.renewConfirm}
        cancelLabel={texts.cancel}
        confirmColor="warning"
        busy={sending.loading || renewing.loading}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}
