import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages, optionalText } from '@vigil/domain';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { isInvalidToken } from '../../app/isInvalidToken';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RequestButton } from '../../components/RequestButton';
import type { RequestState } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { PublicSurveyDocument } from '../../graphql/generated/graphql';
import type { SurveyFieldsFragment } from '../../graphql/generated/graphql';
import { SurveyAttachments } from './components/SurveyAttachments';
import { SurveyComments } from './components/SurveyComments';
import {
  SurveyEquipmentFields,
  equipmentLinesOf,
  surveyEquipmentLinesSchema,
} from './components/SurveyEquipmentFields';
import type { SurveyEquipmentLine } from './components/SurveyEquipmentFields';
import {
  usePublicSurveyAddComment,
  usePublicSurveyDeleteAttachment,
  usePublicSurveyUpdate,
} from './hooks/useSurveyMutations';
import { useSurveyUploads } from './hooks/useSurveyUploads';
import { surveyTexts as texts } from './surveyTexts';

/** An unknown or turned-off link: one message for both (the server says 'Invalid token'). */
function InactiveLink() {
  usePageTitle(texts.inactiveTitle);
  return (
    <>
      <PageHeader title={texts.inactiveTitle} />
      <StatusBanner kind="warning">{texts.inactiveLink}</StatusBanner>
    </>
  );
}

/**
 * /partners/survey/{token} (spec access §2, §3 Site survey), signed out and partner-themed: the
 * site contact reports the equipment and how many of each, the progress (0–100) and feedback,
 * comments under their name and attachments with per-file progress; Save keeps the answers,
 * 'Submit survey' marks it done. An unknown or deactivated link says so plainly.
 */
export function PublicSurveyPage() {
  const { token = '' } = useParams();
  const query = useQuery(PublicSurveyDocument, { variables: { token } });
  const survey = query.data?.publicSurvey;
  usePageTitle(texts.publicTitle);

  if (!survey) {
    if (query.error) {
      if (isInvalidToken(query.error)) return <InactiveLink />;
      return (
        <>
          <PageHeader title={texts.publicTitle} />
          <RetryBanner retry={query.refetch}>{query.error.message}</RetryBanner>
        </>
      );
    }
    if (query.loading) return <CenteredLoader label={texts.publicLoading} />;
    return <InactiveLink />;
  }
  return (
    <PublicSurveyForm
      key={survey.id}
      token={token}
      survey={survey}
      refetch={() => void query.refetch().catch(() => {})}
    />
  );
}

interface PublicSurveyFormProps {
  token: string;
  survey: SurveyFieldsFragment;
  refetch: () => void;
}

type LineErrors = ({ name?: { message: string }; quantity?: { message: string } } | undefined)[];

function PublicSurveyForm({ token, survey, refetch }: PublicSurveyFormProps) {
  const progressLabel = useId();
  const [update] = usePublicSurveyUpdate();
  const addComment = usePublicSurveyAddComment();
  const deleteAttachment = usePublicSurveyDeleteAttachment();
  const { uploads, start, dismiss } = useSurveyUploads({ token }, refetch);
  const [lines, setLines] = useState<SurveyEquipmentLine[]>(() =>
    equipmentLinesOf(survey.equipment),
  );
  const [progress, setProgress] = useState(survey.progress);
  const [feedback, setFeedback] = useState(survey.feedback ?? '');
  const [lineErrors, setLineErrors] = useState<LineErrors | undefined>();
  const [saving, setSaving] = useState<{ submit: boolean; state: RequestState } | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const send = async (submit: boolean) => {
    const parsed = surveyEquipmentLinesSchema.safeParse(lines);
    if (!parsed.success) {
      const errors: LineErrors = [];
      for (const issue of parsed.error.issues) {
        const [index, field] = issue.path;
        if (typeof index === 'number' && (field === 'name' || field === 'quantity')) {
          errors[index] = { ...errors[index], [field]: { message: issue.message } };
        }
      }
      setLineErrors(errors);
      return;
    }
    setLineErrors(undefined);
    setSaving({ submit, state: 'fetching' });
    setNotice(null);
    try {
      const saved = await update(token, {
        progress,
        feedback: optionalText().parse(feedback) ?? null,
        equipment: parsed.data.map((line) => ({
          id: line.id,
          name: line.name,
          quantity: line.quantity,
        })),
        submit,
      });
      setLines(equipmentLinesOf(saved.equipment));
      setSaving({ submit, state: 'success' });
      setNotice({ kind: 'ok', text: submit ? texts.submitted : texts.saved });
    } catch (error) {
      setSaving({ submit, state: 'error' });
      setNotice({ kind: 'error', text: errorMessage(error) ?? messages.snackbarError });
    }
  };
  const stateOf = (submit: boolean): RequestState =>
    saving && saving.submit === submit ? saving.state : 'before';
  const busy = saving?.state === 'fetching';

  return (
    <>
      <PageHeader
        title={texts.publicTitle}
        subtitle={texts.publicIntro(survey.customerName, survey.siteName ?? null)}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
          sx={{ maxWidth: 720 }}
        >
          {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
          <SurveyEquipmentFields
            lines={lines}
            onChange={setLines}
            errors={lineErrors}
            disabled={busy}
          />
          <Typography id={progressLabel} variant="h6" component="h2" sx={{ mt: 2 }}>
            {texts.progress}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.progressHint}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1, maxWidth: 480 }}>
            <Slider
              value={progress}
              onChange={(_event, value) => setProgress(value)}
              min={0}
              max={100}
              step={5}
              valueLabelDisplay="auto"
              aria-labelledby={progressLabel}
              getAriaValueText={texts.progressValue}
              disabled={busy}
            />
            <Typography variant="body2" sx={{ minWidth: '3rem' }}>
              {texts.progressValue(progress)}
            </Typography>
          </Box>
          <TextField
            label={texts.feedback}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
            disabled={busy}
          />
          {survey.submittedAt ? (
            <Typography variant="body2" color="text.secondary">
              {texts.submitted}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <RequestButton type="submit" variant="outlined" state={stateOf(false)} disabled={busy}>
              {texts.save}
            </RequestButton>
            <RequestButton
              variant="contained"
              state={stateOf(true)}
              disabled={busy}
              onClick={() => void send(true)}
            >
              {texts.submit}
            </RequestButton>
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <SurveyAttachments
          attachments={survey.attachments}
          equipment={survey.equipment}
          uploads={uploads}
          onUpload={start}
          onDismiss={dismiss}
          onDelete={(attachment) => deleteAttachment(token, attachment.id)}
        />
        <SurveyComments
          comments={survey.comments}
          equipment={survey.equipment}
          askAuthor
          onAdd={({ equipmentID, author, comment }) =>
            addComment(token, equipmentID, author, comment)
          }
        />
      </Paper>
    </>
  );
}
