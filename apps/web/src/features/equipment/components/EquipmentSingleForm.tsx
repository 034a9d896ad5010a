import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { DEFAULT_DEVICE_PORTS, messages, onboardingSchema } from '@vigil/domain';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { useHasPermission } from '../../../app/hooks/useHasPermission';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { ValidateEquipmentNamesDocument } from '../../../graphql/generated/graphql';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { TestConnection } from '../../gatewayActions/components/TestConnection';
import {
  editValues,
  emptySingleValues,
  onboardingInput,
  resolverOf,
  singleFormErrors,
  updateVariables,
} from '../equipmentFormValues';
import type { EquipmentSingleValues } from '../equipmentFormValues';
import { equipmentTexts } from '../equipmentTexts';
import { useOnboardEquipment } from '../hooks/useOnboardEquipment';
import { useUpdateEquipment } from '../hooks/useUpdateEquipment';
import { EquipmentLibraryPicker } from './EquipmentLibraryPicker';
import { EquipmentGatewayField } from './EquipmentSelectField';
import { EquipmentSnmpFields } from './EquipmentSnmpFields';
import { EquipmentTextField } from './EquipmentTextField';

/** The name settles for this long before the gateway is asked whether it already has it. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

export interface EquipmentSingleFormProps {
  customerID: string;
  gateways: readonly { id: string; name: string }[];
  /** The equipment being edited; without it the form adds a device. */
  editing?: EquipmentFieldsFragment;
  onCancel: () => void;
  onSaved: (equipment: EquipmentFieldsFragment) => void;
  onBusyChange: (busy: boolean) => void;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

/**
 * One device: gateway, library, protocol, name and address, and the protocol's settings,
 * checked with the domain's onboarding schema as typed; the name is checked against the gateway
 * once typing pauses. Editing starts from the equipment (secrets blank: kept) and cannot move it
 * to another gateway or library. Adding, a user who manages gateways may first test the
 * connection through the gateway.
 */
export function EquipmentSingleForm({
  customerID,
  gateways,
  editing,
  onCancel,
  onSaved,
  onBusyChange,
}: EquipmentSingleFormProps) {
  const methods = useForm<EquipmentSingleValues>({
    resolver: resolverOf((values: EquipmentSingleValues) => singleFormErrors(values, editing)),
    defaultValues: editing
      ? editValues(editing)
      : emptySingleValues(gateways.length === 1 ? gateways[0]?.id : ''),
  });
  const { control, handleSubmit, setError, getValues } = methods;
  const [onboard, onboardState] = useOnboardEquipment();
  const [update, updateState] = useUpdateEquipment();
  const busy = onboardState.loading || updateState.loading;
  const [failure, setFailure] = useState<string | null>(null);
  // Queuing a gateway action needs manage gateways, as the gateway's action menu does.
  const canTest = useHasPermission(customerID, 'mg') && !editing;

  const [gatewayID, description, protocol, snmpVersion] = useWatch({
    control,
    name: ['gatewayID', 'description', 'protocol', 'snmpVersion'],
  });
  const name = description.trim();
  const checkable = Boolean(gatewayID && name && name !== editing?.name);
  const settled = useDebouncedValue(
    checkable ? `${gatewayID}\n${name}` : '',
    NAME_CHECK_DEBOUNCE_MS,
  );
  const check = useQuery(
    ValidateEquipmentNamesDocument,
    checkable && settled === `${gatewayID}\n${name}`
      ? { variables: { gatewayID, names: [name], customerID } }
      : skipToken,
  );
  const validation = check.data?.validateEquipmentNames;
  const takenMessage =
    checkable && validation && !validation.valid && validation.taken.includes(name)
      ? (validation.message ?? messages.equipmentNameTaken(name))
      : null;

  const onSubmit = handleSubmit(async (values) => {
    if (takenMessage) {
      setError('description', { type: 'taken', message: takenMessage }, { shouldFocus: true });
      return;
    }
    setFailure(null);
    onBusyChange(true);
    try {
      const saved = editing
        ? await update(updateVariables(values, editing, customerID))
        : await onboard({
            gatewayID: values.gatewayID,
            customerID,
            ...onboardingInput(onboardingSchema.parse(values)),
          });
      onBusyChange(false);
      if (saved) onSaved(saved);
    } catch (error) {
      onBusyChange(false);
      const named = graphQLErrorField(error);
      if (named && named.field in getValues()) {
        setError(
          named.field as keyof EquipmentSingleValues,
          { type: 'server', message: named.message },
          { shouldFocus: true },
        );
      } else {
        setFailure(error instanceof Error ? error.message : messages.somethingWentWrong);
      }
    }
  });

  const port = protocol === 'Modbus' || protocol === 'SNMP' ? DEFAULT_DEVICE_PORTS[protocol] : null;
  const secretHint =
    editing?.hasCredentials && snmpVersion === (editing.version ?? '')
      ? equipmentTexts.keepSecret
      : undefined;

  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        aria-label={editing ? equipmentTexts.editTitle(editing.name) : equipmentTexts.oneDevice}
        onSubmit={(event) => void onSubmit(event)}
      >
        <DialogContent sx={{ pt: 1 }}>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          {editing ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {equipmentTexts.labels.gatewayID}: {editing.gateway.name} ·{' '}
              {equipmentTexts.fields.library}: {editing.equipment.manufacturer}{' '}
              {editing.equipment.model} · {equipmentTexts.labels.protocol}: {editing.protocol}
            </Typography>
          ) : (
            <>
              <EquipmentGatewayField gateways={gateways} />
              <EquipmentLibraryPicker customerID={customerID} />
            </>
          )}
          <Box sx={grid}>
            <EquipmentTextField
              name="description"
              label={equipmentTexts.labels.description}
              required
              autoComplete="off"
              extraError={takenMessage}
            />
            <EquipmentTextField
              name="ip"
              label={equipmentTexts.labels.ip}
              required
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <EquipmentTextField
              name="port"
              label={equipmentTexts.labels.port}
              hint={port ? equipmentTexts.portHint(port) : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {protocol === 'Modbus' ? (
              <EquipmentTextField
                name="slaveID"
                label={equipmentTexts.labels.slaveID}
                hint={equipmentTexts.slaveHint}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            ) : null}
          </Box>
          <EquipmentSnmpFields secretHint={secretHint} />
          {canTest ? <TestConnection customerID={customerID} /> : null}
          {editing ? (
            <>
              <EquipmentTextField
                name="notes"
                label={equipmentTexts.labels.notes}
                multiline
                minRows={2}
              />
              <EquipmentTextField
                name="tags"
                label={equipmentTexts.labels.tags}
                hint={equipmentTexts.tagsHint}
              />
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {equipmentTexts.cancel}
          </Button>
          <RequestButton
            type="submit"
            variant="contained"
            state={busy ? 'fetching' : failure ? 'error' : 'before'}
          >
            {editing ? equipmentTexts.save : equipmentTexts.addOne}
          </RequestButton>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
