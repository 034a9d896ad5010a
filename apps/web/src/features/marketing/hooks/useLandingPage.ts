import { useEffect } from 'react';
import { useBrand } from '../../../app/BrandContext';
import { usePageTitle } from '../../../app/PageTitleContext';
import { LANDING_PAGES } from '../landingContent';
import type { LandingPageId } from '../landingContent';

/**
 * Titles a public page and sets its meta description (the pre-rendered file carries the same
 * two in its head, see scripts/prerender.tsx). Returns the brand's product name.
 */
export function useLandingPage(id: LandingPageId): string {
  const page = LANDING_PAGES[id];
  const { brand } = useBrand();
  const product = brand.productName;
  usePageTitle(page.title);
  const description = page.description(product);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const before = meta.content;
    meta.content = description;
    // Other pages have no description of their own: do not leave this one behind.
    return () => {
      meta.content = before;
    };
  }, [description]);
  return product;
}
