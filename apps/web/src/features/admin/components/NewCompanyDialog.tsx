import { CompanyNameDialog } from '../../../components/CompanyNameDialog';
import type { AccountFieldsFragment } from '../../../graphql/generated/graphql';
import { companiesTexts as texts } from '../adminTexts';
import { useNewCustomer } from '../hooks/useNewCustomer';

export interface NewCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The partner the company goes under: the one chosen (super users) or the user's own. */
  partner: { id: string; name: string } | null;
  onCreated: (company: AccountFieldsFragment) => void;
}

/** New company: its name, unique among the partner's customers (the server says when not). */
export function NewCompanyDialog({ open, onClose, partner, onCreated }: NewCompanyDialogProps) {
  const [create] = useNewCustomer();
  return (
    <CompanyNameDialog
      open={open}
      onClose={onClose}
      title={texts.newCompany}
      texts={texts}
      description={partner ? texts.underPartner(partner.name) : texts.noParent}
      create={(name) => create(name, partner?.id ?? null)}
      onCreated={onCreated}
    />
  );
}
