// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { APP_ROUTES } from '@vigil/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import type { SessionUser } from '../../app/SessionContext';
import { renderPage } from '../../app/testing/renderPage';
import {
  AllGatewaysDocument,
  CustomersDocument,
  RecentViewsDocument,
  SiteSummaryDocument,
} from '../../graphql/generated/graphql';
import type { RecentViewsQuery } from '../../graphql/generated/graphql';
import { HomePage } from './HomePage';
import { HOME_POLL_MS } from './homePoll';
import { homeTexts } from './homeTexts';
import type { SiteSummary } from './siteSummaryRows';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const site: SiteSummary = {
  gateways: 5,
  gatewaysConnected: 3,
  gatewaysDisconnected: 2,
  gatewaysListening: 1,
  equipment: 42,
  equipmentOk: 30,
  equipmentWarning: 4,
  equipmentError: 3,
  equipmentDisconnected: 2,
  equipmentMaintenance: 2,
  equipmentRepair: 1,
};

type RecentView = RecentViewsQuery['recentViews'][number];
const recent = (id: string, name: string, extra: Partial<RecentView> = {}): RecentView =>
  ({
    __typename: 'View',
    id,
    name,
    customerID: 'c1',
    errors: 0,
    warnings: 0,
    disconnected: 0,
    maintenance: 0,
    isRepair: false,
    ...extra,
  }) as RecentView;

