// @vitest-environment jsdom
import {
  ACTION_LABELS,
  APP_ROUTES,
  LIVE_EVENTS,
  equipmentPageSearch,
  parseEquipmentPageParams,
} from '@vigil/domain';
import type { EquipmentPageParams } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { renderPage } from '../../app/testing/renderPage';
import {
  AddGatewayActionDocument,
  AddGatewayHaNodeDocument,
  GatewayActionQueueDocument,
  GatewayDocument,
  GatewayHaNodesDocument,
  GatewaysDocument,
} from '../../graphql/generated/graphql';
import type {
  AddGatewayActionMutationVariables,
  GatewayActionQueueQueryVariables,
  GatewayFieldsFragment,
} from '../../graphql/generated/graphql';
import { gatewayActionTexts } from '../gatewayActions/gatewayActionTexts';
import { GatewaysTab } from './GatewaysTab';
import { GATEWAY_HA2_DATA_DIR, gatewayInstallCommand } from './gatewayInstallCommand';
import { gatewayTexts } from './gatewayTexts';

afterEach(cleanup);

const ALWAYS = Number.POSITIVE_INFINITY;
type Gateway = GatewayFieldsFragment & { __typename: 'Network' };
type HaNode = { node: string; role: string; lastUpdated: string | null; version: string | null };

const gateway = (id: string, name: string, extra: Partial<Gateway> = {}): Gateway => ({
  __typename: 'Network',
  id,
  name,
  customerID: 'c1',
  ip: '10.0.0.2',
  lastUpdated: new Date(Date.now() - 20_000).toISOString(),
  pollInterval: 60,
  slave: false,
  listenTriggered: false,
  disconnected: false,
  gwType: 'STD',
  haStatus: 'STD',
  version: '1.4.0',
  externalID: null,
  deviceCount: 3,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...extra,
});

const node = (name: string, role: string, version: string): HaNode => ({
  node: name,
  role,
  lastUpdated: new Date(Date.now() - 30_000).toISOString(),
  version,
});

/** The gateway as the server holds it, read at each request, so a test can change it. */
function serverMocks(current: () => { gateway: Gateway; haNodes: HaNode[] }, haCalls: unknown[]) {
  return [
    {
      request: { query: GatewaysDocument, variables: () => true },
      maxUsageCount: ALWAYS,
      result: () => ({ data: { gateways: [current().gateway], gatewayCount: 1 } }),
    },
    {
      request: { query: GatewayDocument, variables: () => true },
      maxUsageCount: ALWAYS,
      result: () => ({ data: { network: current().gateway } }),
    },
    {
      request: { query: GatewayHaNodesDocument, variables: () => true },
      maxUsageCount: ALWAYS,
      result: (variables: unknown) => {
        haCalls.push(variables);
        const { gateway: g, haNodes } = current();
        return {
          data: {
            network: {
              __typename: 'Network',
              id: g.id,
              gwType: g.gwType,
              haStatus: g.haStatus,
              haNodes: haNodes.map((entry) => ({ __typename: 'HaNode', ...entry })),
            },
          },
        };
      },
    },
  ] as MockLink.MockedResponse[];
}

