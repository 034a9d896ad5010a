import { useHasPermission } from '../../../app/hooks/useHasPermission';

export interface EquipmentPermissions {
  /** Add and edit devices (ad2). */
  canAddEdit: boolean;
  /** Delete devices (dd2). */
  canDelete: boolean;
  /** Maintenance, repair and locked modes (md2). */
  canMaintain: boolean;
}

/** What the signed-in user may do with the customer's equipment (manage gateways grants all). */
export function useEquipmentPermissions(customerID: string | undefined): EquipmentPermissions {
  return {
    canAddEdit: useHasPermission(customerID, 'ad2'),
    canDelete: useHasPermission(customerID, 'dd2'),
    canMaintain: useHasPermission(customerID, 'md2'),
  };
}
