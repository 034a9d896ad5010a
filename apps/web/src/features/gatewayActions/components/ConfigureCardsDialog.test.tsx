// @vitest-environment jsdom
import { ACTION_LABELS, APP_ROUTES, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import {
  AddGatewayActionDocument,
  CardConfigEquipmentDocument,
} from '../../../graphql/generated/graphql';
import type { AddGatewayActionMutationVariables } from '../../../graphql/generated/graphql';
import {
  assetViewsMock,
  detailsMock,
  equipmentFixture,
  sensorsMock,
} from '../../equipment/testing/equipmentMocks';
import { EquipmentDetails } from '../../equipment/components/EquipmentDetails';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { ALWAYS, mutationMock } from '../testing/gatewayActionMocks';
import { ConfigureCardsDialog } from './ConfigureCardsDialog';

afterEach(cleanup);

const manager = { customer: { id: 'c1', name: 'Acme', roles: ['mg'] } };
const gateway = { id: '1', name: 'Plant room', customerID: 'c1' };
const IPS = Array.from(
  { length: 150 },
  (_, index) => `10.0.${Math.floor(index / 200)}.${index + 1}`,
);

const record = (id: string, label: string) => ({
  data: {
    addGatewayAction: {
      __typename: 'ActionRecord',
      id,
      label,
      createdAt: new Date().toISOString(),
    },
  },
});

function renderDialog(mocks: MockLink.MockedResponse[], onQueued = vi.fn()) {
  renderPage(
    <ConfigureCardsDialog
      open
      gateway={gateway}
      customerID="c1"
      gatewayType="STD"
      onClose={() => {}}
      onQueued={onQueued}
    />,
    { route: APP_ROUTES.equipment, at: '/equipment', mocks, user: manager },
  );
  return onQueued;
}

const dialog = () => within(screen.getByRole('dialog', { name: ACTION_LABELS.IMPORT_CONFIG }));
const input = (label: string) => dialog().getByLabelText(label) as HTMLInputElement;
const flag = (name: keyof typeof texts.flagLabels) =>
  dialog().getByRole('checkbox', { name: texts.flagLabel(texts.flagLabels[name], name) });
const configure = () => fireEvent.click(dialog().getByRole('button', { name: texts.configure }));

describe('ConfigureCardsDialog', () => {
  it('queues 150 cards in two chunks: the second joins the first with actionID and offset 100', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    const onQueued = renderDialog([
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        (variables) => !variables.actionID,
        record('70', 'Configure Card(s) #70'),
        calls,
      ),
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        (variables) => variables.actionID === '70',
        record('71', 'Configure Card(s) #70'),
        calls,
      ),
    ]);
    // Pasted one per line, with a repeat and a blank line, which are dropped.
    fireEvent.change(input(texts.ipsLabel), {
      target: { value: `${IPS.join('\n')}\n\n${IPS[0]}` },
    });
    expect(dialog().getByText(new RegExp(texts.ipsCount(150)))).toBeTruthy();
    fireEvent.click(flag('set-approved'));
    fireEvent.change(input('Community string'), { target: { value: 'private' } });
    configure();

    await waitFor(() => expect(onQueued).toHaveBeenCalledTimes(1));
    expect(onQueued).toHaveBeenCalledWith(
      expect.objectContaining({ id: '70', label: 'Configure Card(s) #70' }),
      150,
    );
    expect(calls).toHaveLength(2);
    const shared = {
      gatewayID: '1',
      customerID: 'c1',
      gatewayType: 'STD',
      action: 'IMPORT_CONFIG',
      cardConfig: { flags: ['set-approved'] },
      snmpCreds: { snmpVersion: '2', communityString: 'private', port: 161 },
    };
    expect(calls[0]).toEqual({ ...shared, ips: IPS.slice(0, 100), offset: 0 });
    expect(calls[1]).toEqual({ ...shared, ips: IPS.slice(100), offset: 100, actionID: '70' });
    // The progress line renders after the last chunk's answer, which may land after onQueued.
    await waitFor(() =>
      expect(dialog().getByRole('status').textContent).toContain(texts.queuedProgress(150, 150)),
    );
  });

  it('stops at the first refusal, saying how many were queued and why', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    const onQueued = renderDialog([
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        (variables) => !variables.actionID,
        record('70', 'Configure Card(s) #70'),
        calls,
      ),
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        (variables) => variables.actionID === '70',
        { error: messages.actionNotFound, field: 'actionID' },
        calls,
      ),
    ]);
    fireEvent.change(input(texts.ipsLabel), { target: { value: IPS.join(', ') } });
    fireEvent.click(flag('set-approved'));
    fireEvent.change(input('Community string'), { target: { value: 'private' } });
    configure();

    expect(await dialog().findByText(messages.actionNotFound)).toBeTruthy();
    await waitFor(() =>
      expect(dialog().getByRole('status').textContent).toContain(texts.queuedProgress(100, 150)),
    );
    expect(calls).toHaveLength(2);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it('requires what each checked flag sets, on its field, and sends nothing', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderDialog([mutationMock(AddGatewayActionDocument, () => true, { data: {} }, calls)]);
    fireEvent.change(input(texts.ipsLabel), { target: { value: '10.0.0.5' } });
    fireEvent.change(input('Community string'), { target: { value: 'private' } });
    configure();
    expect(await dialog().findByText(messages.chooseCardConfig)).toBeTruthy();

    fireEvent.click(flag('set-name'));
    fireEvent.click(flag('set-traps'));
    fireEvent.click(flag('set-user'));
    // The trap destination starts empty: nothing is assumed for it.
    expect(input(texts.trapIPLabel).value).toBe('');
    configure();
    for (const label of [
      texts.cardNameLabel,
      texts.trapIPLabel,
      texts.cardUsernameLabel,
      texts.cardPasswordLabel,
    ]) {
      await waitFor(() => expect(input(label).getAttribute('aria-invalid')).toBe('true'));
    }
    expect(dialog().getAllByText(messages.required)).toHaveLength(4);
    // The trap community stays optional.
    expect(input(texts.trapCommunityLabel).getAttribute('aria-invalid')).toBe('false');

    fireEvent.change(input(texts.cardNameLabel), { target: { value: 'UPS <A>' } });
    fireEvent.change(input(texts.trapIPLabel), { target: { value: '10.0.0.300' } });
    expect(await dialog().findByText(messages.invalidCardName)).toBeTruthy();
    expect(dialog().getByText(messages.invalidIPv4)).toBeTruthy();

    // set-V3-access alone asks for its v3 user.
    fireEvent.click(flag('set-name'));
    fireEvent.click(flag('set-traps'));
    fireEvent.click(flag('set-user'));
    fireEvent.click(flag('set-V3-access'));
    configure();
    await waitFor(() => expect(input(texts.v3UserLabel).getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(0);
  });

  it('checks the addresses and the port as the server does', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderDialog([mutationMock(AddGatewayActionDocument, () => true, { data: {} }, calls)]);
    fireEvent.click(flag('set-approved'));
    fireEvent.change(input('Community string'), { target: { value: 'private' } });
    configure();
    await waitFor(() => expect(input(texts.ipsLabel).getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().getByText(messages.required)).toBeTruthy();

    fireEvent.change(input(texts.ipsLabel), { target: { value: '10.0.0.5\nups-a' } });
    expect(await dialog().findByText(messages.invalidIPv4)).toBeTruthy();
    expect(dialog().getByText(texts.notAnAddress(['ups-a']))).toBeTruthy();

    fireEvent.change(input(texts.ipsLabel), { target: { value: '10.0.0.5' } });
    fireEvent.change(input(texts.portLabel), { target: { value: '0' } });
    expect(await dialog().findByText(messages.invalidPort)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('configures the cards picked from the gateway’s SNMP equipment with those typed', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    const listed: unknown[] = [];
    renderDialog([
      {
        request: { query: CardConfigEquipmentDocument, variables: () => true },
        maxUsageCount: ALWAYS,
        result: (variables: unknown) => {
          listed.push(variables);
          return {
            data: {
              allEquipment: {
                __typename: 'EquipmentPage',
                total: 2,
                items: [
                  { __typename: 'Equipment', id: '9', name: 'UPS 9', equipmentIP: '10.0.0.9' },
                  { __typename: 'Equipment', id: '12', name: 'PDU 12', equipmentIP: '10.0.0.12' },
                ],
              },
            },
          };
        },
      },
      mutationMock<AddGatewayActionMutationVariables>(
        AddGatewayActionDocument,
        () => true,
        record('80', 'Configure Card(s) #80'),
        calls,
      ),
    ]);
    fireEvent.click(dialog().getByRole('button', { name: texts.pickToggle }));
    fireEvent.click(
      await dialog().findByRole('checkbox', { name: texts.pickCard('UPS 9', '10.0.0.9') }),
    );
    expect(listed[0]).toMatchObject({ customerID: 'c1', gatewayID: '1' });
    expect(dialog().getByText(texts.pickedCount(1))).toBeTruthy();
    fireEvent.change(input(texts.ipsLabel), { target: { value: '10.0.0.5' } });
    fireEvent.click(flag('set-approved'));
    fireEvent.change(input(texts.contactLabel), { target: { value: 'ops@example.com' } });
    fireEvent.change(input('Community string'), { target: { value: 'private' } });
    configure();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      action: 'IMPORT_CONFIG',
      ips: ['10.0.0.5', '10.0.0.9'],
      offset: 0,
      cardConfig: { flags: ['set-approved'], contact: 'ops@example.com' },
    });
  });
});

