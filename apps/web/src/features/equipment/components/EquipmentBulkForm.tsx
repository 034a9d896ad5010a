import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useApolloClient } from '@apollo/client/react';
import {
  BULK_EQUIPMENT_COLUMN_LABELS,
  BULK_EQUIPMENT_COLUMNS,
  emptyBulkEquipmentRow,
  isBlankBulkEquipmentRow,
  messages,
  validateBulkEquipment,
} from '@vigil/domain';
import type { BulkEquipmentColumn, BulkEquipmentRow } from '@vigil/domain';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { ValidateEquipmentNamesDocument } from '../../../graphql/generated/graphql';
import {
  bulkFormErrors,
  emptyBulkValues,
  onboardingInput,
  resolverOf,
} from '../equipmentFormValues';
import type { EquipmentBulkValues } from '../equipmentFormValues';
import { equipmentTexts } from '../equipmentTexts';
import { useOnboardEquipmentList } from '../hooks/useOnboardEquipmentList';
import { EquipmentBulkImport } from './EquipmentBulkImport';
import { EquipmentLibraryPicker } from './EquipmentLibraryPicker';
import { EquipmentGatewayField } from './EquipmentSelectField';
import { EquipmentSnmpFields } from './EquipmentSnmpFields';
import { EquipmentTextField } from './EquipmentTextField';

export interface EquipmentBulkFormProps {
  customerID: string;
  gateways: readonly { id: string; name: string }[];
  onCancel: () => void;
  /** Every device was added. */
  onSaved: (count: number) => void;
  onBusyChange: (busy: boolean) => void;
}

/** An API field of a bulk refusal (`equipment.2.ip`) as the form's cell path. */
const CELL_FIELD = /^equipment\.(\d+)\.(\w+)$/;

const isColumn = (field: string): field is BulkEquipmentColumn =>
  (BULK_EQUIPMENT_COLUMNS as readonly string[]).includes(field);

/** Which columns the grid shows: those the protocol uses, and any that hold something. */
function shownColumns(
  protocol: string,
  snmpVersion: string,
  rows: readonly BulkEquipmentRow[],
): BulkEquipmentColumn[] {
  const uses: Record<BulkEquipmentColumn, boolean> = {
    description: true,
    ip: true,
    port: true,
    slaveID: protocol !== 'SNMP',
    communityString: protocol === 'SNMP' && snmpVersion !== '3',
  };
  return BULK_EQUIPMENT_COLUMNS.filter(
    (column) => uses[column] || rows.some((row) => row[column]?.trim()),
  );
}

/**
 * Many devices of one library on one gateway: a grid of rows (add, remove, paste or import a
 * CSV), each checked with the onboarding schema. On submit the names are checked against the
 * gateway ('Your gateway already has the following equipment: …', the rows marked), then all
 * devices are added in one call, all or none; a refusal naming a row marks that cell.
 */
