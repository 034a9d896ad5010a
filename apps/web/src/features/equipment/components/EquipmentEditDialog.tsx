import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import type { ReactNode } from 'react';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { EquipmentDetailsDocument } from '../../../graphql/generated/graphql';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentTexts } from '../equipmentTexts';
import { EquipmentFormDialog } from './EquipmentFormDialog';
import { EquipmentSingleForm } from './EquipmentSingleForm';

export interface EquipmentEditDialogProps {
  equipmentID: string;
  customerID: string;
  gateways: readonly { id: string; name: string }[];
  onClose: () => void;
  onSaved: (equipment: EquipmentFieldsFragment) => void;
}

/** Edit (mode=edit): the one-device form from the equipment; a locked one says why it cannot. */
export function EquipmentEditDialog({
  equipmentID,
  customerID,
  gateways,
  onClose,
  onSaved,
}: EquipmentEditDialogProps) {
  // The same query as the details beside it: answered from the cache.
  const { data, error, refetch } = useQuery(EquipmentDetailsDocument, {
    variables: { equipmentID, customerID },
  });
  const equipment = data?.equipment;
  const title = equipment ? equipmentTexts.editTitle(equipment.name) : equipmentTexts.edit;

  const notice = (body: ReactNode) => (
    <>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{equipmentTexts.close}</Button>
      </DialogActions>
    </>
  );

  return (
    <EquipmentFormDialog open title={title} onClose={onClose}>
      {(onBusyChange) => {
        if (error && !data)
          return notice(<RetryBanner retry={refetch}>{error.message}</RetryBanner>);
        if (!data) return notice(<Skeleton height={120} />);
        if (!equipment)
          return notice(<StatusBanner kind="warning">{equipmentTexts.notFound}</StatusBanner>);
        if (equipment.locked) {
          return notice(<StatusBanner kind="warning">{messages.equipmentLocked}</StatusBanner>);
        }
        return (
          <EquipmentSingleForm
            // A fresh form per equipment, so its defaults are this equipment's.
            key={equipment.id}
            customerID={customerID}
            gateways={gateways}
            editing={equipment}
            onCancel={onClose}
            onSaved={onSaved}
            onBusyChange={onBusyChange}
          />
        );
      }}
    </EquipmentFormDialog>
  );
}