describe('Configure Card from an SNMP equipment’s details', () => {
  it('prefills the card’s address, port and version, and queues UNITY_CONFIG', async () => {
    const ups = equipmentFixture('9', 'UPS 9', {
      kind: 'SNMPCard',
      protocol: 'SNMP',
      port: 1161,
      slaveID: null,
      version: '2',
    });
    const calls: AddGatewayActionMutationVariables[] = [];
    renderPage(
      <EquipmentDetails
        equipmentID="9"
        customerID="c1"
        customerSegment={undefined}
        permissions={{ canAddEdit: false, canDelete: false, canMaintain: false }}
        onClose={() => {}}
        onEdit={() => {}}
        onDeleted={() => {}}
      />,
      {
        route: APP_ROUTES.equipment,
        at: '/equipment',
        user: manager,
        mocks: [
          detailsMock(ups),
          sensorsMock('9'),
          assetViewsMock(),
          mutationMock<AddGatewayActionMutationVariables>(
            AddGatewayActionDocument,
            () => true,
            record('90', 'Configure Card'),
            calls,
          ),
        ],
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: ACTION_LABELS.UNITY_CONFIG }));
    const single = within(await screen.findByRole('dialog', { name: ACTION_LABELS.UNITY_CONFIG }));
    expect((single.getByLabelText(texts.cardIpLabel) as HTMLInputElement).value).toBe('10.0.0.9');
    expect((single.getByLabelText(texts.portLabel) as HTMLInputElement).value).toBe('1161');
    fireEvent.click(
      single.getByRole('checkbox', {
        name: texts.flagLabel(texts.flagLabels['set-name'], 'set-name'),
      }),
    );
    fireEvent.change(single.getByLabelText(texts.cardNameLabel), {
      target: { value: 'UPS 9 (rack 2)' },
    });
    fireEvent.change(single.getByLabelText('Community string'), { target: { value: 'private' } });
    fireEvent.click(single.getByRole('button', { name: texts.configure }));

    expect(await screen.findByText(texts.queued('Configure Card'))).toBeTruthy();
    expect(calls[0]).toEqual({
      gatewayID: '3',
      customerID: 'c1',
      action: 'UNITY_CONFIG',
      ip: '10.0.0.9',
      cardConfig: { flags: ['set-name'], cardName: 'UPS 9 (rack 2)' },
      snmpCreds: { snmpVersion: '2', communityString: 'private', port: 1161 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: texts.showQueue }).getAttribute('href')).toBe(
      '/equipment?tab=gateways&selected=3',
    );
  });
});
