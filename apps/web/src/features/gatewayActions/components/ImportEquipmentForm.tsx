import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useId, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { ValidateEquipmentNamesDocument } from '../../../graphql/generated/graphql';
import { EquipmentSnmpFields } from '../../equipment/components/EquipmentSnmpFields';
import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import {
  emptySharedValues,
  onboardingInput,
  resolverOf,
} from '../../equipment/equipmentFormValues';
import { equipmentTexts } from '../../equipment/equipmentTexts';
import { useOnboardEquipmentList } from '../../equipment/hooks/useOnboardEquipmentList';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { checkImport, importFormErrors } from '../importEquipmentRows';
import type { ImportCredentialMode, ImportRowValues, ImportValues } from '../importEquipmentRows';
import type { SnmpCredentialValues } from '../snmpCredentials';
import { ImportLibraryField } from './ImportLibraryField';
import { SnmpPortField } from './SnmpPortField';

export interface ImportEquipmentFormProps {
  gatewayID: string;
  customerID: string;
  rows: ImportRowValues[];
  credentials: SnmpCredentialValues;
  /** Whether the credentials came from the scan started in this tab, one set or each row's own. */
  credentialMode: ImportCredentialMode;
  /** Every device was added. */
  onImported: (count: number) => void;
}

/** An API field of a bulk refusal (`equipment.2.ip`) as the form's row and field. */
const BULK_FIELD = /^equipment\.(\d+)\.(\w+)$/;
const ROW_FIELD_OF: Record<string, 'name' | 'library'> = {
  description: 'name',
  ip: 'name',
  manufacturerModel: 'library',
};

/** The credentials as a row shows them, e.g. 'SNMP v2c · port 1161'. */
function credentialWordsOf(
  credentials: Pick<SnmpCredentialValues, 'snmpVersion' | 'username'>,
  port: string,
): string {
  const { snmpVersion: version, username } = credentials;
  return (
    (version === '3'
      ? `SNMP v3${username.trim() ? ` · ${username.trim()}` : ''}`
      : `SNMP ${equipmentTexts.snmpVersions[version === '1' ? '1' : '2']}`) +
    texts.onPort(port.trim())
  );
}

const CREDENTIAL_NOTES: Record<ImportCredentialMode, string> = {
  kept: texts.credentialsKept,
  perRow: texts.credentialsPerDevice,
  reentry: texts.credentialsReentry,
  reentryMixed: texts.credentialsReentry,
};

/**
 * The found devices to onboard: each with its name (the sysName), its library (the one the scan
 * matched, or one picked) and the credentials that found it. On Import the names are checked
 * against the gateway (the spec's 'Your gateway already has the following equipment: …', the
 * rows marked), then every device is added in one call, all or none: the bulk onboarding of My
 * Equipment's "Many devices".
 */
