import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink } from 'react-router';
import { useBrand } from './BrandContext';
import { useSession } from './SessionContext';

interface FooterLink {
  label: string;
  to: string;
  signedInOnly?: boolean;
}

/** Footer links in the spec's order (access §2): Feedback only for a signed-in user. */
const FOOTER_LINKS: readonly FooterLink[] = [
  { label: 'Service Agreement', to: APP_ROUTES.termsServiceAgreement },
  { label: 'Privacy Policy', to: APP_ROUTES.termsPrivacyPolicy },
  { label: 'Feedback', to: APP_ROUTES.feedbackBug, signedInOnly: true },
  { label: 'Help', to: APP_ROUTES.feedbackHelp },
];

/**
 * The shell's footer (spec access §2 "one shell adds a footer"): the terms, feedback and help
 * links, and the copyright line with the current year and the brand's name (§9). Links wrap on
 * a phone.
 */
export function AppFooter() {
  const { user } = useSession();
  const { brand } = useBrand();
  const year = new Date().getFullYear();
  const links = FOOTER_LINKS.filter((link) => !link.signedInOnly || user);

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider' }}>
      {/* Aligned with the page's content above it. */}
      <Container
        maxWidth="lg"
        sx={{
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {links.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              variant="body2"
              color="text.secondary"
            >
              {link.label}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          © {year} {brand.productName}
        </Typography>
      </Container>
    </Box>
  );
}
