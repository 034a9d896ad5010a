// @vitest-environment jsdom
import {
  APP_ROUTES,
  LIVE_EVENTS,
  equipmentPageSearch,
  messages,
  parseEquipmentPageParams,
} from '@vigil/domain';
import type { EquipmentPageParams } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { renderPage } from '../../app/testing/renderPage';
import { setViewportWidth } from '../../app/testing/viewport';
import {
  DeleteGatewayDocument,
  GatewayActionQueueDocument,
  GatewayDocument,
  GatewaysDocument,
  RegisterGatewayDocument,
  RotateGatewayTokenDocument,
  SetActivateSlaveDocument,
  UpdateGatewayDocument,
} from '../../graphql/generated/graphql';
import type {
  GatewayFieldsFragment,
  GatewaysQueryVariables,
} from '../../graphql/generated/graphql';
import { GatewaysTab } from './GatewaysTab';
import { gatewayInstallCommand } from './gatewayInstallCommand';
import { gatewayActionTexts } from '../gatewayActions/gatewayActionTexts';
import { gatewayTexts } from './gatewayTexts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Gateway = GatewayFieldsFragment & { __typename: 'Network' };

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

const plant = gateway('1', 'Plant room', { externalID: 'SN-0042' });
const roof = gateway('2', 'Roof', {
  deviceCount: 1,
  version: null,
  gwType: 'HA1',
  haStatus: 'MASTER',
});

/** A gateways list answer; every request it answers is recorded. */
function listMock(
  gateways: Gateway[],
  calls: GatewaysQueryVariables[] = [],
  options: { count?: number; uses?: number; when?: (v: GatewaysQueryVariables) => boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: GatewaysDocument, variables: options.when ?? (() => true) },
    maxUsageCount: options.uses ?? 1,
    result: (variables: GatewaysQueryVariables) => {
      calls.push(variables);
      return { data: { gateways, gatewayCount: options.count ?? gateways.length } };
    },
  };
}

const detailsMock = (g: Gateway, uses = 1): MockLink.MockedResponse => ({
  request: { query: GatewayDocument, variables: (v) => v.id === g.id },
  maxUsageCount: uses,
  result: { data: { network: g } },
});

/** What My Equipment does with the tab: its query parameters, read and written in the URL. */
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
const viewer = { super: false, customer: { id: 'c1', name: 'Acme', roles: [] } };

/** The selected gateway's action queue, in the drawer under the tab: empty here. */
const emptyQueueMock: MockLink.MockedResponse = {
  request: { query: GatewayActionQueueDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { gatewayActionQueue: [] } },
};

