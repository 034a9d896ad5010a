import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSession } from '../../../app/SessionContext';
import { accountTexts } from '../accountTexts';
import { MfaDisableDialog } from './MfaDisableDialog';
import { MfaSetupDialog } from './MfaSetupDialog';

type Open = 'enable' | 'resync' | 'disable' | null;

/**
 * The MFA panel of My Account (spec access §4): off, it offers Enable; on, Resync and Disable.
 * After a change the session is read again, so the next sign-in asks what it should.
 */
export function MfaPanel({ user }: { user: { id: string; email: string; totp: boolean } }) {
  const session = useSession();
  const [open, setOpen] = useState<Open>(null);

  const closed = (changed: boolean) => {
    setOpen(null);
    if (changed) void session.refresh().catch(() => {});
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{user.totp ? accountTexts.mfaOn : accountTexts.mfaOff}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {user.totp ? (
          <>
            <Button variant="outlined" onClick={() => setOpen('resync')}>
              {accountTexts.resync}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('disable')}>
              {accountTexts.disable}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setOpen('enable')}>
            {accountTexts.enable}
          </Button>
        )}
      </Box>
      {open === 'enable' || open === 'resync' ? (
        <MfaSetupDialog mode={open} userId={user.id} onClose={closed} />
      ) : null}
      {open === 'disable' ? (
        <MfaDisableDialog userId={user.id} email={user.email} onClose={closed} />
      ) : null}
    </Box>
  );
}
