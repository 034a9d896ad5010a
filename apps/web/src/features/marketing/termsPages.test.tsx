// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { BRANDS } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { ServiceAgreementPage } from './ServiceAgreementPage';
import { renderPublicPage } from './testing/renderPublicPage';

afterEach(cleanup);

const section = (name: RegExp) => screen.getByRole('region', { name });
const text = (name: RegExp) => section(name).textContent ?? '';

describe('ServiceAgreementPage', () => {
  it('states the spec’s terms, readable signed out', () => {
    const { titles } = renderPublicPage(<ServiceAgreementPage />);
    expect(titles).toContain('Service Agreement');
    expect(screen.getByRole('heading', { level: 1, name: 'Vigil Service Agreement' })).toBeTruthy();
    expect(screen.getByText(/^Effective \d{1,2} \w+ \d{4}$/)).toBeTruthy();

    const term = text(/Term and renewal/);
    expect(term).toMatch(/initial term is one year/);
    expect(term).toMatch(/renews automatically/);
    expect(term).toMatch(/notice of non-renewal at least\s+60 days/);
    const fees = text(/Fees and payment/);
    expect(fees).toMatch(/at least 30 days before the\s+change/);
    expect(fees).toMatch(/1\.5% per month/);
    expect(fees).toMatch(/unpaid 10 days after its due date, we may suspend/);
    expect(text(/Updates to this agreement/)).toMatch(
      /terminate[\s\S]*within 30 days of the update/,
    );
    expect(text(/Governing law/)).toMatch(/laws of the State of Delaware, United\s+States/);
  });

  it('lists its sections as links to their anchors', () => {
    renderPublicPage(<ServiceAgreementPage />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBe(screen.getAllByRole('region').length);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.tagName).toBe('H2');
    }
  });

  it('names the brand’s product', () => {
    renderPublicPage(<ServiceAgreementPage />, { brand: BRANDS[1]! });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vigil InfraAI Service Agreement' }),
    ).toBeTruthy();
  });
});

describe('PrivacyPolicyPage', () => {
  it('says what is kept, the one session cookie, mail and SMS, retention and contact', () => {
    const { titles } = renderPublicPage(<PrivacyPolicyPage />);
    expect(titles).toContain('Privacy Policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Vigil Privacy Policy' })).toBeTruthy();
    const kept = text(/What we keep/);
    for (const kind of ['Account data.', 'Readings and equipment data.', 'Logs.']) {
      expect(kept).toContain(kind);
    }
    expect(text(/Cookies/)).toMatch(/one cookie: a session cookie[\s\S]*after 7 days/);
    expect(text(/E-mail and SMS/)).toMatch(/remove the number/);
    expect(text(/How long we keep it/)).toMatch(/While the account exists/i);
    const contact = section(/Changes and contact/);
    expect(within(contact).getByRole('link', { name: 'Send Feedback' }).getAttribute('href')).toBe(
      '/feedback/bug',
    );
  });
});