/** Answers the site summary for c1 with each set of counts in turn, the last one from then on. */
function summaryMock(...answers: SiteSummary[]): MockLink.MockedResponse {
  let call = 0;
  return {
    request: { query: SiteSummaryDocument, variables: { customerID: 'c1' } },
    result: () => ({
      data: {
        siteSummary: {
          __typename: 'SiteSummary',
          ...answers[Math.min(call++, answers.length - 1)]!,
        },
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** One failed site summary request; a mock listed after it answers the next ones. */
const summaryFailure = (message: string): MockLink.MockedResponse => ({
  request: { query: SiteSummaryDocument, variables: { customerID: 'c1' } },
  error: new Error(message),
});

function recentMock(views: RecentView[] | Error): MockLink.MockedResponse {
  return {
    request: { query: RecentViewsDocument, variables: { customerID: 'c1', limit: 5 } },
    ...(views instanceof Error ? { error: views } : { result: { data: { recentViews: views } } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const customerUser: Partial<SessionUser> = {
  firstName: 'Ada',
  customer: { __typename: 'UserCustomer', id: 'c1', name: 'Acme', roles: [] } as never,
};

function renderHome(mocks: MockLink.MockedResponse[], user: Partial<SessionUser> = customerUser) {
  return renderPage(
    <BrandThemeProvider>
      <HomePage />
    </BrandThemeProvider>,
    { route: APP_ROUTES.home, at: '/home', mocks, user },
  );
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('HomePage for a user of a company', () => {
  it("shows the site's status at a glance: gateways, equipment by status and recent views", async () => {
    const { titles } = renderHome([
      summaryMock(site),
      recentMock([
        recent('v1', 'Main hall', { errors: 2, warnings: 1 }),
        recent('v2', 'Roof plant', { maintenance: 1 }),
        recent('v3', 'Lab bench'),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Vigil' })).toBeTruthy();
    expect(titles).toContain('Welcome to Vigil');
    expect(screen.getByText('Hello Ada. Acme at a glance:')).toBeTruthy();

    // Every count is a link with its meaning in words, to My Equipment filtered by it.
    await screen.findByRole('link', { name: 'Error: 3 of 42 devices' });
    expect(
      [
        'Error: 3 of 42 devices',
        'Warning: 4 of 42 devices',
        'Disconnected: 2 of 42 devices',
        'Maintenance: 2 of 42 devices',
        'Repair: 1 of 42 devices',
        'OK: 30 of 42 devices',
      ].map(href),
    ).toEqual([
      '/c1/equipment?tab=equipment&eq_filter=status_ERROR',
      '/c1/equipment?tab=equipment&eq_filter=status_WARNING',
      '/c1/equipment?tab=equipment&eq_filter=status_DISCONNECTED',
      '/c1/equipment?tab=equipment&eq_filter=status_MAINTENANCE',
      '/c1/equipment?tab=equipment&eq_filter=status_REPAIR',
      '/c1/equipment?tab=equipment&eq_filter=status_OK',
    ]);
    expect(
      [
        'Connected: 3 of 5 gateways',
        'Disconnected: 2 of 5 gateways',
        'Listen Mode: 1 of 5 gateways',
      ].map(href),
    ).toEqual([
      '/c1/equipment?tab=gateways&eq_filter=disconnected_false',
      '/c1/equipment?tab=gateways&eq_filter=disconnected_true',
      '/c1/equipment?tab=gateways&eq_filter=listen_true',
    ]);
    // The cards' titles open the whole tab; the totals and the summary say the rest in words.
    const gateways = screen.getByRole('region', { name: 'Gateways' });
    expect(within(gateways).getByRole('link', { name: 'Gateways' }).getAttribute('href')).toBe(
      '/c1/equipment?tab=gateways',
    );
    expect(within(gateways).getByText('5 gateways')).toBeTruthy();
    const equipment = screen.getByRole('region', { name: 'Equipment' });
    expect(within(equipment).getByRole('link', { name: 'Equipment' }).getAttribute('href')).toBe(
      '/c1/equipment?tab=equipment',
    );
    expect(within(equipment).getByText('42 devices')).toBeTruthy();
    expect(screen.getByTestId('site-summary-text').textContent).toBe(
      '2 of 5 gateways are disconnected. 1 is in listen mode.' +
        'Of 42 devices: 3 in error, 4 in warning, 2 disconnected, 2 in maintenance and 1 in repair.',
    );
    // The count's colour is the domain's status colour (red for error).
    const dot = within(screen.getByTestId('count-ERROR')).getByText(
      (_, el) => el?.getAttribute('aria-hidden') === 'true' && el.tagName === 'DIV',
    );
    expect(getComputedStyle(dot).backgroundColor).toBe('rgb(244, 67, 54)');

    // Recent views, newest first as the server sends them, each with its worst status.
    const views = screen.getByRole('region', { name: homeTexts.recentViews });
    const links = await within(views).findAllByTestId('recent-view');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Main hall: Error', '/c1/views/Main%20hall'],
      ['Roof plant: Maintenance', '/c1/views/Roof%20plant'],
      ['Lab bench: OK', '/c1/views/Lab%20bench'],
    ]);
    expect(within(views).getByRole('link', { name: homeTexts.allViews }).getAttribute('href')).toBe(
      '/c1/views',
    );
  });

  it('says so when no view was opened yet, with a way to My Views', async () => {
    renderHome([summaryMock(site), recentMock([])]);
    const views = screen.getByRole('region', { name: homeTexts.recentViews });
    expect(await within(views).findByText(homeTexts.noRecentViews)).toBeTruthy();
    expect(within(views).getByRole('link', { name: homeTexts.myViews }).getAttribute('href')).toBe(
      '/c1/views',
    );
  });

  it('says when there are no gateways or equipment yet instead of rows of zeros', async () => {
    renderHome([
      summaryMock({
        ...site,
        gateways: 0,
        gatewaysConnected: 0,
        gatewaysDisconnected: 0,
        gatewaysListening: 0,
        equipment: 0,
        equipmentOk: 0,
        equipmentWarning: 0,
        equipmentError: 0,
        equipmentDisconnected: 0,
        equipmentMaintenance: 0,
        equipmentRepair: 0,
      }),
      recentMock([]),
    ]);
    const gateways = screen.getByRole('region', { name: 'Gateways' });
    expect(await within(gateways).findAllByText(homeTexts.noGateways)).toHaveLength(1);
    expect(within(gateways).queryAllByRole('link')).toHaveLength(1);
    const equipment = screen.getByRole('region', { name: 'Equipment' });
    expect(within(equipment).getByText(homeTexts.noEquipment)).toBeTruthy();
  });

  it('shows the cards loading until the answers arrive', async () => {
    renderHome([summaryMock(site), recentMock([])]);
    expect(screen.getAllByRole('status', { name: homeTexts.loadingSummary })).toHaveLength(2);
    expect(screen.getByRole('status', { name: homeTexts.loadingRecentViews })).toBeTruthy();
    await screen.findByRole('link', { name: 'OK: 30 of 42 devices' });
    expect(screen.queryByRole('status', { name: homeTexts.loadingSummary })).toBeNull();
  });

  it('shows a failed load with Retry, and the counts once Retry succeeds', async () => {
    renderHome([summaryFailure('Failed to fetch'), summaryMock(site), recentMock([])]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(homeTexts.summaryFailed);
    expect(banner.textContent).toContain('Failed to fetch');
    expect(screen.queryByRole('region', { name: 'Gateways' })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Error: 3 of 42 devices' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a failed load of the recent views with Retry inside their card', async () => {
    renderHome([summaryMock(site), recentMock(new Error('Failed to fetch'))]);
    const views = screen.getByRole('region', { name: homeTexts.recentViews });
    const banner = await within(views).findByRole('alert');
    expect(banner.textContent).toContain(homeTexts.recentViewsFailed);
    expect(within(banner).getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The counts do not depend on it.
    expect(await screen.findByRole('link', { name: 'Error: 3 of 42 devices' })).toBeTruthy();
  });

  it(`refreshes the counts every ${HOME_POLL_MS / 1000} s`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome([
      summaryMock(site, { ...site, equipmentError: 5, equipmentOk: 28 }),
      recentMock([]),
    ]);
    await screen.findByRole('link', { name: 'Error: 3 of 42 devices' });
    await act(() => vi.advanceTimersByTimeAsync(HOME_POLL_MS - 1_000));
    expect(screen.getByRole('link', { name: 'Error: 3 of 42 devices' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('link', { name: 'Error: 5 of 42 devices' })).toBeTruthy();
  });
});

describe('HomePage for a user without a company', () => {
  it('says there is no site to show and links to the areas that exist', () => {
    renderHome([], { firstName: 'Sam', super: false, customer: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Vigil' })).toBeTruthy();
    expect(screen.getByText('Hello Sam.')).toBeTruthy();
    expect(screen.getByText(homeTexts.noCustomer)).toBeTruthy();
    expect(['Views', 'Equipment', 'Sensors'].map(href)).toEqual([
      '/views',
      '/equipment',
      '/sensors',
    ]);
    // No site summary is asked for (no mock answers it, so a request would show an error).
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('HomePage for super users and partners’ users', () => {
  const companiesMock: MockLink.MockedResponse = {
    request: { query: CustomersDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        customers: [
          {
            __typename: 'Account',
            id: 'c9',
            name: 'Globex',
            kind: 'CUSTOMER',
            parentID: 'p1',
            parentName: 'North Partners',
            customerCount: 0,
            userCount: 2,
            gatewayCount: 1,
          },
        ],
        customerCount: 1,
      },
    },
  };
  const gatewaysMock: MockLink.MockedResponse = {
    request: { query: AllGatewaysDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { gateways: [], gatewayCount: 0 } },
  };

  it('gives a super user the tabs Gateways and Companies (and Requests)', async () => {
    renderHome([companiesMock, gatewaysMock], { firstName: 'Sam', super: true, customer: null });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Gateways', 'Companies', 'Requests']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No gateway is registered in any company yet.')).toBeTruthy();
    fireEvent.click(tabs[1]!);
    expect(await screen.findByRole('link', { name: 'Browse as Globex' })).toBeTruthy();
    expect(screen.queryByText(homeTexts.noCustomer)).toBeNull();
  });

  it('gives a partner’s user the Companies list of the partner’s customers', async () => {
    renderHome([companiesMock], {
      firstName: 'Pat',
      super: false,
      customer: null,
      partnerID: 'p1',
      partner: { __typename: 'UserPartner', id: 'p1', name: 'North Partners' } as never,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Companies' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Browse as Globex' })).getAttribute('href'),
    ).toBe('/c9/views');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
