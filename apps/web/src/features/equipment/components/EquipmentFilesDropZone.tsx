import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { equipmentFilesTexts as texts } from '../equipmentFilesTexts';

export interface EquipmentFilesDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Where files are dropped, with a button that picks several for keyboard and touch users. */
export function EquipmentFilesDropZone({ onFiles, disabled = false }: EquipmentFilesDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same files may be picked again after a failure.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      role="group"
      aria-label={texts.dropLabel}
      aria-describedby={hintId}
      data-testid="equipment-files-drop"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 2,
        mb: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {texts.dropHere}
      </Typography>
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {texts.choose}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="equipment-files-input"
        onChange={pick}
      />
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ width: '100%' }}>
        {texts.limit}
      </Typography>
    </Box>
  );
}