export function EquipmentBulkForm({
  customerID,
  gateways,
  onCancel,
  onSaved,
  onBusyChange,
}: EquipmentBulkFormProps) {
  const methods = useForm<EquipmentBulkValues>({
    resolver: resolverOf(bulkFormErrors),
    defaultValues: emptyBulkValues(gateways.length === 1 ? gateways[0]?.id : ''),
  });
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = methods;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'rows' });
  const [protocol, snmpVersion, rows] = useWatch({
    control,
    name: ['protocol', 'snmpVersion', 'rows'],
  });
  const client = useApolloClient();
  const [onboardList, { loading: saving }] = useOnboardEquipmentList();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = checking || saving;
  const columns = shownColumns(protocol, snmpVersion, rows);
  const deviceCount = rows.filter((row) => !isBlankBulkEquipmentRow(row)).length;

  const cellError = (path: string, message: string) =>
    setError(path as FieldPath<EquipmentBulkValues>, { type: 'server', message });

  const onSubmit = handleSubmit(async (values) => {
    const { rows: given, gatewayID, manufacturer: _manufacturer, ...shared } = values;
    const result = validateBulkEquipment(shared, given);
    if (!result.ok) return;
    // The row each device sent came from (blank rows are not sent).
    const rowOf = given.flatMap((row, index) => (isBlankBulkEquipmentRow(row) ? [] : [index]));
    setFailure(null);
    onBusyChange(true);
    setChecking(true);
    try {
      const names = result.equipment.map((device) => device.description);
      const { data } = await client.query({
        query: ValidateEquipmentNamesDocument,
        variables: { gatewayID, names, customerID },
        fetchPolicy: 'network-only',
      });
      setChecking(false);
      const check = data?.validateEquipmentNames;
      if (check && !check.valid) {
        setFailure(messages.equipmentNamesTaken(check.taken));
        result.equipment.forEach((device, index) => {
          if (check.taken.includes(device.description)) {
            cellError(
              `rows.${rowOf[index]}.description`,
              messages.equipmentNameTaken(device.description),
            );
          }
        });
        onBusyChange(false);
        return;
      }
      const added = await onboardList({
        gatewayID,
        customerID,
        equipment: result.equipment.map(onboardingInput),
      });
      onBusyChange(false);
      onSaved(added.length);
    } catch (error) {
      setChecking(false);
      onBusyChange(false);
      const named = graphQLErrorField(error);
      const cell = named ? CELL_FIELD.exec(named.field) : null;
      if (named && cell) {
        const [, index, field] = cell as unknown as [string, string, string];
        if (isColumn(field)) cellError(`rows.${rowOf[Number(index)]}.${field}`, named.message);
        else if (field in getValues()) cellError(field, named.message);
      } else if (named && named.field in getValues()) {
        cellError(named.field, named.message);
      }
      setFailure(error instanceof Error ? error.message : messages.somethingWentWrong);
    }
  });

  const importRows = (imported: BulkEquipmentRow[]) => {
    const current = getValues('rows').filter((row) => !isBlankBulkEquipmentRow(row));
    replace([...current, ...imported]);
  };

  const rowsFailed = Array.isArray(errors.rows)
    ? errors.rows.some(Boolean)
    : Boolean(errors.rows && Object.keys(errors.rows).some((key) => key !== 'root'));
  const rowErrorsOf = (index: number) =>
    (errors.rows as Record<string, Record<string, unknown> | undefined> | undefined)?.[
      String(index)
    ];

  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        aria-label={equipmentTexts.manyDevices}
        onSubmit={(event) => void onSubmit(event)}
      >
        <DialogContent sx={{ pt: 1 }}>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {equipmentTexts.bulkIntro}
          </Typography>
          <EquipmentGatewayField gateways={gateways} />
          <EquipmentLibraryPicker customerID={customerID} />
          <EquipmentSnmpFields communityHint={equipmentTexts.sharedCommunityHint} />

          {rowsFailed ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {equipmentTexts.rowsHaveErrors}
            </Typography>
          ) : null}
          {errors.rows?.root?.message ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {errors.rows.root.message}
            </Typography>
          ) : null}
          <TableContainer sx={{ mt: 1, overflowX: 'auto' }}>
            <Table size="small" aria-label={equipmentTexts.manyDevices}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 40 }}>#</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ textTransform: 'capitalize' }}>
                      {BULK_EQUIPMENT_COLUMN_LABELS[column]}
                    </TableCell>
                  ))}
                  <TableCell sx={{ width: 48 }} />
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((field, index) => {
                  const invalid = Boolean(
                    rowErrorsOf(index) && Object.keys(rowErrorsOf(index) ?? {}).length > 0,
                  );
                  return (
                    <TableRow
                      key={field.id}
                      data-testid="bulk-row"
                      data-invalid={invalid ? 'true' : undefined}
                      sx={
                        invalid
                          ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }
                          : undefined
                      }
                    >
                      <TableCell>{index + 1}</TableCell>
                      {columns.map((column) => (
                        <TableCell
                          key={column}
                          sx={{
                            minWidth: column === 'description' ? 160 : 110,
                            verticalAlign: 'top',
                          }}
                        >
                          <EquipmentTextField
                            name={`rows.${index}.${column}`}
                            size="small"
                            margin="none"
                            autoComplete="off"
                            slotProps={{
                              htmlInput: {
                                'aria-label': equipmentTexts.cellLabel(
                                  index,
                                  BULK_EQUIPMENT_COLUMN_LABELS[column],
                                ),
                              },
                            }}
                          />
                        </TableCell>
                      ))}
                      <TableCell sx={{ verticalAlign: 'top' }}>
                        <IconButton
                          aria-label={equipmentTexts.removeRow(index)}
                          onClick={() =>
                            fields.length > 1 ? remove(index) : replace([emptyBulkEquipmentRow()])
                          }
                          size="small"
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append(emptyBulkEquipmentRow())}
            sx={{ mt: 1 }}
          >
            {equipmentTexts.addRow}
          </Button>
          <EquipmentBulkImport onRows={importRows} />
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
            {equipmentTexts.addMany(deviceCount)}
          </RequestButton>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
