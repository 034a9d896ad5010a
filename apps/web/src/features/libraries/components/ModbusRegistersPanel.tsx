import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MODBUS_FUNCTION_CODES, messages } from '@vigil/domain';
import type { ModbusFunctionCode } from '@vigil/domain';
import { useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import type { ModbusPointFieldsFragment } from '../../../graphql/generated/graphql';
import { useDeleteModbusRegister } from '../hooks/useDeleteModbusRegister';
import { libraryTexts as texts } from '../libraryTexts';
import { DeleteRegisterDialog } from './DeleteRegisterDialog';
import { ModbusRegisterDialog } from './ModbusRegisterDialog';
import { RegistersTable, optionalCell, thresholdsCell } from './RegistersTable';
import type { RegisterColumn } from './RegistersTable';

const tableName = (code: number) => texts.functionCodes[code as ModbusFunctionCode] ?? texts.none;

const label = texts.registerColumns;
const COLUMNS: RegisterColumn<ModbusPointFieldsFragment>[] = [
  {
    key: 'functionCode',
    label: label.functionCode,
    cell: (p) => texts.functionCodeOption(p.functionCode, tableName(p.functionCode)),
  },
  {
    key: 'startingRegister',
    label: label.startingRegister,
    cell: (p) => p.startingRegister,
    numeric: true,
  },
  {
    key: 'numberOfRegisters',
    label: label.numberOfRegisters,
    cell: (p) => p.numberOfRegisters,
    numeric: true,
  },
  { key: 'dataType', label: label.dataType, cell: (p) => p.dataType },
  { key: 'wordOrder', label: label.wordOrder, cell: (p) => p.wordOrder },
  { key: 'addressOffset', label: label.addressOffset, cell: (p) => p.addressOffset, numeric: true },
  { key: 'multiplier', label: label.multiplier, cell: (p) => p.multiplier, numeric: true },
  { key: 'offset', label: label.offset, cell: (p) => p.offset, numeric: true },
  { key: 'unit', label: label.unit, cell: (p) => optionalCell(p.unit) },
  { key: 'mask', label: label.mask, cell: (p) => optionalCell(p.mask), numeric: true },
  { key: 'thresholds', label: label.thresholds, cell: thresholdsCell },
  {
    key: 'states',
    label: label.states,
    cell: (p) => (p.states.length > 0 ? p.states.join(', ') : texts.none),
  },
  { key: 'alarmOnly', label: label.alarmOnly, cell: (p) => (p.alarmOnly ? texts.yes : texts.no) },
];

export interface ModbusRegistersPanelProps {
  libraryID: string;
  customerID: string | undefined;
  hasTemplate: boolean;
  points: readonly ModbusPointFieldsFragment[];
  /** The table shown (subTab); null for all of them. */
  functionCode: ModbusFunctionCode | null;
  onFunctionCodeChange: (code: ModbusFunctionCode | null) => void;
  /** The user may change this library: each row can be edited and deleted. */
  editable: boolean;
}

/**
 * The registers of a library's Modbus template, by Modbus table (1 status coils, 2 input
 * contacts, 3 holding registers, 4 input registers), each editable in a dialog and deletable
 * after a confirmation.
 */
export function ModbusRegistersPanel({
  libraryID,
  customerID,
  hasTemplate,
  points,
  functionCode,
  onFunctionCodeChange,
  editable,
}: ModbusRegistersPanelProps) {
  const [editing, setEditing] = useState<ModbusPointFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<ModbusPointFieldsFragment | null>(null);
  const [deleteRegister, { loading: deleteBusy }] = useDeleteModbusRegister(
    libraryID,
    customerID ?? '',
  );

  if (!hasTemplate) {
    return <StatusBanner kind="info">{messages.libraryHasNoTemplate('Modbus')}</StatusBanner>;
  }
  const count = (code: ModbusFunctionCode | null) =>
    code === null ? points.length : points.filter((p) => p.functionCode === code).length;
  const shown =
    functionCode === null ? points : points.filter((p) => p.functionCode === functionCode);
  const canChange = editable && customerID !== undefined;

  return (
    <>
      <Tabs
        value={functionCode ?? 'all'}
        onChange={(_event, value: ModbusFunctionCode | 'all') =>
          onFunctionCodeChange(value === 'all' ? null : value)
        }
        aria-label={texts.functionCodeTabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        <Tab value="all" label={texts.detailTabCount(texts.allTables, count(null))} />
        {MODBUS_FUNCTION_CODES.map((code) => (
          <Tab
            key={code}
            value={code}
            label={texts.detailTabCount(texts.functionCodes[code], count(code))}
          />
        ))}
      </Tabs>
      {shown.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="body1">
            {points.length === 0 ? texts.noRegisters : texts.noRegistersInTable}
          </Typography>
        </Box>
      ) : (
        <RegistersTable
          label={texts.modbusTableLabel}
          points={shown}
          columns={COLUMNS}
          onEdit={canChange ? setEditing : undefined}
          onDelete={canChange ? setDeleting : undefined}
        />
      )}
      {editing && customerID ? (
        <ModbusRegisterDialog
          key={editing.id}
          libraryID={libraryID}
          customerID={customerID}
          point={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteRegisterDialog
          key={deleting.id}
          name={deleting.name}
          kind="register"
          body={texts.deleteModbusBody}
          busy={deleteBusy}
          deleteRegister={() => deleteRegister(deleting.id)}
          onCancel={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
