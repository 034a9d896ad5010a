import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { useState } from 'react';
import {
  Link as RouterLink,
  generatePath,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { formatLocalTime } from '../../components/formatUpdated';
import { PageHeader } from '../../components/PageHeader';
import type { RequestState } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { SurveyQuoteDocument, SurveySiteSurveyDocument } from '../../graphql/generated/graphql';
import type { SurveyFieldsFragment } from '../../graphql/generated/graphql';
import { SurveyAttachments } from './components/SurveyAttachments';
import { SurveyComments } from './components/SurveyComments';
import { equipmentLinesOf } from './components/SurveyEquipmentFields';
import { SurveyForm, emptySurveyForm } from './components/SurveyForm';
import type { SurveyFormInput } from './components/SurveyForm';
import { SurveyLinkPanel } from './components/SurveyLinkPanel';
import {
  useSurveyAddComment,
  useSurveyDeleteAttachment,
  useSurveySave,
} from './hooks/useSurveyMutations';
import { useSurveyUploads } from './hooks/useSurveyUploads';
import { surveyTexts as texts } from './surveyTexts';

/** What a page that made a survey hands on: its link, answered only then. */
export interface SurveyPageState {
  linkUrl?: string | null;
}

export const surveyPagePath = (partnerID: string, surveyID?: string) =>
  generatePath(APP_ROUTES.partnerSurvey, { partnerID, surveyID: surveyID ?? null });

const formOf = (survey: SurveyFieldsFragment): SurveyFormInput => ({
  customer: { id: survey.customerID, name: survey.customerName },
  customerName: '',
  siteName: survey.siteName ?? '',
  siteContactName: survey.siteContactName ?? '',
  siteContactEmail: survey.siteContactEmail ?? '',
  equipment: equipmentLinesOf(survey.equipment),
});

/**
 * /partners/{id}/survey/{surveyID?} (spec access §2, §3 Site survey): a new survey (query quote
 * preselects the quote and its customer) or one survey by id or query visibleID. Saving a new one
 * makes its link, shown that once with Copy; the link can be sent to the site contact, renewed and
 * turned off; the contact's progress and feedback, the attachments and the comments follow.
 */
export function SurveyPage() {
  const { partnerID = '', surveyID } = useParams();
  const [params] = useAddressParams();
  const visibleID = params.get('visibleID');
  const quoteID = params.get('quote');
  const location = useLocation();
  const [linkUrl, setLinkUrl] = useState<string | null>(
    () => (location.state as SurveyPageState | null)?.linkUrl ?? null,
  );
  const existing = Boolean(surveyID ?? visibleID);
  const query = useQuery(SurveySiteSurveyDocument, {
    variables: surveyID ? { id: surveyID } : { visibleID },
    skip: !existing,
  });
  const quote = useQuery(SurveyQuoteDocument, {
    variables: { id: quoteID },
    skip: existing || !quoteID,
  });
  const survey = query.data?.siteSurvey;
  usePageTitle(survey ? texts.editTitle(survey.visibleID) : texts.newTitle);

  const back = (
    <Button
      component={RouterLink}
      to={generatePath(APP_ROUTES.partnerProposals, { partnerID })}
      startIcon={<ArrowBackIcon />}
    >
      {texts.back}
    </Button>
  );

  if (existing && !survey) {
    return (
      <>
        <PageHeader
          title={visibleID ? texts.editTitle(visibleID) : texts.newTitle}
          actions={back}
        />
        {query.error ? (
          <RetryBanner retry={query.refetch}>{query.error.message}</RetryBanner>
        ) : (
          <CenteredLoader label={texts.loading} />
        )}
      </>
    );
  }
  if (!existing && quoteID && !quote.data) {
    return (
      <>
        <PageHeader title={texts.newTitle} actions={back} />
        {quote.error ? (
          <RetryBanner retry={quote.refetch}>{quote.error.message}</RetryBanner>
        ) : (
          <CenteredLoader label={texts.loading} />
        )}
      </>
    );
  }
  const forQuote = quote.data?.quote ?? null;
  return (
    <>
      <PageHeader
        title={survey ? texts.editTitle(survey.visibleID) : texts.newTitle}
        subtitle={survey?.customerName}
        actions={back}
      />
      <SurveyEditor
        // A new survey's form starts afresh once it exists, with the saved values.
        key={survey?.id ?? 'new'}
        partnerID={partnerID}
        survey={survey ?? null}
        quote={forQuote}
        linkUrl={linkUrl}
        onLinkMade={setLinkUrl}
        refetch={() => void query.refetch().catch(() => {})}
      />
    </>
  );
}

interface SurveyEditorProps {
  partnerID: string;
  survey: SurveyFieldsFragment | null;
  quote: { id: string; visibleID: string; customerID: string; customerName: string } | null;
  linkUrl: string | null;
  onLinkMade: (url: string | null) => void;
  /** Asks for the survey again (after uploads). */
  refetch: () => void;
}

function SurveyEditor({
  partnerID,
  survey,
  quote,
  linkUrl,
  onLinkMade,
  refetch,
}: SurveyEditorProps) {
  const navigate = useNavigate();
  const [save] = useSurveySave();
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = survey
    ? formOf(survey)
    : emptySurveyForm(quote ? { id: quote.customerID, name: quote.customerName } : null);

  return (
    <>
      {survey ? (
        <SurveyLinkPanel survey={survey} linkUrl={linkUrl} onLinkMade={onLinkMade} />
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <SurveyForm
          partnerID={partnerID}
          mode="edit"
          defaultValues={defaults}
          quoteVisibleID={quote?.visibleID ?? null}
          submitLabel={survey ? texts.save : texts.create}
          state={state}
          banner={
            failure ? (
              <StatusBanner kind="error">{failure}</StatusBanner>
            ) : state === 'success' ? (
              <StatusBanner kind="ok">{texts.saved}</StatusBanner>
            ) : null
          }
          onSubmit={async ({ survey: input }) => {
            setState('fetching');
            setFailure(null);
            try {
              const saved = await save(survey?.id ?? null, partnerID, {
                ...input,
                quoteID: survey?.quoteID ?? quote?.id ?? null,
              });
              setState('success');
              if (!survey) {
                onLinkMade(saved.link?.url ?? null);
                void navigate(surveyPagePath(partnerID, saved.id), {
                  replace: true,
                  state: { linkUrl: saved.link?.url ?? null } satisfies SurveyPageState,
                });
              }
            } catch (error) {
              setState('error');
              setFailure(errorMessage(error) ?? messages.snackbarError);
            }
          }}
        />
      </Paper>
      {survey ? <SurveyFollowUp survey={survey} refetch={refetch} /> : null}
    </>
  );
}

/** What follows a saved survey: the contact's answers, attachments and comments. */
function SurveyFollowUp({
  survey,
  refetch,
}: {
  survey: SurveyFieldsFragment;
  refetch: () => void;
}) {
  const addComment = useSurveyAddComment();
  const deleteAttachment = useSurveyDeleteAttachment();
  // The list and the equipment's counts change with each upload.
  const { uploads, start, dismiss } = useSurveyUploads({ surveyID: survey.id }, refetch);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2">
        {texts.responseHeading}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, maxWidth: 480 }}>
        <Typography variant="body2" sx={{ flexShrink: 0 }}>
          {texts.progress}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={survey.progress}
          aria-label={texts.progress}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2">{texts.progressValue(survey.progress)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {survey.submittedAt
          ? texts.submittedAt(formatLocalTime(Date.parse(survey.submittedAt)))
          : texts.notSubmitted}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {texts.feedback}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {survey.feedback || texts.noFeedback}
      </Typography>
      <SurveyAttachments
        attachments={survey.attachments}
        equipment={survey.equipment}
        uploads={uploads}
        onUpload={start}
        onDismiss={dismiss}
        onDelete={(attachment) => deleteAttachment(attachment.id)}
      />
      <SurveyComments
        comments={survey.comments}
        equipment={survey.equipment}
        askAuthor={false}
        onAdd={({ equipmentID, comment }) => addComment(survey.id, equipmentID, comment)}
      />
    </Paper>
  );
}