function renderTab(at: string, mocks: MockLink.MockedResponse[], user: typeof manager = manager) {
  return renderPage(<Host />, {
    route: APP_ROUTES.equipment,
    at,
    mocks: [...mocks, emptyQueueMock],
    user,
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const row = (id: string) => screen.getByTestId(`gateway-row-${id}`);

describe('GatewaysTab list', () => {
  it('lists a page of gateways with status, timing, devices, version and HA', async () => {
    const calls: GatewaysQueryVariables[] = [];
    renderTab('/equipment?tab=gateways', [listMock([plant, roof], calls, { count: 2 })]);
    expect(await screen.findByText('Plant room')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      customerID: 'c1',
      limit: 50,
      offset: 0,
      sortColumn: 'name',
      sortOrder: 'asc',
    });
    expect(calls[0]?.query).toBeUndefined();
    expect(calls[0]?.filters).toBeUndefined();
    expect(calls[0]?.selectedID).toBeUndefined();

    const first = within(row('1'));
    expect(first.getByTestId('gateway-status').textContent).toBe('Connected');
    expect(first.getByTestId('next-poll').textContent).toMatch(/^in 0:[34]\d$/);
    expect(first.getByText(/^2\d seconds ago$/)).toBeTruthy();
    expect(first.getByText('60 s')).toBeTruthy();
    expect(first.getByText('3')).toBeTruthy();
    expect(first.getByText('1.4.0')).toBeTruthy();
    const second = within(row('2'));
    expect(second.getByText('HA1 / MASTER')).toBeTruthy();
    expect(second.getByText('—')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it.each([
    ['connected', { disconnected: false }, 'Connected'],
    ['listen mode', { slave: true }, 'Listen Mode'],
    ['waiting for the next poll', { listenTriggered: true }, 'Waiting for next poll'],
    ['disconnected', { disconnected: true, slave: true }, 'Disconnected'],
  ] as const)('shows a %s gateway in words', async (_case, flags, words) => {
    renderTab('/equipment?tab=gateways', [listMock([gateway('5', 'Site', flags)])]);
    const status = await screen.findByTestId('gateway-status');
    expect(status.textContent).toBe(words);
    expect(status.getAttribute('title')).not.toBe('');
  });

  it('invites a manager to register the first gateway', async () => {
    renderTab('/equipment?tab=gateways', [listMock([])]);
    expect(await screen.findByText(gatewayTexts.noGateways)).toBeTruthy();
    const empty = screen.getByTestId('gateways-empty');
    fireEvent.click(within(empty).getByRole('button', { name: gatewayTexts.register }));
    expect(location()).toContain('mode=add');
    expect(await screen.findByRole('dialog', { name: gatewayTexts.register })).toBeTruthy();
  });

  it('says what matched nothing and clears only the gateway filters and search', async () => {
    const calls: GatewaysQueryVariables[] = [];
    renderTab(
      '/equipment?tab=gateways&query=zz&eq_filter=disconnected_true&eq_filter=listen_true&eq_filter=protocol_SNMP',
      [listMock([], calls), listMock([plant], calls)],
    );
    expect(await screen.findByText(gatewayTexts.noMatch)).toBeTruthy();
    expect(calls[0]).toMatchObject({ query: 'zz', filters: { disconnected: true, slave: true } });
    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.clearFilters }));
    expect(await screen.findByText('Plant room')).toBeTruthy();
    expect(location()).toBe('/equipment?tab=gateways&eq_filter=protocol_SNMP');
  });

  it('shows a failed load with Retry', async () => {
    renderTab('/equipment?tab=gateways', [
      {
        request: { query: GatewaysDocument, variables: () => true },
        result: { errors: [new GraphQLError(messages.noAccess)] },
      },
      listMock([plant]),
    ]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(messages.noAccess);
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Plant room')).toBeTruthy();
  });
});

describe('GatewaysTab search, filters and sort', () => {
  it('writes each into the query parameters and asks the server with them', async () => {
    const calls: GatewaysQueryVariables[] = [];
    renderTab('/equipment?tab=gateways', [listMock([plant, roof], calls, { uses: 10 })]);
    await screen.findByText('Plant room');

    fireEvent.change(screen.getByLabelText(gatewayTexts.searchLabel), {
      target: { value: ' plant ' },
    });
    await waitFor(() => expect(location()).toBe('/equipment?tab=gateways&query=plant'));
    await waitFor(() => expect(calls.at(-1)?.query).toBe('plant'));

    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.connected }));
    expect(location()).toContain('eq_filter=disconnected_false');
    await waitFor(() => expect(calls.at(-1)?.filters).toEqual({ disconnected: false }));

    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.listenMode }));
    expect(location()).toContain('eq_filter=listen_true');
    await waitFor(() =>
      expect(calls.at(-1)?.filters).toEqual({ disconnected: false, slave: true }),
    );
    expect(
      screen.getByRole('button', { name: gatewayTexts.listenMode }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.columns.deviceCount }));
    expect(location()).toContain('sort_col=deviceCount');
    await waitFor(() => expect(calls.at(-1)?.sortColumn).toBe('deviceCount'));
    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.columns.deviceCount }));
    expect(location()).toContain('order=desc');
    await waitFor(() => expect(calls.at(-1)?.sortOrder).toBe('desc'));

    // Pressed again, the connection filter comes off.
    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.connected }));
    expect(location()).not.toContain('disconnected_');
    expect(location()).toBe(
      '/equipment?tab=gateways&query=plant&eq_filter=listen_true&sort_col=deviceCount&order=desc',
    );
  });
});

