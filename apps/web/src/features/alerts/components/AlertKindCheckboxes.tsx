import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { VIEW_ALERT_KINDS } from '@vigil/domain';
import type { ViewAlertKind } from '@vigil/domain';
import { alertsTexts } from '../alertsTexts';

export type AlertKinds = Record<ViewAlertKind, boolean>;

export interface AlertKindCheckboxesProps {
  /** Names the group, e.g. 'Alerts of Main hall'. */
  label: string;
  value: AlertKinds;
  onChange: (next: AlertKinds) => void;
  disabled?: boolean;
}

/** The four alert kinds of spec core §4 (Yellow, Red, Disconnected, Cleared), as one group. */
export function AlertKindCheckboxes({
  label,
  value,
  onChange,
  disabled,
}: AlertKindCheckboxesProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      {VIEW_ALERT_KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          sx={{ mr: 1 }}
          control={
            <Checkbox
              checked={value[kind]}
              disabled={disabled}
              onChange={(_event, checked) => onChange({ ...value, [kind]: checked })}
            />
          }
          label={alertsTexts.kinds[kind]}
        />
      ))}
    </Box>
  );
}

/** The four kinds of an API answer. */
export function alertKindsOf(entry: AlertKinds): AlertKinds {
  return {
    yellow: entry.yellow,
    red: entry.red,
    disconnected: entry.disconnected,
    cleared: entry.cleared,
  };
}

export function sameAlertKinds(a: AlertKinds, b: AlertKinds): boolean {
  return VIEW_ALERT_KINDS.every((kind) => a[kind] === b[kind]);
}
