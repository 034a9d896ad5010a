import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { PERMISSION_CODES, PERMISSION_LABELS, grantedRoles, sortedRoles } from '@vigil/domain';
import type { PermissionCode } from '@vigil/domain';
import { useId } from 'react';
import { usersTexts as texts } from '../usersTexts';

export interface RolesFieldsetProps {
  /** The roles to store (implied roles are shown as granted, never stored for them). */
  value: readonly string[];
  onChange: (roles: PermissionCode[]) => void;
  /** The roles the editor holds on the company: only these can be ticked or unticked. */
  editable: readonly PermissionCode[];
  disabled?: boolean;
}

/** Which stored role grants an implied one (manage gateways grants the device roles). */
function grantingRole(stored: readonly string[], code: PermissionCode): PermissionCode | null {
  return (
    sortedRoles(stored).find((role) => role !== code && grantedRoles([role]).includes(code)) ?? null
  );
}

/**
 * Every permission code with its label (spec access §3, core §6), as checkboxes. A role implied
 * by another one shows ticked and greyed with what grants it; a role the editor does not hold is
 * greyed, since only its holders may give or take it (the server refuses it all the same).
 */
export function RolesFieldset({ value, onChange, editable, disabled = false }: RolesFieldsetProps) {
  const helpId = useId();
  const stored = new Set(value);
  const lacksSome = PERMISSION_CODES.some((code) => !editable.includes(code));
  const toggle = (code: PermissionCode, checked: boolean) => {
    const next = new Set(stored);
    if (checked) next.add(code);
    else next.delete(code);
    onChange(sortedRoles([...next]));
  };
  return (
    <FormControl
      component="fieldset"
      variant="standard"
      aria-describedby={lacksSome ? helpId : undefined}
    >
      <FormLabel component="legend">{texts.permissionsLegend}</FormLabel>
      <FormGroup
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        {PERMISSION_CODES.map((code) => {
          const grantor = stored.has(code) ? null : grantingRole(value, code);
          return (
            <Box key={code}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={stored.has(code) || grantor !== null}
                    disabled={disabled || grantor !== null || !editable.includes(code)}
                    onChange={(event) => toggle(code, event.target.checked)}
                  />
                }
                label={`${PERMISSION_LABELS[code]} (${code})`}
              />
              {grantor ? (
                <FormHelperText sx={{ mt: -1, ml: 4 }}>
                  {texts.grantedBy(PERMISSION_LABELS[grantor])}
                </FormHelperText>
              ) : null}
            </Box>
          );
        })}
      </FormGroup>
      {lacksSome ? <FormHelperText id={helpId}>{texts.notYours}</FormHelperText> : null}
    </FormControl>
  );
}
