import { CompanyNameDialog } from '../../../components/CompanyNameDialog';
import type { PartnerListFieldsFragment } from '../../../graphql/generated/graphql';
import { useNewPartner } from '../hooks/useNewPartner';
import { partnerListTexts as texts } from '../partnerTexts';

export interface PartnerListNewDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (partner: PartnerListFieldsFragment) => void;
}

/** New Partner: its name (the server says when it is taken). */
export function PartnerListNewDialog({ open, onClose, onCreated }: PartnerListNewDialogProps) {
  const [create] = useNewPartner();
  return (
    <CompanyNameDialog
      open={open}
      onClose={onClose}
      title={texts.newPartner}
      texts={texts}
      create={create}
      onCreated={onCreated}
    />
  );
}
