import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentTexts } from '../equipmentTexts';
import { useSetLockedMode } from '../hooks/useSetLockedMode';
import { useSetMaintenanceMode } from '../hooks/useSetMaintenanceMode';
import { useSetRepairMode } from '../hooks/useSetRepairMode';

export interface EquipmentModeSwitchesProps {
  equipment: EquipmentFieldsFragment;
  customerID: string | undefined;
  /** The user holds maintain devices (md2); others see the modes, switched off. */
  canMaintain: boolean;
}

/**
 * Maintenance, repair and locked as switches. Each change shows at once in the row and the
 * details; a refusal puts it back with the spec's 'Unable to set maintenance mode.'.
 */
export function EquipmentModeSwitches({
  equipment,
  customerID,
  canMaintain,
}: EquipmentModeSwitchesProps) {
  const [setMaintenanceMode] = useSetMaintenanceMode(customerID);
  const [setRepairMode] = useSetRepairMode(customerID);
  const [setLockedMode] = useSetLockedMode(customerID);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  const switches = [
    {
      key: 'maintenance',
      label: equipmentTexts.maintenanceMode,
      checked: equipment.isMaintenance,
      set: (value: boolean) => setMaintenanceMode(equipment, value),
    },
    {
      key: 'repair',
      label: equipmentTexts.repairMode,
      checked: equipment.isRepair,
      set: (value: boolean) => setRepairMode(equipment, value),
    },
    {
      key: 'locked',
      label: equipmentTexts.lockedMode,
      checked: equipment.locked,
      set: (value: boolean) => setLockedMode(equipment, value),
    },
  ];

  const toggle = async (key: string, set: (value: boolean) => Promise<unknown>, value: boolean) => {
    setFailed(false);
    setPending(key);
    try {
      await set(value);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      {failed ? <StatusBanner kind="error">{messages.unableToSetMaintenance}</StatusBanner> : null}
      <FormGroup row aria-label={equipmentTexts.modes} sx={{ columnGap: 1 }}>
        {switches.map((item) => {
          const control = (
            <FormControlLabel
              key={item.key}
              label={item.label}
              disabled={!canMaintain || pending === item.key}
              control={
                <Switch
                  checked={item.checked}
                  onChange={(event) => void toggle(item.key, item.set, event.target.checked)}
                />
              }
            />
          );
          return canMaintain ? (
            control
          ) : (
            <Tooltip key={item.key} title={equipmentTexts.needsPermission('md2')}>
              {/* A disabled control gets no pointer events: the wrapper carries the tooltip. */}
              <span>{control}</span>
            </Tooltip>
          );
        })}
      </FormGroup>
      {canMaintain ? null : (
        // Touch screens and keyboards never see a tooltip on a disabled switch: say it in words.
        <Typography variant="caption" color="text.secondary" component="p">
          {equipmentTexts.needsPermission('md2')}
        </Typography>
      )}
    </>
  );
}
