// @vitest-environment jsdom
import { APP_ROUTES, LIVE_EVENTS, messages } from '@vigil/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import {
  DeleteGatewayActionDocument,
  ReorderActionQueueDocument,
} from '../../../graphql/generated/graphql';
import type {
  DeleteGatewayActionMutationVariables,
  GatewayActionFieldsFragment,
  ReorderActionQueueMutationVariables,
} from '../../../graphql/generated/graphql';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { actionFixture, mutationMock, queueMock } from '../testing/gatewayActionMocks';
import type { MockLink } from '@apollo/client/testing';
import { GatewayActionDrawer } from './GatewayActionDrawer';

afterEach(cleanup);

const running = actionFixture('11', { status: 'IN_PROGRESS', startedAt: new Date().toISOString() });
const walk = actionFixture('12', {
  action: 'SNMP_WALK',
  label: 'SNMP Walk',
  ip: '10.0.0.9',
  ips: ['10.0.0.9'],
  createdBy: 'Ada Admin',
});
const restart = actionFixture('13', { action: 'REBOOT', label: 'Restart', createdBy: null });
const log = actionFixture('14', {
  action: 'SEND_LOGS',
  label: 'Get Log',
  status: 'SUCCESS',
  finishedAt: new Date().toISOString(),
  output: 'agent 1.4.0 up 3 days',
  files: [
    { __typename: 'ActionFile', name: 'agent.log', size: 2048, url: '/files/actions/14/agent.log' },
  ] as unknown as GatewayActionFieldsFragment['files'],
  meta: [
    { __typename: 'ActionMeta', name: 'Serial number', value: 'SN-0042' },
  ] as unknown as GatewayActionFieldsFragment['meta'],
  perIp: [
    { __typename: 'ActionIpResult', ip: '10.0.0.20', ok: false, error: 'Timeout' },
  ] as unknown as GatewayActionFieldsFragment['perIp'],
});

const gateway = { id: '1', name: 'Plant room', gwType: 'STD' };

function renderDrawer(
  queue: () => GatewayActionFieldsFragment[],
  mocks: MockLink.MockedResponse[] = [],
  queueCalls: unknown[] = [],
) {
  return renderPage(<GatewayActionDrawer gateway={gateway} customerID="c1" defaultOpen />, {
    route: APP_ROUTES.equipment,
    at: '/equipment',
    mocks: [queueMock(queue, queueCalls), ...mocks],
    user: { customer: { id: 'c1', name: 'Acme', roles: ['mg'] } },
  });
}

const items = () => screen.getAllByTestId('queue-item');
const itemOf = (id: string) =>
  items().find((item) => item.getAttribute('data-action-id') === id) as HTMLElement;

