import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { APP_ROUTES, messages } from '@vigil/domain';
import { useState } from 'react';
import { Link as RouterLink, generatePath, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import type { RequestState } from '../../components/RequestButton';
import { StatusBanner } from '../../components/StatusBanner';
import { SurveyForm, emptySurveyForm } from './components/SurveyForm';
import { useSurveyOnboard } from './hooks/useSurveyMutations';
import { surveyTexts as texts } from './surveyTexts';
import { surveyPagePath } from './SurveyPage';
import type { SurveyPageState } from './SurveyPage';

/**
 * /partners/{id}/survey/onboard (spec access §2, §3 Onboarding): a new customer's name and its
 * site survey, created together; then the new survey's page, showing its link once.
 */
export function SurveyOnboardPage() {
  const { partnerID = '' } = useParams();
  const navigate = useNavigate();
  const [onboard] = useSurveyOnboard();
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(texts.onboardTitle);
  return (
    <>
      <PageHeader
        title={texts.onboardTitle}
        subtitle={texts.onboardSubtitle}
        actions={
          <Button
            component={RouterLink}
            to={generatePath(APP_ROUTES.partnerProposals, { partnerID })}
            startIcon={<ArrowBackIcon />}
          >
            {texts.back}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <SurveyForm
          partnerID={partnerID}
          mode="onboard"
          defaultValues={emptySurveyForm(null)}
          submitLabel={texts.onboard}
          state={state}
          banner={failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          onSubmit={async ({ customerName, survey }) => {
            setState('fetching');
            setFailure(null);
            try {
              const made = await onboard(partnerID, customerName, survey);
              setState('success');
              void navigate(surveyPagePath(partnerID, made.id), {
                state: { linkUrl: made.link?.url ?? null } satisfies SurveyPageState,
              });
            } catch (error) {
              setState('error');
              setFailure(errorMessage(error) ?? messages.snackbarError);
            }
          }}
        />
      </Paper>
    </>
  );
}
