import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { PREVIEW_SIZES, previewComplete } from '../templatePreview';
import type { PreviewMove, PreviewProgress } from '../templatePreview';
import { templateTexts as texts } from '../templateTexts';

/** The stepper's steps: each screen size, then the template's details. */
const STEP_LABELS = [texts.stepMobile, texts.stepDesktop, texts.stepDetails];

export interface TemplatePreviewStepperProps {
  progress: PreviewProgress;
  /** The user may edit the view's layout (Edit/Save shown). */
  canEdit: boolean;
  editing: boolean;
  saveState: RequestState;
  /** Why the last save failed. */
  saveFailure: string | null;
  onMove: (move: PreviewMove) => void;
  onToggleEdit: () => void;
  onFinish: () => void;
  /** The view at the size of the current step. */
  children: ReactNode;
}

/**
 * The template preview stepper (spec core §2): Mobile, then Desktop, with Back, Edit/Save, Next
 * and Finish. Finish waits until both sizes were reviewed in order; nothing moves while a layout
 * edit is unsaved.
 */
export function TemplatePreviewStepper({
  progress,
  canEdit,
  editing,
  saveState,
  saveFailure,
  onMove,
  onToggleEdit,
  onFinish,
  children,
}: TemplatePreviewStepperProps) {
  const last = PREVIEW_SIZES.length - 1;
  const complete = previewComplete(progress);
  const helpId = useId();
  return (
    <>
      <Stepper
        activeStep={progress.step}
        aria-label={texts.stepsLabel}
        alternativeLabel
        sx={{ mb: 2 }}
      >
        {STEP_LABELS.map((label, index) => {
          const current = index === progress.step;
          return (
            <Step
              key={label}
              completed={index < progress.reviewed && !current}
              aria-current={current ? 'step' : undefined}
            >
              <StepLabel
                optional={
                  index < progress.reviewed && index < PREVIEW_SIZES.length ? (
                    <Typography variant="caption">{texts.reviewed}</Typography>
                  ) : undefined
                }
              >
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <StatusBanner kind="info">{texts.previewHint}</StatusBanner>
      {saveFailure ? <StatusBanner kind="error">{saveFailure}</StatusBanner> : null}
      <Box
        role="toolbar"
        aria-label={texts.previewActions}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
      >
        <Button
          startIcon={<ArrowBackIcon />}
          disabled={progress.step === 0 || editing}
          onClick={() => onMove('back')}
        >
          {texts.back}
        </Button>
        {canEdit ? (
          editing ? (
            <RequestButton
              variant="contained"
              state={saveState}
              startIcon={<SaveIcon />}
              onClick={onToggleEdit}
            >
              {texts.save}
            </RequestButton>
          ) : (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={onToggleEdit}>
              {texts.edit}
            </Button>
          )
        ) : null}
        <Button
          endIcon={<ArrowForwardIcon />}
          disabled={progress.step === last || editing}
          onClick={() => onMove('next')}
        >
          {texts.next}
        </Button>
        <Button
          variant="contained"
          startIcon={<CheckIcon />}
          disabled={!complete || editing}
          aria-describedby={helpId}
          onClick={onFinish}
        >
          {texts.finish}
        </Button>
        <Typography
          id={helpId}
          variant="caption"
          color="text.secondary"
          sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {editing ? texts.saveFirst : complete ? '' : texts.finishNeedsReview}
        </Typography>
      </Box>
      {children}
    </>
  );
}