describe('GatewayActionDrawer', () => {
  it('lists the queue with its count: label, address, status, who queued it and when', async () => {
    const calls: unknown[] = [];
    renderDrawer(() => [running, walk, restart, log], [], calls);
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(calls[0]).toEqual({ gatewayID: '1', customerID: 'c1', gatewayType: 'STD' });
    expect(screen.getByTestId('queue-count').textContent).toBe(texts.queueCount(3));
    const item = within(itemOf('12'));
    expect(item.getByText('SNMP Walk')).toBeTruthy();
    expect(item.getByTestId('action-status').textContent).toBe(texts.statuses.PENDING);
    expect(item.getByText(/^10\.0\.0\.9 · Queued by Ada Admin 5 minutes ago$/)).toBeTruthy();
    expect(within(itemOf('11')).getByText(/^This gateway · Queued by/)).toBeTruthy();
    expect(within(itemOf('13')).getByText(/^This gateway · Queued 5 minutes ago$/)).toBeTruthy();
    expect(within(itemOf('14')).getByTestId('action-status').textContent).toBe(
      texts.statuses.SUCCESS,
    );
  });

  it('keeps the running action fixed; the others move', async () => {
    renderDrawer(() => [running, walk, restart]);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(itemOf('11').getAttribute('data-draggable')).toBe('false');
    expect(itemOf('11').getAttribute('draggable')).toBe('false');
    expect(within(itemOf('11')).queryByRole('button', { name: texts.moveUp('Poll') })).toBeNull();
    expect(itemOf('12').getAttribute('draggable')).toBe('true');
    // Nothing goes above the running action.
    const up = screen.getByRole('button', { name: texts.moveUp('SNMP Walk') });
    expect(up.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: texts.moveDown('Restart') }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('saves the order with reorderActionQueue when an action is moved by keyboard', async () => {
    const saved: ReorderActionQueueMutationVariables[] = [];
    renderDrawer(
      () => [running, walk, restart],
      [
        mutationMock<ReorderActionQueueMutationVariables>(
          ReorderActionQueueDocument,
          () => true,
          { data: { reorderActionQueue: [running, restart, walk] } },
          saved,
        ),
      ],
    );
    await waitFor(() => expect(items()).toHaveLength(3));
    const down = screen.getByRole('button', { name: texts.moveDown('SNMP Walk') });
    down.focus();
    fireEvent.click(down);
    // Shown at once, then saved: the pending actions in their new order.
    expect(items().map((item) => item.getAttribute('data-action-id'))).toEqual(['11', '13', '12']);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      gatewayID: '1',
      customerID: 'c1',
      actions: [
        { id: '13', position: 0 },
        { id: '12', position: 1 },
      ],
    });
    expect(screen.getByText(texts.moved('SNMP Walk', 3, 3))).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: texts.moveUp('SNMP Walk') }),
      ),
    );
    expect(items().map((item) => item.getAttribute('data-action-id'))).toEqual(['11', '13', '12']);
  });

  it('saves the order when an action is dragged onto another, never past the running one', async () => {
    const saved: ReorderActionQueueMutationVariables[] = [];
    renderDrawer(
      () => [running, walk, restart],
      [
        mutationMock<ReorderActionQueueMutationVariables>(
          ReorderActionQueueDocument,
          () => true,
          { data: { reorderActionQueue: [running, restart, walk] } },
          saved,
        ),
      ],
    );
    await waitFor(() => expect(items()).toHaveLength(3));
    // Onto the running action: refused, nothing is saved.
    fireEvent.dragStart(itemOf('13'));
    fireEvent.dragOver(itemOf('11'));
    fireEvent.drop(itemOf('11'));
    fireEvent.dragEnd(itemOf('13'));
    expect(items().map((item) => item.getAttribute('data-action-id'))).toEqual(['11', '12', '13']);

    fireEvent.dragStart(itemOf('13'));
    fireEvent.dragOver(itemOf('12'));
    fireEvent.drop(itemOf('12'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.actions).toEqual([
      { id: '13', position: 0 },
      { id: '12', position: 1 },
    ]);
  });

  it('shows the server’s refusal of a reorder and goes back to the queue as it is', async () => {
    renderDrawer(
      () => [running, walk, restart],
      [
        mutationMock(ReorderActionQueueDocument, () => true, {
          error: messages.actionQueueChanged,
          field: 'actions',
        }),
      ],
    );
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: texts.moveDown('SNMP Walk') }));
    expect(await screen.findByText(messages.actionQueueChanged)).toBeTruthy();
    await waitFor(() =>
      expect(items().map((item) => item.getAttribute('data-action-id'))).toEqual([
        '11',
        '12',
        '13',
      ]),
    );
  });

  it('removes a pending action at once', async () => {
    const removed: DeleteGatewayActionMutationVariables[] = [];
    let queue = [running, walk, restart];
    renderDrawer(
      () => queue,
      [
        mutationMock<DeleteGatewayActionMutationVariables>(
          DeleteGatewayActionDocument,
          () => true,
          { data: { deleteGatewayAction: true } },
          removed,
        ),
      ],
    );
    await waitFor(() => expect(items()).toHaveLength(3));
    queue = [running, walk];
    fireEvent.click(screen.getByRole('button', { name: texts.remove('Restart') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(removed[0]).toEqual({
      gatewayID: '1',
      customerID: 'c1',
      actionID: '13',
      createdAt: restart.createdAt,
    });
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it.each([
    ['running', running, 'Poll', texts.removeRunningBody],
    [
      'of a batch that has progressed',
      actionFixture('15', {
        action: 'IMPORT_CONFIG',
        label: 'Configure Card(s)',
        ips: ['10.0.0.20', '10.0.0.21'],
        batch: { __typename: 'ActionBatch', label: 'b1', totalCount: 3, pendingCount: 2 },
      } as Partial<GatewayActionFieldsFragment>),
      'Configure Card(s)',
      texts.removeBatchBody(1, 3),
    ],
  ])('asks before removing an action %s', async (_case, item, label, body) => {
    const removed: DeleteGatewayActionMutationVariables[] = [];
    renderDrawer(
      () => [item, restart],
      [
        mutationMock<DeleteGatewayActionMutationVariables>(
          DeleteGatewayActionDocument,
          () => true,
          { data: { deleteGatewayAction: true } },
          removed,
        ),
      ],
    );
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: texts.remove(label) }));
    let dialog = await screen.findByRole('dialog', { name: texts.removeTitle(label) });
    expect(within(dialog).getByText(body)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: texts.remove(label) }));
    dialog = await screen.findByRole('dialog', { name: texts.removeTitle(label) });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.removeConfirm }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(removed[0]?.actionID).toBe(item.id);
  });

  it.each([
    ['refuses', { error: messages.actionNotFound }],
    ['answers that nothing was removed', { data: { deleteGatewayAction: false } }],
  ] as const)(
    'says Something went wrong deleting the action when the server %s',
    async (_case, outcome) => {
      renderDrawer(() => [walk], [mutationMock(DeleteGatewayActionDocument, () => true, outcome)]);
      await waitFor(() => expect(items()).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: texts.remove('SNMP Walk') }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(messages.deleteActionFailed);
      expect(items()).toHaveLength(1);
    },
  );

  it('loads the queue again on the gateway’s live action event', async () => {
    let queue = [walk];
    const calls: unknown[] = [];
    const { sockets } = renderDrawer(() => queue, [], calls);
    await waitFor(() => expect(items()).toHaveLength(1));
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.serverConnects());
    const rooms = [socket.handshakes[0], ...socket.emittedOf(LIVE_EVENTS.join).flat(2)];
    expect(rooms).toContainEqual({ type: 'gateway', id: '1' });

    queue = [{ ...walk, status: 'IN_PROGRESS' }, restart];
    const before = calls.length;
    act(() => socket.serverSends(LIVE_EVENTS.gatewayAction, { gatewayID: '9', actionID: '99' }));
    act(() =>
      socket.serverSends(LIVE_EVENTS.gatewayAction, {
        gatewayID: '1',
        actionID: '13',
        status: 'PENDING',
      }),
    );
    await waitFor(() => expect(items()).toHaveLength(2));
    // Another gateway's event asked nothing.
    expect(calls.length).toBe(before + 1);
    expect(within(itemOf('12')).getByTestId('action-status').textContent).toBe(
      texts.statuses.IN_PROGRESS,
    );
    expect(screen.getByTestId('queue-count').textContent).toBe(texts.queueCount(2));
  });

  it('opens a finished action’s results: output, addresses, facts and files', async () => {
    renderDrawer(() => [log]);
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: texts.results('Get Log') }));
    const dialog = await screen.findByRole('dialog', {
      name: texts.resultsTitle('Get Log', texts.statuses.SUCCESS),
    });
    expect(within(dialog).getByTestId('action-output').textContent).toBe('agent 1.4.0 up 3 days');
    expect(within(dialog).getByText('10.0.0.20')).toBeTruthy();
    expect(within(dialog).getByText(`${texts.ipFailed}: Timeout`)).toBeTruthy();
    expect(within(dialog).getByText('SN-0042')).toBeTruthy();
    const file = within(dialog).getByRole('link', { name: 'agent.log' });
    expect(file.getAttribute('href')).toBe('/files/actions/14/agent.log');
    expect(file.getAttribute('download')).toBe('agent.log');
  });

  it('links a finished walk to its page and a scan to its found equipment', async () => {
    const done = new Date().toISOString();
    renderDrawer(() => [
      { ...walk, status: 'SUCCESS', finishedAt: done },
      actionFixture('16', {
        action: 'SNMP_DISCOVER',
        label: 'Find Equipment',
        ip: '10.0.0.0/24',
        status: 'SUCCESS',
        createdAt: '2026-01-05T09:00:00.000Z',
        progress: { __typename: 'ActionProgress', scanned: 254, total: 254, found: 3 },
      } as Partial<GatewayActionFieldsFragment>),
    ]);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: texts.results('Find Equipment') }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/254 of 254 addresses scanned · 3 devices found/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: texts.openDiscovery }).getAttribute('href'),
    ).toBe(`/equipment/find?id=16&label=Find+Equipment&createdAt=${Date.UTC(2026, 0, 5, 9)}`);
    fireEvent.click(within(dialog).getByRole('button', { name: texts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: texts.results('SNMP Walk') }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: texts.openWalk }).getAttribute('href')).toBe(
      '/gateways/1/equipment/walk',
    );
  });

  it('opens and closes, 240 px open and 64 px closed', async () => {
    renderDrawer(() => []);
    expect(await screen.findByText(texts.emptyQueue)).toBeTruthy();
    const drawer = screen.getByTestId('action-drawer');
    expect(drawer.getAttribute('data-open')).toBe('true');
    const toggle = screen.getByRole('button', { name: texts.closeDrawer });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(drawer.getAttribute('data-open')).toBe('false');
    expect(
      screen.getByRole('button', { name: texts.openDrawer }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(screen.getByText(texts.emptyQueue).closest('[hidden]')).not.toBeNull();
  });
});
