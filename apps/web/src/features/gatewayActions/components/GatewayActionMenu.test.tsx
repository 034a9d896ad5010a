// @vitest-environment jsdom
import { useQuery } from '@apollo/client/react';
import {
  ACTION_LABELS,
  APP_ROUTES,
  GATEWAY_MODE_LABELS,
  UNSUPPORTED_ACTION_REASONS,
} from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import { GatewayStatus } from '../../../components/GatewayStatus';
import { AddGatewayActionDocument, GatewayDocument } from '../../../graphql/generated/graphql';
import type { AddGatewayActionMutationVariables } from '../../../graphql/generated/graphql';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { gatewayFixture, gatewayMock, mutationMock } from '../testing/gatewayActionMocks';
import { GatewayActionMenu } from './GatewayActionMenu';

afterEach(cleanup);

const manager = { super: false, customer: { id: 'c1', name: 'Acme', roles: ['mg'] } };

/** The gateway's status and its menu, as the details show them. */
function Details() {
  const gateway = useQuery(GatewayDocument, { variables: { id: '1', customerID: 'c1' } }).data
    ?.network;
  if (!gateway) return null;
  return (
    <>
      <GatewayStatus gateway={gateway} />
      <GatewayActionMenu gateway={gateway} customerID="c1" />
    </>
  );
}

function renderMenu(
  mocks: MockLink.MockedResponse[],
  {
    user = manager,
    gateway = () => gatewayFixture(),
  }: { user?: typeof manager; gateway?: () => ReturnType<typeof gatewayFixture> } = {},
) {
  return renderPage(<Details />, {
    route: APP_ROUTES.equipment,
    at: '/equipment',
    mocks: [gatewayMock(gateway), ...mocks],
    user,
  });
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: texts.actionsButton }));
  return screen.findByRole('menu');
}

const queued = (action: string, calls: AddGatewayActionMutationVariables[]) =>
  mutationMock<AddGatewayActionMutationVariables>(
    AddGatewayActionDocument,
    (variables) => variables.action === action,
    {
      data: {
        addGatewayAction: {
          __typename: 'ActionRecord',
          id: '21',
          label: ACTION_LABELS[action as keyof typeof ACTION_LABELS],
          createdAt: new Date().toISOString(),
        },
      },
    },
    calls,
  );

describe('GatewayActionMenu', () => {
  it.each([
    [
      'a customer user',
      manager,
      'STD',
      ['Poll Asset Data', 'Poll', 'Restart', 'Security Patches', 'Rotate Certificate'],
    ],
    [
      'a super user',
      { ...manager, super: true },
      'STD',
      [
        'Update Firmware',
        'Get Log',
        'Poll Asset Data',
        'Poll',
        'Restart',
        'Security Patches',
        'Rotate Certificate',
      ],
    ],
    ['a BACKUP gateway', manager, 'BACKUP', ['Restart', 'Security Patches', 'Rotate Certificate']],
    [
      'a super user on a BACKUP gateway',
      { ...manager, super: true },
      'BACKUP',
      ['Update Firmware', 'Get Log', 'Restart', 'Security Patches', 'Rotate Certificate'],
    ],
  ])('offers %s the spec’s actions', async (_case, user, haStatus, labels) => {
    renderMenu([], { user, gateway: () => gatewayFixture({ haStatus }) });
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(labels);
  });

  it('asks before Restart, saying a reboot typically takes under 10 minutes', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderMenu([queued('REBOOT', calls)]);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Restart' }));
    const dialog = await screen.findByRole('dialog', { name: texts.restartTitle('Plant room') });
    expect(dialog.textContent).toContain('A reboot typically takes under 10 minutes.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Restart' }));
    const again = await screen.findByRole('dialog', { name: texts.restartTitle('Plant room') });
    fireEvent.click(within(again).getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText(texts.queued('Restart'))).toBeTruthy();
    expect(calls[0]).toEqual({
      gatewayID: '1',
      customerID: 'c1',
      action: 'REBOOT',
      gatewayType: 'STD',
    });
  });

  it('queues Poll at once, shows its label, and the gateway then waits for its next poll', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    let listening = false;
    renderMenu([queued('RUN_POLL', calls)], {
      gateway: () => gatewayFixture({ listenTriggered: listening }),
    });
    expect((await screen.findByTestId('gateway-status')).textContent).toBe('Connected');
    // The server turns listen mode on for a gateway not in it.
    listening = true;
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Poll' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(texts.queued('Poll'))).toBeTruthy();
    expect(calls[0]?.action).toBe('RUN_POLL');
    await waitFor(() =>
      expect(screen.getByTestId('gateway-status').textContent).toBe(GATEWAY_MODE_LABELS.waiting),
    );
  });

  it('shows the server’s refusal in an error banner', async () => {
    renderMenu([
      mutationMock(AddGatewayActionDocument, () => true, {
        error: UNSUPPORTED_ACTION_REASONS.SECURITY_PATCH,
        field: 'action',
      }),
    ]);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Security Patches' }));
    const dialog = await screen.findByRole('dialog', { name: texts.patchTitle('Plant room') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Security Patches' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(UNSUPPORTED_ACTION_REASONS.SECURITY_PATCH);
  });
});
