import { render } from '@testing-library/react';
import { BRANDS } from '@vigil/domain';
import type { Brand } from '@vigil/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { BrandContext } from '../../../app/BrandContext';
import { PageTitleContext } from '../../../app/PageTitleContext';
import { SessionContext } from '../../../app/SessionContext';
import type { SessionUser } from '../../../app/SessionContext';

/**
 * A page that needs no data, as a visitor sees it: signed out unless a user is given, under a
 * brand (the default one unless given). Returns the page titles it set.
 */
export function renderPublicPage(
  page: ReactNode,
  { user = null, brand = BRANDS[0]! }: { user?: Partial<SessionUser> | null; brand?: Brand } = {},
) {
  const titles: string[] = [];
  const view = render(
    <MemoryRouter>
      <BrandContext value={{ brand, logoUrl: `/brands/${brand.logo}`, partner: false }}>
        <SessionContext
          value={{
            user: user ? ({ id: 'u1', email: 'rosa@acme.test', ...user } as SessionUser) : null,
            needsTotp: false,
            refresh: async () => {},
          }}
        >
          <PageTitleContext
            value={{ title: '', setTitle: (title) => void (title && titles.push(title)) }}
          >
            {page}
          </PageTitleContext>
        </SessionContext>
      </BrandContext>
    </MemoryRouter>,
  );
  return { ...view, titles };
}
