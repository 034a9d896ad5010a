import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useId, useState } from 'react';
import { TrapList } from '../widgets/TrapWidget';
import { viewTexts } from './viewTexts';

export interface TrapEquipment {
  equipmentID: string;
  name: string;
  gatewayID: string;
}

/**
 * 'View Traps' (spec core §2): the view's SNMP equipment in a menu, or straight to the traps when
 * there is only one. The traps show in a dialog over the view (the equipment traps page comes
 * with the equipment screens).
 */
export function ViewTrapsButton({
  equipment,
  customerID,
}: {
  equipment: readonly TrapEquipment[];
  customerID: string;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<TrapEquipment | null>(null);
  const [only] = equipment;
  if (!only) return null;
  const single = equipment.length === 1;
  return (
    <>
      <Button
        startIcon={<NotificationsActiveIcon />}
        aria-haspopup={single ? 'dialog' : 'menu'}
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={single ? `${viewTexts.viewTraps}: ${only.name}` : undefined}
        onClick={(event) => (single ? setShown(only) : setAnchor(event.currentTarget))}
      >
        {viewTexts.viewTraps}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {equipment.map((e) => (
          <MenuItem
            key={e.equipmentID}
            aria-label={viewTexts.trapsOf(e.name)}
            onClick={() => {
              setAnchor(null);
              setShown(e);
            }}
          >
            {e.name}
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={shown !== null} onClose={() => setShown(null)} fullWidth maxWidth="md">
        <DialogTitle>{shown ? viewTexts.trapsOf(shown.name) : null}</DialogTitle>
        <DialogContent>
          {shown ? (
            <TrapList
              equipmentID={shown.equipmentID}
              customerID={customerID}
              label={viewTexts.trapsOf(shown.name)}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShown(null)}>{viewTexts.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