function queueMock(calls: GatewayActionQueueQueryVariables[]): MockLink.MockedResponse {
  return {
    request: { query: GatewayActionQueueDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: (variables: GatewayActionQueueQueryVariables) => {
      calls.push(variables);
      return { data: { gatewayActionQueue: [] } };
    },
  };
}

function Host() {
  const [search, setSearch] = useSearchParams();
  const { customerID, customerSegment } = useCustomerID();
  const params = parseEquipmentPageParams(search);
  const setParams = (next: Partial<EquipmentPageParams>, options?: { replace?: boolean }) =>
    setSearch(equipmentPageSearch({ ...params, ...next }), options);
  return (
    <GatewaysTab
      customerID={customerID}
      customerSegment={customerSegment}
      params={params}
      setParams={setParams}
    />
  );
}

const manager = { super: false, customer: { id: 'c1', name: 'Acme', roles: ['mg'] } };

function renderTab(at: string, mocks: MockLink.MockedResponse[]) {
  return renderPage(<Host />, { route: APP_ROUTES.equipment, at, mocks, user: manager });
}

const roleOf = (name: string) =>
  within(screen.getByTestId(`ha-node-${name}`)).getByTestId('ha-role').textContent;

describe('HA pairs on the gateway details', () => {
  it('shows both nodes with their roles, and follows a failover pushed live', async () => {
    let state = {
      gateway: gateway('2', 'Roof', { gwType: 'HA1', haStatus: 'MASTER' }),
      haNodes: [node('HA1', 'MASTER', '1.4.0'), node('HA2', 'BACKUP', '1.4.1')],
    };
    const haCalls: unknown[] = [];
    const { sockets } = renderTab('/equipment?tab=gateways&selected=2', [
      ...serverMocks(() => state, haCalls),
      queueMock([]),
    ]);
    await waitFor(() => expect(roleOf('HA1')).toBe('MASTER'));
    expect(roleOf('HA2')).toBe('BACKUP');
    const second = within(screen.getByTestId('ha-node-HA2'));
    expect(second.getByText(gatewayTexts.haNode('HA2'))).toBeTruthy();
    expect(second.getByText(/1\.4\.1/)).toBeTruthy();
    // The node's own last check-in, not the gateway's.
    expect(screen.getByTestId('ha-node-HA2').querySelector('time')?.getAttribute('datetime')).toBe(
      state.haNodes[1]?.lastUpdated,
    );
    // The list marks the pair.
    expect(
      within(screen.getByTestId('gateway-row-2')).getByLabelText(gatewayTexts.haChipLabel),
    ).toBeTruthy();
    expect(haCalls).toHaveLength(1);

    // Node 1 went silent: node 2 took over.
    state = {
      gateway: { ...state.gateway, haStatus: 'BACKUP' },
      haNodes: [node('HA1', 'BACKUP', '1.4.0'), node('HA2', 'MASTER', '1.4.1')],
    };
    const socket = sockets[0]!;
    act(() => socket.serverConnects());
    act(() =>
      socket.serverSends(LIVE_EVENTS.gatewayStatusUpdate, {
        gatewayID: '2',
        disconnected: false,
        lastUpdated: new Date().toISOString(),
        haStatus: 'BACKUP',
      }),
    );
    await waitFor(() => expect(roleOf('HA2')).toBe('MASTER'));
    expect(roleOf('HA1')).toBe('BACKUP');
    expect(haCalls).toHaveLength(2);

    // A check-in that moves no role loads nothing more.
    act(() =>
      socket.serverSends(LIVE_EVENTS.gatewayStatusUpdate, {
        gatewayID: '2',
        disconnected: false,
        lastUpdated: new Date().toISOString(),
        haStatus: 'BACKUP',
      }),
    );
    await act(async () => {});
    expect(haCalls).toHaveLength(2);
  });

  it('adds an HA node and shows its token once, with the second node’s install command', async () => {
    let state = { gateway: gateway('1', 'Plant room'), haNodes: [] as HaNode[] };
    const asked: unknown[] = [];
    renderTab('/equipment?tab=gateways&selected=1', [
      ...serverMocks(() => state, []),
      queueMock([]),
      {
        request: {
          query: AddGatewayHaNodeDocument,
          variables: (variables: unknown) => {
            asked.push(variables);
            return true;
          },
        },
        result: () => {
          state = {
            gateway: { ...state.gateway, gwType: 'HA1', haStatus: 'MASTER' },
            haNodes: [
              node('HA1', 'MASTER', '1.4.0'),
              { ...node('HA2', 'BACKUP', ''), lastUpdated: null, version: null },
            ],
          };
          return {
            data: {
              addGatewayHaNode: {
                __typename: 'RegisteredGateway',
                id: '1',
                name: 'Plant room',
                token: 'ha2-Secret_1',
              },
            },
          };
        },
      },
    ]);
    const add = await screen.findByRole('button', { name: gatewayTexts.addHaNode });
    expect(screen.queryByRole('button', { name: gatewayTexts.replaceHaToken })).toBeNull();
    fireEvent.click(add);

    const shown = await screen.findByRole('dialog', {
      name: gatewayTexts.haTokenTitle('Plant room'),
    });
    expect(asked).toEqual([{ gatewayID: '1', customerID: 'c1' }]);
    expect(within(shown).getByText('ha2-Secret_1')).toBeTruthy();
    expect(within(shown).getByText(gatewayTexts.haTokenOnce)).toBeTruthy();
    expect(
      within(shown).getByText(
        gatewayInstallCommand({
          token: 'ha2-Secret_1',
          origin: window.location.origin,
          gatewayID: '1',
          dataDir: GATEWAY_HA2_DATA_DIR,
        }),
      ),
    ).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: gatewayTexts.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shown once: gone with the dialog. The gateway is now a pair.
    expect(screen.queryByText('ha2-Secret_1')).toBeNull();
    expect(await screen.findByRole('button', { name: gatewayTexts.replaceHaToken })).toBeTruthy();
    await waitFor(() => expect(roleOf('HA1')).toBe('MASTER'));
    expect(within(screen.getByTestId('ha-node-HA2')).getByText(/Never/)).toBeTruthy();
  });

  it('asks before replacing the HA node token, since the old one stops working', async () => {
    const state = {
      gateway: gateway('2', 'Roof', { gwType: 'HA1', haStatus: 'MASTER' }),
      haNodes: [node('HA1', 'MASTER', '1.4.0'), node('HA2', 'BACKUP', '1.4.1')],
    };
    const asked: unknown[] = [];
    renderTab('/equipment?tab=gateways&selected=2', [
      ...serverMocks(() => state, []),
      queueMock([]),
      {
        request: {
          query: AddGatewayHaNodeDocument,
          variables: (variables: unknown) => {
            asked.push(variables);
            return true;
          },
        },
        result: {
          data: {
            addGatewayHaNode: {
              __typename: 'RegisteredGateway',
              id: '2',
              name: 'Roof',
              token: 'ha2-new',
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: gatewayTexts.replaceHaToken }));
    let confirm = await screen.findByRole('dialog', { name: gatewayTexts.replaceHaTitle('Roof') });
    expect(within(confirm).getByText(gatewayTexts.replaceHaBody)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.replaceHaToken }));
    confirm = await screen.findByRole('dialog', { name: gatewayTexts.replaceHaTitle('Roof') });
    fireEvent.click(within(confirm).getByRole('button', { name: gatewayTexts.replaceHaToken }));
    const shown = await screen.findByRole('dialog', { name: gatewayTexts.haTokenTitle('Roof') });
    expect(asked).toEqual([{ gatewayID: '2', customerID: 'c1' }]);
    expect(within(shown).getByText('ha2-new')).toBeTruthy();
  });
});

describe('the action drawer of an HA pair', () => {
  it('switches to node 2’s queue, and the menu queues to it as its role allows', async () => {
    const state = {
      gateway: gateway('2', 'Roof', { gwType: 'HA1', haStatus: 'MASTER' }),
      haNodes: [node('HA1', 'MASTER', '1.4.0'), node('HA2', 'BACKUP', '1.4.1')],
    };
    const queues: GatewayActionQueueQueryVariables[] = [];
    const added: AddGatewayActionMutationVariables[] = [];
    renderTab('/equipment?tab=gateways&selected=2', [
      ...serverMocks(() => state, []),
      queueMock(queues),
      {
        request: {
          query: AddGatewayActionDocument,
          variables: (variables: AddGatewayActionMutationVariables) => {
            added.push(variables);
            return true;
          },
        },
        result: {
          data: {
            addGatewayAction: {
              __typename: 'ActionRecord',
              id: '21',
              label: 'Rotate Certificate',
              createdAt: new Date().toISOString(),
            },
          },
        },
      },
    ]);
    const drawer = within(await screen.findByTestId('action-drawer'));
    await waitFor(() => expect(queues[0]).toMatchObject({ gatewayID: '2', gatewayType: 'HA1' }));
    const switcher = drawer.getByRole('group', { name: gatewayActionTexts.nodeSwitch });
    expect(
      within(switcher)
        .getByRole('button', { name: gatewayActionTexts.node1 })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Node 1 is the MASTER: it polls.
    fireEvent.click(screen.getByRole('button', { name: gatewayActionTexts.actionsButton }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: ACTION_LABELS.RUN_POLL })).toBeTruthy();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(within(switcher).getByRole('button', { name: gatewayActionTexts.node2 }));
    await waitFor(() =>
      expect(queues.some((variables) => variables.gatewayType === 'HA2')).toBe(true),
    );
    expect(queues.find((variables) => variables.gatewayType === 'HA2')).toEqual({
      gatewayID: '2',
      customerID: 'c1',
      gatewayType: 'HA2',
    });

    // Node 2 is the BACKUP: no Poll Asset Data or Poll; what is queued goes to its queue.
    fireEvent.click(screen.getByRole('button', { name: gatewayActionTexts.actionsButton }));
    menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: ACTION_LABELS.RUN_POLL })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: ACTION_LABELS.GATEWAY_META })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: ACTION_LABELS.RENEW_IOT_CERT }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({
      gatewayID: '2',
      action: 'RENEW_IOT_CERT',
      gatewayType: 'HA2',
    });
    // The answer lands before the test ends (not on a torn-down page).
    await waitFor(() =>
      expect(screen.getByTestId('gateway-action-outcome').textContent).toContain(
        'Rotate Certificate',
      ),
    );
  });
});
