// @vitest-environment jsdom
import { APP_ROUTES, bulkEquipmentMessages, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  ImportLibraryOptionsDocument,
  OnboardEquipmentListDocument,
} from '../../graphql/generated/graphql';
import type { OnboardEquipmentListMutationVariables } from '../../graphql/generated/graphql';
import { equipmentFixture, validateNamesMock } from '../equipment/testing/equipmentMocks';
import { keepDiscoveryCredentials } from './discoveryCredentials';
import { gatewayActionTexts as texts } from './gatewayActionTexts';
import { ImportEquipmentPage } from './ImportEquipmentPage';
import { emptySnmpCredentialValues } from './snmpCredentials';
import {
  ALWAYS,
  actionFixture,
  deviceFixture,
  discoveryMock,
  mutationMock,
} from './testing/gatewayActionMocks';

afterEach(cleanup);

const manager = { customer: { id: 'c1', name: 'Acme', roles: ['mg', 'ad2'] } };

const ups = deviceFixture('10.0.0.20', { sysName: 'UPS-A' });
const pdu = deviceFixture('10.0.0.21', {
  sysName: 'PDU-B',
  sysDescr: 'Raritan PX3',
  libraryID: null,
  libraryName: null,
});
const blank = deviceFixture('10.0.0.23', { sysName: '' });
const known = deviceFixture('10.0.0.22', { sysName: 'UPS-C', onboarded: true });

const scan = (id: string) =>
  discoveryMock(() => ({
    action: actionFixture(id, {
      action: 'SNMP_DISCOVER',
      label: 'Find Equipment',
      ip: '10.0.0.0/24',
      status: 'SUCCESS',
    }),
    devices: [ups, pdu, known, blank],
  }));

const libraries: MockLink.MockedResponse = {
  request: { query: ImportLibraryOptionsDocument, variables: () => true },
  maxUsageCount: ALWAYS,
  result: {
    data: {
      equipmentList: [
        {
          __typename: 'EquipmentLibrary',
          id: '80',
          name: 'PX3',
          model: 'PX3',
          manufacturer: 'Raritan',
        },
      ],
    },
  },
};

function renderImport(at: string, mocks: MockLink.MockedResponse[], state?: unknown) {
  return renderPage(<ImportEquipmentPage />, {
    route: APP_ROUTES.equipmentImport,
    at,
    mocks,
    user: manager,
    state,
  });
}

const rows = () => screen.getAllByTestId('import-row');
const location = () => screen.getByTestId('location').textContent ?? '';
const name = (ip: string) =>
  screen.getByRole('textbox', { name: texts.nameLabel(ip) }) as HTMLInputElement;
const library = (ip: string) =>
  screen.getByRole('combobox', { name: texts.libraryLabel(ip) }) as HTMLInputElement;

