// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_EVENTS, messages } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AddGatewayActionDocument,
  GatewayActionDocument,
} from '../../../graphql/generated/graphql';
import type {
  AddGatewayActionMutationVariables,
  GatewayActionFieldsFragment,
} from '../../../graphql/generated/graphql';
import { equipmentTexts } from '../../equipment/equipmentTexts';
import {
  allEquipmentMock,
  pageMocks,
  validateNamesMock,
} from '../../equipment/testing/equipmentMocks';
import { renderEquipmentRoutes } from '../../equipment/testing/renderEquipmentRoutes';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { ALWAYS, actionFixture, mutationMock } from '../testing/gatewayActionMocks';

afterEach(cleanup);

/** Manages gateways and adds equipment, and nothing more. */
const manager = { customer: { id: 'c1', name: 'Acme', roles: ['mg', 'ad2'] } };
const adder = { customer: { id: 'c1', name: 'Acme', roles: ['ad2'] } };

const queued = {
  data: {
    addGatewayAction: {
      __typename: 'ActionRecord',
      id: '41',
      label: 'Test Connection',
      createdAt: new Date().toISOString(),
    },
  },
};

/** The followed action, read from `current()` at each request. */
function actionMock(current: () => GatewayActionFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: GatewayActionDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: () => ({ data: { gatewayAction: current() } }),
  };
}

function renderAdd(mocks: MockLink.MockedResponse[], user = manager) {
  return renderEquipmentRoutes('/c1/equipment?tab=equipment&mode=add', {
    mocks: [
      ...pageMocks(),
      allEquipmentMock(() => true, { items: [] }),
      validateNamesMock(() => true, []),
      ...mocks,
    ],
    user,
  });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function chooseLibrary(model: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: equipmentTexts.labels.manufacturer }));
  fireEvent.click(await screen.findByRole('option', { name: 'Raritan' }));
  await waitFor(() =>
    expect(
      screen
        .getByRole('combobox', { name: new RegExp(`^${equipmentTexts.labels.manufacturerModel}`) })
        .getAttribute('aria-disabled'),
    ).not.toBe('true'),
  );
  await choose(equipmentTexts.labels.manufacturerModel, model);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const testButton = () => screen.getByRole('button', { name: texts.testConnection });

/** Gateway, an SNMP library and v2c credentials on port 1161 (the address is left to the test). */
async function fillSnmpDevice() {
  await screen.findByRole('dialog', { name: equipmentTexts.addTitle });
  await choose(equipmentTexts.labels.gatewayID, 'South gateway');
  await chooseLibrary('PX3 SNMP');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Protocol/ }).textContent).toBe('SNMP'),
  );
  await choose(equipmentTexts.labels.snmpVersion, 'v2c');
  type(equipmentTexts.labels.communityString, 'public');
  type(equipmentTexts.labels.port, '1161');
}

