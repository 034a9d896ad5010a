import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { equipmentTexts } from '../equipmentTexts';
import { useDeleteEquipment } from '../hooks/useDeleteEquipment';

export interface EquipmentDeleteDialogProps {
  open: boolean;
  equipment: { id: string; name: string; sensorCount: number };
  customerID: string | undefined;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting, naming what goes with the equipment: its sensors and their readings,
 * its traps and files, and the sensors' places in widgets. A refusal or a falsy answer shows
 * 'Could not delete equipment' and keeps the dialog open.
 */
export function EquipmentDeleteDialog({
  open,
  equipment,
  customerID,
  onCancel,
  onDeleted,
}: EquipmentDeleteDialogProps) {
  const [deleteEquipment, { loading }] = useDeleteEquipment(customerID);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setFailed(false);
    // A refusal and a falsy answer read alike to the user (core §8).
    const deleted = await deleteEquipment(equipment.id).catch(() => false);
    if (deleted) onDeleted();
    else setFailed(true);
  };

  return (
    <ConfirmDialog
      open={open}
      title={equipmentTexts.deleteTitle(equipment.name)}
      body={
        <>
          {failed ? (
            <StatusBanner kind="error">{messages.couldNotDeleteEquipment}</StatusBanner>
          ) : null}
          {equipmentTexts.deleteBody(equipment.name, equipment.sensorCount).map((line) => (
            <Typography key={line} variant="body2" component="p" sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
        </>
      }
      confirmLabel={equipmentTexts.delete}
      confirmColor="error"
      busy={loading}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setFailed(false);
        onCancel();
      }}
    />
  );
}
