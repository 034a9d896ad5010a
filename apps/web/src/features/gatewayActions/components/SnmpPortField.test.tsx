// @vitest-environment jsdom
import { APP_ROUTES, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import {
  AddGatewayActionDocument,
  FindGatewayOptionsDocument,
  GatewayActionDocument,
  OnboardEquipmentListDocument,
} from '../../../graphql/generated/graphql';
import type {
  AddGatewayActionMutationVariables,
  OnboardEquipmentListMutationVariables,
} from '../../../graphql/generated/graphql';
import { equipmentFixture, validateNamesMock } from '../../equipment/testing/equipmentMocks';
import { discoveryCredentials, keepDiscoveryCredentials } from '../discoveryCredentials';
import { FindEquipmentPage } from '../FindEquipmentPage';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { ImportEquipmentPage } from '../ImportEquipmentPage';
import { SnmpWalkPage } from '../SnmpWalkPage';
import { emptySnmpCredentialValues } from '../snmpCredentials';
import {
  ALWAYS,
  actionFixture,
  deviceFixture,
  discoveryMock,
  gatewayFixture,
  gatewayMock,
  mutationMock,
  queueMock,
} from '../testing/gatewayActionMocks';

afterEach(cleanup);

const manager = { customer: { id: 'c1', name: 'Acme', roles: ['mg', 'ad2'] } };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
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

describe('the SNMP port of SNMP Walk', () => {
  it('starts at the port the history entry remembers, checks it, and sends it', async () => {
    const added: AddGatewayActionMutationVariables[] = [];
    renderPage(<SnmpWalkPage />, {
      route: APP_ROUTES.gatewayEquipmentWalk,
      at: '/gateways/1/equipment/walk?ip=10.0.0.9&communityString=public',
      state: { port: 1161 },
      mocks: [
        gatewayMock(() => gatewayFixture()),
        queueMock(() => []),
        mutationMock<AddGatewayActionMutationVariables>(
          AddGatewayActionDocument,
          () => true,
          record('31', 'SNMP Walk'),
          added,
        ),
        {
          request: { query: GatewayActionDocument, variables: () => true },
          maxUsageCount: ALWAYS,
          result: {
            data: {
              gatewayAction: actionFixture('31', {
                action: 'SNMP_WALK',
                label: 'SNMP Walk',
                ip: '10.0.0.9',
              }),
            },
          },
        },
      ],
      user: manager,
    });
    await screen.findByRole('form', { name: texts.walkTitle });
    expect(input(texts.portLabel).value).toBe('1161');

    for (const bad of ['0', '65536', 'snmp', '']) {
      fireEvent.change(input(texts.portLabel), { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: texts.walk }));
      expect(await screen.findByText(messages.invalidPort)).toBeTruthy();
      expect(input(texts.portLabel).getAttribute('aria-invalid')).toBe('true');
    }
    expect(added).toHaveLength(0);

    fireEvent.change(input(texts.portLabel), { target: { value: '1162' } });
    fireEvent.click(screen.getByRole('button', { name: texts.walk }));
    expect(await screen.findByText(texts.walkWaiting('10.0.0.9'))).toBeTruthy();
    expect(added[0]?.snmpCreds).toEqual({
      snmpVersion: '2',
      communityString: 'public',
      port: 1162,
    });
    // The query parameters stay as the spec has them: the port is not in the URL.
    expect(screen.getByTestId('location').textContent).toBe(
      '/gateways/1/equipment/walk?ip=10.0.0.9&communityString=public',
    );
  });
});

describe('the SNMP port of Find Equipment and Import Equipment', () => {
  it('scans at the port given and keeps it for the import', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderPage(<FindEquipmentPage />, {
      route: APP_ROUTES.equipmentFind,
      at: '/equipment/find',
      state: { gatewayID: '1' },
      mocks: [
        {
          request: { query: FindGatewayOptionsDocument, variables: () => true },
          maxUsageCount: ALWAYS,
          result: {
            data: {
              networks: [{ __typename: 'Network', id: '1', name: 'Plant room', gwType: 'STD' }],
            },
          },
        },
        mutationMock<AddGatewayActionMutationVariables>(
          AddGatewayActionDocument,
          () => true,
          record('60', 'Find Equipment'),
          calls,
        ),
        discoveryMock(() => ({
          action: actionFixture('60', { action: 'SNMP_DISCOVER', label: 'Find Equipment' }),
          devices: [],
        })),
      ],
      user: manager,
    });
    await screen.findByRole('form', { name: texts.findTitle });
    expect(input(texts.portLabel).value).toBe('161');
    fireEvent.change(input(texts.rangeLabel), { target: { value: '10.0.0.0/24' } });
    fireEvent.change(input('Community string'), { target: { value: 'public' } });
    fireEvent.change(input(texts.portLabel), { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: texts.find }));
    expect(await screen.findByText(messages.invalidPort)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(input(texts.portLabel), { target: { value: '1161' } });
    fireEvent.click(screen.getByRole('button', { name: texts.find }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.snmpCreds).toEqual({
      snmpVersion: '2',
      communityString: 'public',
      port: 1161,
    });
    await waitFor(() => expect(discoveryCredentials('60')?.port).toBe('1161'));
  });

  it('onboards the found devices at the port the scan used', async () => {
    keepDiscoveryCredentials(
      '61',
      emptySnmpCredentialValues({ snmpVersion: '2', communityString: 'public', port: '1161' }),
    );
    const calls: OnboardEquipmentListMutationVariables[] = [];
    const mocks: MockLink.MockedResponse[] = [
      discoveryMock(() => ({
        action: actionFixture('61', {
          action: 'SNMP_DISCOVER',
          label: 'Find Equipment',
          status: 'SUCCESS',
        }),
        devices: [deviceFixture('10.0.0.20', { sysName: 'UPS-A' })],
      })),
      validateNamesMock(() => true, []),
      mutationMock<OnboardEquipmentListMutationVariables>(
        OnboardEquipmentListDocument,
        () => true,
        { data: { onboardEquipmentList: [equipmentFixture('90', 'UPS-A')] } },
        calls,
      ),
    ];
    renderPage(<ImportEquipmentPage />, {
      route: APP_ROUTES.equipmentImport,
      at: '/equipment/import?id=61',
      mocks,
      user: manager,
    });
    await waitFor(() => expect(screen.getAllByTestId('import-row')).toHaveLength(1));
    expect(input(texts.portLabel).value).toBe('1161');
    expect(screen.getByText(`SNMP v2c${texts.onPort('1161')}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.importButton(1) }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.equipment).toEqual([
      {
        ip: '10.0.0.20',
        port: 1161,
        manufacturerModel: '70',
        description: 'UPS-A',
        protocol: 'SNMP',
        snmpVersion: '2',
        communityString: 'public',
      },
    ]);
  });
});
