// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { BRANDS } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPublicPage } from '../testing/renderPublicPage';
import { COMPANY_CONTACT } from '../landingContent';
import { PRERENDERED_ID, PublicSiteShell } from './PublicSiteShell';

afterEach(cleanup);

const hrefs = (links: HTMLElement[]) =>
  links.map((link) => [link.textContent, link.getAttribute('href')]);

describe('PublicSiteShell', () => {
  it('has the public header: the brand to the home page, then the spec’s five links', () => {
    renderPublicPage(
      <PublicSiteShell>
        <p>page</p>
      </PublicSiteShell>,
      { brand: BRANDS[2]! },
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'PowerWatch' }).getAttribute('href')).toBe('/');
    const logo = header.querySelector('img')!;
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['28', '28']);
    expect(hrefs(within(header).getAllByRole('link').slice(1))).toEqual([
      ['Company', '/landing/company'],
      ['Product', '/landing/product'],
      ['Login', '/login'],
      ['Request Pricing', '/landing/pricing'],
      ['Request a Demo', '/landing/demo'],
    ]);
    expect(within(screen.getByRole('main')).getByText('page')).toBeTruthy();
  });

  it('has the public footer: address, phone, network link, terms and three buttons', () => {
    renderPublicPage(
      <PublicSiteShell>
        <p>page</p>
      </PublicSiteShell>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address')?.textContent).toContain('Oakland, CA');
    expect(
      within(footer).getByRole('link', { name: COMPANY_CONTACT.phone }).getAttribute('href'),
    ).toBe(COMPANY_CONTACT.phoneHref);
    expect(within(footer).getByRole('link', { name: 'Vigil on LinkedIn' })).toBeTruthy();
    expect(
      hrefs(within(within(footer).getByRole('navigation', { name: 'Terms' })).getAllByRole('link')),
    ).toEqual([
      ['Service Agreement', '/terms/service-agreement'],
      ['Privacy Policy', '/terms/privacy-policy'],
    ]);
    for (const [name, href] of [
      ['Become a Partner', '/landing/partners'],
      ['Request a Demo', '/landing/demo'],
      ['Request Pricing', '/landing/pricing'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Vigil.`);
  });

  it('removes the pre-rendered copy of the page once it shows the page itself', () => {
    const copy = document.createElement('div');
    copy.id = PRERENDERED_ID;
    document.body.append(copy);
    renderPublicPage(
      <PublicSiteShell>
        <p>page</p>
      </PublicSiteShell>,
    );
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
  });
});
