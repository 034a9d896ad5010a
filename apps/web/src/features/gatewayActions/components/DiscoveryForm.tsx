import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  DISCOVERY_CREDENTIALS_MAX,
  checkGatewayAction,
  messages,
  parseIpRange,
} from '@vigil/domain';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
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
import {
  emptySnmpCredentialValues,
  formFieldOf,
  snmpCredentialValuesOf,
  snmpCredsWithPort,
} from '../snmpCredentials';
import type { SnmpCredentialValues } from '../snmpCredentials';
import { SnmpPortField } from './SnmpPortField';

/** A further set of credentials: the scan's one port goes with it. */
export type DiscoveryCredentialSet = Omit<SnmpCredentialValues, 'port'>;

export interface DiscoveryValues extends EquipmentSharedValues {
  range: string;
  port: string;
  /** The sets tried after the first, in order (at most DISCOVERY_CREDENTIALS_MAX in all). */
  snmpCredsList: DiscoveryCredentialSet[];
}

export interface DiscoveryFormProps {
  customerID: string | undefined;
  gateways: readonly { id: string; name: string; gwType?: string | null }[];
  /** The gateway to scan from, when the page was opened for one. */
  gatewayID: string | null;
  onQueued: (
    record: { id: string; label: string; createdAt: string },
    /** Every set the scan tries, in order, each with the scan's port. */
    credentials: SnmpCredentialValues[],
  ) => void;
}

/** Every set of credentials of the form, in the order the scan tries them, with its port. */
export function discoveryCredentialSetsOf(values: DiscoveryValues): SnmpCredentialValues[] {
  return [
    snmpCredentialValuesOf(values),
    ...values.snmpCredsList.map((set) => snmpCredentialValuesOf({ ...set, port: values.port })),
  ];
}

/** The credential inputs of addGatewayAction: the first set, then the others in order. */
function credentialInputsOf(values: DiscoveryValues) {
  const [first, ...rest] = discoveryCredentialSetsOf(values).map(snmpCredsWithPort);
  return { snmpCreds: first, ...(rest.length > 0 ? { snmpCredsList: rest } : {}) };
}

/** The form input an addGatewayAction refusal is about (`snmpCredsList.1.username` as is). */
function discoveryFieldOf(argument: string): string | null {
  if (argument === 'ip') return 'range';
  if (/^snmpCredsList\.\d+\.\w+$/.test(argument)) return argument;
  return formFieldOf(argument);
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
    ...credentialInputsOf(values),
  });
  if (!checked.ok) {
    const field = discoveryFieldOf(checked.field);
    if (field) errors[field] ??= checked.message;
  }
  return errors;
}

function newCredentialSet(): DiscoveryCredentialSet {
  const { port: _port, ...set } = emptySnmpCredentialValues();
  return set;
}

/** Whether a (dotted) path names a value of the form. */
function hasField(values: object, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Find Equipment's form: the gateway to scan from, the range (CIDR or start–end, at most a /16)
 * and the SNMP credentials to ask with: a first set and up to
 * seven more, tried in order on each address. Find queues an SNMP_DISCOVER action.
 */
export function DiscoveryForm({ customerID, gateways, gatewayID, onQueued }: DiscoveryFormProps) {
  const methods = useForm<DiscoveryValues>({
    resolver: resolverOf(discoveryFormErrors),
    defaultValues: {
      ...emptySharedValues(gatewayID ?? (gateways.length === 1 ? (gateways[0]?.id ?? '') : '')),
      ...emptySnmpCredentialValues(),
      range: '',
      snmpCredsList: [],
    },
  });
  const { handleSubmit, setError, getValues, control } = methods;
  const range = useWatch({ control, name: 'range' });
  const parsed = range.trim() ? parseIpRange(range) : null;
  const [addGatewayAction, { loading }] = useAddGatewayAction();
  const [failure, setFailure] = useState<string | null>(null);
  const more = useFieldArray({ control, name: 'snmpCredsList' });
  const full = more.fields.length + 1 >= DISCOVERY_CREDENTIALS_MAX;

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
        ...credentialInputsOf(values),
      });
      onQueued(record, discoveryCredentialSetsOf(values));
    } catch (error) {
      const named = graphQLErrorField(error);
      const field = named ? discoveryFieldOf(named.field) : null;
      if (named && field && hasField(getValues(), field)) {
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
        {more.fields.map((field, index) => (
          <Box
            key={field.id}
            component="fieldset"
            aria-label={texts.credentialSet(index + 2)}
            sx={{ border: 0, m: 0, p: 0, mt: 2 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography component="legend" variant="subtitle2">
                {texts.credentialSet(index + 2)}
              </Typography>
              <Button size="small" onClick={() => more.remove(index)}>
                {texts.removeCredentials}
              </Button>
            </Box>
            <EquipmentSnmpFields prefix={`snmpCredsList.${index}.`} />
          </Box>
        ))}
        <Box sx={{ mt: 1 }}>
          <Button
            startIcon={<AddIcon />}
            disabled={full}
            onClick={() => more.append(newCredentialSet())}
          >
            {texts.addCredentials}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {full ? messages.tooManyCredentials : texts.credentialsOrder}
          </Typography>
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
