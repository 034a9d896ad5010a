import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Shown while an administrator browses as a company (spec access §2 "Home and general shell").
 * Renders nothing until a company name is given (AppShell gives the one of the page's address).
 */
export function BrowsingAsBanner({ companyName }: { companyName?: string | null | undefined }) {
  if (!companyName) return null;
  return (
    <Box
      role="status"
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 2, py: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Browsing as {companyName}
      </Typography>
    </Box>
  );
}
