import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { accountTexts } from '../accountTexts';

/** The service agreement's page (public; access §2). */
export const SERVICE_AGREEMENT_PATH = '/terms/service-agreement';

/** The terms acceptance dialog of the password forms (spec access §2): Accept or Decline. */
export function TermsDialog({
  open,
  onAccept,
  onDecline,
}: {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={accountTexts.termsTitle}
      body={
        <>
          <Typography sx={{ mb: 1 }}>{accountTexts.termsBody}</Typography>
          <Link href={SERVICE_AGREEMENT_PATH} target="_blank" rel="noopener">
            {accountTexts.termsLink}
          </Link>
        </>
      }
      confirmLabel={accountTexts.accept}
      cancelLabel={accountTexts.decline}
      onConfirm={onAccept}
      onCancel={onDecline}
    />
  );
}
