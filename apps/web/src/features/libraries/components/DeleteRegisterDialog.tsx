import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { registerDeleteFailure } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';

export interface DeleteRegisterDialogProps {
  name: string;
  /** What the register is called in the refusal: a Modbus register or an SNMP OID. */
  kind: 'register' | 'OID';
  body: string;
  busy: boolean;
  /** Resolves true once the server says the register is gone; rejects with its refusal. */
  deleteRegister: () => Promise<boolean>;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a register. The server refuses while active sensors read it, and its
 * message ('There are {n} active sensors that depend on this register. It cannot be
 * deleted.') is shown as it words it, in the dialog, which stays open.
 */
export function DeleteRegisterDialog({
  name,
  kind,
  body,
  busy,
  deleteRegister,
  onCancel,
  onDeleted,
}: DeleteRegisterDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      if (await deleteRegister()) onDeleted();
      else setFailure(registerDeleteFailure(undefined, kind));
    } catch (error) {
      setFailure(registerDeleteFailure(error, kind));
    }
  };

  return (
    <ConfirmDialog
      open
      title={texts.deleteRegisterTitle(name)}
      body={
        <>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          {body}
        </>
      }
      confirmLabel={texts.delete}
      cancelLabel={texts.cancel}
      confirmColor="error"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}
