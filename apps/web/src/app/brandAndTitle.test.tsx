// @vitest-environment jsdom
import { useTheme } from '@mui/material/styles';
import { BRANDS, DEFAULT_PAGE_TITLE, PARTNER_PALETTE } from '@vigil/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrand } from './BrandContext';
import { BrandThemeProvider } from './BrandThemeProvider';
import { usePageTitle } from './PageTitleContext';
import { PageTitleProvider } from './PageTitleProvider';

afterEach(cleanup);

function Probe() {
  const { brand, partner } = useBrand();
  const theme = useTheme();
  return (
    <output>
      {brand.productName}|{String(partner)}|{theme.palette.primary.main}|
      {theme.palette.secondary.main}
    </output>
  );
}

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

const renderAt = (path: string, child: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BrandThemeProvider>
        <PageTitleProvider>{child}</PageTitleProvider>
      </BrandThemeProvider>
    </MemoryRouter>,
  );

describe('brand theme', () => {
  const vigil = BRANDS[0]!;
  it('uses the brand palette: primary purple, secondary orange', () => {
    renderAt('/home', <Probe />);
    expect(screen.getByRole('status').textContent?.replace(/\s/g, '')).toBe(
      `${vigil.productName}|false|${vigil.palette.primary}|${vigil.palette.secondary}`,
    );
  });

  it('switches to the partner theme on a /partners path', () => {
    renderAt('/partners/3/docs', <Probe />);
    expect(screen.getByRole('status').textContent?.replace(/\s/g, '')).toBe(
      `${vigil.productName}|true|${PARTNER_PALETTE.primary}|${PARTNER_PALETTE.secondary}`,
    );
  });
});

describe('page title', () => {
  it("is 'Untitled Page' until a page names itself, and again after it goes", () => {
    const view = renderAt('/home', null);
    expect(document.title).toBe(`${DEFAULT_PAGE_TITLE} · Vigil`);
    view.rerender(
      <MemoryRouter initialEntries={['/home']}>
        <BrandThemeProvider>
          <PageTitleProvider>
            <Titled title="Welcome to Vigil" />
          </PageTitleProvider>
        </BrandThemeProvider>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Welcome to Vigil · Vigil');
    view.rerender(
      <MemoryRouter initialEntries={['/home']}>
        <BrandThemeProvider>
          <PageTitleProvider>{null}</PageTitleProvider>
        </BrandThemeProvider>
      </MemoryRouter>,
    );
    expect(document.title).toBe(`${DEFAULT_PAGE_TITLE} · Vigil`);
  });
});
