// @vitest-environment jsdom
import { APP_ROUTES, LIVE_EVENTS, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  AddGatewayActionDocument,
  FindGatewayOptionsDocument,
} from '../../graphql/generated/graphql';
import type {
  AddGatewayActionMutationVariables,
  GatewayActionFieldsFragment,
} from '../../graphql/generated/graphql';
import { discoveryCredentialSets, discoveryCredentials } from './discoveryCredentials';
import { FindEquipmentPage } from './FindEquipmentPage';
import { gatewayActionTexts as texts } from './gatewayActionTexts';
import {
  ALWAYS,
  actionFixture,
  deviceFixture,
  discoveryMock,
  mutationMock,
} from './testing/gatewayActionMocks';
import type { Device } from './testing/gatewayActionMocks';

afterEach(cleanup);

const manager = { customer: { id: 'c1', name: 'Acme', roles: ['mg', 'ad2'] } };

const gatewayOptions: MockLink.MockedResponse = {
  request: { query: FindGatewayOptionsDocument, variables: () => true },
  maxUsageCount: ALWAYS,
  result: {
    data: {
      networks: [
        { __typename: 'Network', id: '1', name: 'Plant room', gwType: 'STD' },
        { __typename: 'Network', id: '2', name: 'Roof', gwType: 'HA2' },
      ],
    },
  },
};