describe('GatewaysTab selection', () => {
  it('opens a gateway beside the list from its row, and closes it', async () => {
    const calls: GatewaysQueryVariables[] = [];
    renderTab('/equipment?tab=gateways', [listMock([plant, roof], calls), detailsMock(plant)]);
    const link = within(await screen.findByTestId('gateway-row-1')).getByRole('link', {
      name: 'Plant room',
    });
    expect(link.getAttribute('href')).toBe('/equipment?tab=gateways&selected=1');
    fireEvent.click(link);
    expect(location()).toBe('/equipment?tab=gateways&selected=1');
    const panel = await screen.findByRole('region', { name: 'Plant room' });
    expect(within(panel).getByText('SN-0042')).toBeTruthy();
    expect(within(panel).getByText('3 devices')).toBeTruthy();
    expect(within(panel).getByTestId('next-poll').textContent).toMatch(/^in 0:\d\d$/);
    expect(link.getAttribute('aria-current')).toBe('true');
    // A row picked from the list stays where it is: the list is not asked again.
    expect(calls).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: gatewayTexts.closeDetails }));
    expect(location()).toBe('/equipment?tab=gateways');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists a deep-linked gateway first', async () => {
    const calls: GatewaysQueryVariables[] = [];
    renderTab('/7/equipment?tab=gateways&selected=2', [
      listMock([roof, plant], calls),
      detailsMock(roof),
    ]);
    expect(await screen.findByRole('region', { name: 'Roof' })).toBeTruthy();
    // The details may arrive before the list: wait for the list's rows.
    await screen.findByTestId('gateway-row-2');
    expect(calls[0]).toMatchObject({ customerID: '7', selectedID: '2' });
    expect(screen.getAllByTestId(/^gateway-row-/)[0]?.getAttribute('data-testid')).toBe(
      'gateway-row-2',
    );
  });
  it('opens the details full screen on a 360 px phone', async () => {
    const restore = setViewportWidth(360);
    try {
      renderTab('/equipment?tab=gateways&selected=1', [
        listMock([plant, roof]),
        detailsMock(plant),
      ]);
      const dialog = await screen.findByRole('dialog', { name: 'Plant room' });
      expect(within(dialog).getByText('SN-0042')).toBeTruthy();
      // No side panel: the details are the dialog (the action queue drawer is inside it).
      expect(screen.queryByRole('region', { name: 'Plant room' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: gatewayTexts.closeDetails }));
      await waitFor(() => expect(location()).toBe('/equipment?tab=gateways'));
    } finally {
      restore();
    }
  });
});

describe('GatewaysTab live feed', () => {
  it('joins the listed gateways’ rooms and updates rows from status and mode events', async () => {
    const { sockets } = renderTab('/equipment?tab=gateways', [listMock([plant, roof])]);
    await screen.findByText('Plant room');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    act(() => socket.serverConnects());
    const rooms = [socket.handshakes[0], ...socket.emittedOf(LIVE_EVENTS.join).flat(2)];
    expect(rooms).toEqual(
      expect.arrayContaining([
        { type: 'gateway', id: '1' },
        { type: 'gateway', id: '2' },
      ]),
    );

    const seen = new Date().toISOString();
    act(() =>
      socket.serverSends(LIVE_EVENTS.gatewayStatusUpdate, {
        gatewayID: 1,
        disconnected: true,
        lastUpdated: seen,
      }),
    );
    await waitFor(() =>
      expect(within(row('1')).getByTestId('gateway-status').textContent).toBe('Disconnected'),
    );
    expect(within(row('1')).getByTestId('next-poll').textContent).toMatch(/^in (1:0[01]|0:5\d)$/);

    act(() =>
      socket.serverSends(LIVE_EVENTS.mode, { gatewayID: '2', slave: false, listenTriggered: true }),
    );
    await waitFor(() =>
      expect(within(row('2')).getByTestId('gateway-status').textContent).toBe(
        'Waiting for next poll',
      ),
    );
    act(() =>
      socket.serverSends(LIVE_EVENTS.mode, { gatewayID: '2', slave: true, listenTriggered: false }),
    );
    await waitFor(() =>
      expect(within(row('2')).getByTestId('gateway-status').textContent).toBe('Listen Mode'),
    );

    // A gateway not on screen, and malformed pushes, change nothing.
    act(() => {
      socket.serverSends(LIVE_EVENTS.mode, { gatewayID: '9', slave: true, listenTriggered: false });
      socket.serverSends(LIVE_EVENTS.gatewayStatusUpdate, { gatewayID: '1' });
    });
    expect(within(row('1')).getByTestId('gateway-status').textContent).toBe('Disconnected');
  });
});

