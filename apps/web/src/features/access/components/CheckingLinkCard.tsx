import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { accountTexts } from '../accountTexts';
import { SignInCard } from './SignInCard';

/** The wait while a link's token is checked (the verification and password reset links). */
export function CheckingLinkCard({ title }: { title: string }) {
  return (
    <SignInCard title={title}>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={accountTexts.checkingLink} />
      </Box>
    </SignInCard>
  );
}
