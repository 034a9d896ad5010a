import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { APP_ROUTES, PERMISSION_CODES } from '@vigil/domain';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PageTitleContext } from '../../../app/PageTitleContext';
import { SessionContext } from '../../../app/SessionContext';
import type { Session, SessionUser } from '../../../app/SessionContext';
import { LiveFeedProvider } from '../../../app/live/LiveFeedProvider';
import { fakeSocketFactory } from '../../../app/testing/FakeLiveSocket';
import { EquipmentPage } from '../EquipmentPage';
import {
  EquipmentAddRedirect,
  EquipmentEditRedirect,
  EquipmentRedirect,
  GatewayRedirect,
  GatewaysRedirect,
} from '../EquipmentRedirects';

/** The demo admin: every role on its own company. */
export const adminUser = {
  customer: { id: 'c1', name: 'Acme', roles: [...PERMISSION_CODES] },
} satisfies Partial<SessionUser>;

/** The demo viewer: no role at all (no ad2, dd2 or md2). */
export const viewerUser = {
  customer: { id: 'c1', name: 'Acme', roles: [] },
} satisfies Partial<SessionUser>;

/** My Equipment and the gateway routes that redirect to it, under the app's own path patterns. */
const routes = [
  { path: APP_ROUTES.equipment, element: <EquipmentPage /> },
  { path: APP_ROUTES.gateways, element: <GatewaysRedirect /> },
  { path: APP_ROUTES.gateway, element: <GatewayRedirect /> },
  { path: APP_ROUTES.gatewayEquipmentAdd, element: <EquipmentAddRedirect /> },
  { path: APP_ROUTES.gatewayEquipment, element: <EquipmentRedirect /> },
  { path: APP_ROUTES.gatewayEquipmentEdit, element: <EquipmentEditRedirect /> },
  { path: APP_ROUTES.views, element: <p>Views page</p> },
];

export interface RenderEquipmentOptions {
  mocks: readonly MockLink.MockedResponse[];
  user?: Partial<SessionUser>;
}

/**
 * The equipment routes in a memory router, with a signed-in session, Apollo mocks and a live
 * feed on fake sockets. `reload()` starts again from the current address with an empty cache, as
 * a browser reload does; `router.navigate(-1)` is the Back button.
 */
export function renderEquipmentRoutes(
  at: string,
  { mocks, user = adminUser }: RenderEquipmentOptions,
) {
  const live = fakeSocketFactory();
  const session: Session = {
    user: {
      id: 'u1',
      email: 'admin@vigil.test',
      super: false,
      ...user,
    } as SessionUser,
    needsTotp: false,
    refresh: async () => {},
  };
  const titles: string[] = [];
  const titleState = {
    title: '',
    setTitle: (title: string | null) => {
      if (title) titles.push(title);
    },
  };
  const tree = (router: ReturnType<typeof createMemoryRouter>): ReactNode => (
    <MockedProvider mocks={mocks}>
      <SessionContext value={session}>
        <PageTitleContext value={titleState}>
          <LiveFeedProvider createSocket={live.factory}>
            <RouterProvider router={router} />
          </LiveFeedProvider>
        </PageTitleContext>
      </SessionContext>
    </MockedProvider>
  );
  let router = createMemoryRouter(routes, { initialEntries: [at] });
  let view = render(tree(router));
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return {
    get router() {
      return router;
    },
    get view() {
      return view;
    },
    sockets: live.sockets,
    titles,
    location,
    /** The search parameters of the current address. */
    search: () => new URLSearchParams(router.state.location.search),
    reload() {
      const href = location();
      view.unmount();
      router = createMemoryRouter(routes, { initialEntries: [href] });
      view = render(tree(router));
    },
  };
}
