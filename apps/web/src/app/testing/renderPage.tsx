import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, parsePath, useLocation } from 'react-router';
import { PageTitleContext } from '../PageTitleContext';
import { possibleTypes } from '../possibleTypes';
import { SessionContext } from '../SessionContext';
import type { Session, SessionUser } from '../SessionContext';
import { LiveFeedProvider } from '../live/LiveFeedProvider';
import { fakeSocketFactory } from './FakeLiveSocket';

export interface RenderPageOptions {
  /** The route pattern the page is mounted on, e.g. APP_ROUTES.sensors. */
  route: string;
  /** The address opened, e.g. '/sensors?query=temp'. */
  at: string;
  mocks: readonly MockLink.MockedResponse[];
  user?: Partial<SessionUser>;
  /** The history entry's state, as a link with `state` leaves it. */
  state?: unknown;
}

/** Shows the current address, so tests can read what a page put in the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A page as the app shows it, minus the network: Apollo mocks, a router at `at`, a signed-in
 * session, a page title holder and a live feed on a fake socket the test can drive.
 */
export function renderPage(page: ReactNode, { route, at, mocks, user, state }: RenderPageOptions) {
  const live = fakeSocketFactory();
  const titles: string[] = [];
  const session: Session = {
    user: {
      id: 'u1',
      email: 'viewer@vigil.test',
      customer: { id: 'c1', name: 'Acme', roles: [] },
      ...user,
    } as SessionUser,
    needsTotp: false,
    refresh: async () => {},
  };
  const titleState = {
    title: '',
    setTitle: (title: string | null) => {
      if (title) titles.push(title);
    },
  };
  const view = render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes: possibleTypes() })}>
      <MemoryRouter initialEntries={[state === undefined ? at : { ...parsePath(at), state }]}>
        <SessionContext value={session}>
          <PageTitleContext value={titleState}>
            <LiveFeedProvider createSocket={live.factory}>
              <Routes>
                <Route path={route} element={page} />
              </Routes>
              <LocationProbe />
            </LiveFeedProvider>
          </PageTitleContext>
        </SessionContext>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { ...view, sockets: live.sockets, titles };
}
