import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ASSET_DATA_TYPES, assetLabelError } from '@vigil/domain';
import type { AssetDataType } from '@vigil/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import type { AssetColumn } from '../assetsModel';
import { assetsTexts as texts } from '../assetsTexts';

export interface AssetsAddDatumDialogProps {
  open: boolean;
  /** Labels already in the table: a new datum takes another. */
  labels: readonly string[];
  onAdd: (column: AssetColumn) => void;
  onClose: () => void;
}

function AddDatumForm({ labels, onAdd, onClose }: Omit<AssetsAddDatumDialogProps, 'open'>) {
  const [label, setLabel] = useState('');
  const [type, setType] = useState<AssetDataType>('string');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? assetLabelError(label, labels) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (assetLabelError(label, labels)) return;
    onAdd({ label: label.trim(), type });
    onClose();
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <TextField
          label={texts.label}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          fullWidth
          margin="normal"
          autoFocus
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <TextField
          select
          label={texts.type}
          value={type}
          onChange={(event) => setType(event.target.value as AssetDataType)}
          fullWidth
          margin="normal"
        >
          {ASSET_DATA_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {texts.types[option]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="submit" variant="contained">
          {texts.add}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Adds a column of asset data (label and type) to the table; values are filled per equipment. */
export function AssetsAddDatumDialog({ open, ...props }: AssetsAddDatumDialogProps) {
  return (
    <FormDialog open={open} onClose={props.onClose} title={texts.addDatumTitle} maxWidth="xs">
      {/* A fresh form each time the dialog opens. */}
      {() => (open ? <AddDatumForm {...props} /> : null)}
    </FormDialog>
  );
}
