import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkGatewayAction, messages, parseIpRange } from '@vigil/domain';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { EquipmentGatewayField } from '../../equipment/components/EquipmentSelectField';
import { EquipmentSnmpFields } from '../../equipment/components/EquipmentSnmpFields';
import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import { emptySharedValues, resolverOf } from '../../equipment/equipmentFormValues';
import type { EquipmentSharedValues } from '../../equipment/equipmentFormValues';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { useAddGatewayAction } from '../hooks/useAddGatewayAction';
import { emptySnmpCredentialValues, formFieldOf, snmpCredsWithPort } from '../snmpCredentials';
import type { SnmpCredentialValues } from '../snmpCredentials';
import { SnmpPortField } from './SnmpPortField';

export interface DiscoveryValues extends EquipmentSharedValues {
  range: string;
  port: string;
}

export interface DiscoveryFormProps {
  customerID: string | undefined;
  gateways: readonly { id: string; name: string; gwType?: string | null }[];
  /** The gateway to scan from, when the page was opened for one. */
  gatewayID: string | null;
  onQueued: (
    record: { id: string; label: string; createdAt: string },
    credentials: SnmpCredentialValues,
  ) => void;
}

/**
 * The range's own message first (parseIpRange's), then the credentials as addGatewayAction
 * checks them, so each input shows its problem at once.
 */
export function discoveryFormErrors(values: DiscoveryValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.gatewayID) errors.gatewayID = messages.required;
  const range = parseIpRange(values.range);
  if (!range.ok) errors.range = range.message;
  const checked = checkGatewayAction({
    action: 'SNMP_DISCOVER',
    ip: range.ok ? values.range : '10.0.0.1',
    snmpCreds: snmpCredsWithPort(values),
  });
  if (!checked.ok) {
    const field = checked.field === 'ip' ? 'range' : formFieldOf(checked.field);
    if (field) errors[field] ??= checked.message;
  }
  return errors;
}

/**
 * Find Equipment's form: the gateway to scan from, the range (CIDR or start–end, at most a /16)
 * and the SNMP credentials to ask with. Find queues an SNMP_DISCOVER action.
 */
export function DiscoveryForm({ customerID, gateways, gatewayID, onQueued }: DiscoveryFormProps) {
  const methods = useForm<DiscoveryValues>({
    resolver: resolverOf(discoveryFormErrors),
    defaultValues: {
      ...emptySharedValues(gatewayID ?? (gateways.length === 1 ? (gateways[0]?.id ?? '') : '')),
      ...emptySnmpCredentialValues(),
      range: '',
    },
  });
  const { handleSubmit, setError, getValues, control } = methods;
  const range = useWatch({ control, name: 'range' });
  const parsed = range.trim() ? parseIpRange(range) : null;
  const [addGatewayAction, { loading }] = useAddGatewayAction();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const gateway = gateways.find((candidate) => candidate.id === values.gatewayID);
    try {
      const record = await addGatewayAction({
        gatewayID: values.gatewayID,
        customerID,
        gatewayType: gateway?.gwType ?? undefined,
        action: 'SNMP_DISCOVER',
        ip: values.range.trim(),
        snmpCreds: snmpCredsWithPort(values),
      });
      onQueued(record, values);
    } catch (error) {
      const named = graphQLErrorField(error);
      const field = named ? (named.field === 'ip' ? 'range' : formFieldOf(named.field)) : null;
      if (named && field && field in getValues()) {
        setError(field as FieldPath<DiscoveryValues>, { type: 'server', message: named.message });
      } else {
        setFailure(errorMessage(error) ?? messages.somethingWentWrong);
      }
    }
  });

  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        aria-label={texts.findTitle}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ maxWidth: 640 }}
      >
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {texts.findIntro}
        </Typography>
        <EquipmentGatewayField gateways={gateways} />
        <EquipmentTextField
          name="range"
          label={texts.rangeLabel}
          required
          autoComplete="off"
          hint={parsed?.ok ? texts.rangeCount(parsed.range.count) : texts.rangeHint}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {texts.credentials}
          </Typography>
          <EquipmentSnmpFields />
          <SnmpPortField />
        </Box>
        <Box sx={{ mt: 2 }}>
          <RequestButton
            type="submit"
            variant="contained"
            state={loading ? 'fetching' : failure ? 'error' : 'before'}
          >
            {texts.find}
          </RequestButton>
        </Box>
      </Box>
    </FormProvider>
  );
}
