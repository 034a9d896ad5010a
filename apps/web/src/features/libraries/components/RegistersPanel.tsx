import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { StatusBanner } from '../../../components/StatusBanner';
import { libraryTexts as texts } from '../libraryTexts';
import { DeleteRegisterDialog } from './DeleteRegisterDialog';
import { RegisterEditDialog } from './RegisterEditDialog';
import type { RegisterForm, RegisterFormInput } from './RegisterEditDialog';
import { RegistersTable, optionalCell, thresholdsCell } from './RegistersTable';
import type { RegisterColumn } from './RegistersTable';

/** What a point of either template has in common. */
export interface RegisterPoint {
  id: string;
  name: string;
  multiplier: number;
  offset: number;
  unit?: string | null;
  greenTo?: number | null;
  yellowTo?: number | null;
  redTo?: number | null;
  states: readonly string[];
  alarmOnly: boolean;
}

const label = texts.registerColumns;

/** Columns both templates show, by name. */
export const REGISTER_COLUMNS = {
  multiplier: {
    key: 'multiplier',
    label: label.multiplier,
    cell: (p) => p.multiplier,
    numeric: true,
  },
  offset: { key: 'offset', label: label.offset, cell: (p) => p.offset, numeric: true },
  unit: { key: 'unit', label: label.unit, cell: (p) => optionalCell(p.unit) },
} satisfies Record<string, RegisterColumn<RegisterPoint>>;

/** The last columns of both templates: thresholds, states and alarm only. */
export const ALARM_COLUMNS: readonly RegisterColumn<RegisterPoint>[] = [
  { key: 'thresholds', label: label.thresholds, cell: thresholdsCell },
  {
    key: 'states',
    label: label.states,
    cell: (p) => (p.states.length > 0 ? p.states.join(', ') : texts.none),
  },
  { key: 'alarmOnly', label: label.alarmOnly, cell: (p) => (p.alarmOnly ? texts.yes : texts.no) },
];

/**
 * A protocol's registers: how they are listed, edited and deleted. A kind is a module constant:
 * its hooks are called as hooks, so they must be the same on every render.
 */
export interface RegisterKind<
  P extends RegisterPoint,
  Input extends RegisterFormInput,
  Values extends FieldValues,
  V,
> {
  /** The protocol named when the library has no template of it. */
  protocol: string;
  tableLabel: string;
  columns: readonly RegisterColumn<P>[];
  /** What the register is called in the server's refusal to delete it. */
  deleteKind: 'register' | 'OID';
  deleteBody: string;
  /** Resolves true once the server says the register is gone; rejects with its refusal. */
  useDeleteRegister: (
    libraryID: string,
    customerID: string,
  ) => readonly [(id: string) => Promise<boolean>, { loading: boolean }];
  form: RegisterForm<P, Input, Values, V>;
}

export interface RegistersPanelProps<
  P extends RegisterPoint,
  Input extends RegisterFormInput,
  Values extends FieldValues,
  V,
> {
  kind: RegisterKind<P, Input, Values, V>;
  libraryID: string;
  customerID: string | undefined;
  hasTemplate: boolean;
  /** The registers listed. */
  points: readonly P[];
  /** What is said when none is listed. */
  emptyText?: string;
  /** The user may change this library: each row can be edited and deleted. */
  editable: boolean;
  /** Shown above the list once the library has the template (the Modbus tables' tabs). */
  children?: ReactNode;
}

/** The registers of a library's template, each editable in a dialog and deletable once confirmed. */
export function RegistersPanel<
  P extends RegisterPoint,
  Input extends RegisterFormInput,
  Values extends FieldValues,
  V,
>({
  kind,
  libraryID,
  customerID,
  hasTemplate,
  points,
  emptyText = texts.noRegisters,
  editable,
  children,
}: RegistersPanelProps<P, Input, Values, V>) {
  const [editing, setEditing] = useState<P | null>(null);
  const [deleting, setDeleting] = useState<P | null>(null);
  const [deleteRegister, { loading: deleteBusy }] = kind.useDeleteRegister(
    libraryID,
    customerID ?? '',
  );

  if (!hasTemplate) {
    return <StatusBanner kind="info">{messages.libraryHasNoTemplate(kind.protocol)}</StatusBanner>;
  }
  const canChange = editable && customerID !== undefined;

  return (
    <>
      {children}
      {points.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="body1">{emptyText}</Typography>
        </Box>
      ) : (
        <RegistersTable
          label={kind.tableLabel}
          points={points}
          columns={kind.columns}
          onEdit={canChange ? setEditing : undefined}
          onDelete={canChange ? setDeleting : undefined}
        />
      )}
      {editing && customerID ? (
        <RegisterEditDialog
          key={editing.id}
          form={kind.form}
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
          kind={kind.deleteKind}
          body={kind.deleteBody}
          busy={deleteBusy}
          deleteRegister={() => deleteRegister(deleting.id)}
          onCancel={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
