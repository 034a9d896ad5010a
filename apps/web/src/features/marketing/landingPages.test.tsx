// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BRANDS } from '@vigil/domain';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandContext } from '../../app/BrandContext';
import { SessionContext } from '../../app/SessionContext';
import type { SessionUser } from '../../app/SessionContext';
import { render } from '@testing-library/react';
import { LANDING_PAGES } from './landingContent';
import type { LandingPageId } from './landingContent';
import {
  CaseStudiesPage,
  CompanyPage,
  DemoPage,
  LandingHomePage,
  PartnersPage,
  PricingPage,
  ProductPage,
} from './landingPages';
import { PublicSiteFrame } from './PublicSiteLayout';
import { renderPublicPage } from './testing/renderPublicPage';

const requestDemo = vi.fn<(request: unknown) => Promise<void>>();
vi.mock('./hooks/useRequestDemo', () => ({ useRequestDemo: () => requestDemo }));
vi.mock('./components/AltchaField', async () => ({
  AltchaField: (await import('./testing/FakeAltchaField')).FakeAltchaField,
}));

afterEach(cleanup);
beforeEach(() => {
  requestDemo.mockReset();
  document.head.querySelector('meta[name="description"]')?.remove();
});

const PAGES: [LandingPageId, ComponentType, string][] = [
  ['home', LandingHomePage, 'Know the state of every UPS, PDU and sensor, at every site'],
  ['company', CompanyPage, 'Our Company'],
  ['product', ProductPage, 'Our Product'],
  ['pricing', PricingPage, 'Request Pricing'],
  ['demo', DemoPage, 'Request a Demo'],
  ['partners', PartnersPage, 'Become a Partner'],
  ['caseStudies', CaseStudiesPage, 'Case Studies'],
];

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe.each(PAGES)('the %s page', (id, Page, heading) => {
  it.each(BRANDS.map((brand) => [brand.id, brand] as const))(
    'under %s: headline, title, description, and sized, named images',
    (_brandId, brand) => {
      const { titles, container } = renderPublicPage(<Page />, { brand });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(titles).toContain(LANDING_PAGES[id].title);
      expect(description()).toBe(LANDING_PAGES[id].description(brand.productName));
      for (const image of container.querySelectorAll('img')) {
        expect(image.getAttribute('alt')).toBeTruthy();
        expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      }
    },
  );
});

describe('the home page', () => {
  it('has the product tour, a demo button, the industries and the testimonials', () => {
    renderPublicPage(<LandingHomePage />, { brand: BRANDS[1]! });
    expect(screen.getByRole('img', { name: /Vigil InfraAI product tour/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a Demo' }).getAttribute('href')).toBe(
      '/landing/demo',
    );
    const industries = screen.getByRole('region', { name: 'Industries we serve' });
    expect(within(industries).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('group', { name: 'Testimonials' })).toBeTruthy();
    expect(screen.getByText(/over 150,000 devices/)).toBeTruthy();
    expect(screen.getByText(/no VPN is needed/)).toBeTruthy();
  });
});

describe('the company page', () => {
  it('has about us and the four values', () => {
    renderPublicPage(<CompanyPage />);
    expect(screen.getByRole('region', { name: 'About us' })).toBeTruthy();
    const values = screen.getByRole('region', { name: 'Our values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Innovation', 'Collaboration', 'Trust', 'Agility']);
  });
});

describe('the product page', () => {
  it('has its five sections, each image opening full screen', async () => {
    renderPublicPage(<ProductPage />);
    for (const name of [
      'Architecture',
      'Data Visualization',
      'Collaborative Sharing',
      'Management Tools',
      'UPS Lifecycle',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    fireEvent.click(
      within(screen.getByRole('region', { name: 'UPS Lifecycle' })).getByRole('link'),
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('the pricing page', () => {
  it('sends the one chosen plan with the request, or UNKNOWN when none', async () => {
    requestDemo.mockResolvedValue();
    renderPublicPage(<PricingPage />);
    expect(screen.getByRole('region', { name: 'Every plan includes' }).textContent).toContain(
      'Unlimited users',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose Plan: Up to 50 devices' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Plan: Up to 150 devices' }));
    const form = screen.getByRole('form', { name: 'Request Pricing' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^name/i }), {
      target: { value: 'Rosa' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^email/i }), {
      target: { value: 'rosa@acme.test' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'I am human' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Request Pricing' }));
    await waitFor(() => expect(requestDemo).toHaveBeenCalledTimes(1));
    expect(requestDemo).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'Pricing', planType: '150 DEVICE' }),
    );
  });
});

describe('the demo page', () => {
  it('has What to Expect beside the demo form', () => {
    renderPublicPage(<DemoPage />);
    expect(screen.getByRole('region', { name: 'What to Expect' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Request a Demo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show me More' })).toBeTruthy();
  });
});

describe('the partners and case studies pages', () => {
  it('offer the partnership form, and the banner with the product tour', () => {
    renderPublicPage(<PartnersPage />);
    expect(screen.getByRole('form', { name: 'Become a Partner' })).toBeTruthy();
    cleanup();
    renderPublicPage(<CaseStudiesPage />);
    expect(screen.getByRole('img', { name: /product tour/ })).toBeTruthy();
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(3);
  });
});

describe('PublicSiteFrame', () => {
  const renderAt = (path: string, user: Partial<SessionUser> | null) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <BrandContext value={{ brand: BRANDS[0]!, logoUrl: '/brands/vigil.svg', partner: false }}>
          <SessionContext
            value={{
              user: user ? ({ id: 'u1', email: 'rosa@acme.test', ...user } as SessionUser) : null,
              needsTotp: false,
              refresh: async () => {},
            }}
          >
            <Routes>
              <Route element={<PublicSiteFrame />}>
                <Route index element={<p>landing</p>} />
                <Route path="/landing/company" element={<p>company</p>} />
              </Route>
              <Route path="/home" element={<p>home</p>} />
            </Routes>
          </SessionContext>
        </BrandContext>
      </MemoryRouter>,
    );

  it('shows the public home page to a visitor who is not signed in', () => {
    renderAt('/', null);
    expect(screen.getByText('landing')).toBeTruthy();
  });

  it('sends a signed-in visitor of / on to /home, but shows them other public pages', () => {
    renderAt('/', {});
    expect(screen.getByText('home')).toBeTruthy();
    cleanup();
    renderAt('/landing/company', {});
    expect(screen.getByText('company')).toBeTruthy();
  });
});
