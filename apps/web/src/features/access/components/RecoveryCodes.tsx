import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StatusBanner } from '../../../components/StatusBanner';
import { accountTexts } from '../accountTexts';

/** The recovery codes of a new MFA secret, shown this once. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <Box>
      <StatusBanner kind="ok" title={accountTexts.recoveryHeading}>
        {accountTexts.recoveryIntro}
      </StatusBanner>
      <Box
        component="ol"
        aria-label={accountTexts.recoveryList}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          m: 0,
          pl: 3,
          fontFamily: 'monospace',
        }}
      >
        {codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontFamily: 'inherit' }}>
            {code}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
