import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { StatusBanner } from '../../../components/StatusBanner';
import type { BannerKind } from '../../../components/StatusBanner';
import { SignInCard } from './SignInCard';

export interface SignInOutcomeCardProps {
  title: string;
  kind: BannerKind;
  /** The spec's message saying how it went. */
  message: string;
  /** Where to go next, and the button's label. */
  to: string;
  action: string;
}

/**
 * A sign-in step's last word (an e-mail sent, a password set, an e-mail verified, a link
 * expired): the message and one button on to the next page.
 */
export function SignInOutcomeCard({ title, kind, message, to, action }: SignInOutcomeCardProps) {
  return (
    <SignInCard title={title}>
      <StatusBanner kind={kind}>{message}</StatusBanner>
      <Button component={RouterLink} to={to} variant="contained" fullWidth>
        {action}
      </Button>
    </SignInCard>
  );
}
