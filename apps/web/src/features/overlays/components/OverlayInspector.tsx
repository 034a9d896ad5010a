import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId } from 'react';
import type { DraftHeatMap, DraftOverlay, OverlayPatch } from '../overlayDraft';
import { overlayTexts } from '../overlayTexts';
import { overlayName } from './OverlayMarker';

export interface OverlayInspectorProps {
  overlay: DraftOverlay | null;
  heatMaps: readonly DraftHeatMap[];
  onChange: (id: string, patch: OverlayPatch) => void;
  onDelete: (id: string) => void;
}

/** Sizes the inspector offers, in image pixels. */
const SIZE_MIN = 10;
const SIZE_MAX = 400;
const DEFAULT_BACKGROUND = '#ffffff';

/**
 * The selected overlay's settings: size, opacity, background colour, whether its name shows, the
 * heat map a sensor is on, and Delete (after a confirmation the board asks).
 */
export function OverlayInspector({ overlay, heatMaps, onChange, onDelete }: OverlayInspectorProps) {
  const id = useId();
  if (!overlay) {
    return (
      <Box component="section" aria-labelledby={`${id}-title`}>
        <Typography id={`${id}-title`} variant="subtitle1" component="h2">
          {overlayTexts.inspector}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {overlayTexts.selectHint}
        </Typography>
      </Box>
    );
  }
  const change = (patch: OverlayPatch) => onChange(overlay.id, patch);
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid="overlay-inspector"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h2">
        {overlayTexts.inspector}: {overlayName(overlay)}
      </Typography>
      <Typography id={`${id}-size`} variant="body2">
        {overlayTexts.size}
      </Typography>
      <Slider
        aria-labelledby={`${id}-size`}
        min={SIZE_MIN}
        max={SIZE_MAX}
        value={overlay.size}
        valueLabelDisplay="auto"
        onChange={(_event, value) => change({ size: Array.isArray(value) ? value[0]! : value })}
      />
      <Typography id={`${id}-opacity`} variant="body2">
        {overlayTexts.opacity}
      </Typography>
      <Slider
        aria-labelledby={`${id}-opacity`}
        min={0}
        max={100}
        value={overlay.opacity}
        valueLabelDisplay="auto"
        onChange={(_event, value) => change({ opacity: Array.isArray(value) ? value[0]! : value })}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          type="color"
          label={overlayTexts.background}
          size="small"
          value={overlay.backgroundColor ?? DEFAULT_BACKGROUND}
          disabled={overlay.backgroundColor === null}
          onChange={(event) => change({ backgroundColor: event.target.value })}
          sx={{ width: 160 }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={overlay.backgroundColor === null}
              onChange={(event) =>
                change({ backgroundColor: event.target.checked ? null : DEFAULT_BACKGROUND })
              }
            />
          }
          label={overlayTexts.noBackground}
        />
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={overlay.open}
            onChange={(event) => change({ open: event.target.checked })}
          />
        }
        label={overlayTexts.showName}
      />
      {overlay.kind === 'sensor' ? (
        <TextField
          select
          size="small"
          label={overlayTexts.heatMapField}
          value={overlay.heatMapID ?? ''}
          onChange={(event) => change({ heatMapID: event.target.value || null })}
        >
          <MenuItem value="">{overlayTexts.noHeatMap}</MenuItem>
          {heatMaps.map((map, index) => (
            <MenuItem key={map.id} value={map.id}>
              {overlayTexts.heatMapName(index)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(overlay.id)}
          sx={{ mt: 1 }}
        >
          {overlayTexts.deleteOverlay}
        </Button>
      </Box>
    </Box>
  );
}
