import { createContext, useContext } from 'react';
import type { Brand } from '@vigil/domain';

export interface BrandState {
  brand: Brand;
  /** Address of the brand's logo under public/brands/. */
  logoUrl: string;
  /** The partner theme is active (a path containing /partners). */
  partner: boolean;
}

export const BrandContext = createContext<BrandState | null>(null);

export function useBrand(): BrandState {
  const state = useContext(BrandContext);
  if (!state) throw new Error('useBrand needs a BrandThemeProvider above it');
  return state;
}
