// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { LiveFeedProvider } from '../../app/live/LiveFeedProvider';
import { PageTitleProvider } from '../../app/PageTitleProvider';
import { SessionContext } from '../../app/SessionContext';
import type { SessionUser } from '../../app/SessionContext';
import { fakeSocketFactory } from '../../app/testing/FakeLiveSocket';
import { StatusSnackbarProvider } from '../../components/StatusSnackbarProvider';
import { alarmCountsMock } from '../../components/alarms/testing/alarmMocks';
import { CustomerDocument } from '../../graphql/generated/graphql';

// Browse as (spec access §2): while the address names another company than the user's own, the
// banner names it and the account menu lists its pages under its name cut to 15 characters.

afterEach(cleanup);

const GLOBEX = 'Globex Corporation International';

const customerMock: MockLink.MockedResponse = {
  request: { query: CustomerDocument, variables: { id: 'c9' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: { customer: { __typename: 'Account', id: 'c9', name: GLOBEX, kind: 'CUSTOMER' } },
  },
};

const base = {
  firstName: 'Sam',
  lastName: null,
  totp: false,
  saml: false,
  homeUrl: null,
  partnerAdmin: false,
  partnerID: null,
  partner: null,
  managedCustomerIDs: [],
};
const SUPER = { ...base, id: 'u0', email: 'root@vigil.test', super: true, customer: null };
const PARTNER_USER = {
  ...base,
  id: 'u1',
  email: 'pat@north.test',
  super: false,
  customer: null,
  partnerID: 'p1',
  partner: { id: 'p1', name: 'North Partners' },
  managedCustomerIDs: ['c9'],
};
const ACME_USER = {
  ...base,
  id: 'u2',
  email: 'vic@acme.test',
  super: false,
  customer: { id: 'c1', name: 'Acme', roles: [] },
};

function renderShell(at: string, user: object) {
  const live = fakeSocketFactory();
  const session = { user: user as SessionUser, needsTotp: false, refresh: async () => {} };
  // The providers sit inside the router, as RootLayout has them.
  const shell = (
    <SessionContext value={session}>
      <LiveFeedProvider createSocket={live.factory}>
        <BrandThemeProvider>
          <StatusSnackbarProvider>
            <PageTitleProvider>
              <AppShell>page</AppShell>
            </PageTitleProvider>
          </StatusSnackbarProvider>
        </BrandThemeProvider>
      </LiveFeedProvider>
    </SessionContext>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: [at] });
  const counts = alarmCountsMock(() => true, { open: 0, acknowledged: 0, cleared: 0 });
  return render(
    <MockedProvider mocks={[customerMock, counts]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

async function menuItems() {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('menu', { name: 'Account' });
  return {
    menu,
    links: Object.fromEntries(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ),
  };
}

describe('browsing as a company', () => {
  it('shows a super user the banner and the company’s items under its cut name', async () => {
    renderShell('/c9/views', SUPER);
    expect(await screen.findByText(`Browsing as ${GLOBEX}`)).toBeTruthy();
    const { menu, links } = await menuItems();
    const heading = await within(menu).findByTestId('menu-company');
    expect(heading.textContent).toBe('Globex Corporat…');
    expect(heading.getAttribute('title')).toBe(GLOBEX);
    expect(links).toMatchObject({
      Views: '/c9/views',
      Equipment: '/c9/equipment',
      Libraries: '/c9/libraries',
      Templates: '/c9/templates',
      Users: '/c9/users',
      Settings: '/c9/settings',
    });
    expect(within(menu).getByRole('menuitem', { name: 'Set Home Page' })).toBeTruthy();
  });

  it('shows a partner’s user the same for a customer of the partner', async () => {
    renderShell('/c9/equipment', PARTNER_USER);
    expect(await screen.findByText(`Browsing as ${GLOBEX}`)).toBeTruthy();
    const { links } = await menuItems();
    expect(links).toMatchObject({ Views: '/c9/views', Settings: '/c9/settings' });
  });

  it('shows no banner on the user’s own company, nor where the address names none', async () => {
    renderShell('/c1/views', ACME_USER);
    const { menu, links } = await menuItems();
    expect(within(menu).queryByTestId('menu-company')).toBeNull();
    expect(links).not.toHaveProperty('Views');
    expect(links).not.toHaveProperty('Settings');
    expect(screen.queryByText(/^Browsing as/)).toBeNull();
    cleanup();

    renderShell('/home', SUPER);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByText(/^Browsing as/)).toBeNull();
  });
});
