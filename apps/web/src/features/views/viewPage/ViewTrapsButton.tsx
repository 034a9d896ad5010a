import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useId, useState } from 'react';
import { equipmentTrapsPath } from './viewPaths';
import { viewTexts } from './viewTexts';

export interface TrapEquipment {
  equipmentID: string;
  name: string;
  gatewayID: string;
}

/**
 * 'View Traps' (spec core §2): the view's SNMP equipment in a menu, or a straight link when there
 * is only one. Traps open in a new window.
 */
export function ViewTrapsButton({
  equipment,
  customer,
}: {
  equipment: readonly TrapEquipment[];
  customer: string | undefined;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [only] = equipment;
  if (!only) return null;
  const href = (e: TrapEquipment) => equipmentTrapsPath(customer, e.gatewayID, e.equipmentID);
  if (equipment.length === 1) {
    return (
      <Button
        startIcon={<NotificationsActiveIcon />}
        href={href(only)}
        target="_blank"
        rel="noopener"
        aria-label={`${viewTexts.viewTraps}: ${only.name}`}
      >
        {viewTexts.viewTraps}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={<NotificationsActiveIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {viewTexts.viewTraps}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {equipment.map((e) => (
          <MenuItem
            key={e.equipmentID}
            component="a"
            href={href(e)}
            target="_blank"
            rel="noopener"
            aria-label={viewTexts.trapsOf(e.name)}
            onClick={() => setAnchor(null)}
          >
            {e.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
