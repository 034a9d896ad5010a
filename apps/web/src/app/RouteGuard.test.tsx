// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { SsoLoginPathDocument } from '../graphql/generated/graphql';
import { RouteGuard } from './RouteGuard';
import type { RouteHandle } from './routeHandle';
import { SessionContext } from './SessionContext';
import type { Session, SessionUser } from './SessionContext';

afterEach(cleanup);

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at <output data-testid="location">{`${location.pathname}${location.search}`}</output>
    </p>
  );
}

const ssoMock = (customerID: string, answer: string | null | Error): MockLink.MockedResponse => ({
  request: { query: SsoLoginPathDocument, variables: { customerID } },
  result:
    answer instanceof Error
      ? { errors: [new GraphQLError(answer.message)] }
      : { data: { ssoLoginPath: answer } },
});

/** The guard above a company page and the sign-in pages, as the root layout holds it. */
function renderGuarded(at: string, mocks: MockLink.MockedResponse[], user: SessionUser | null) {
  const page = (path: string, name: string, handle?: RouteHandle) => ({
    path,
    handle,
    element: <Probe name={name} />,
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        ),
        children: [
          page('/:customer?/views', 'Views'),
          page('/login', 'Login', { safe: true, step: 'login' }),
          page('/login/saml/:id', 'SSO', { safe: true, step: 'login' }),
        ],
      },
    ],
    { initialEntries: [at] },
  );
  const session: Session = { user, needsTotp: false, refresh: async () => {} };
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    </MockedProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('RouteGuard and a company’s single sign-on', () => {
  it('sends a signed-out visitor of a company page to its SSO, with the page as ref', async () => {
    renderGuarded('/12/views?tab=2', [ssoMock('12', '/login/saml/12')], null);
    // The answer is awaited before any redirect.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await screen.findByText(/^SSO at/);
    expect(location()).toBe('/login/saml/12?ref=%2F12%2Fviews%3Ftab%3D2');
  });

  it.each<[string, string | null | Error]>([
    ['SSO is off', null],
    ['the answer fails', new Error('Network down')],
  ])('sends them to /login when %s', async (_case, answer) => {
    renderGuarded('/12/views', [ssoMock('12', answer)], null);
    await screen.findByText(/^Login at/);
    expect(location()).toBe('/login?ref=%2F12%2Fviews');
  });

  it('asks nothing for a page of no company', () => {
    renderGuarded('/views', [], null);
    expect(screen.getByText(/^Login at/)).toBeTruthy();
    expect(location()).toBe('/login?ref=%2Fviews');
  });

  it('asks nothing for a signed-in user', () => {
    const user = { id: 'u1', email: 'ada@acme.test', customer: null } as unknown as SessionUser;
    renderGuarded('/12/views', [], user);
    expect(screen.getByText(/^Views at/)).toBeTruthy();
  });
});
