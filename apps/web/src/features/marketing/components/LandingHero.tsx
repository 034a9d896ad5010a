import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ProductTour } from './ProductTour';

export interface LandingHeroProps {
  title: string;
  lead: string;
  /** Names the product tour beside the text. */
  tourLabel: string;
  /** The text's and the tour's widths from md up, as grid columns. */
  columns: string;
  /** On the primary colour (a banner) rather than the page. */
  banner?: boolean;
  /** Below the lead (a call to action). */
  children?: ReactNode;
}

/** A public page's opening: its h1 and lead beside the product tour (one column on a phone). */
export function LandingHero({
  title,
  lead,
  tourLabel,
  columns,
  banner = false,
  children,
}: LandingHeroProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: columns },
        ...(banner
          ? {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 2,
              p: { xs: 2, md: 4 },
            }
          : {}),
      }}
    >
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          {...(banner ? {} : { color: 'text.secondary' })}
          sx={{ mt: 2 }}
        >
          {lead}
        </Typography>
        {children}
      </Box>
      <ProductTour label={tourLabel} />
    </Box>
  );
}
