import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import type { SnmpPointFieldsFragment } from '../../../graphql/generated/graphql';
import { useDeleteSnmpRegister } from '../hooks/useDeleteSnmpRegister';
import { libraryTexts as texts } from '../libraryTexts';
import { DeleteRegisterDialog } from './DeleteRegisterDialog';
import { RegistersTable, optionalCell, thresholdsCell } from './RegistersTable';
import type { RegisterColumn } from './RegistersTable';
import { SnmpRegisterDialog } from './SnmpRegisterDialog';

const label = texts.registerColumns;
const COLUMNS: RegisterColumn<SnmpPointFieldsFragment>[] = [
  {
    key: 'oid',
    label: label.oid,
    cell: (p) => (
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {p.oid}
      </Box>
    ),
  },
  { key: 'unit', label: label.unit, cell: (p) => optionalCell(p.unit) },
  { key: 'renamedUnit', label: label.renamedUnit, cell: (p) => optionalCell(p.renamedUnit) },
  { key: 'multiplier', label: label.multiplier, cell: (p) => p.multiplier, numeric: true },
  { key: 'offset', label: label.offset, cell: (p) => p.offset, numeric: true },
  { key: 'strMask', label: label.strMask, cell: (p) => optionalCell(p.strMask) },
  { key: 'thresholds', label: label.thresholds, cell: thresholdsCell },
  {
    key: 'states',
    label: label.states,
    cell: (p) => (p.states.length > 0 ? p.states.join(', ') : texts.none),
  },
  { key: 'alarmOnly', label: label.alarmOnly, cell: (p) => (p.alarmOnly ? texts.yes : texts.no) },
];

export interface SnmpRegistersPanelProps {
  libraryID: string;
  customerID: string | undefined;
  hasTemplate: boolean;
  points: readonly SnmpPointFieldsFragment[];
  /** The user may change this library: each row can be edited and deleted. */
  editable: boolean;
}

/** The OIDs of a library's SNMP template, each editable in a dialog and deletable once confirmed. */
export function SnmpRegistersPanel({
  libraryID,
  customerID,
  hasTemplate,
  points,
  editable,
}: SnmpRegistersPanelProps) {
  const [editing, setEditing] = useState<SnmpPointFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<SnmpPointFieldsFragment | null>(null);
  const [deleteRegister, { loading: deleteBusy }] = useDeleteSnmpRegister(
    libraryID,
    customerID ?? '',
  );

  if (!hasTemplate) {
    return <StatusBanner kind="info">{messages.libraryHasNoTemplate('SNMP')}</StatusBanner>;
  }
  const canChange = editable && customerID !== undefined;

  return (
    <>
      {points.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="body1">{texts.noRegisters}</Typography>
        </Box>
      ) : (
        <RegistersTable
          label={texts.snmpTableLabel}
          points={points}
          columns={COLUMNS}
          onEdit={canChange ? setEditing : undefined}
          onDelete={canChange ? setDeleting : undefined}
        />
      )}
      {editing && customerID ? (
        <SnmpRegisterDialog
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
          kind="OID"
          body={texts.deleteSnmpBody}
          busy={deleteBusy}
          deleteRegister={() => deleteRegister(deleting.id)}
          onCancel={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
