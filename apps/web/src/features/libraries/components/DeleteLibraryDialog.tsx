import { messages } from '@vigil/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { useDeleteLibrary } from '../hooks/useDeleteLibrary';
import { serverMessage } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';

export interface DeleteLibraryDialogProps {
  library: { id: string; model: string };
  customerID: string;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a library with its templates. A refusal shows the server's words (e.g.
 * a permission message), and any other failure 'Unable to delete template.' (spec core §8);
 * the dialog stays open.
 */
export function DeleteLibraryDialog({
  library,
  customerID,
  onCancel,
  onDeleted,
}: DeleteLibraryDialogProps) {
  const [deleteLibrary, { loading }] = useDeleteLibrary(customerID);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      if (await deleteLibrary(library.id)) onDeleted();
      else setFailure(messages.unableToDeleteTemplate);
    } catch (error) {
      setFailure(serverMessage(error) ?? messages.unableToDeleteTemplate);
    }
  };

  return (
    <ConfirmDialog
      open
      title={texts.deleteLibraryTitle(library.model)}
      body={
        <>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          {texts.deleteLibraryBody}
        </>
      }
      confirmLabel={texts.delete}
      cancelLabel={texts.cancel}
      confirmColor="error"
      busy={loading}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}
