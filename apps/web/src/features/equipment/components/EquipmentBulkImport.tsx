import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BULK_EQUIPMENT_CSV_HEADER, parseBulkEquipmentCsv } from '@vigil/domain';
import type { BulkEquipmentRow } from '@vigil/domain';
import { useId, useState } from 'react';
import { equipmentTexts } from '../equipmentTexts';

export interface EquipmentBulkImportProps {
  onRows: (rows: BulkEquipmentRow[]) => void;
}

/**
 * Rows from a table pasted from a spreadsheet or a CSV file, read by the domain's
 * parseBulkEquipmentCsv; the header format is shown, and the first problem with its line.
 */
export function EquipmentBulkImport({ onRows }: EquipmentBulkImportProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();
  const hintId = useId();

  const use = (source: string) => {
    const result = parseBulkEquipmentCsv(source);
    if (!result.ok) {
      setError(result.error);
      setDone(null);
      return;
    }
    setError(null);
    setDone(equipmentTexts.imported(result.rows.length));
    setText('');
    onRows(result.rows);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {equipmentTexts.importTitle}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {equipmentTexts.importHint(BULK_EQUIPMENT_CSV_HEADER)}
      </Typography>
      <Box
        component="pre"
        data-testid="bulk-header-format"
        sx={{ m: 0, mb: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
      >
        {`${BULK_EQUIPMENT_CSV_HEADER}\nUPS 1,192.168.1.20,161,,public\nPDU 2,192.168.1.21,502,3,`}
      </Box>
      <TextField
        label={equipmentTexts.pasteLabel}
        multiline
        minRows={3}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? done ?? undefined}
        slotProps={{
          htmlInput: { 'aria-describedby': hintId, spellCheck: false },
          formHelperText: { role: error ? 'alert' : 'status' },
        }}
        sx={{ fontFamily: 'monospace' }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={() => use(text)} disabled={!text.trim()}>
          {equipmentTexts.importPasted}
        </Button>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {equipmentTexts.chooseFile}
          <input
            hidden
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void file.text().then(use);
            }}
          />
        </Button>
      </Box>
    </Box>
  );
}
