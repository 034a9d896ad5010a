import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { equipmentTrapsPath } from '@vigil/domain';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { viewTexts } from './viewTexts';

export interface TrapEquipment {
  equipmentID: string;
  name: string;
  gatewayID: string;
}

/**
 * 'View Traps' (spec core §2): the view's SNMP equipment in a menu, or a straight link when there
 * is only one. The equipment's traps page opens in a new window, with this view as its back link.
 */
export function ViewTrapsButton({
  equipment,
  customerID,
}: {
  equipment: readonly TrapEquipment[];
  /** The view's customer: the new window names it, whoever is signed in. */
  customerID: string;
}) {
  const menuId = useId();
  const { pathname, search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [only] = equipment;
  if (!only) return null;
  const ref = encodeURIComponent(`${pathname}${search}`);
  const href = (e: TrapEquipment) =>
    `${equipmentTrapsPath(customerID, e.gatewayID, e.equipmentID)}&ref=${ref}`;
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
