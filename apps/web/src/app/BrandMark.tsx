import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrand } from './BrandContext';
import type { SessionUser } from './SessionContext';

/** A partner's logo, shown by the partner theme instead of the brand's mark (spec access §3). */
export interface PartnerLogoMark {
  url: string;
  width: number;
  height: number;
  /** '{partner name} logo': the link's accessible name. */
  alt: string;
}

/** The signed-in user's partner's logo (me.partner.logo), as BrandMark shows it. */
export function partnerLogoOf(user: Pick<SessionUser, 'partner'> | null): PartnerLogoMark | null {
  const logo = user?.partner?.logo;
  if (!user?.partner || !logo) return null;
  return {
    url: logo.url,
    width: logo.width,
    height: logo.height,
    alt: `${user.partner.name} logo`,
  };
}

/**
 * Logo and product name, linking to the home page; in the partner theme, the partner's logo
 * when it has one (its width and height given, so the bar does not jump while it loads).
 */
export function BrandMark({
  partnerLogo,
  to = '/home',
}: {
  partnerLogo?: PartnerLogoMark | null | undefined;
  /** Where it leads: the home page in the app, the public home page on the public site. */
  to?: string;
}) {
  const { brand, logoUrl, partner } = useBrand();
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      {partner && partnerLogo ? (
        <Box
          component="img"
          src={partnerLogo.url}
          alt={partnerLogo.alt}
          width={partnerLogo.width}
          height={partnerLogo.height}
          sx={{ maxHeight: 40, maxWidth: 200, width: 'auto', height: 'auto' }}
        />
      ) : (
        <>
          {/* Decorative: the product name beside it is the link's accessible name. */}
          <img src={logoUrl} alt="" width={28} height={28} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 600 }}>
            {brand.productName}
          </Typography>
        </>
      )}
    </Box>
  );
}
