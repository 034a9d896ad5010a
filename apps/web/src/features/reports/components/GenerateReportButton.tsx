import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import type { ReportedView } from '../hooks/useGenerateReport';
import { reportTexts as texts } from '../reportTexts';
import { GenerateReportDialog } from './GenerateReportDialog';

/** The view toolbar's Generate Report (spec core §2): for dashboards the user may update. */
export function GenerateReportButton({ view }: { view: ReportedView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<PictureAsPdfIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {texts.generate}
      </Button>
      <GenerateReportDialog open={open} view={view} onClose={() => setOpen(false)} />
    </>
  );
}
