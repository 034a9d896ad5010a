// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { AllGatewaysDocument } from '../../graphql/generated/graphql';
import type { AllGatewaysQuery, AllGatewaysQueryVariables } from '../../graphql/generated/graphql';
import { allGatewaysTexts as texts } from './adminTexts';
import { GatewaysAdminTab } from './GatewaysAdminTab';

afterEach(cleanup);

type Row = AllGatewaysQuery['gateways'][number];

const gateway = (id: string, name: string, customer: [string, string], extra: Partial<Row> = {}) =>
  ({
    __typename: 'Network',
    id,
    name,
    customerID: customer[0],
    customerName: customer[1],
    ip: null,
    lastUpdated: new Date(Date.now() - 60_000).toISOString(),
    pollInterval: 60,
    slave: false,
    listenTriggered: false,
    disconnected: false,
    gwType: 'STD',
    haStatus: 'STD',
    version: null,
    externalID: null,
    deviceCount: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as Row;

const ALL = [
  gateway('g1', 'Acme DC1', ['c1', 'Acme']),
  gateway('g2', 'Globex Plant', ['c2', 'Globex'], { disconnected: true }),
  gateway('g3', 'Acme DC2', ['c1', 'Acme'], { slave: true }),
];

function gatewaysMock(
  all: Row[],
  asked: AllGatewaysQueryVariables[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: AllGatewaysDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: AllGatewaysQueryVariables) => {
      asked.push(variables);
      const query = variables.query?.toLowerCase() ?? '';
      const matching = all.filter((g) => g.name.toLowerCase().includes(query));
      return { data: { gateways: matching, gatewayCount: matching.length } };
    },
  };
}

const SUPER = { id: 'u0', email: 'root@vigil.test', super: true, customer: null };

const open = (mocks: MockLink.MockedResponse[], at = '/home') =>
  renderPage(<GatewaysAdminTab />, { route: '/home', at, mocks, user: SUPER });

describe('the super user’s Gateways tab', () => {
  it('lists every company’s gateways with their company and status', async () => {
    const asked: AllGatewaysQueryVariables[] = [];
    open([gatewaysMock(ALL, asked)]);
    const rows = await screen.findAllByTestId('all-gateways-row');
    expect(asked[0]).toEqual({ limit: 50, offset: 0 });
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Acme DC1', 'Acme', 'Connected'],
      ['Globex Plant', 'Globex', 'Disconnected'],
      ['Acme DC2', 'Acme', 'Listen Mode'],
    ]);
    const gatewayLink = screen.getByRole('link', {
      name: texts.openGateway('Globex Plant', 'Globex'),
    });
    expect(gatewayLink.getAttribute('href')).toBe('/c2/equipment?tab=gateways&selected=g2');
    expect(within(rows[1]!).getByRole('link', { name: 'Globex' }).getAttribute('href')).toBe(
      '/c2/views',
    );
  });

  it('searches by name, and says when nothing matches', async () => {
    open([gatewaysMock(ALL)]);
    await screen.findAllByTestId('all-gateways-row');
    fireEvent.change(screen.getByRole('searchbox', { name: texts.search }), {
      target: { value: 'plant' },
    });
    await waitFor(() => expect(screen.getAllByTestId('all-gateways-row')).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: texts.search }), {
      target: { value: 'nowhere' },
    });
    expect(await screen.findByText(texts.noMatch)).toBeTruthy();
  });

  it('says when no company has a gateway yet', async () => {
    open([gatewaysMock([])]);
    expect(await screen.findByText(texts.empty)).toBeTruthy();
  });
});
