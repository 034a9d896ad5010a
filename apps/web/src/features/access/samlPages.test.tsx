// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { SamlFailurePage } from './SamlFailurePage';
import { SamlLoginPage } from './SamlLoginPage';
import { SamlSuccessPage } from './SamlSuccessPage';
import { browserNavigation } from './samlPaths';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;

describe('SamlLoginPage', () => {
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
  });

  it.each([
    [
      '/login/saml/12?ref=%2F12%2Fviews%3Ftab%3D2',
      '/auth/saml/12/login?ref=%2F12%2Fviews%3Ftab%3D2',
    ],
    ['/login/saml/12', '/auth/saml/12/login'],
    // A ref that leaves the site, or comes back to sign-in, is dropped.
    ['/login/saml/12?ref=%2F%2Fevil.example', '/auth/saml/12/login'],
    ['/login/saml/12?ref=%2Flogin', '/auth/saml/12/login'],
  ])('at %s sends the browser to %s', (at, target) => {
    renderPage(<SamlLoginPage />, { route: APP_ROUTES.loginSaml, at, mocks: [] });
    expect(replace).toHaveBeenCalledWith(target);
    expect(screen.getByText('Taking you to your company’s sign-in page…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to sign-in' }).getAttribute('href')).toBe(
      target,
    );
  });

  it('goes nowhere for an address of no company', () => {
    renderPage(<SamlLoginPage />, {
      route: APP_ROUTES.loginSaml,
      at: '/login/saml/acme',
      mocks: [],
    });
    expect(screen.getByText(messages.somethingWentWrong)).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('SamlSuccessPage', () => {
  it.each([
    ['/login/saml-success/12?ref=%2F12%2Fviews%2FPlant%3Fx%3D1', '/12/views/Plant?x=1'],
    ['/login/saml-success/12', '/12/views'],
    ['/login/saml-success/12?ref=https%3A%2F%2Fevil.example%2F', '/12/views'],
  ])('at %s leads to %s', (at, target) => {
    renderPage(<SamlSuccessPage />, { route: APP_ROUTES.loginSamlSuccess, at, mocks: [] });
    expect(screen.getByText('You are signed in as viewer@vigil.test.')).toBeTruthy();
    const access = screen.getByRole('link', { name: 'Access Application' });
    expect(access.getAttribute('href')).toBe(target);
    fireEvent.click(access);
    expect(location()).toBe(target);
  });
});

describe('SamlFailurePage', () => {
  it('says Login Failed with the SSO failure text, and Try again', () => {
    renderPage(<SamlFailurePage />, {
      route: APP_ROUTES.loginSamlFailure,
      at: '/login/saml-failure/12',
      mocks: [],
    });
    expect(screen.getByRole('heading', { name: messages.ssoLoginFailedTitle })).toBeTruthy();
    expect(screen.getByText(messages.ssoFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/login/saml/12',
    );
  });

  it('says it is the encryption with err=1, and keeps the ref for Try again', () => {
    renderPage(<SamlFailurePage />, {
      route: APP_ROUTES.loginSamlFailure,
      at: '/login/saml-failure/12?err=1&ref=%2F12%2Fviews',
      mocks: [],
    });
    expect(screen.getByText(messages.ssoEncryptionFailed)).toBeTruthy();
    expect(screen.queryByText(messages.ssoFailed)).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/login/saml/12?ref=%2F12%2Fviews',
    );
  });
});