describe('GatewaysTab for managers', () => {
  it('registers a gateway and shows its token once, with the install command', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const created = gateway('3', 'Basement', { lastUpdated: null, deviceCount: 0 });
    const registered = vi.fn();
    renderTab('/equipment?tab=gateways', [
      listMock([plant], [], { when: (v) => v.selectedID === undefined, uses: 3 }),
      {
        request: {
          query: RegisterGatewayDocument,
          variables: (v) => {
            registered(v);
            return true;
          },
        },
        result: {
          data: {
            registerGateway: {
              __typename: 'RegisteredGateway',
              id: '3',
              name: 'Basement',
              token: 'tok_Secret-123',
            },
          },
        },
      },
      // The lists are asked again, the new gateway first.
      listMock([created, plant], [], { when: (v) => v.selectedID === '3' }),
      detailsMock(created),
    ]);
    await screen.findByText('Plant room');
    fireEvent.click(screen.getByRole('button', { name: gatewayTexts.register }));
    expect(location()).toBe('/equipment?tab=gateways&mode=add');
    const form = await screen.findByRole('dialog', { name: gatewayTexts.register });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.nameLabel), {
      target: { value: 'Basement' },
    });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.pollIntervalLabel), {
      target: { value: '30' },
    });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.externalIDLabel), {
      target: { value: 'SN-9' },
    });
    fireEvent.click(within(form).getByRole('button', { name: gatewayTexts.register }));

    const tokenDialog = await screen.findByRole('dialog', {
      name: gatewayTexts.registeredTitle('Basement'),
    });
    expect(registered).toHaveBeenCalledWith({
      customerID: 'c1',
      name: 'Basement',
      pollInterval: 30,
      externalID: 'SN-9',
    });
    expect(within(tokenDialog).getByText(gatewayTexts.tokenOnce)).toBeTruthy();
    const command = gatewayInstallCommand({
      token: 'tok_Secret-123',
      origin: window.location.origin,
      gatewayID: '3',
    });
    expect(command).toBe(
      `VIGIL_GATEWAY_TOKEN=tok_Secret-123 npm run gateway -- --server ${window.location.origin} --gateway 3 --data-dir /var/lib/vigil-gateway`,
    );
    expect(within(tokenDialog).getByText(command)).toBeTruthy();
    fireEvent.click(within(tokenDialog).getByRole('button', { name: gatewayTexts.copyCommand }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(command));
    expect(await within(tokenDialog).findByText(gatewayTexts.copied)).toBeTruthy();
    fireEvent.click(within(tokenDialog).getByRole('button', { name: gatewayTexts.copyToken }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('tok_Secret-123'));

    // The register form was replaced in history by the new gateway, selected.
    await waitFor(() => expect(location()).toBe('/equipment?tab=gateways&selected=3'));
    fireEvent.click(within(tokenDialog).getByRole('button', { name: gatewayTexts.done }));
    await waitFor(() => expect(screen.queryByText(/tok_Secret-123/)).toBeNull());
    expect(await screen.findByRole('region', { name: 'Basement' })).toBeTruthy();
    expect(within(row('3')).getByTestId('next-poll').textContent).toBe('unknown');
  });

  it.each([
    ['name', messages.gatewayNameTaken('Plant room'), gatewayTexts.nameLabel],
    ['externalID', messages.gatewayRegistered, gatewayTexts.externalIDLabel],
  ])('shows the refusal on the %s field', async (field, message, label) => {
    renderTab('/equipment?tab=gateways&mode=add', [
      listMock([plant]),
      {
        request: { query: RegisterGatewayDocument, variables: () => true },
        result: {
          errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } })],
        },
      },
    ]);
    const form = await screen.findByRole('dialog', { name: gatewayTexts.register });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.nameLabel), {
      target: { value: 'Plant room' },
    });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.externalIDLabel), {
      target: { value: 'SN-0042' },
    });
    fireEvent.click(within(form).getByRole('button', { name: gatewayTexts.register }));
    expect(await within(form).findByText(message)).toBeTruthy();
    const input = within(form).getByLabelText(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      message,
    );
  });

  it('checks the poll interval with the domain’s rule before asking the server', async () => {
    renderTab('/equipment?tab=gateways&mode=add', [listMock([plant])]);
    const form = await screen.findByRole('dialog', { name: gatewayTexts.register });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.nameLabel), {
      target: { value: 'Annex' },
    });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.pollIntervalLabel), {
      target: { value: '2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: gatewayTexts.register }));
    expect(await within(form).findByText(messages.pollIntervalRange(5, 86_400))).toBeTruthy();
  });

  it('renames a gateway and changes its poll interval in place', async () => {
    const update = vi.fn();
    const calls: GatewaysQueryVariables[] = [];
    renderTab('/equipment?tab=gateways&selected=1', [
      listMock([plant, roof], calls),
      detailsMock(plant),
      {
        request: {
          query: UpdateGatewayDocument,
          variables: (v) => {
            update(v);
            return true;
          },
        },
        result: {
          data: { updateGateway: { ...plant, name: 'Plant room A', pollInterval: 120 } },
        },
      },
    ]);
    const panel = await screen.findByRole('region', { name: 'Plant room' });
    fireEvent.click(within(panel).getByRole('button', { name: gatewayTexts.edit }));
    expect(location()).toBe('/equipment?tab=gateways&selected=1&mode=edit');
    const form = within(panel).getByRole('form', { name: gatewayTexts.edit });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.nameLabel), {
      target: { value: 'Plant room A' },
    });
    fireEvent.change(within(form).getByLabelText(gatewayTexts.pollIntervalLabel), {
      target: { value: '120' },
    });
    fireEvent.click(within(form).getByRole('button', { name: gatewayTexts.save }));

    expect(await screen.findByRole('region', { name: 'Plant room A' })).toBeTruthy();
    expect(update).toHaveBeenCalledWith({
      gatewayID: '1',
      customerID: 'c1',
      name: 'Plant room A',
      pollInterval: 120,
    });
    expect(within(row('1')).getByRole('link', { name: 'Plant room A' })).toBeTruthy();
    expect(within(row('1')).getByText('120 s')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/equipment?tab=gateways&selected=1'));
    expect(calls).toHaveLength(1);
  });

  it('asks before rotating the token, then shows the new one with the instructions', async () => {
    const rotate = vi.fn();
    renderTab('/equipment?tab=gateways&selected=1', [
      listMock([plant]),
      detailsMock(plant),
      {
        request: {
          query: RotateGatewayTokenDocument,
          variables: (v) => {
            rotate(v);
            return true;
          },
        },
        result: {
          data: {
            rotateGatewayToken: {
              __typename: 'RegisteredGateway',
              id: '1',
              name: 'Plant room',
              token: 'fresh-token',
            },
          },
        },
      },
    ]);
    const panel = await screen.findByRole('region', { name: 'Plant room' });
    fireEvent.click(within(panel).getByRole('button', { name: gatewayTexts.rotateToken }));
    let confirm = await screen.findByRole('dialog', {
      name: gatewayTexts.rotateTitle('Plant room'),
    });
    expect(within(confirm).getByText(gatewayTexts.rotateBody)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rotate).not.toHaveBeenCalled();

    fireEvent.click(within(panel).getByRole('button', { name: gatewayTexts.rotateToken }));
    confirm = await screen.findByRole('dialog', { name: gatewayTexts.rotateTitle('Plant room') });
    fireEvent.click(within(confirm).getByRole('button', { name: gatewayTexts.rotateToken }));
    const shown = await screen.findByRole('dialog', {
      name: gatewayTexts.rotatedTitle('Plant room'),
    });
    expect(rotate).toHaveBeenCalledWith({ gatewayID: '1', customerID: 'c1' });
    expect(within(shown).getByText('fresh-token')).toBeTruthy();
    expect(within(shown).getByText(gatewayTexts.tokenOnce)).toBeTruthy();
    expect(
      within(shown).getByText(
        gatewayInstallCommand({
          token: 'fresh-token',
          origin: window.location.origin,
          gatewayID: '1',
        }),
      ),
    ).toBeTruthy();
  });

  it('deletes a gateway only once its name is typed', async () => {
    const remove = vi.fn();
    renderTab('/equipment?tab=gateways&selected=1', [
      listMock([plant, roof]),
      detailsMock(plant),
      {
        request: {
          query: DeleteGatewayDocument,
          variables: (v) => {
            remove(v);
            return true;
          },
        },
        result: { data: { deleteGateway: true } },
      },
      // The list is asked again without it.
      listMock([roof], [], { when: (v) => v.selectedID === '1' }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Plant room' });
    fireEvent.click(within(panel).getByRole('button', { name: gatewayTexts.delete }));
    const dialog = await screen.findByRole('dialog', {
      name: gatewayTexts.deleteTitle('Plant room'),
    });
    expect(
      within(dialog).getByText(
        'This deletes the gateway and its 3 devices with their sensors, readings and files. It cannot be undone.',
      ),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: gatewayTexts.delete });
    const typed = within(dialog).getByLabelText(gatewayTexts.deleteTypeName('Plant room'));
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(typed, { target: { value: 'plant room' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(typed, { target: { value: 'Plant room' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);

    await waitFor(() => expect(location()).toBe('/equipment?tab=gateways'));
    expect(remove).toHaveBeenCalledWith({ gatewayID: '1', customerID: 'c1' });
    await waitFor(() => expect(screen.queryByTestId('gateway-row-1')).toBeNull());
    expect(screen.getByTestId('gateway-row-2')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('turns listen mode on from the details', async () => {
    const activate = vi.fn();
    renderTab('/equipment?tab=gateways&selected=1', [
      listMock([plant]),
      detailsMock(plant),
      {
        request: {
          query: SetActivateSlaveDocument,
          variables: (v) => {
            activate(v);
            return true;
          },
        },
        result: {
          data: {
            setActivateSlave: [
              {
                __typename: 'Network',
                id: '1',
                slave: false,
                listenTriggered: true,
                disconnected: false,
              },
            ],
          },
        },
      },
    ]);
    const panel = await screen.findByRole('region', { name: 'Plant room' });
    const toggle = within(panel).getByRole('switch', { name: gatewayTexts.listenMode });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(within(row('1')).getByTestId('gateway-status').textContent).toBe(
        'Waiting for next poll',
      ),
    );
    expect(activate).toHaveBeenCalledWith({ gatewayID: '1', activate: true });
    expect((within(panel).getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByTestId('gateway-status').textContent).toBe('Waiting for next poll');
  });

  it('offers the gateway actions, SNMP Walk and Find Equipment, and shows its action queue', async () => {
    renderTab('/c1/equipment?tab=gateways&selected=1', [listMock([plant]), detailsMock(plant)]);
    const panel = await screen.findByRole('region', { name: 'Plant room' });
    expect(
      within(panel).getByRole('button', { name: gatewayActionTexts.actionsButton }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: gatewayActionTexts.snmpWalk }).getAttribute('href'),
    ).toBe('/c1/gateways/1/equipment/walk');
    expect(
      within(panel)
        .getByRole('link', { name: gatewayActionTexts.findEquipment })
        .getAttribute('href'),
    ).toBe('/c1/equipment/find');
    const drawer = await screen.findByRole('region', { name: gatewayActionTexts.drawerTitle });
    expect(within(drawer).getByText('Plant room')).toBeTruthy();
    expect(within(drawer).getByTestId('queue-count').textContent).toBe(
      gatewayActionTexts.queueCount(0),
    );
  });
});

describe('GatewaysTab for read-only users', () => {
  it('offers no register, edit, rotate, delete or listen mode', async () => {
    renderTab(
      '/equipment?tab=gateways&selected=1&mode=edit',
      [listMock([plant]), detailsMock(plant)],
      viewer,
    );
    const panel = await screen.findByRole('region', { name: 'Plant room' });
    expect(within(panel).getByText('SN-0042')).toBeTruthy();
    for (const name of [
      gatewayTexts.register,
      gatewayTexts.edit,
      gatewayTexts.rotateToken,
      gatewayTexts.delete,
      gatewayTexts.save,
      gatewayActionTexts.actionsButton,
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sees no Register on the empty list, nor the register form from a link', async () => {
    renderTab('/equipment?tab=gateways&mode=add', [listMock([])], viewer);
    expect(await screen.findByText(gatewayTexts.noGateways)).toBeTruthy();
    expect(screen.queryByRole('button', { name: gatewayTexts.register })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
