// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { BRANDS } from '@vigil/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFooter } from './AppFooter';
import { BrandContext } from './BrandContext';
import { SessionContext } from './SessionContext';
import type { SessionUser } from './SessionContext';

afterEach(cleanup);

function renderFooter(signedIn: boolean, brand = BRANDS[0]!) {
  const user = signedIn ? ({ id: 'u1', email: 'rosa@acme.test' } as SessionUser) : null;
  render(
    <MemoryRouter>
      <BrandContext value={{ brand, logoUrl: '', partner: false }}>
        <SessionContext value={{ user, needsTotp: false, refresh: async () => {} }}>
          <AppFooter />
        </SessionContext>
      </BrandContext>
    </MemoryRouter>,
  );
  const footer = screen.getByRole('contentinfo');
  const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole(
    'link',
  );
  return { footer, links: links.map((link) => [link.textContent, link.getAttribute('href')]) };
}

describe('AppFooter', () => {
  it('shows a visitor the terms and help, without Feedback', () => {
    const { links } = renderFooter(false);
    expect(links).toEqual([
      ['Service Agreement', '/terms/service-agreement'],
      ['Privacy Policy', '/terms/privacy-policy'],
      ['Help', '/feedback/help'],
    ]);
  });

  it('adds Feedback for a signed-in user, in the spec’s order', () => {
    const { links } = renderFooter(true);
    expect(links).toEqual([
      ['Service Agreement', '/terms/service-agreement'],
      ['Privacy Policy', '/terms/privacy-policy'],
      ['Feedback', '/feedback/bug'],
      ['Help', '/feedback/help'],
    ]);
  });

  it('carries the copyright line with the current year and the brand’s name', () => {
    const { footer } = renderFooter(false, BRANDS[2]!);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} PowerWatch`)).toBeTruthy();
  });
});
