// The product is sold under three brands chosen by host name (spec access §1); a path containing
// /partners selects the partner theme.

export type BrandId = 'vigil' | 'infra-ai' | 'vendor';

export interface Brand {
  id: BrandId;
  productName: string;
  /** Host names served under this brand: exact names, or a leading '*.' for any sub-domain. */
  hosts: readonly string[];
  palette: { primary: string; secondary: string };
  /** Logo image under the web app's /brands/ folder. */
  logo: string;
}

export const BRANDS: readonly Brand[] = [
  {
    id: 'vigil',
    productName: 'Vigil',
    hosts: [],
    palette: { primary: '#5e35b1', secondary: '#fb8c00' },
    logo: 'vigil.svg',
  },
  {
    id: 'infra-ai',
    productName: 'Vigil InfraAI',
    hosts: [
      'infra-ai.localhost',
      '*.infra-ai.localhost',
      'ai.vigil.example',
      'infra-ai.vigil.example',
    ],
    palette: { primary: '#4527a0', secondary: '#ef6c00' },
    logo: 'infra-ai.svg',
  },
  {
    id: 'vendor',
    productName: 'PowerWatch',
    hosts: ['vendor.localhost', '*.vendor.localhost', 'powerwatch.vigil.example'],
    palette: { primary: '#6a1b9a', secondary: '#ff9800' },
    logo: 'vendor.svg',
  },
];

/** Theme used on partner pages, whatever the brand. */
export const PARTNER_PALETTE = { primary: '#311b92', secondary: '#e65100' } as const;

const DEFAULT_BRAND = BRANDS[0] as Brand;

function hostMatches(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

/** The brand for a host name (port ignored, case-insensitive); the default brand otherwise. */
export function brandForHost(host: string): Brand {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return BRANDS.find((b) => b.hosts.some((p) => hostMatches(p, name))) ?? DEFAULT_BRAND;
}

export function isPartnerPath(pathname: string): boolean {
  return /(^|\/)partners(\/|$)/.test(pathname);
}

/** The brand a client names by its product name (productName arguments); the default otherwise. */
export function brandForProductName(productName: string | null | undefined): Brand {
  return BRANDS.find((b) => b.productName === productName) ?? DEFAULT_BRAND;
}
