import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { serverMessage } from '../libraryForms';
import { libraryTexts } from '../libraryTexts';

/** Read by screen readers, not shown: the row number that makes each input's name unique. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** An input's label as shown ('OID'), named with its row for assistive technology ('OID 2'). */
export function rowFieldLabel(label: string, n: number): ReactNode {
  return (
    <>
      {`${label} `}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {n}
      </Box>
    </>
  );
}

export interface RowFieldsProps<Row> {
  row: Row;
  /** The row's number as people count: 1 for the first. */
  n: number;
  change: (patch: Partial<Row>) => void;
  /** The message to show under one of the row's inputs. */
  error: (field: Extract<keyof Row, string>) => string | undefined;
}

export interface ListFormDialogProps<Row> {
  title: string;
  /** The mutation's argument holding the list: the server names a row's input under it. */
  argument: string;
  initialRows: readonly Row[];
  newRow: (rows: readonly Row[]) => Row;
  max: number;
  texts: {
    row: (n: number) => string;
    add: string;
    remove: (n: number) => string;
    none: string;
    max: (max: number) => string;
  };
  /** Messages by row and input ('0.oid'), '' for the list; {} when the rows may be sent. */
  errorsOf: (rows: readonly Row[]) => Record<string, string>;
  /** Sends the checked rows; resolves to null when nothing was saved, rejects with a refusal. */
  save: (rows: readonly Row[]) => Promise<unknown>;
  /** What a failure says when the server gave no words of its own. */
  failureMessage: string;
  fields: (props: RowFieldsProps<Row>) => ReactNode;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A list edited whole in a dialog, one group per row with its remove button, at most `max`
 * rows. Rows are checked on Save (the first wrong input takes the focus); the server's refusal
 * shows on the input it names, anything else in a banner.
 */
export function ListFormDialog<Row>({ title, onClose, ...props }: ListFormDialogProps<Row>) {
  return (
    <FormDialog open onClose={onClose} title={title}>
      {(onBusyChange) => (
        <ListForm {...props} title={title} onClose={onClose} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}

interface KeyedRow<Row> {
  key: number;
  row: Row;
}

function ListForm<Row>({
  title,
  argument,
  initialRows,
  newRow,
  max,
  texts,
  errorsOf,
  save,
  failureMessage,
  fields,
  onClose,
  onSaved,
  onBusyChange,
}: ListFormDialogProps<Row> & { onBusyChange: (busy: boolean) => void }) {
  const rowId = useId();
  const nextKey = useRef(initialRows.length);
  const [rows, setRows] = useState<KeyedRow<Row>[]>(() =>
    initialRows.map((row, key) => ({ key, row })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // What takes the focus after the next render: a new row, the first wrong input, Add.
  const [focus, setFocus] = useState<{ to: 'row'; key: number } | { to: 'invalid' | 'add' } | null>(
    null,
  );

  useEffect(() => {
    if (!focus || !formRef.current) return;
    const form = formRef.current;
    let target: HTMLElement | null | undefined;
    if (focus.to === 'row') {
      target = form
        .querySelector(`[data-row="${focus.key}"]`)
        ?.querySelector<HTMLElement>(
          '[role="combobox"], input:not([aria-hidden="true"]), textarea:not([aria-hidden="true"])',
        );
    } else if (focus.to === 'invalid') {
      // A select's invalid input is hidden: its combobox beside it takes the focus.
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      target =
        invalid?.getAttribute('aria-hidden') === 'true'
          ? invalid.parentElement?.querySelector<HTMLElement>('[role="combobox"]')
          : invalid;
    } else {
      target = addRef.current;
    }
    target?.focus();
    setFocus(null);
  }, [focus]);

  const list = rows.map(({ row }) => row);

  const change = (index: number, patch: Partial<Row>) => {
    setRows((current) =>
      current.map((keyed, i) =>
        i === index ? { ...keyed, row: { ...keyed.row, ...patch } } : keyed,
      ),
    );
    setErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(patch)) delete kept[`${index}.${field}`];
      return kept;
    });
  };

  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, row: newRow(current.map(({ row }) => row)) }]);
    setFocus({ to: 'row', key });
  };

  const remove = (index: number) => {
    setRows((current) => current.filter((_keyed, i) => i !== index));
    // The messages name rows by their place, which has changed.
    setErrors({});
    setFocus({ to: 'add' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = errorsOf(list);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocus({ to: 'invalid' });
      return;
    }
    setBusy(true);
    onBusyChange(true);
    try {
      const saved = await save(list);
      setBusy(false);
      onBusyChange(false);
      if (saved) onSaved();
      else setFailure(failureMessage);
    } catch (error) {
      setBusy(false);
      onBusyChange(false);
      const named = graphQLErrorField(error);
      const path = named?.field.startsWith(`${argument}.`)
        ? named.field.slice(argument.length + 1)
        : undefined;
      const row = path ? /^(\d+)\.([A-Za-z]+)/.exec(path) : null;
      if (named && row) {
        setErrors({ [`${row[1]}.${row[2]}`]: named.message });
        setFocus({ to: 'invalid' });
      } else {
        setFailure(serverMessage(error) ?? failureMessage);
      }
    }
  };

  const listError = errors[''];
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
    >
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {texts.none}
          </Typography>
        ) : null}
        {rows.map(({ key, row }, index) => {
          const n = index + 1;
          return (
            <Box
              key={key}
              role="group"
              aria-labelledby={`${rowId}-${key}`}
              data-row={key}
              sx={{ pt: 1, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography id={`${rowId}-${key}`} variant="subtitle2">
                  {texts.row(n)}
                </Typography>
                <IconButton size="small" aria-label={texts.remove(n)} onClick={() => remove(index)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
              {fields({
                row,
                n,
                change: (patch) => change(index, patch),
                error: (field) => errors[`${index}.${field}`],
              })}
            </Box>
          );
        })}
        {listError ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {listError}
          </Typography>
        ) : null}
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Button
            ref={addRef}
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={add}
            disabled={rows.length >= max}
          >
            {texts.add}
          </Button>
          {rows.length >= max ? (
            <Typography variant="body2" color="text.secondary">
              {texts.max(max)}
            </Typography>
          ) : null}
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={libraryTexts.cancel}
        submitLabel={libraryTexts.save}
        busy={busy}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