function renderFind(at: string, mocks: MockLink.MockedResponse[], state?: unknown) {
  return renderPage(<FindEquipmentPage />, {
    route: APP_ROUTES.equipmentFind,
    at,
    mocks: [gatewayOptions, ...mocks],
    user: manager,
    state,
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function chooseGateway(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Gateway/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('FindEquipmentPage form', () => {
  it.each([
    ['', messages.invalidIpRange],
    ['10.0.0', messages.invalidIpRange],
    ['10.0.0.9-10.0.0.1', messages.invalidIpRange],
    ['10.0.0.0/33', messages.invalidIpRange],
    ['10.0.0.0/8', messages.ipRangeTooLarge],
    ['10.0.0.1-10.1.0.1', messages.ipRangeTooLarge],
  ])('refuses the range %j with its message', async (range, message) => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderFind('/equipment/find', [
      mutationMock(AddGatewayActionDocument, () => true, { data: {} }, calls),
    ]);
    await chooseGateway('Plant room');
    fireEvent.change(input(texts.rangeLabel), { target: { value: range } });
    fireEvent.change(input('Community string'), { target: { value: 'public' } });
    fireEvent.click(screen.getByRole('button', { name: texts.find }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input(texts.rangeLabel).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('says how many addresses a valid range holds', async () => {
    renderFind('/equipment/find', []);
    await screen.findByRole('form', { name: texts.findTitle });
    fireEvent.change(input(texts.rangeLabel), { target: { value: '10.0.0.0/24' } });
    expect(await screen.findByText(texts.rangeCount(254))).toBeTruthy();
  });

  it('queues SNMP_DISCOVER and puts its id, label and createdAt in the URL', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    const createdAt = '2026-01-05T09:00:00.000Z';
    renderFind(
      '/equipment/find',
      [
        mutationMock<AddGatewayActionMutationVariables>(
          AddGatewayActionDocument,
          () => true,
          {
            data: {
              addGatewayAction: {
                __typename: 'ActionRecord',
                id: '40',
                label: 'Find Equipment',
                createdAt,
              },
            },
          },
          calls,
        ),
        discoveryMock(() => ({
          action: actionFixture('40', {
            action: 'SNMP_DISCOVER',
            label: 'Find Equipment',
            ip: '10.0.0.0/24',
            createdAt,
          }),
          devices: [],
        })),
      ],
      // Opened from the Roof gateway's details.
      { gatewayID: '2' },
    );
    await screen.findByRole('form', { name: texts.findTitle });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Gateway/ }).textContent).toBe('Roof'),
    );
    fireEvent.change(input(texts.rangeLabel), { target: { value: '10.0.0.0/24' } });
    fireEvent.change(input('Community string'), { target: { value: 'public' } });
    fireEvent.click(screen.getByRole('button', { name: texts.find }));

    await waitFor(() =>
      expect(location()).toBe(
        `/equipment/find?id=40&label=Find+Equipment&createdAt=${Date.UTC(2026, 0, 5, 9)}`,
      ),
    );
    expect(calls[0]).toEqual({
      gatewayID: '2',
      customerID: 'c1',
      gatewayType: 'HA2',
      action: 'SNMP_DISCOVER',
      ip: '10.0.0.0/24',
      snmpCreds: { snmpVersion: '2', communityString: 'public', port: 161 },
    });
    // Kept for Import Equipment in this tab only.
    expect(discoveryCredentials('40')).toMatchObject({
      snmpVersion: '2',
      communityString: 'public',
    });
    expect(await screen.findByText(texts.scanWaiting)).toBeTruthy();
  });
});

describe('FindEquipmentPage credential sets', () => {
  const set = (number: number) => screen.getByRole('group', { name: texts.credentialSet(number) });
  const addSet = () => fireEvent.click(screen.getByRole('button', { name: texts.addCredentials }));

  async function fillForm() {
    await chooseGateway('Plant room');
    fireEvent.change(input(texts.rangeLabel), { target: { value: '10.0.0.0/24' } });
    fireEvent.change(input('Community string'), { target: { value: 'public' } });
  }

  it('sends the first set as snmpCreds and the others as snmpCredsList, each at the port', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderFind('/equipment/find', [
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        () => true,
        {
          data: {
            addGatewayAction: {
              __typename: 'ActionRecord',
              id: '45',
              label: 'Find Equipment',
              createdAt: '2026-01-05T09:00:00.000Z',
            },
          },
        },
        calls,
      ),
      discoveryMock(() => null),
    ]);
    await fillForm();
    fireEvent.change(input(texts.portLabel), { target: { value: '1161' } });
    addSet();
    const second = within(set(2)).getByLabelText('Community string');
    fireEvent.change(second, { target: { value: 'private' } });
    fireEvent.click(screen.getByRole('button', { name: texts.find }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      action: 'SNMP_DISCOVER',
      snmpCreds: { snmpVersion: '2', communityString: 'public', port: 1161 },
      snmpCredsList: [{ snmpVersion: '2', communityString: 'private', port: 1161 }],
    });
    await waitFor(() => expect(discoveryCredentialSets('45')).toHaveLength(2));
    expect(discoveryCredentialSets('45')?.[1]).toMatchObject({
      communityString: 'private',
      port: '1161',
    });
  });

  it('takes at most eight sets, and a set can be removed', async () => {
    renderFind('/equipment/find', []);
    await screen.findByRole('form', { name: texts.findTitle });
    for (let i = 0; i < 7; i += 1) addSet();
    expect(set(8)).toBeTruthy();
    const add = screen.getByRole('button', { name: texts.addCredentials }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText(messages.tooManyCredentials)).toBeTruthy();
    fireEvent.click(add);
    expect(screen.queryByRole('group', { name: texts.credentialSet(9) })).toBeNull();

    fireEvent.click(within(set(8)).getByRole('button', { name: texts.removeCredentials }));
    expect(screen.queryByRole('group', { name: texts.credentialSet(8) })).toBeNull();
    expect(add.disabled).toBe(false);
  });

  it('shows a problem of the second set on its own field', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderFind('/equipment/find', [
      mutationMock(AddGatewayActionDocument, () => true, { data: {} }, calls),
    ]);
    await fillForm();
    addSet();
    fireEvent.click(screen.getByRole('button', { name: texts.find }));

    const second = within(set(2)).getByLabelText('Community string');
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(within(set(2)).getByText(messages.required)).toBeTruthy();
    expect(screen.getAllByLabelText('Community string')[0]?.getAttribute('aria-invalid')).toBe(
      'false',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('FindEquipmentPage scan', () => {
  const scanning = (devices: Device[], progress: { scanned: number; found: number }) => ({
    action: actionFixture('41', {
      action: 'SNMP_DISCOVER',
      label: 'Find Equipment',
      ip: '10.0.0.0/24',
      status: progress.scanned < 254 ? 'IN_PROGRESS' : 'SUCCESS',
      progress: { __typename: 'ActionProgress', total: 254, ...progress },
    } as Partial<GatewayActionFieldsFragment>),
    devices,
  });
  const ups = deviceFixture('10.0.0.20', { sysName: 'UPS-A' });
  const pdu = deviceFixture('10.0.0.21', {
    sysName: 'PDU-B',
    sysDescr: 'Raritan PX3',
    sysObjectID: '1.3.6.1.4.1.13742.6',
    libraryID: null,
    libraryName: null,
  });
  const known = deviceFixture('10.0.0.22', { sysName: 'UPS-C', onboarded: true });

  it('shows a deep-linked scan’s live progress and the devices found so far', async () => {
    let scan = scanning([ups], { scanned: 10, found: 1 });
    const calls: unknown[] = [];
    const { sockets } = renderFind(
      `/equipment/find?id=41&label=Find%20Equipment&createdAt=${Date.now() - 60_000}`,
      [discoveryMock(() => scan, calls)],
    );
    expect(
      await screen.findByText(/^10 of 254 addresses scanned · 1 device found so far$/),
    ).toBeTruthy();
    expect(calls[0]).toEqual({ actionID: '41', customerID: 'c1' });
    expect(screen.getByText(texts.scanOf('Find Equipment', '5 minutes ago'))).toBeTruthy();
    expect(screen.getAllByTestId('found-device')).toHaveLength(1);

    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.serverConnects());
    scan = scanning([ups, pdu, known], { scanned: 254, found: 3 });
    act(() =>
      socket.serverSends(LIVE_EVENTS.gatewayAction, {
        gatewayID: '1',
        actionID: '41',
        progress: { scanned: 254, total: 254, found: 3 },
      }),
    );
    expect(await screen.findByText(texts.scanDone)).toBeTruthy();
    const rows = screen.getAllByTestId('found-device');
    expect(rows).toHaveLength(3);
    const pduRow = within(rows[1]!);
    expect(pduRow.getByText('PDU-B')).toBeTruthy();
    expect(pduRow.getByText('Raritan PX3')).toBeTruthy();
    expect(pduRow.getByText('1.3.6.1.4.1.13742.6')).toBeTruthy();
    expect(pduRow.getByText(texts.noLibrary)).toBeTruthy();
    expect(within(rows[0]!).getByText('APC Smart-UPS')).toBeTruthy();
    expect(within(rows[2]!).getByText(texts.onboardedYes)).toBeTruthy();
    expect(
      within(rows[2]!)
        .getByRole('checkbox', { name: texts.selectDevice('10.0.0.22') })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('keeps the search of the found devices in the URL', async () => {
    renderFind('/equipment/find?id=41&query=raritan', [
      discoveryMock(() => scanning([ups, pdu], { scanned: 254, found: 2 })),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('found-device')).toHaveLength(1));
    expect(screen.getByText('PDU-B')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: texts.searchFound }), {
      target: { value: '' },
    });
    await waitFor(() => expect(screen.getAllByTestId('found-device')).toHaveLength(2));
    await waitFor(() => expect(location()).toBe('/equipment/find?id=41'));
    fireEvent.change(screen.getByRole('searchbox', { name: texts.searchFound }), {
      target: { value: 'ups-a' },
    });
    await waitFor(() => expect(location()).toBe('/equipment/find?id=41&query=ups-a'));
    expect(screen.getAllByTestId('found-device')).toHaveLength(1);
  });

  it('takes the picked devices on to Import Equipment', async () => {
    renderFind('/12/equipment/find?id=41&query=10.0.0', [
      discoveryMock(() => scanning([ups, pdu, known], { scanned: 254, found: 3 })),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('found-device')).toHaveLength(3));
    const next = screen.getByRole('button', { name: texts.continueToImport(0) });
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: texts.selectAllDevices }));
    fireEvent.click(screen.getByRole('checkbox', { name: texts.selectDevice('10.0.0.20') }));
    fireEvent.click(screen.getByRole('button', { name: texts.continueToImport(1) }));
    expect(location()).toBe('/12/equipment/import?id=41&query=10.0.0');
  });

  it('says when the scan can no longer be loaded', async () => {
    renderFind('/equipment/find?id=49&label=Find%20Equipment', [discoveryMock(() => null)]);
    expect(await screen.findByText(texts.scanGone)).toBeTruthy();
    expect(screen.getByText('Find Equipment', { selector: 'h2' })).toBeTruthy();
  });
});
