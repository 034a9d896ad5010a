import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { useDeleteTemplate } from '../hooks/useDeleteTemplate';
import { templateTexts as texts } from '../templateTexts';

export interface DeleteTemplateDialogProps {
  template: { id: string; name: string; viewCount: number };
  customerID: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete, confirmed; the server's refusal stays in the dialog in its own words. */
export function DeleteTemplateDialog({
  template,
  customerID,
  onClose,
  onDeleted,
}: DeleteTemplateDialogProps) {
  const [deleteTemplate, { loading }] = useDeleteTemplate(customerID);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      if (await deleteTemplate(template.id)) onDeleted();
      else setFailure(messages.unableToDeleteTemplate);
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.unableToDeleteTemplate);
    }
  };

  return (
    <ConfirmDialog
      open
      title={texts.deleteTitle(template.name)}
      body={
        <>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          {texts.deleteBody(template.viewCount)}
        </>
      }
      confirmLabel={texts.delete}
      confirmColor="error"
      busy={loading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
