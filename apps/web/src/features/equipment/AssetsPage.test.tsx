// @vitest-environment jsdom
import { APP_ROUTES, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../app/SessionContext';
import { renderPage } from '../../app/testing/renderPage';
import {
  AssetsUpdateEquipmentAssetDocument,
  AssetsViewDocument,
} from '../../graphql/generated/graphql';
import type { AssetsUpdateEquipmentAssetMutationVariables } from '../../graphql/generated/graphql';
import { AssetsPage, AssetsV2Page } from './AssetsPage';
import { ASSETS_BATCH_SIZE, assetsBatchDocument, assetsBatches } from './assetsBatch';
import type { EquipmentAsset } from './assetsModel';

afterEach(cleanup);

const meta = (label: string, value: string, type: string, oid: string | null = null) => ({
  __typename: 'EquipmentMeta' as const,
  label,
  value,
  type,
  oid,
});

const asset = (id: string, name: string, items: ReturnType<typeof meta>[]): EquipmentAsset =>
  ({
    __typename: 'EquipmentAsset',
    equipmentID: id,
    name,
    manufacturer: 'Vertiv',
    model: 'GXT5',
    protocol: 'SNMP',
    ip: `10.0.0.${id.slice(1)}`,
    meta: items,
  }) as EquipmentAsset;

const UPS_A = asset('e1', 'UPS A', [
  meta('Serial number', 'SN-001', 'string'),
  meta('Firmware', '2.1', 'firmware'),
  meta('Rated power (kW)', '10', 'number'),
]);
const UPS_B = asset('e2', 'UPS B', [
  meta('Serial number', 'SN-002', 'string'),
  meta('Install date', '2024-05-01', 'date'),
]);

const viewMock = (equipmentIDs: string[]): MockLink.MockedResponse => ({
  request: { query: AssetsViewDocument, variables: { viewID: 'v9' } },
  result: {
    data: {
      view: {
        __typename: 'View',
        id: 'v9',
        name: 'UPS fleet',
        customerID: 'c1',
        viewType: 'asset',
        equipmentIDs,
        canUpdate: true,
      },
    },
  },
});

// One request for the whole view: the equipment under aliases.
const assetsMock = (
  ids: string[],
  answers: (EquipmentAsset | null)[],
): MockLink.MockedResponse => ({
  request: {
    query: assetsBatchDocument(ids.length),
    variables: { customerID: 'c1', ...Object.fromEntries(ids.map((id, i) => [`e${i}`, id])) },
  },
  result: { data: Object.fromEntries(answers.map((a, i) => [`a${i}`, a])) },
});

const EDITOR = {
  super: false,
  customer: { __typename: 'Customer', id: 'c1', name: 'Acme', roles: ['ad2'] },
} as Partial<SessionUser>;
const VIEWER = {
  super: false,
  customer: { __typename: 'Customer', id: 'c1', name: 'Acme', roles: [] },
} as Partial<SessionUser>;

function open(at: string, mocks: MockLink.MockedResponse[], user = EDITOR, v2 = false) {
  return renderPage(v2 ? <AssetsV2Page /> : <AssetsPage />, {
    route: v2 ? APP_ROUTES.assetsV2 : APP_ROUTES.assets,
    at,
    mocks,
    user,
  });
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('AssetsPage', () => {
  it('shows one row per equipment with a column per asset datum, typed', async () => {
    open('/c1/gateways/assets/v9', [
      viewMock(['e1', 'e2', 'e404']),
      assetsMock(['e1', 'e2', 'e404'], [UPS_A, UPS_B, null]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'UPS fleet' })).toBeTruthy();
    const row = await screen.findByTestId('asset-e1');
    expect(headers()).toEqual([
      'Equipment',
      'Manufacturer',
      'Model',
      'IP',
      'Serial numbertext',
      'Firmwarefirmware',
      'Rated power (kW)number',
      'Install datedate',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Vertiv', 'GXT5', '10.0.0.1', 'SN-001', '2.1', '10', '—']);
    expect(within(screen.getByTestId('asset-e2')).getByText('2024-05-01')).toBeTruthy();
    expect(
      within(screen.getByTestId('asset-e404')).getByText(messages.couldNotFindEquipment),
    ).toBeTruthy();
    // Not editable without edit=true, but offered to a user who may edit devices.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Summary' }));
    const firmware = await screen.findByRole('region', { name: 'Firmware' });
    expect(
      within(firmware)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2.11 equipment', 'Not set1 equipment']);
    expect(screen.getByTestId('location').textContent).toBe('/c1/gateways/assets/v9?tab=1');
  });

  it('edits with edit=true: a bad number is refused in its cell, then Save sends that equipment only', async () => {
    const sent: AssetsUpdateEquipmentAssetMutationVariables[] = [];
    open('/c1/gateways/assets/v9?edit=true', [
      viewMock(['e1', 'e2']),
      assetsMock(['e1', 'e2'], [UPS_A, UPS_B]),
      {
        request: { query: AssetsUpdateEquipmentAssetDocument, variables: () => true },
        result: (variables: AssetsUpdateEquipmentAssetMutationVariables) => {
          sent.push(variables);
          return {
            data: {
              updateEquipmentAsset: asset('e1', 'UPS A', [
                meta('Serial number', 'SN-001', 'string'),
                meta('Firmware', '2.2', 'firmware'),
                meta('Rated power (kW)', '12.5', 'number'),
              ]),
            },
          };
        },
      },
    ]);
    const power = await screen.findByRole('textbox', { name: 'Rated power (kW) of UPS A' });
    fireEvent.change(power, { target: { value: '12,5 kW' } });
    expect(within(screen.getByTestId('asset-e1')).getByRole('alert').textContent).toBe(
      messages.mustBeNumber,
    );
    expect(power.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Some values are not valid/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(power, { target: { value: '12.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Firmware of UPS A' }), {
      target: { value: '2.2' },
    });
    // The date column is a date picker.
    expect(screen.getByLabelText('Install date of UPS B').getAttribute('type')).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the asset data of 1 equipment.')).toBeTruthy();
    expect(sent).toEqual([
      {
        equipmentID: 'e1',
        customerID: 'c1',
        meta: [
          { label: 'Serial number', value: 'SN-001', type: 'string' },
          { label: 'Firmware', value: '2.2', type: 'firmware' },
          { label: 'Rated power (kW)', value: '12.5', type: 'number' },
        ],
      },
    ]);
    expect(
      (screen.getByRole('textbox', { name: 'Rated power (kW) of UPS A' }) as HTMLInputElement)
        .value,
    ).toBe('12.5');
  });

  it("shows the server's refusal in the cell it names, and adds a datum", async () => {
    open('/c1/gateways/assets/v9?edit=true', [
      viewMock(['e2']),
      assetsMock(['e2'], [UPS_B]),
      {
        request: { query: AssetsUpdateEquipmentAssetDocument, variables: () => true },
        result: {
          errors: [
            {
              message: messages.tooLong(255),
              extensions: { code: 'BAD_USER_INPUT', field: 'meta.2.value' },
            },
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add datum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an asset datum' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'serial number' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(messages.assetLabelTaken('serial number'))).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Battery model' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const cell = screen.getByRole('textbox', { name: 'Battery model of UPS B' });
    fireEvent.change(cell, { target: { value: 'HR1234W' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The asset data of 1 equipment was not saved: see the marked cells.'),
    ).toBeTruthy();
    // meta.2 is the third datum sent: the one added.
    const row = screen.getByTestId('asset-e2');
    expect(within(row).getByRole('alert').textContent).toBe(messages.tooLong(255));
    expect(cell.getAttribute('aria-invalid')).toBe('true');
  });

  it('says which data the gateway reads from the device, and from which OID', async () => {
    const serialOid = '1.3.6.1.2.1.33.1.1.2.0';
    const readUps = asset('e3', 'UPS C', [
      meta('Serial number', 'SN-003', 'string', serialOid),
      meta('Install date', '2024-05-01', 'date'),
    ]);
    const view = open('/c1/gateways/assets/v9', [viewMock(['e3']), assetsMock(['e3'], [readUps])]);
    const row = await screen.findByTestId('asset-e3');
    const [serial, installed] = within(row).getAllByRole('cell').slice(3);
    expect(within(serial!).getByText('SN-003')).toBeTruthy();
    expect(within(serial!).getByTestId('asset-device-oid').textContent).toBe(
      `Read from the device (OID ${serialOid})`,
    );
    // A datum people entered says nothing more.
    expect(installed!.textContent).toBe('2024-05-01');
    expect(screen.getAllByTestId('asset-device-oid')).toHaveLength(1);
    view.unmount();

    // Editing, the field itself warns that the next read replaces what is entered.
    open('/c1/gateways/assets/v9?edit=true', [viewMock(['e3']), assetsMock(['e3'], [readUps])]);
    const field = await screen.findByRole('textbox', { name: 'Serial number of UPS C' });
    expect(field.getAttribute('aria-invalid')).toBe('false');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(
      `Read from the device (OID ${serialOid}): its next read replaces what you enter.`,
    );
  });

  it('stays read-only with edit=true for a user who may not edit devices', async () => {
    open(
      '/c1/gateways/assets/v9?edit=true',
      [viewMock(['e1']), assetsMock(['e1'], [UPS_A])],
      VIEWER,
    );
    await screen.findByTestId('asset-e1');
    expect(
      screen.getByText('You can see the asset data of this view but not change it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("says 'Error loading view' when there is no such view", async () => {
    open('/c1/gateways/assets/v9', [{ ...viewMock([]), result: { data: { view: null } } }]);
    expect(await screen.findByText(messages.errorLoadingView)).toBeTruthy();
  });

  it('fills the whole window in v2', async () => {
    open(
      '/c1/gateways/assets/v9/v2',
      [viewMock(['e1']), assetsMock(['e1'], [UPS_A])],
      EDITOR,
      true,
    );
    await screen.findByTestId('asset-e1');
    const frame = screen.getByTestId('assets-full-window');
    expect(within(frame).getByRole('heading', { level: 1, name: 'UPS fleet' })).toBeTruthy();
    expect(getComputedStyle(frame).position).toBe('fixed');
  });
});

describe('assetsBatches', () => {
  it(`asks for ${ASSETS_BATCH_SIZE} equipment a request, each id once`, () => {
    const ids = Array.from({ length: 65 }, (_, i) => String(i + 1));
    const batches = assetsBatches([...ids, '1'], 'c1');
    expect(batches.map((b) => b.ids.length)).toEqual([30, 30, 5]);
    expect(batches[2]!.variables).toEqual({
      customerID: 'c1',
      e0: '61',
      e1: '62',
      e2: '63',
      e3: '64',
      e4: '65',
    });
    // One document per batch size, reused.
    expect(batches[0]!.query).toBe(batches[1]!.query);
  });
});
