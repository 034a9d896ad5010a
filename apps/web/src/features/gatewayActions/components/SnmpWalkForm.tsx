import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SNMP_WALK_DEFAULT_ROOT, checkGatewayAction, messages } from '@vigil/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { errorMessage } from '../../../app/errorMessage';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { EquipmentSnmpFields } from '../../equipment/components/EquipmentSnmpFields';
import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import { emptySharedValues, resolverOf } from '../../equipment/equipmentFormValues';
import type { EquipmentSharedValues } from '../../equipment/equipmentFormValues';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { useAddGatewayAction } from '../hooks/useAddGatewayAction';
import { emptySnmpCredentialValues, formFieldOf, snmpCredsWithPort } from '../snmpCredentials';
import { SnmpPortField } from './SnmpPortField';

export interface SnmpWalkValues extends EquipmentSharedValues {
  ip: string;
  port: string;
  root: string;
  desc: string;
}

export interface SnmpWalkFormProps {
  gateway: { id: string; gwType: string };
  customerID: string | undefined;
  /**
   * Prefilled from the page's query (ip, communityString, desc), the walk shown before, or the
   * port its history entry remembers.
   */
  defaults: { ip?: string; communityString?: string; desc?: string; root?: string; port?: number };
  /** The walk was queued, at this port. */
  onQueued: (
    record: { id: string; label: string; createdAt: string },
    ip: string,
    port: number,
  ) => void;
}

function walkVariables(values: SnmpWalkValues) {
  return {
    action: 'SNMP_WALK',
    ip: values.ip.trim(),
    snmpCreds: snmpCredsWithPort(values),
    snmpWalk: {
      root: values.root.trim() || SNMP_WALK_DEFAULT_ROOT,
      desc: values.desc.trim() || undefined,
    },
  };
}

/** The domain's check of the walk it would queue: the same message on the same input. */
function walkFormErrors(values: SnmpWalkValues): Record<string, string> {
  const checked = checkGatewayAction(walkVariables(values));
  if (checked.ok) return {};
  return { [formFieldOf(checked.field) ?? 'ip']: checked.message };
}

/**
 * The SNMP Walk form (spec core §2, add mode): the address, the SNMP version and the credentials
 * it needs (the equipment form's SNMP fields), the root OID (default 1.3.6.1) and a description.
 * Checked as addGatewayAction checks it; Walk queues an SNMP_WALK action.
 */
export function SnmpWalkForm({ gateway, customerID, defaults, onQueued }: SnmpWalkFormProps) {
  const methods = useForm<SnmpWalkValues>({
    resolver: resolverOf(walkFormErrors),
    defaultValues: {
      ...emptySharedValues(gateway.id),
      ...emptySnmpCredentialValues({
        communityString: defaults.communityString ?? '',
        ...(defaults.port !== undefined ? { port: String(defaults.port) } : {}),
      }),
      ip: defaults.ip ?? '',
      root: defaults.root ?? SNMP_WALK_DEFAULT_ROOT,
      desc: defaults.desc ?? '',
    },
  });
  const { handleSubmit, setError, getValues } = methods;
  const [addGatewayAction, { loading }] = useAddGatewayAction();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const record = await addGatewayAction({
        gatewayID: gateway.id,
        customerID,
        gatewayType: gateway.gwType,
        ...walkVariables(values),
      });
      onQueued(record, values.ip.trim(), Number(values.port.trim()));
    } catch (error) {
      const named = graphQLErrorField(error);
      const field = named ? formFieldOf(named.field) : null;
      if (named && field && field in getValues()) {
        setError(field as FieldPath<SnmpWalkValues>, { type: 'server', message: named.message });
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
        aria-label={texts.walkTitle}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ maxWidth: 640 }}
      >
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
        >
          <EquipmentTextField
            name="ip"
            label={texts.ipLabel}
            required
            autoComplete="off"
            inputMode="decimal"
          />
          <EquipmentTextField
            name="root"
            label={texts.rootLabel}
            hint={texts.rootHint}
            autoComplete="off"
          />
        </Box>
        <EquipmentTextField name="desc" label={texts.descLabel} autoComplete="off" />
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
            {texts.walk}
          </RequestButton>
        </Box>
      </Box>
    </FormProvider>
  );
}
