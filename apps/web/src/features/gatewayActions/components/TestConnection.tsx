import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { checkGatewayAction, messages } from '@vigil/domain';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { actionStatusOf } from '../gatewayActionModel';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { useAddGatewayAction } from '../hooks/useAddGatewayAction';
import { useGatewayAction } from '../hooks/useGatewayAction';
import { testConnectionFieldOf, testConnectionVariables } from '../testConnection';
import type { TestConnectionValues } from '../testConnection';

type FormValues = TestConnectionValues & { gatewayID: string };

export interface TestConnectionProps {
  customerID: string | undefined;
}

/**
 * Test connection for the device a form describes (its gateway, address, protocol, port, slave
 * ID, library and SNMP credentials, read from the surrounding form): checked as addGatewayAction
 * checks it, queued as TEST_CONNECTION, then followed live until the gateway reports the value it
 * read or why it could not. A refusal shows on the input it is about, or else in a banner.
 */
export function TestConnection({ customerID }: TestConnectionProps) {
  const { control, getValues, setError, clearErrors } = useFormContext<FormValues>();
  const [gatewayID, ip] = useWatch({ control, name: ['gatewayID', 'ip'] });
  const [addGatewayAction, { loading }] = useAddGatewayAction();
  const [test, setTest] = useState<{ actionID: string; gatewayID: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedField, setRefusedField] = useState<FieldPath<FormValues> | null>(null);
  const action = useGatewayAction(test?.actionID ?? null, test?.gatewayID ?? '', customerID);

  const refuse = (argument: string, message: string) => {
    const field = testConnectionFieldOf(argument);
    if (field && field in getValues()) {
      setRefusedField(field as FieldPath<FormValues>);
      setError(field as FieldPath<FormValues>, { type: 'server', message }, { shouldFocus: true });
    } else {
      setRefusal(message);
    }
  };

  const run = async () => {
    if (refusedField) clearErrors(refusedField);
    setRefusedField(null);
    setRefusal(null);
    setTest(null);
    const values = getValues();
    const variables = testConnectionVariables(values);
    const checked = checkGatewayAction(variables);
    if (!checked.ok) {
      refuse(checked.field, checked.message);
      return;
    }
    try {
      const record = await addGatewayAction({
        gatewayID: values.gatewayID,
        customerID,
        ...variables,
      });
      setTest({ actionID: record.id, gatewayID: values.gatewayID });
    } catch (error) {
      const named = graphQLErrorField(error);
      if (named) refuse(named.field, named.message);
      else setRefusal(errorMessage(error) ?? messages.somethingWentWrong);
    }
  };

  const followed = action.data?.gatewayAction;
  const status = followed ? actionStatusOf(followed.status) : null;
  let outcome = null;
  if (refusal) {
    outcome = <StatusBanner kind="error">{refusal}</StatusBanner>;
  } else if (test && action.error && !followed) {
    outcome = <StatusBanner kind="error">{action.error.message}</StatusBanner>;
  } else if (test && action.data && !followed) {
    outcome = <StatusBanner kind="warning">{texts.testGone}</StatusBanner>;
  } else if (test && (!followed || status === 'PENDING' || status === 'IN_PROGRESS')) {
    outcome = (
      <Box role="status" aria-busy="true">
        <StatusBanner kind="info">{texts.testWaiting}</StatusBanner>
        <LinearProgress aria-label={texts.testWaiting} />
      </Box>
    );
  } else if (followed && status === 'SUCCESS') {
    outcome = (
      <StatusBanner kind="ok" title={texts.testSucceeded}>
        {followed.output ?? texts.statuses.SUCCESS}
      </StatusBanner>
    );
  } else if (followed) {
    outcome = (
      <StatusBanner kind="error" title={texts.testFailed}>
        {followed.error ?? texts.statuses[status ?? 'FAILED']}
      </StatusBanner>
    );
  }

  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ mb: 1.5 }}>
        <RequestButton
          variant="outlined"
          startIcon={<NetworkCheckIcon />}
          disabled={!gatewayID || !ip.trim()}
          state={loading ? 'fetching' : 'before'}
          onClick={() => void run()}
        >
          {texts.testConnection}
        </RequestButton>
      </Box>
      {outcome}
    </Box>
  );
}
