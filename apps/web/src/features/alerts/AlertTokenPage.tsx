import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import { alertTokenFromPath, messages } from '@vigil/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isInvalidToken } from '../../app/isInvalidToken';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import { RequestButton } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { AlarmCommentField } from '../../components/alarms/AlarmCommentField';
import { alarmTexts } from '../../components/alarms/alarmTexts';
import { AlarmByTokenDocument } from '../../graphql/generated/graphql';
import { alertsTexts } from './alertsTexts';
import { TokenAlarmDetails } from './components/TokenAlarmDetails';
import { useAcknowledgeAlarmByToken } from './hooks/useAcknowledgeAlarmByToken';

/**
 * /{customer}/alerts/{token}, the acknowledge link of an alert e-mail (spec core §2, access §5):
 * public, so it works signed out. Underscores in the token stand for spaces. Shows the alarm and,
 * while it is open and not acknowledged, an Acknowledge form with an optional comment.
 */
export function AlertTokenPage() {
  usePageTitle(alertsTexts.tokenTitle);
  const { token: segment = '' } = useParams();
  const token = alertTokenFromPath(segment);
  const { data, loading, error, refetch } = useQuery(AlarmByTokenDocument, {
    variables: { token },
  });
  const [acknowledge] = useAcknowledgeAlarmByToken(token);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'before' | 'fetching' | 'error'>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const header = <PageHeader title={alertsTexts.tokenTitle} />;
  if (error && !data) {
    return (
      <>
        {header}
        {isInvalidToken(error) ? (
          <StatusBanner kind="error">{messages.invalidToken}</StatusBanner>
        ) : (
          <RetryBanner retry={refetch}>{error.message}</RetryBanner>
        )}
      </>
    );
  }
  if (loading || !data) {
    return (
      <>
        {header}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={alertsTexts.loadingAlarm} />
        </Box>
      </>
    );
  }

  const { alarm, customerName } = data.alarmByToken;
  const submit = async () => {
    setState('fetching');
    setFailure(null);
    try {
      await acknowledge(comment);
      setDone(true);
      setState('before');
    } catch (failed) {
      setState('error');
      setFailure(
        isInvalidToken(failed)
          ? messages.invalidToken
          : failed instanceof Error && failed.message
            ? failed.message
            : messages.snackbarError,
      );
    }
  };

  let outcome;
  if (done) {
    outcome = (
      <Box role="status">
        <StatusBanner kind="ok">{alertsTexts.acknowledged}</StatusBanner>
      </Box>
    );
  } else if (alarm.ack) {
    outcome = <StatusBanner kind="info">{alertsTexts.alreadyAcknowledged}</StatusBanner>;
  } else if (alarm.phase === 'cleared') {
    outcome = <StatusBanner kind="info">{alertsTexts.hasCleared}</StatusBanner>;
  } else {
    outcome = (
      <Box
        component="form"
        noValidate
        aria-label={alertsTexts.tokenTitle}
        onSubmit={(event) => {
          event.preventDefault();
          if (state !== 'fetching') void submit();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <AlarmCommentField value={comment} onChange={setComment} />
        <Box>
          <RequestButton type="submit" variant="contained" state={state} startIcon={<CheckIcon />}>
            {alarmTexts.acknowledge}
          </RequestButton>
        </Box>
      </Box>
    );
  }

  return (
    <>
      {header}
      <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 720 }}>
        <TokenAlarmDetails alarm={alarm} customerName={customerName} />
      </Paper>
      <Box sx={{ maxWidth: 720 }}>{outcome}</Box>
    </>
  );
}
