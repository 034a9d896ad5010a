import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';
import EngineeringIcon from '@mui/icons-material/Engineering';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockIcon from '@mui/icons-material/Lock';
import { equipmentTexts } from '../equipmentTexts';

export interface EquipmentFlags {
  isMaintenance: boolean;
  isRepair: boolean;
  locked: boolean;
  disconnected: boolean;
}

/** The flags an equipment carries, each a small chip with an icon and its word. */
export function EquipmentFlagChips({ equipment }: { equipment: EquipmentFlags }) {
  const chips = [
    equipment.isMaintenance && {
      key: 'maintenance',
      icon: <BuildIcon />,
      label: equipmentTexts.flags.maintenance,
    },
    equipment.isRepair && {
      key: 'repair',
      icon: <EngineeringIcon />,
      label: equipmentTexts.flags.repair,
    },
    equipment.locked && { key: 'locked', icon: <LockIcon />, label: equipmentTexts.flags.locked },
    equipment.disconnected && {
      key: 'disconnected',
      icon: <LinkOffIcon />,
      label: equipmentTexts.flags.disconnected,
    },
  ].filter((chip) => chip !== false);
  if (chips.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      data-testid="equipment-flags"
    >
      {chips.map((chip) => (
        <Chip key={chip.key} size="small" variant="outlined" icon={chip.icon} label={chip.label} />
      ))}
    </Stack>
  );
}
