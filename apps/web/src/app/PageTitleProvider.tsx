import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_TITLE } from '@vigil/domain';
import { useBrand } from './BrandContext';
import { PageTitleContext } from './PageTitleContext';

/** Holds the current page's title and mirrors it into document.title as "{title} · {product}". */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const { brand } = useBrand();
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const title = pageTitle ?? DEFAULT_PAGE_TITLE;

  useEffect(() => {
    document.title = `${title} · ${brand.productName}`;
  }, [title, brand.productName]);

  const state = useMemo(() => ({ title, setTitle: setPageTitle }), [title]);
  return <PageTitleContext value={state}>{children}</PageTitleContext>;
}
