// @vitest-environment jsdom
import { BRANDS } from '@vigil/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandMark, partnerLogoOf } from './BrandMark';
import { BrandThemeProvider } from './BrandThemeProvider';
import type { SessionUser } from './SessionContext';

afterEach(cleanup);

const partnerUser = (
  logo: { id: string; width: number; height: number; url: string } | null,
): Pick<SessionUser, 'partner'> => ({ partner: { id: '7', name: 'North Partners', logo } });
const LOGO = { id: '3', width: 240, height: 80, url: '/files/images/img-3' };

const renderAt = (path: string, user: Pick<SessionUser, 'partner'> | null) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BrandThemeProvider>
        <BrandMark partnerLogo={partnerLogoOf(user)} />
      </BrandThemeProvider>
    </MemoryRouter>,
  );

describe('BrandMark', () => {
  const vigil = BRANDS[0]!;

  it('shows the partner’s logo at its size in the partner theme', () => {
    renderAt('/partners/7/users', partnerUser(LOGO));
    const image = screen.getByRole('img', { name: 'North Partners logo' });
    expect(image.getAttribute('src')).toBe(LOGO.url);
    expect(image.getAttribute('width')).toBe('240');
    expect(image.getAttribute('height')).toBe('80');
    expect(screen.queryByText(vigil.productName)).toBeNull();
    expect(screen.getByRole('link', { name: 'North Partners logo' }).getAttribute('href')).toBe(
      '/home',
    );
  });

  it.each([
    ['outside the partner theme', '/home', partnerUser(LOGO)],
    ['for a partner without a logo', '/partners/7/users', partnerUser(null)],
    ['for a user without a partner', '/partners/7/users', null],
  ])('shows the brand’s mark %s', (_case, path, user) => {
    renderAt(path, user);
    expect(screen.getByText(vigil.productName)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'North Partners logo' })).toBeNull();
  });
});