describe('Test connection on the add-equipment form', () => {
  it('queues the device as the form has it and shows the value the gateway read', async () => {
    const added: AddGatewayActionMutationVariables[] = [];
    let action = actionFixture('41', {
      action: 'TEST_CONNECTION',
      label: 'Test Connection',
      gatewayID: '4',
      ip: '10.0.0.5',
      ips: ['10.0.0.5'],
    });
    const page = renderAdd([
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        () => true,
        queued,
        added,
      ),
      actionMock(() => action),
    ]);
    await fillSnmpDevice();
    // Disabled until a gateway and an address are chosen.
    expect(testButton().hasAttribute('disabled')).toBe(true);
    type(equipmentTexts.labels.ip, ' 10.0.0.5 ');
    expect(testButton().hasAttribute('disabled')).toBe(false);

    fireEvent.click(testButton());
    const waiting = await screen.findByRole('status');
    expect(waiting.textContent).toContain(texts.testWaiting);
    expect(added).toEqual([
      {
        gatewayID: '4',
        customerID: 'c1',
        action: 'TEST_CONNECTION',
        ip: '10.0.0.5',
        probe: { protocol: 'SNMP', port: 1161, manufacturerModel: '71' },
        snmpCreds: { snmpVersion: '2', communityString: 'public', port: 1161 },
      },
    ]);

    await waitFor(() => expect(page.sockets).toHaveLength(1));
    act(() => page.sockets[0]!.serverConnects());
    action = {
      ...action,
      status: 'SUCCESS',
      finishedAt: new Date().toISOString(),
      output: 'Read "Input voltage" from 10.0.0.5:1161: 229.8',
    };
    act(() =>
      page.sockets[0]!.serverSends(LIVE_EVENTS.gatewayAction, {
        gatewayID: '4',
        actionID: '41',
        status: 'SUCCESS',
      }),
    );
    const banner = (await screen.findByText(texts.testSucceeded)).closest('[role="alert"]');
    expect(banner?.textContent).toContain('Read "Input voltage" from 10.0.0.5:1161: 229.8');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the Modbus port, slave ID and library, and shows why the test failed', async () => {
    const added: AddGatewayActionMutationVariables[] = [];
    const failed = actionFixture('41', {
      action: 'TEST_CONNECTION',
      gatewayID: '3',
      ip: '10.0.0.6',
      status: 'FAILED',
      error: 'No answer from 10.0.0.6:502 (unit 3) within 5 seconds.',
    });
    renderAdd([
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        () => true,
        queued,
        added,
      ),
      actionMock(() => failed),
    ]);
    await screen.findByRole('dialog', { name: equipmentTexts.addTitle });
    await choose(equipmentTexts.labels.gatewayID, 'North gateway');
    await chooseLibrary('PX3');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Protocol/ }).textContent).toBe('Modbus'),
    );
    type(equipmentTexts.labels.ip, '10.0.0.6');
    type(equipmentTexts.labels.slaveID, '3');
    fireEvent.click(testButton());

    const title = await screen.findByText(texts.testFailed);
    expect(title.closest('[role="alert"]')?.textContent).toContain(
      'No answer from 10.0.0.6:502 (unit 3) within 5 seconds.',
    );
    expect(added[0]).toEqual({
      gatewayID: '3',
      customerID: 'c1',
      action: 'TEST_CONNECTION',
      ip: '10.0.0.6',
      probe: { protocol: 'Modbus', slaveID: 3, manufacturerModel: '70' },
    });
  });

  it('shows the domain message on a bad address without asking the server', async () => {
    const added: AddGatewayActionMutationVariables[] = [];
    renderAdd([
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        () => true,
        queued,
        added,
      ),
    ]);
    await fillSnmpDevice();
    type(equipmentTexts.labels.ip, '10.0.0.300');
    fireEvent.click(testButton());
    const message = await screen.findByText(messages.invalidIPv4);
    expect(message.closest('.MuiFormControl-root')?.textContent).toContain(
      equipmentTexts.labels.ip,
    );
    expect(added).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a server refusal on the input it names, or else in a banner', async () => {
    const added: AddGatewayActionMutationVariables[] = [];
    renderAdd([
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        () => true,
        { error: messages.libraryHasNoTemplate('SNMP'), field: 'probe.manufacturerModel' },
        added,
      ),
      mutationMock<AddGatewayActionMutationVariables>(AddGatewayActionDocument, () => true, {
        error: messages.mustManageGateways,
      }),
    ]);
    await fillSnmpDevice();
    type(equipmentTexts.labels.ip, '10.0.0.5');
    fireEvent.click(testButton());
    const message = await screen.findByText(messages.libraryHasNoTemplate('SNMP'));
    expect(message.closest('.MuiFormControl-root')?.textContent).toContain(
      equipmentTexts.labels.manufacturerModel,
    );

    fireEvent.click(testButton());
    const dialog = screen.getByRole('dialog', { name: equipmentTexts.addTitle });
    expect(
      (await within(dialog).findByText(messages.mustManageGateways)).closest('[role="alert"]'),
    ).not.toBeNull();
    // The refusal named a field before; the next test clears it.
    expect(screen.queryByText(messages.libraryHasNoTemplate('SNMP'))).toBeNull();
  });

  it('is not offered to a user who cannot manage gateways', async () => {
    renderAdd([], adder);
    await screen.findByRole('dialog', { name: equipmentTexts.addTitle });
    await screen.findByRole('button', { name: equipmentTexts.addOne });
    expect(screen.queryByRole('button', { name: texts.testConnection })).toBeNull();
  });
});