describe('ImportEquipmentPage', () => {
  it('lists the devices picked on Find Equipment, named by sysName, with the matched library', async () => {
    renderImport('/equipment/import?id=50', [scan('50')], { selected: ['10.0.0.20', '10.0.0.21'] });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(name('10.0.0.20').value).toBe('UPS-A');
    expect(library('10.0.0.20').value).toBe('APC Smart-UPS');
    expect(name('10.0.0.21').value).toBe('PDU-B');
    expect(library('10.0.0.21').value).toBe('');
    expect(screen.getByText(texts.credentialsReentry)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.importButton(2) })).toBeTruthy();
  });

  it('lists every device not yet onboarded that matches the search, without a pick', async () => {
    renderImport('/equipment/import?id=51', [scan('51')]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    // A device without a sysName is named by its address.
    expect(name('10.0.0.23').value).toBe('10.0.0.23');
    expect(screen.queryByText('10.0.0.22')).toBeNull();
    cleanup();
    renderImport('/equipment/import?id=51&query=raritan', [scan('51')]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(name('10.0.0.21').value).toBe('PDU-B');
  });

  it('checks every row as onboarding does before sending anything', async () => {
    const calls: OnboardEquipmentListMutationVariables[] = [];
    renderImport(
      '/equipment/import?id=52',
      [scan('52'), mutationMock(OnboardEquipmentListDocument, () => true, { data: {} }, calls)],
      { selected: ['10.0.0.20', '10.0.0.21'] },
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(name('10.0.0.21'), { target: { value: 'UPS-A' } });
    fireEvent.click(screen.getByRole('button', { name: texts.importButton(2) }));
    // The library is required, the community string too, and a name may be listed once.
    await waitFor(() =>
      expect(screen.getAllByText(bulkEquipmentMessages.duplicateName)).toHaveLength(2),
    );
    expect(within(rows()[1]!).getByText(messages.required)).toBeTruthy();
    expect(
      (screen.getByLabelText('Community string') as HTMLInputElement).getAttribute('aria-invalid'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: texts.includeDevice('10.0.0.21') }));
    fireEvent.click(screen.getByRole('checkbox', { name: texts.includeDevice('10.0.0.20') }));
    fireEvent.click(screen.getByRole('button', { name: texts.importButton(0) }));
    expect(await screen.findByText(bulkEquipmentMessages.noDevices)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('onboards the rows with the bulk mutation, then opens My Equipment on the gateway', async () => {
    keepDiscoveryCredentials(
      '53',
      emptySnmpCredentialValues({ snmpVersion: '2', communityString: 'public' }),
    );
    const calls: OnboardEquipmentListMutationVariables[] = [];
    renderImport(
      '/12/equipment/import?id=53',
      [
        scan('53'),
        libraries,
        validateNamesMock((v) => v.gatewayID === '1', []),
        mutationMock<OnboardEquipmentListMutationVariables>(
          OnboardEquipmentListDocument,
          () => true,
          {
            data: {
              onboardEquipmentList: [
                equipmentFixture('90', 'Rack UPS'),
                equipmentFixture('91', 'PDU-B'),
              ],
            },
          },
          calls,
        ),
      ],
      { selected: ['10.0.0.20', '10.0.0.21'] },
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText(texts.credentialsKept)).toBeTruthy();
    expect((screen.getByLabelText('Community string') as HTMLInputElement).value).toBe('public');
    fireEvent.change(name('10.0.0.20'), { target: { value: 'Rack UPS' } });
    // The PDU's library, picked by typing.
    fireEvent.mouseDown(library('10.0.0.21'));
    fireEvent.change(library('10.0.0.21'), { target: { value: 'PX3' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Raritan PX3' }));
    expect(library('10.0.0.21').value).toBe('Raritan PX3');

    fireEvent.click(screen.getByRole('button', { name: texts.importButton(2) }));
    await waitFor(() => expect(location()).toBe('/12/equipment?tab=equipment&eq_filter=gateway_1'));
    expect(calls[0]).toEqual({
      gatewayID: '1',
      customerID: '12',
      equipment: [
        {
          ip: '10.0.0.20',
          port: 161,
          manufacturerModel: '70',
          description: 'Rack UPS',
          protocol: 'SNMP',
          snmpVersion: '2',
          communityString: 'public',
        },
        {
          ip: '10.0.0.21',
          port: 161,
          manufacturerModel: '80',
          description: 'PDU-B',
          protocol: 'SNMP',
          snmpVersion: '2',
          communityString: 'public',
        },
      ],
    });
  });

  it('shows the spec’s messages for names the gateway already has', async () => {
    keepDiscoveryCredentials(
      '54',
      emptySnmpCredentialValues({ snmpVersion: '2', communityString: 'public' }),
    );
    const calls: OnboardEquipmentListMutationVariables[] = [];
    renderImport(
      '/equipment/import?id=54',
      [
        scan('54'),
        validateNamesMock(() => true, ['UPS-A']),
        mutationMock(OnboardEquipmentListDocument, () => true, { data: {} }, calls),
      ],
      { selected: ['10.0.0.20'] },
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: texts.importButton(1) }));
    expect(await screen.findByText(messages.equipmentNamesTaken(['UPS-A']))).toBeTruthy();
    expect(screen.getByText(messages.equipmentNameTaken('UPS-A'))).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  describe('devices that answered to different sets of credentials', () => {
    const first = deviceFixture('10.0.0.30', { sysName: 'UPS-E', credential: 0 });
    const second = deviceFixture('10.0.0.31', { sysName: 'UPS-F', credential: 1 });
    const mixedScan = (id: string) =>
      discoveryMock(() => ({
        action: actionFixture(id, {
          action: 'SNMP_DISCOVER',
          label: 'Find Equipment',
          ip: '10.0.0.0/24',
          status: 'SUCCESS',
        }),
        devices: [first, second],
      }));

    it('onboards each device with the set it answered to', async () => {
      keepDiscoveryCredentials('57', [
        emptySnmpCredentialValues({ snmpVersion: '2', communityString: 'public' }),
        emptySnmpCredentialValues({
          snmpVersion: '3',
          username: 'ops',
          securityLevel: 'authNoPriv',
          authType: 'SHA',
          authKey: 'secret-key',
        }),
      ]);
      const calls: OnboardEquipmentListMutationVariables[] = [];
      renderImport('/equipment/import?id=57', [
        mixedScan('57'),
        validateNamesMock(() => true, []),
        mutationMock<OnboardEquipmentListMutationVariables>(
          OnboardEquipmentListDocument,
          () => true,
          {
            data: {
              onboardEquipmentList: [
                equipmentFixture('92', 'UPS-E'),
                equipmentFixture('93', 'UPS-F'),
              ],
            },
          },
          calls,
        ),
      ]);
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(screen.getByText(texts.credentialsPerDevice)).toBeTruthy();
      expect(screen.queryByLabelText('Community string')).toBeNull();
      expect(within(rows()[0]!).getByText('SNMP v2c')).toBeTruthy();
      expect(within(rows()[1]!).getByText('SNMP v3 · ops')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: texts.importButton(2) }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.equipment).toEqual([
        {
          ip: '10.0.0.30',
          port: 161,
          manufacturerModel: '70',
          description: 'UPS-E',
          protocol: 'SNMP',
          snmpVersion: '2',
          communityString: 'public',
        },
        expect.objectContaining({
          ip: '10.0.0.31',
          description: 'UPS-F',
          snmpVersion: '3',
          username: 'ops',
          securityLevel: 'authNoPriv',
          authType: 'SHA',
          authKey: 'secret-key',
        }),
      ]);
      expect([calls[0]?.equipment].flat()[1]).not.toHaveProperty('communityString');
    });

    it('says the credentials entered apply to every row when the sets are not known', async () => {
      renderImport('/equipment/import?id=58', [mixedScan('58')]);
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(screen.getByText(texts.credentialsReentry)).toBeTruthy();
      expect(screen.getByText(texts.credentialsApplyToAll)).toBeTruthy();
      expect(screen.getByLabelText('Community string')).toBeTruthy();
    });
  });

  it('asks for a scan when opened without one', async () => {
    renderImport('/equipment/import', []);
    expect(await screen.findByText(texts.noDiscovery)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.chooseScan }).getAttribute('href')).toBe(
      '/equipment/find',
    );
  });
});
