import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Brand } from '@vigil/domain';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { BrandContext } from '../../../app/BrandContext';
import { createBrandTheme } from '../../../app/createBrandTheme';
import { PageTitleContext } from '../../../app/PageTitleContext';
import { SessionContext } from '../../../app/SessionContext';
import { PRERENDERED_ID, PublicSiteShell } from '../components/PublicSiteShell';
import { LANDING_PAGES } from '../landingContent';
import type { LandingPageId } from '../landingContent';
import {
  CaseStudiesPage,
  CompanyPage,
  DemoPage,
  LandingHomePage,
  PartnersPage,
  PricingPage,
  ProductPage,
} from '../landingPages';

const PAGES: Record<LandingPageId, ComponentType> = {
  home: LandingHomePage,
  company: CompanyPage,
  product: ProductPage,
  pricing: PricingPage,
  demo: DemoPage,
  partners: PartnersPage,
  caseStudies: CaseStudiesPage,
};

export const LANDING_PAGE_IDS = Object.keys(PAGES) as LandingPageId[];

export interface RenderedLandingPage {
  /** The page's markup with its styles (emotion's inline style elements). */
  html: string;
  /** The document title, as the app's PageTitleProvider writes it. */
  title: string;
  description: string;
}

/**
 * One public page as a signed-out visitor of this brand sees it, rendered to HTML: the same
 * components the app runs, around a static router, no session and a network-less Apollo client
 * (the pages ask nothing of the server until a form is sent).
 */
export function renderLandingPage(brand: Brand, id: LandingPageId): RenderedLandingPage {
  const meta = LANDING_PAGES[id];
  const Page = PAGES[id];
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const html = renderToString(
    <ApolloProvider client={client}>
      <StaticRouter location={meta.path}>
        <BrandContext value={{ brand, logoUrl: `/brands/${brand.logo}`, partner: false }}>
          <ThemeProvider theme={createBrandTheme(brand.palette)}>
            <CssBaseline />
            <SessionContext value={{ user: null, needsTotp: false, refresh: async () => {} }}>
              <PageTitleContext value={{ title: meta.title, setTitle: () => {} }}>
                <PublicSiteShell>
                  <Page />
                </PublicSiteShell>
              </PageTitleContext>
            </SessionContext>
          </ThemeProvider>
        </BrandContext>
      </StaticRouter>
    </ApolloProvider>,
  );
  return {
    html,
    title: `${meta.title} · ${brand.productName}`,
    description: meta.description(brand.productName),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with a pre-rendered page in it: its title, description and brand icon in
 * the head, and its markup in an element beside the app's root, which the app removes once it
 * shows the page itself (PublicSiteShell).
 */
export function prerenderedDocument(
  shell: string,
  brand: Brand,
  page: RenderedLandingPage,
): string {
  const replace = (from: RegExp, to: string | ((...match: string[]) => string), text: string) => {
    if (!from.test(text)) throw new Error(`index.html lacks ${from}`);
    return text.replace(from, typeof to === 'string' ? () => to : to);
  };
  let html = replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, shell);
  html = replace(
    /<\/title>/,
    `</title>\n    <meta name="description" content="${escapeHtml(page.description)}" />`,
    html,
  );
  html = replace(
    /(<link rel="icon"[^>]*href=")[^"]*"/,
    (_, start = '') => `${start}/brands/${brand.logo}"`,
    html,
  );
  return replace(
    /<div id="root"><\/div>/,
    `<div id="${PRERENDERED_ID}">${page.html}</div><div id="root"></div>`,
    html,
  );
}
