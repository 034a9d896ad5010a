// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { BRANDS, messages } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpPage } from './HelpPage';
import { renderPublicPage } from './testing/renderPublicPage';

afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('HelpPage', () => {
  it('tells a visitor where the guides are and what to put in a bug report', () => {
    const { titles } = renderPublicPage(<HelpPage />);
    expect(titles).toContain('Help');
    expect(screen.getByRole('heading', { level: 1, name: 'Vigil Help' })).toBeTruthy();
    expect(within(section('Guides and documentation')).getByText(/docs\/adr\//)).toBeTruthy();
    const report = section('What to put in a bug report');
    expect(within(report).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(within(report).getByText(/request id/)).toBeTruthy();
    expect(
      within(section('Common questions')).getByText(new RegExp(messages.lockout)),
    ).toBeTruthy();
  });

  it('asks a visitor to sign in to send feedback', () => {
    renderPublicPage(<HelpPage />);
    const contact = section('Contact us');
    expect(within(contact).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(contact).queryByRole('link', { name: 'Send Feedback' })).toBeNull();
  });

  it('offers Send Feedback to a signed-in user', () => {
    renderPublicPage(<HelpPage />, { user: { email: 'rosa@acme.test' } });
    const contact = section('Contact us');
    expect(within(contact).getByRole('link', { name: 'Send Feedback' }).getAttribute('href')).toBe(
      '/feedback/bug',
    );
    expect(within(contact).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('names the brand the visitor came through', () => {
    renderPublicPage(<HelpPage />, { brand: BRANDS[2]! });
    expect(screen.getByRole('heading', { level: 1, name: 'PowerWatch Help' })).toBeTruthy();
  });
});
