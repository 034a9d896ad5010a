import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId, useState } from 'react';
import type { DraftHeatMap } from '../overlayDraft';
import { overlayTexts } from '../overlayTexts';

export interface HeatMapEditorProps {
  heatMaps: readonly DraftHeatMap[];
  /** How many sensor overlays each map colours, by map id. */
  sensorCounts: ReadonlyMap<string, number>;
  onAdd: () => void;
  onChange: (heatMap: DraftHeatMap) => void;
  /** Asks first (the board's confirmation). */
  onDelete: (heatMap: DraftHeatMap) => void;
}

const COLORS = [
  ['colorA', overlayTexts.colorA],
  ['colorB', overlayTexts.colorB],
  ['colorC', overlayTexts.colorC],
] as const;

/** A value field that keeps what is typed until it is a number, then hands the number on. */
function ValueField({
  label,
  value,
  onValue,
}: {
  label: string;
  value: number;
  onValue: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (Number(text) !== value) setText(String(value));
  }
  const number = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(number);
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      value={text}
      error={!valid}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(next)) onValue(next);
      }}
      sx={{ width: 120 }}
    />
  );
}

/**
 * The view's heat maps (spec core §3, §4): each with its three colours and the values at its ends
 * (colorB is half way), how many sensors it colours, and Delete; Add heat map makes another.
 */
export function HeatMapEditor({
  heatMaps,
  sensorCounts,
  onAdd,
  onChange,
  onDelete,
}: HeatMapEditorProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h2">
        {overlayTexts.heatMaps}
      </Typography>
      {heatMaps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {overlayTexts.noHeatMaps}
        </Typography>
      ) : null}
      {heatMaps.map((map, index) => {
        const name = overlayTexts.heatMapName(index);
        return (
          <Box
            key={map.id}
            role="group"
            aria-label={name}
            data-testid="heat-map-editor"
            sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2">
                {name} · {overlayTexts.sensorsOnMap(sensorCounts.get(map.id) ?? 0)}
              </Typography>
              <IconButton
                size="small"
                aria-label={overlayTexts.deleteHeatMap(name)}
                onClick={() => onDelete(map)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {COLORS.map(([slot, label]) => (
                <TextField
                  key={slot}
                  type="color"
                  size="small"
                  label={label}
                  value={map[slot]}
                  onChange={(event) => onChange({ ...map, [slot]: event.target.value })}
                  sx={{ width: 100 }}
                />
              ))}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <ValueField
                label={overlayTexts.valueA}
                value={map.valueA}
                onValue={(valueA) => onChange({ ...map, valueA })}
              />
              <ValueField
                label={overlayTexts.valueC}
                value={map.valueC}
                onValue={(valueC) => onChange({ ...map, valueC })}
              />
            </Box>
          </Box>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }}>
        {overlayTexts.addHeatMap}
      </Button>
    </Box>
  );
}
