import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentTexts } from '../equipmentTexts';
import { EquipmentBulkForm } from './EquipmentBulkForm';
import { EquipmentFormDialog } from './EquipmentFormDialog';
import { EquipmentSingleForm } from './EquipmentSingleForm';

export interface EquipmentAddDialogProps {
  open: boolean;
  customerID: string;
  gateways: readonly { id: string; name: string }[];
  onClose: () => void;
  onAddedOne: (equipment: EquipmentFieldsFragment) => void;
  onAddedMany: (count: number) => void;
}

type AddKind = 'one' | 'many';

/** Add equipment (mode=add): one device, or many by rows, paste or CSV. */
export function EquipmentAddDialog({
  open,
  customerID,
  gateways,
  onClose,
  onAddedOne,
  onAddedMany,
}: EquipmentAddDialogProps) {
  const [kind, setKind] = useState<AddKind>('one');
  const id = useId();
  return (
    <EquipmentFormDialog open={open} title={equipmentTexts.addTitle} onClose={onClose}>
      {(onBusyChange) => (
        <>
          <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={kind} onChange={(_event, next: AddKind) => setKind(next)}>
              <Tab
                value="one"
                label={equipmentTexts.oneDevice}
                id={`${id}-one`}
                aria-controls={`${id}-panel`}
              />
              <Tab
                value="many"
                label={equipmentTexts.manyDevices}
                id={`${id}-many`}
                aria-controls={`${id}-panel`}
              />
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${kind}`}>
            {kind === 'one' ? (
              <EquipmentSingleForm
                customerID={customerID}
                gateways={gateways}
                onCancel={onClose}
                onSaved={onAddedOne}
                onBusyChange={onBusyChange}
              />
            ) : (
              <EquipmentBulkForm
                customerID={customerID}
                gateways={gateways}
                onCancel={onClose}
                onSaved={onAddedMany}
                onBusyChange={onBusyChange}
              />
            )}
          </Box>
        </>
      )}
    </EquipmentFormDialog>
  );
}
