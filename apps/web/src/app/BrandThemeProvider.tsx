import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PARTNER_PALETTE, brandForHost, isPartnerPath } from '@vigil/domain';
import { useLocation } from 'react-router';
import { BrandContext } from './BrandContext';
import type { BrandState } from './BrandContext';
import { createBrandTheme } from './createBrandTheme';

/** Brand by host name, partner theme by path (spec access §1). */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const partner = isPartnerPath(pathname);
  // The host cannot change without a page load, so the brand is read once.
  const brand = useMemo(() => brandForHost(window.location.host), []);
  const state = useMemo<BrandState>(
    () => ({ brand, logoUrl: `/brands/${brand.logo}`, partner }),
    [brand, partner],
  );
  const theme = useMemo(
    () => createBrandTheme(partner ? PARTNER_PALETTE : brand.palette),
    [brand, partner],
  );

  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = state.logoUrl;
  }, [state.logoUrl]);

  return (
    <BrandContext value={state}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </BrandContext>
  );
}
