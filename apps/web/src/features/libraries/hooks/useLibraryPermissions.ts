import { useHasPermission } from '../../../app/hooks/useHasPermission';

export interface LibraryPermissions {
  /** Create libraries (cl). */
  canCreate: boolean;
  /** Change libraries and their registers (ul). */
  canUpdate: boolean;
  /** Delete libraries (dl). */
  canDelete: boolean;
}

/** What the signed-in user may do with the customer's libraries (spec core §6 cl, ul, dl). */
export function useLibraryPermissions(customerID: string | undefined): LibraryPermissions {
  return {
    canCreate: useHasPermission(customerID, 'cl'),
    canUpdate: useHasPermission(customerID, 'ul'),
    canDelete: useHasPermission(customerID, 'dl'),
  };
}
