import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { partnerLogoTexts as texts } from '../partnerLogoTexts';
import { PartnerLogoPanel } from './PartnerLogoPanel';

/** A partner's logo panel in a dialog: the partner list's row action for super users. */
export function PartnerLogoDialog({
  partner,
  onClose,
}: {
  partner: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={partner !== null} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{partner ? texts.open(partner.name) : ''}</DialogTitle>
      <DialogContent>
        {partner ? <PartnerLogoPanel partnerID={partner.id} partnerName={partner.name} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
