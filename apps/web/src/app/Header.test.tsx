// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LIVE_EVENTS } from '@vigil/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusSnackbarProvider } from '../components/StatusSnackbarProvider';
import { alarmCountsMock } from '../components/alarms/testing/alarmMocks';
import { SignOutDocument } from '../graphql/generated/graphql';
import { BrandThemeProvider } from './BrandThemeProvider';
import { Header } from './Header';
import { LiveFeedProvider } from './live/LiveFeedProvider';
import { usePageTitle } from './PageTitleContext';
import { PageTitleProvider } from './PageTitleProvider';
import { SessionContext } from './SessionContext';
import type { SessionUser } from './SessionContext';
import { fakeSocketFactory } from './testing/FakeLiveSocket';
import { setViewportWidth } from './testing/viewport';

let restoreViewport: (() => void) | null = null;
afterEach(() => {
  cleanup();
  restoreViewport?.();
  restoreViewport = null;
});

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.test',
  super: false,
  customer: { id: '7', name: 'Acme', roles: [] },
  partner: null,
} as unknown as SessionUser;

const LONG_TITLE =
  'Main hall, north wing, second floor: uninterruptible power supplies and cooling';

function Page() {
  usePageTitle(LONG_TITLE);
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderHeader(
  at: string,
  {
    width,
    mocks = [],
    as = user,
  }: { width?: number; mocks?: MockLink.MockedResponse[]; as?: SessionUser } = {},
) {
  if (width !== undefined) restoreViewport = setViewportWidth(width);
  const live = fakeSocketFactory();
  const view = render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[at]}>
        <SessionContext value={{ user: as, needsTotp: false, refresh: async () => {} }}>
          <LiveFeedProvider createSocket={live.factory}>
            <BrandThemeProvider>
              <StatusSnackbarProvider>
                <PageTitleProvider>
                  <Header user={as} />
                  <Page />
                </PageTitleProvider>
              </StatusSnackbarProvider>
            </BrandThemeProvider>
          </LiveFeedProvider>
        </SessionContext>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { ...view, sockets: live.sockets };
}

const bar = () => screen.getByRole('banner');
const location = () => screen.getByTestId('location').textContent;