export function ImportEquipmentForm({
  gatewayID,
  customerID,
  rows,
  credentials,
  credentialMode,
  onImported,
}: ImportEquipmentFormProps) {
  const methods = useForm<ImportValues>({
    resolver: resolverOf(importFormErrors),
    defaultValues: { ...emptySharedValues(gatewayID), ...credentials, rows },
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = methods;
  const { fields } = useFieldArray({ control, name: 'rows' });
  const [included, version, username, port] = useWatch({
    control,
    name: ['rows', 'snmpVersion', 'username', 'port'],
  });
  const client = useApolloClient();
  const rowsHeadingId = useId();
  const [onboardList, { loading: saving }] = useOnboardEquipmentList();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = checking || saving;
  const count = included.filter((row) => row.include).length;
  const perRow = credentialMode === 'perRow';
  const sharedWords = credentialWordsOf({ snmpVersion: version, username }, port);

  const rowError = (index: number, field: 'name' | 'library', message: string) =>
    setError(`rows.${index}.${field}` as FieldPath<ImportValues>, { type: 'server', message });

  const onSubmit = handleSubmit(async (values) => {
    const checked = checkImport(values);
    if (!checked.ok) return;
    setFailure(null);
    setChecking(true);
    try {
      const names = checked.equipment.map((device) => device.description);
      const { data } = await client.query({
        query: ValidateEquipmentNamesDocument,
        variables: { gatewayID, names, customerID },
        fetchPolicy: 'network-only',
      });
      setChecking(false);
      const check = data?.validateEquipmentNames;
      if (check && !check.valid) {
        setFailure(messages.equipmentNamesTaken(check.taken));
        checked.equipment.forEach((device, index) => {
          if (check.taken.includes(device.description)) {
            rowError(
              checked.rows[index] as number,
              'name',
              messages.equipmentNameTaken(device.description),
            );
          }
        });
        return;
      }
      const added = await onboardList({
        gatewayID,
        customerID,
        equipment: checked.equipment.map(onboardingInput),
      });
      onImported(added.length);
    } catch (error) {
      setChecking(false);
      const named = graphQLErrorField(error);
      const cell = named ? BULK_FIELD.exec(named.field) : null;
      const field = cell ? ROW_FIELD_OF[cell[2] as string] : undefined;
      if (named && cell && field) {
        rowError(checked.rows[Number(cell[1])] as number, field, named.message);
      }
      setFailure(errorMessage(error) ?? messages.somethingWentWrong);
    }
  });

  const rowsRoot = (errors.rows as { root?: { message?: string } } | undefined)?.root?.message;
  const rowErrorOf = (index: number, field: 'library' | 'credentials') =>
    (errors.rows as Record<string, Record<string, { message?: string }> | undefined> | undefined)?.[
      String(index)
    ]?.[field]?.message;

  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        aria-label={texts.importTitle}
        onSubmit={(event) => void onSubmit(event)}
      >
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {texts.importIntro}
        </Typography>

        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, maxWidth: 640 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {texts.importCredentials}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {CREDENTIAL_NOTES[credentialMode]}
          </Typography>
          {credentialMode === 'reentryMixed' ? (
            <Typography variant="body2" color="warning.main">
              {texts.credentialsApplyToAll}
            </Typography>
          ) : null}
          {perRow ? null : <EquipmentSnmpFields />}
          <SnmpPortField />
        </Box>

        <Typography variant="subtitle1" component="h2" id={rowsHeadingId} sx={{ mt: 2 }}>
          {texts.rowsHeading}
        </Typography>
        {rowsRoot ? (
          <Typography role="alert" color="error" variant="body2">
            {rowsRoot}
          </Typography>
        ) : null}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={rowsHeadingId}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{texts.ipLabel}</TableCell>
                <TableCell>{equipmentTexts.labels.description}</TableCell>
                <TableCell>{texts.library}</TableCell>
                <TableCell>{texts.credentials}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, index) => (
                <TableRow key={field.id} data-testid="import-row">
                  <TableCell padding="checkbox" sx={{ verticalAlign: 'top', pt: 1.5 }}>
                    <Controller
                      control={control}
                      name={`rows.${index}.include`}
                      render={({ field: include }) => (
                        <Checkbox
                          checked={include.value}
                          onChange={(event) => include.onChange(event.target.checked)}
                          slotProps={{
                            input: {
                              'aria-label': texts.includeDevice(field.ip),
                              ref: include.ref,
                            },
                          }}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', pt: 2.5 }}>
                    {field.ip}
                  </TableCell>
                  <TableCell sx={{ minWidth: 180, verticalAlign: 'top' }}>
                    <EquipmentTextField
                      name={`rows.${index}.name`}
                      size="small"
                      required
                      autoComplete="off"
                      disabled={!included[index]?.include}
                      slotProps={{ htmlInput: { 'aria-label': texts.nameLabel(field.ip) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top', pt: 1 }}>
                    <Controller
                      control={control}
                      name={`rows.${index}.library`}
                      render={({ field: library }) => (
                        <ImportLibraryField
                          customerID={customerID}
                          label={texts.libraryLabel(field.ip)}
                          value={library.value}
                          onChange={library.onChange}
                          onBlur={library.onBlur}
                          inputRef={library.ref}
                          error={rowErrorOf(index, 'library')}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', pt: 2.5 }}>
                    {field.credentials ? credentialWordsOf(field.credentials, port) : sharedWords}
                    {rowErrorOf(index, 'credentials') ? (
                      <Typography role="alert" color="error" variant="body2">
                        {rowErrorOf(index, 'credentials')}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ mt: 2 }}>
          <RequestButton
            type="submit"
            variant="contained"
            state={busy ? 'fetching' : failure ? 'error' : 'before'}
          >
            {texts.importButton(count)}
          </RequestButton>
        </Box>
      </Box>
    </FormProvider>
  );
}
