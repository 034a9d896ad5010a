import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../app/BrandContext';
import { marketingTexts } from '../marketingTexts';
import { COMPANY_CONTACT, FOOTER_BUTTONS, FOOTER_TERMS } from '../landingContent';

/**
 * The public site's footer (spec access §2): the company's address and phone, its professional
 * network page, the terms, and the buttons Become a Partner, Request a Demo and Request Pricing.
 */
export function PublicFooter() {
  const { brand } = useBrand();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          {COMPANY_CONTACT.addressLines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link href={COMPANY_CONTACT.phoneHref}>{COMPANY_CONTACT.phone}</Link>
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link href={COMPANY_CONTACT.professionalNetwork.href} rel="noopener noreferrer">
              {brand.productName} on {COMPANY_CONTACT.professionalNetwork.label}
            </Link>
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label="Terms"
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {FOOTER_TERMS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
              {link.label}
            </Link>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          {FOOTER_BUTTONS.map((button) => (
            <Button key={button.to} component={RouterLink} to={button.to} variant="outlined">
              {button.label}
            </Button>
          ))}
        </Box>
      </Container>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pb: 3 }}>
        {marketingTexts.copyright(year, brand.productName)}
      </Typography>
    </Box>
  );
}