describe('Header on a wide screen', () => {
  it('shows a tab per area, keeps the customer segment and marks the current area', () => {
    renderHeader('/7/gateways/3/equipment/9/logs', { width: 1280 });
    const nav = within(bar()).getByRole('navigation', { name: 'Areas' });
    const tabs = within(nav).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Views', '/7/views'],
      ['Equipment', '/7/equipment'],
      ['Sensors', '/7/sensors'],
      ['Libraries', '/7/libraries'],
      ['Templates', '/7/templates'],
      ['Reports', '/7/reports'],
    ]);
    const current = tabs.filter((tab) => tab.getAttribute('aria-current') === 'page');
    expect(current.map((tab) => tab.textContent)).toEqual(['Equipment']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(within(bar()).queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(within(bar()).getByTestId('header-title').textContent).toBe(LONG_TITLE);
  });

  it.each([
    ['/home', null, '/views'],
    ['/views/Main%20hall', 'Views', '/views'],
    ['/7/sensors/12-13', 'Sensors', '/7/views'],
    ['/7/nowhere', null, '/views'],
  ])('at %s marks %s and links Views to %s', (at, currentTab, viewsHref) => {
    // Without a viewport stub jsdom answers no media query: the wide layout.
    renderHeader(at);
    const tabs = within(bar()).getAllByRole('tab');
    expect(
      tabs.filter((tab) => tab.getAttribute('aria-current') === 'page').map((t) => t.textContent),
    ).toEqual(currentTab ? [currentTab] : []);
    expect(within(bar()).getByRole('tab', { name: 'Views' }).getAttribute('href')).toBe(viewsHref);
  });

  it('goes to an area when its tab is clicked', () => {
    renderHeader('/7/views');
    fireEvent.click(within(bar()).getByRole('tab', { name: 'Sensors' }));
    expect(location()).toBe('/7/sensors');
    expect(within(bar()).getByRole('tab', { name: 'Sensors' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('Header account menu', () => {
  it('shows who is signed in and only the pages that exist, then Sign out', async () => {
    renderHeader('/7/views');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    const popover = screen.getByRole('presentation');
    expect(within(popover).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(popover).getByText('ada@acme.test')).toBeTruthy();
    expect(within(popover).getByText('Acme')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'My Alerts',
      'Libraries',
      'Send Feedback',
      'Help',
      "What's New",
      'My Account',
      'Set Home Page',
      'Sign out',
    ]);
    expect(items[0]!.getAttribute('href')).toBe('/home');
    expect(items[1]!.getAttribute('href')).toBe('/7/alerts');

    fireEvent.click(items[0]!);
    expect(location()).toBe('/home');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Account' })).toBeNull());
  });

  it('signs out and goes to the sign-in page', async () => {
    renderHeader('/7/views', {
      mocks: [{ request: { query: SignOutDocument }, result: { data: { signOut: true } } }],
    });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('Header at 360 px', () => {
  it('puts the areas and brand behind a menu button: three buttons and the title in the bar', () => {
    renderHeader('/7/equipment?tab=gateways', { width: 360 });
    expect(within(bar()).queryAllByRole('tab')).toEqual([]);
    expect(within(bar()).queryByRole('navigation')).toBeNull();
    // The brand moves into the drawer; the bar holds three 48 px buttons and the title.
    expect(within(bar()).queryAllByRole('link')).toEqual([]);
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open navigation', 'Back', 'Account menu']);
  });

  it('truncates a long title with an ellipsis instead of widening the bar', () => {
    renderHeader('/7/views', { width: 360 });
    const title = within(bar()).getByTestId('header-title');
    expect(title.textContent).toBe(LONG_TITLE);
    const style = getComputedStyle(title);
    expect([style.whiteSpace, style.overflow, style.textOverflow, style.minWidth]).toEqual([
      'nowrap',
      'hidden',
      'ellipsis',
      '0px',
    ]);
  });

  it('opens a drawer with the areas, the current one marked, and closes it on a choice', async () => {
    renderHeader('/7/equipment?tab=gateways', { width: 360 });
    const open = within(bar()).getByRole('button', { name: 'Open navigation' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const drawer = document.getElementById(open.getAttribute('aria-controls')!)!;
    const nav = within(drawer).getByRole('navigation', { name: 'Areas' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Views', '/7/views'],
      ['Equipment', '/7/equipment'],
      ['Sensors', '/7/sensors'],
      ['Libraries', '/7/libraries'],
      ['Templates', '/7/templates'],
      ['Reports', '/7/reports'],
    ]);
    expect(
      links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent),
    ).toEqual(['Equipment']);

    fireEvent.click(within(nav).getByRole('link', { name: 'Sensors' }));
    expect(location()).toBe('/7/sensors');
    await waitFor(() => expect(open.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('Header alarm count', () => {
  const countsOf = (customerID: string, open: number, maxUsageCount?: number) =>
    alarmCountsMock(
      (v) => JSON.stringify(v) === JSON.stringify({ customerID }),
      { open, acknowledged: 0, cleared: 0 },
      maxUsageCount,
    );

  it("shows the customer's open alarms, leading to My Equipment's open alarms", async () => {
    renderHeader('/9/views', { mocks: [countsOf('9', 3)] });
    const button = await within(bar()).findByRole('link', { name: 'Open alarms: 3' });
    expect(button.getAttribute('href')).toBe('/9/equipment?tab=alarms&eq_filter=open_true');
    expect(button.textContent).toBe('3');
    fireEvent.click(button);
    expect(location()).toBe('/9/equipment?tab=alarms&eq_filter=open_true');
  });

  it("counts the user's own customer where the address names none, and stays live", async () => {
    const { sockets } = renderHeader('/home', {
      mocks: [countsOf('7', 3, 1), countsOf('7', 4)],
    });
    await within(bar()).findByRole('link', { name: 'Open alarms: 3' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]!.handshakes).toEqual([{ type: 'customer', id: '7' }]);
    act(() => sockets[0]!.serverConnects());
    act(() => sockets[0]!.serverSends(LIVE_EVENTS.alarms, { customerID: '7' }));
    expect(await within(bar()).findByRole('link', { name: 'Open alarms: 4' })).toBeTruthy();
  });

  it('is hidden while the count loads, when it fails and for a user without a customer', async () => {
    const noCustomer = { ...user, customer: null } as SessionUser;
    renderHeader('/home', { as: noCustomer });
    expect(within(bar()).queryByRole('link', { name: /^Open alarms/ })).toBeNull();
    cleanup();

    renderHeader('/7/views', {
      mocks: [{ ...countsOf('7', 2), delay: 50 }],
    });
    expect(within(bar()).queryByRole('link', { name: /^Open alarms/ })).toBeNull();
    expect(await within(bar()).findByRole('link', { name: 'Open alarms: 2' })).toBeTruthy();
    cleanup();

    renderHeader('/7/views', {
      mocks: [
        alarmCountsMock(() => true, { error: 'You do not have access to this information.' }),
      ],
    });
    await waitFor(() =>
      expect(
        within(bar())
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Back', 'Account menu']),
    );
    expect(within(bar()).queryByRole('link', { name: /^Open alarms/ })).toBeNull();
  });
});
