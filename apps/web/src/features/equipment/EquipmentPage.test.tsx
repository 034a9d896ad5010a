// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_EVENTS, STATUS_COLORS, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DefaultTemplatesDocument,
  DeleteEquipmentDocument,
  OnboardEquipmentDocument,
  OnboardEquipmentListDocument,
  SetMaintenanceModeDocument,
  SetRepairModeDocument,
  UpdateEquipmentDocument,
} from '../../graphql/generated/graphql';
import type { EquipmentFieldsFragment } from '../../graphql/generated/graphql';
import { equipmentTexts } from './equipmentTexts';
import {
  allEquipmentMock,
  assetViewsMock,
  detailsMock,
  equipmentFixture,
  gatewayOptionsMock,
  pageMocks,
  sensorFixture,
  sensorsMock,
  validateNamesMock,
} from './testing/equipmentMocks';
import { adminUser, renderEquipmentRoutes, viewerUser } from './testing/renderEquipmentRoutes';

const jsdomMatchMedia = window.matchMedia;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.matchMedia = jsdomMatchMedia;
});

const ups = equipmentFixture('9', 'UPS 9', {
  kind: 'SNMPCard',
  protocol: 'SNMP',
  port: 161,
  slaveID: null,
  status: 'WARNING',
  version: '3',
  username: 'monitor',
  securityLevel: 'authPriv',
  authType: 'SHA',
  privacyType: 'AES',
  context: 'ups',
  hasCredentials: true,
  notes: 'Left rack',
  tags: ['room-1', 'critical'],
  error: {
    __typename: 'EquipmentError',
    message: 'Timeout polling',
    createdAt: '2026-02-01T08:30:00.000Z',
  } as EquipmentFieldsFragment['error'],
});
const pdu = equipmentFixture('12', 'PDU 12', {
  isMaintenance: true,
  status: 'MAINTENANCE',
  slaveID: 3,
});
const crac = equipmentFixture('15', 'CRAC 15', {
  disconnected: true,
  locked: true,
  status: 'DISCONNECTED',
});

const mutation = (
  query: MockLink.MockedResponse['request']['query'],
  variables: (v: Record<string, unknown>) => boolean,
  outcome: { data: Record<string, unknown> } | { error: string; field?: string },
  delay = 0,
): MockLink.MockedResponse => ({
  request: { query, variables },
  delay,
  result:
    'data' in outcome
      ? { data: outcome.data }
      : {
          errors: [
            new GraphQLError(outcome.error, {
              extensions: outcome.field ? { code: 'BAD_USER_INPUT', field: outcome.field } : {},
            }),
          ],
        },
});

const list = (items: EquipmentFieldsFragment[] = [ups, pdu, crac]) =>
  allEquipmentMock(() => true, { items });

const detailMocks = (...items: EquipmentFieldsFragment[]) =>
  items.flatMap((item) => [detailsMock(item), sensorsMock(item.id)]);

const flagsOf = (name: string) =>
  within(rowOf(name)).queryByTestId('equipment-flags')?.textContent ?? '';

const rowOf = (name: string) =>
  screen
    .getAllByTestId('equipment-row')
    .find((row) => within(row).queryByText(name)) as HTMLElement;

/** Picks an option of an MUI select by its label. */
async function choose(label: string, option: string) {
  // A select is named by its label and its current value.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Picks the manufacturer (an autocomplete), then the model. */
async function chooseLibrary(model: string) {
  const manufacturer = screen.getByRole('combobox', { name: equipmentTexts.labels.manufacturer });
  fireEvent.mouseDown(manufacturer);
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

describe('the equipment list', () => {
  it('shows rows with status in colour and words, flags as chips, and the total', async () => {
    const page = renderEquipmentRoutes('/c1/equipment', { mocks: [...pageMocks(), list()] });
    expect(screen.getAllByTestId('equipment-row-skeleton')).toHaveLength(5);
    await screen.findAllByTestId('equipment-row');
    expect(page.titles).toContain(equipmentTexts.title);
    expect(screen.getByRole('heading', { level: 1, name: 'My Equipment' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: equipmentTexts.backToViews }).getAttribute('href'),
    ).toBe('/c1/views');
    const statuses = screen.getAllByTestId('equipment-status');
    expect(statuses.map((s) => s.textContent)).toEqual(['Warning', 'Maintenance', 'Disconnected']);
    expect(getComputedStyle(statuses[0]!.firstElementChild!).backgroundColor).toBe(
      'rgb(251, 192, 45)',
    );
    expect(STATUS_COLORS.yellow).toBe('#fbc02d');
    expect(flagsOf('PDU 12')).toBe('Maintenance');
    expect(flagsOf('CRAC 15')).toBe('LockedDisconnected');
    expect(flagsOf('UPS 9')).toBe('');
    expect(within(rowOf('UPS 9')).getByText('10.0.0.9')).toBeTruthy();
    expect(within(rowOf('UPS 9')).getByText('North gateway')).toBeTruthy();
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'UPS 9' }).getAttribute('href')).toBe(
      '/c1/equipment?tab=equipment&selected=9',
    );
  });

  it('shows a failed load with Retry, and loads again', async () => {
    renderEquipmentRoutes('/c1/equipment', {
      mocks: [
        ...pageMocks(),
        allEquipmentMock(() => true, { error: messages.noAccess }, 1),
        list(),
      ],
    });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(messages.noAccess);
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('UPS 9')).toBeTruthy();
  });

  it.each([
    ['an admin', adminUser, true],
    ['a viewer', viewerUser, false],
  ])('invites %s to add the first equipment only when allowed', async (_who, user, offered) => {
    const page = renderEquipmentRoutes('/c1/equipment', {
      mocks: [...pageMocks(), allEquipmentMock(() => true, { items: [] })],
      user,
    });
    expect(await screen.findByText(equipmentTexts.noEquipment)).toBeTruthy();
    const adds = screen.queryAllByRole('button', { name: equipmentTexts.add });
    expect(adds).toHaveLength(offered ? 2 : 0);
    const find = screen.queryByRole('link', { name: equipmentTexts.find });
    expect(find?.getAttribute('href') ?? null).toBe(offered ? '/c1/equipment/find' : null);
    if (offered) {
      fireEvent.click(adds[1]!);
      await waitFor(() => expect(page.search().get('mode')).toBe('add'));
      expect(await screen.findByRole('dialog', { name: equipmentTexts.addTitle })).toBeTruthy();
    }
  });

  it('says when nothing matches, and clears the search and filters', async () => {
    const page = renderEquipmentRoutes(
      '/c1/equipment?tab=equipment&query=zzz&eq_filter=protocol_Modbus&eq_filter=locked_true',
      {
        mocks: [
          ...pageMocks(),
          allEquipmentMock((v) => v.query === 'zzz', { items: [] }),
          allEquipmentMock((v) => v.query === undefined && v.filters === undefined, {
            items: [ups],
          }),
        ],
      },
    );
    expect(await screen.findByText(equipmentTexts.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: equipmentTexts.clearFilters }));
    expect(await screen.findByText('UPS 9')).toBeTruthy();
    expect(page.location()).toBe('/c1/equipment?tab=equipment');
  });

  it('filters by status, protocol, gateway and flags, and sorts, on the server', async () => {
    const asked: Record<string, unknown>[] = [];
    renderEquipmentRoutes('/c1/equipment', {
      mocks: [
        ...pageMocks(),
        allEquipmentMock(
          (v) => {
            asked.push(v);
            return true;
          },
          { items: [ups, pdu] },
        ),
      ],
    });
    await screen.findAllByTestId('equipment-row');
    fireEvent.click(screen.getByTestId('equipment-filter-protocol'));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'SNMP' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(screen.getByTestId('equipment-filter-disconnected'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Connected' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const statusHeader = screen.getByRole('columnheader', { name: /Status/ });
    fireEvent.click(within(statusHeader).getByRole('button'));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        filters: { protocol: ['SNMP'], disconnected: false },
        sortColumn: 'status',
        sortOrder: 'asc',
        offset: 0,
        limit: 200,
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Status/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });
});

describe('the details of the selected equipment', () => {
  it('shows every field we hold, its sensors live, and the pages of the equipment', async () => {
    const page = renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=9', {
      mocks: [
        gatewayOptionsMock(),
        assetViewsMock([
          { id: '41', name: 'UPS assets', equipmentIDs: ['9'] },
          { id: '42', name: 'Other assets', equipmentIDs: ['12'] },
        ]),
        list(),
        detailsMock(ups),
        sensorsMock('9', [
          sensorFixture('301', 'Output voltage', 231),
          sensorFixture('302', 'Input voltage', 229),
        ]),
      ],
    });
    const details = within(
      await screen.findByRole('complementary', { name: equipmentTexts.detailsLabel }),
    );
    expect(await details.findByRole('heading', { level: 2, name: 'UPS 9' })).toBeTruthy();
    const field = (label: string) => {
      const term = details.getByText(label, { selector: 'dt' });
      return term.nextElementSibling?.textContent;
    };
    expect(field(equipmentTexts.fields.protocol)).toBe('SNMP');
    expect(field(equipmentTexts.fields.address)).toBe('10.0.0.9:161');
    expect(field(equipmentTexts.fields.library)).toBe('Raritan PX3');
    expect(field(equipmentTexts.fields.snmpVersion)).toBe('v3');
    expect(field(equipmentTexts.fields.username)).toBe('monitor');
    expect(field(equipmentTexts.fields.securityLevel)).toBe('authPriv');
    expect(field(equipmentTexts.fields.authType)).toBe('SHA');
    expect(field(equipmentTexts.fields.privacyType)).toBe('AES');
    expect(field(equipmentTexts.fields.context)).toBe('ups');
    expect(field(equipmentTexts.fields.credentials)).toBe('••••••');
    expect(field(equipmentTexts.fields.notes)).toBe('Left rack');
    expect(field(equipmentTexts.fields.tags)).toBe('room-1critical');
    expect(details.getByText(/2026/, { selector: 'dd time' })).toBeTruthy();
    expect(details.getByRole('link', { name: 'North gateway' }).getAttribute('href')).toBe(
      '/c1/equipment?tab=gateways&selected=3',
    );
    const error = details.getByText('Timeout polling');
    expect(error.closest('[role="alert"]')).toBeTruthy();
    expect(within(rowOf('UPS 9')).getByRole('link').getAttribute('aria-current')).toBe('true');

    const pages = within(details.getByRole('navigation', { name: equipmentTexts.pages }));
    expect(pages.getByRole('link', { name: 'Logs' }).getAttribute('href')).toBe(
      '/c1/gateways/3/equipment/9/logs',
    );
    expect(pages.getByRole('link', { name: 'Traps' }).getAttribute('href')).toBe(
      '/c1/gateways/3/equipment/9/traps?traps=true&tab=1',
    );
    expect(pages.getByRole('link', { name: 'Files' }).getAttribute('href')).toBe(
      '/c1/gateways/3/ip/10_0_0_9/files',
    );
    // The API returns no credentials: the walk form is prefilled with the address only.
    expect(pages.getByRole('link', { name: equipmentTexts.snmpWalk }).getAttribute('href')).toBe(
      '/c1/gateways/3/equipment/walk?ip=10.0.0.9',
    );
    expect(
      (await pages.findByRole('link', { name: 'Assets: UPS assets' })).getAttribute('href'),
    ).toBe('/c1/gateways/assets/41');
    expect(pages.queryByRole('link', { name: 'Assets: Other assets' })).toBeNull();

    // Manage Sensors comes back here.
    expect(
      details.getByRole('link', { name: equipmentTexts.manageSensors }).getAttribute('href'),
    ).toBe(
      `/c1/gateways/3/equipment/9/add?ref=${encodeURIComponent('/c1/equipment?tab=equipment&selected=9')}`,
    );

    // Sensors with their values, following the live feed.
    const sensors = await details.findAllByTestId('equipment-sensor');
    expect(sensors.map((s) => within(s).getByTestId('sensor-value').textContent)).toEqual([
      '231 V',
      '229 V',
    ]);
    expect(
      within(sensors[0]!).getByRole('link', { name: 'Output voltage' }).getAttribute('href'),
    ).toBe('/c1/sensors/301');
    await waitFor(() => expect(page.sockets).toHaveLength(1));
    const socket = page.sockets[0]!;
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    act(() => socket.serverConnects());
    act(() =>
      socket.serverSends(LIVE_EVENTS.readings, [
        {
          sensorID: '301',
          value: 251,
          detail: null,
          createdAt: new Date().toISOString(),
          status: 'error',
          disconnected: false,
        },
      ]),
    );
    const live = within(details.getAllByTestId('equipment-sensor')[0]!).getByTestId('sensor-value');
    expect(live.textContent).toBe('251 V');
    expect(live.getAttribute('data-status')).toBe('error');

    // Closing the details forgets the selection.
    fireEvent.click(details.getByRole('button', { name: equipmentTexts.closeDetails }));
    await waitFor(() => expect(page.search().get('selected')).toBeNull());
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('takes the whole screen on a phone', async () => {
    const phone = (query: string) => ({
      matches: query.replace(/\s/g, '').includes('max-width:600px'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
    vi.stubGlobal('matchMedia', phone);
    window.matchMedia = phone as unknown as typeof window.matchMedia;
    renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=12', {
      mocks: [...pageMocks(), list(), ...detailMocks(pdu)],
    });
    const dialog = await screen.findByRole('dialog', { name: equipmentTexts.detailsLabel });
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'PDU 12' })).toBeTruthy();
    expect(within(dialog).getByText('3', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says so when the selected equipment is gone', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=77', {
      mocks: [...pageMocks(), list(), detailsMock(null, '77')],
    });
    expect(await screen.findByText(equipmentTexts.notFound)).toBeTruthy();
  });
});

describe('maintenance, repair and locked', () => {
  it('shows a toggle in the row and the details at once', async () => {
    const saved = { ...pdu, isMaintenance: false, isRepair: true, status: 'REPAIR' };
    renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=12', {
      mocks: [
        ...pageMocks(),
        list(),
        ...detailMocks(pdu),
        mutation(
          SetRepairModeDocument,
          (v) => v.equipmentID === '12' && v.isRepair === true && v.customerID === 'c1',
          { data: { setRepairMode: { ...pdu, isRepair: true, status: 'MAINTENANCE' } } },
          400,
        ),
        mutation(
          SetMaintenanceModeDocument,
          (v) => v.equipmentID === '12' && v.isMaintenance === false,
          { data: { setMaintenanceMode: saved } },
          50,
        ),
      ],
    });
    const details = within(await screen.findByRole('complementary'));
    const repair = await details.findByRole('switch', { name: equipmentTexts.repairMode });
    fireEvent.click(repair);
    // Optimistic: the row has the chip while the switch still waits for the server's answer.
    await waitFor(() => expect(flagsOf('PDU 12')).toBe('MaintenanceRepair'));
    expect((repair as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect((repair as HTMLInputElement).disabled).toBe(false));

    const maintenance = details.getByRole('switch', { name: equipmentTexts.maintenanceMode });
    expect((maintenance as HTMLInputElement).checked).toBe(true);
    fireEvent.click(maintenance);
    await waitFor(() =>
      expect(within(rowOf('PDU 12')).getByTestId('equipment-status').textContent).toBe('Repair'),
    );
    expect(flagsOf('PDU 12')).toBe('Repair');
    expect(details.getAllByTestId('equipment-status')[0]!.textContent).toBe('Repair');
    expect((maintenance as HTMLInputElement).checked).toBe(false);
  });

  it('puts a refused toggle back with the spec message', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=9', {
      mocks: [
        ...pageMocks(),
        list(),
        ...detailMocks(ups),
        mutation(SetMaintenanceModeDocument, () => true, { error: messages.noAccess }),
      ],
    });
    const details = within(await screen.findByRole('complementary'));
    const maintenance = await details.findByRole('switch', {
      name: equipmentTexts.maintenanceMode,
    });
    fireEvent.click(maintenance);
    expect(await details.findByText(messages.unableToSetMaintenance)).toBeTruthy();
    expect((maintenance as HTMLInputElement).checked).toBe(false);
    expect(flagsOf('UPS 9')).toBe('');
  });
});

describe('deleting equipment', () => {
  it('names what goes, says when it failed, and closes the details once gone', async () => {
    const page = renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=12', {
      mocks: [
        ...pageMocks(),
        allEquipmentMock(() => true, { items: [ups, pdu] }, 1),
        allEquipmentMock(() => true, { items: [ups] }),
        ...detailMocks(pdu),
        mutation(DeleteEquipmentDocument, (v) => v.id === '12', {
          data: { deleteEquipment: false },
        }),
        mutation(DeleteEquipmentDocument, (v) => v.id === '12', {
          data: { deleteEquipment: true },
        }),
      ],
    });
    const details = within(await screen.findByRole('complementary'));
    fireEvent.click(await details.findByRole('button', { name: equipmentTexts.delete }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete PDU 12?' }));
    expect(
      dialog.getByText(/its 4 sensors and their readings, its traps and its files/),
    ).toBeTruthy();
    expect(dialog.getByText(/Widgets that show these sensors lose them/)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.delete }));
    expect(await dialog.findByText(messages.couldNotDeleteEquipment)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.delete }));
    await waitFor(() => expect(page.search().get('selected')).toBeNull());
    expect(page.router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.queryByText('PDU 12')).toBeNull());
    expect(screen.getByText('UPS 9')).toBeTruthy();
  });

  it('is not offered for locked equipment', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=15', {
      mocks: [...pageMocks(), list(), ...detailMocks(crac)],
    });
    const details = within(await screen.findByRole('complementary'));
    const remove = await details.findByRole('button', { name: equipmentTexts.delete });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(
      (details.getByRole('button', { name: equipmentTexts.edit }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(details.getByText(messages.equipmentLocked)).toBeTruthy();
  });
});

describe('adding equipment', () => {
  it('adds one Modbus device, checking its name against the gateway', async () => {
    const added = equipmentFixture('30', 'PDU 30');
    const page = renderEquipmentRoutes('/c1/equipment?tab=equipment&mode=add', {
      mocks: [
        ...pageMocks(),
        list(),
        ...detailMocks(added),
        validateNamesMock(
          (v) => v.names[0] === 'PDU 12',
          ['PDU 12'],
          messages.equipmentNameTaken('PDU 12'),
        ),
        validateNamesMock((v) => v.names[0] === 'PDU 30' && v.gatewayID === '4', []),
        mutation(
          OnboardEquipmentDocument,
          (v) =>
            JSON.stringify(v) ===
            JSON.stringify({
              gatewayID: '4',
              customerID: 'c1',
              ip: '10.0.0.30',
              manufacturerModel: '70',
              description: 'PDU 30',
              protocol: 'Modbus',
              slaveID: 3,
            }),
          { data: { onboardEquipment: added } },
        ),
        {
          request: {
            query: DefaultTemplatesDocument,
            variables: { equipmentID: '30', customerID: 'c1' },
          },
          result: { data: { templates: [{ __typename: 'Template', id: 't5', name: 'PDU row' }] } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: equipmentTexts.addTitle });
    // Empty, it is refused with the spec's messages on each field.
    fireEvent.click(within(dialog).getByRole('button', { name: equipmentTexts.addOne }));
    await waitFor(() =>
      expect(within(dialog).getAllByText(messages.required).length).toBeGreaterThanOrEqual(4),
    );

    await choose(equipmentTexts.labels.gatewayID, 'South gateway');
    await chooseLibrary('PX3');
    // The model has a Modbus template only: the protocol follows.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Protocol/ }).textContent).toBe('Modbus'),
    );
    type(equipmentTexts.labels.description, 'PDU 12');
    type(equipmentTexts.labels.ip, '10.0.0.300');
    type(equipmentTexts.labels.slaveID, '3');
    expect(
      await within(dialog).findByText("Your gateway already has device 'PDU 12'"),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: equipmentTexts.addOne }));
    expect(await within(dialog).findByText(messages.invalidIPv4)).toBeTruthy();

    type(equipmentTexts.labels.description, 'PDU 30');
    type(equipmentTexts.labels.ip, '10.0.0.30');
    await waitFor(() =>
      expect(within(dialog).queryByText("Your gateway already has device 'PDU 12'")).toBeNull(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: equipmentTexts.addOne }));
    await waitFor(() => expect(page.search().get('selected')).toBe('30'));
    expect(page.search().get('mode')).toBeNull();
    expect(await screen.findByText(equipmentTexts.added(1))).toBeTruthy();
    // Its model's default template is offered, opening Create views with the device in it.
    const offer = await screen.findByRole('link', {
      name: 'Create a view from template PDU row',
    });
    expect(offer.getAttribute('href')).toBe('/c1/templates/t5?stamp=1&equipment=30');
  });

  it('shows a refusal on the field the server names', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=equipment&mode=add', {
      mocks: [
        ...pageMocks(),
        list(),
        validateNamesMock(() => true, []),
        mutation(OnboardEquipmentDocument, () => true, {
          error: messages.libraryHasNoTemplate('SNMP'),
          field: 'manufacturerModel',
        }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: equipmentTexts.addTitle });
    await choose(equipmentTexts.labels.gatewayID, 'North gateway');
    await chooseLibrary('PX3 SNMP');
    await choose(equipmentTexts.labels.snmpVersion, 'v2c');
    type(equipmentTexts.labels.description, 'UPS 40');
    type(equipmentTexts.labels.ip, '10.0.0.40');
    type(equipmentTexts.labels.communityString, 'public');
    fireEvent.click(within(dialog).getByRole('button', { name: equipmentTexts.addOne }));
    const message = await within(dialog).findByText(messages.libraryHasNoTemplate('SNMP'));
    expect(message.closest('.MuiFormControl-root')?.textContent).toContain(
      equipmentTexts.labels.manufacturerModel,
    );
  });

  it('adds many devices from a pasted table, refusing a name the gateway has', async () => {
    const page = renderEquipmentRoutes('/c1/equipment?tab=equipment&mode=add', {
      mocks: [
        ...pageMocks(),
        list(),
        validateNamesMock(
          (v) => v.names.join() === 'PDU 1,PDU 12,PDU 3',
          ['PDU 12'],
          messages.equipmentNameTaken('PDU 12'),
        ),
        validateNamesMock((v) => v.names.join() === 'PDU 1,PDU 2,PDU 3', []),
        mutation(
          OnboardEquipmentListDocument,
          (v) =>
            v.gatewayID === '3' &&
            JSON.stringify(v.equipment) ===
              JSON.stringify([
                {
                  ip: '10.0.0.1',
                  port: 502,
                  manufacturerModel: '70',
                  description: 'PDU 1',
                  protocol: 'Modbus',
                  slaveID: 1,
                },
                {
                  ip: '10.0.0.2',
                  manufacturerModel: '70',
                  description: 'PDU 2',
                  protocol: 'Modbus',
                  slaveID: 2,
                },
                {
                  ip: '10.0.0.3',
                  manufacturerModel: '70',
                  description: 'PDU 3',
                  protocol: 'Modbus',
                },
              ]),
          {
            data: {
              onboardEquipmentList: ['40', '41', '42'].map((id) =>
                equipmentFixture(id, `PDU ${id}`),
              ),
            },
          },
        ),
      ],
    });
    const dialog = within(await screen.findByRole('dialog', { name: equipmentTexts.addTitle }));
    fireEvent.click(dialog.getByRole('tab', { name: equipmentTexts.manyDevices }));
    expect(dialog.getByTestId('bulk-header-format').textContent).toContain(
      'description,ip,port,slave id,community string',
    );
    await choose(equipmentTexts.labels.gatewayID, 'North gateway');
    await chooseLibrary('PX3');

    fireEvent.change(dialog.getByLabelText(equipmentTexts.pasteLabel), {
      target: {
        value:
          'name\tip\tport\tslave id\nPDU 1\t10.0.0.1\t502\t1\nPDU 12\t10.0.0.2\t\t2\nPDU 3\t10.0.0.999',
      },
    });
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.importPasted }));
    expect(await dialog.findByText(equipmentTexts.imported(3))).toBeTruthy();
    expect(dialog.getAllByTestId('bulk-row')).toHaveLength(3);
    expect((dialog.getByLabelText('Row 2 description') as HTMLInputElement).value).toBe('PDU 12');

    // The schema marks the bad cell first.
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.addMany(3) }));
    expect(await dialog.findByText(messages.invalidIPv4)).toBeTruthy();
    expect(dialog.getAllByTestId('bulk-row')[2]!.getAttribute('data-invalid')).toBe('true');
    fireEvent.change(dialog.getByLabelText('Row 3 ip'), { target: { value: '10.0.0.3' } });

    // The gateway has one of the names: the bulk message, and that row marked.
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.addMany(3) }));
    expect(
      await dialog.findByText('Your gateway already has the following equipment: PDU 12.'),
    ).toBeTruthy();
    const rows = dialog.getAllByTestId('bulk-row');
    expect(rows.map((row) => row.getAttribute('data-invalid'))).toEqual([null, 'true', null]);
    expect(within(rows[1]!).getByText("Your gateway already has device 'PDU 12'")).toBeTruthy();

    // A row added by hand, then removed.
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.addRow }));
    expect(dialog.getAllByTestId('bulk-row')).toHaveLength(4);
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.removeRow(3) }));
    expect(dialog.getAllByTestId('bulk-row')).toHaveLength(3);

    fireEvent.change(dialog.getByLabelText('Row 2 description'), { target: { value: 'PDU 2' } });
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.addMany(3) }));
    await waitFor(() => expect(page.search().get('mode')).toBeNull());
    expect(await screen.findByText(equipmentTexts.added(3))).toBeTruthy();
  });

  it('marks the row and cell a bulk refusal names', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=equipment&mode=add', {
      mocks: [
        ...pageMocks(),
        list(),
        validateNamesMock(() => true, []),
        mutation(OnboardEquipmentListDocument, () => true, {
          error: messages.invalidPort,
          field: 'equipment.1.port',
        }),
      ],
    });
    const dialog = within(await screen.findByRole('dialog', { name: equipmentTexts.addTitle }));
    fireEvent.click(dialog.getByRole('tab', { name: equipmentTexts.manyDevices }));
    await choose(equipmentTexts.labels.gatewayID, 'North gateway');
    await chooseLibrary('PX3');
    // Blank rows are skipped: the refused second device is the third row.
    fireEvent.change(dialog.getByLabelText('Row 1 description'), { target: { value: 'A' } });
    fireEvent.change(dialog.getByLabelText('Row 1 ip'), { target: { value: '10.0.1.1' } });
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.addRow }));
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.addRow }));
    fireEvent.change(dialog.getByLabelText('Row 3 description'), { target: { value: 'B' } });
    fireEvent.change(dialog.getByLabelText('Row 3 ip'), { target: { value: '10.0.1.2' } });
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.addMany(2) }));
    await waitFor(() =>
      expect(dialog.getAllByTestId('bulk-row')[2]!.getAttribute('data-invalid')).toBe('true'),
    );
    expect(dialog.getAllByText(messages.invalidPort).length).toBeGreaterThanOrEqual(1);
  });
});

describe('editing equipment', () => {
  it('starts from the equipment, keeps blank secrets, and saves the change', async () => {
    const saved = { ...ups, name: 'UPS nine', notes: 'Right rack' };
    const page = renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=9&mode=edit', {
      mocks: [
        ...pageMocks(),
        list(),
        ...detailMocks(ups),
        validateNamesMock((v) => v.names[0] === 'UPS nine', []),
        mutation(
          UpdateEquipmentDocument,
          (v) =>
            v.id === '9' &&
            v.description === 'UPS nine' &&
            v.notes === 'Right rack' &&
            JSON.stringify(v.tags) === '["room-1","critical"]' &&
            v.snmpVersion === '3' &&
            v.username === 'monitor' &&
            v.authKey === undefined &&
            v.privacySecret === undefined &&
            v.context === 'ups',
          { data: { updateEquipment: saved } },
        ),
      ],
    });
    const dialog = within(
      await screen.findByRole('dialog', { name: equipmentTexts.editTitle('UPS 9') }),
    );
    const name = dialog.getByLabelText(equipmentTexts.labels.description) as HTMLInputElement;
    expect(name.value).toBe('UPS 9');
    expect((dialog.getByLabelText(equipmentTexts.labels.authKey) as HTMLInputElement).value).toBe(
      '',
    );
    expect(dialog.getAllByText(equipmentTexts.keepSecret)).toHaveLength(2);
    expect((dialog.getByLabelText(equipmentTexts.labels.tags) as HTMLInputElement).value).toBe(
      'room-1, critical',
    );
    fireEvent.change(name, { target: { value: 'UPS nine' } });
    fireEvent.change(dialog.getByLabelText(equipmentTexts.labels.notes), {
      target: { value: 'Right rack' },
    });
    fireEvent.click(dialog.getByRole('button', { name: equipmentTexts.save }));
    await waitFor(() => expect(page.search().get('mode')).toBeNull());
    expect(page.search().get('selected')).toBe('9');
    expect(await screen.findByRole('heading', { level: 2, name: 'UPS nine' })).toBeTruthy();
    expect(within(rowOf('UPS nine')).getByRole('link').textContent).toBe('UPS nine');
  });

  it('says why locked equipment cannot be edited', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=15&mode=edit', {
      mocks: [...pageMocks(), list(), ...detailMocks(crac)],
    });
    const dialog = within(
      await screen.findByRole('dialog', { name: equipmentTexts.editTitle('CRAC 15') }),
    );
    expect(await dialog.findByText(messages.equipmentLocked)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: equipmentTexts.save })).toBeNull();
  });
});

describe('a read-only user', () => {
  it('sees the list and details without add, edit, delete or live toggles', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=equipment&selected=9&mode=add', {
      mocks: [...pageMocks(), list(), ...detailMocks(ups)],
      user: viewerUser,
    });
    const details = within(await screen.findByRole('complementary'));
    await details.findByRole('heading', { level: 2, name: 'UPS 9' });
    expect(screen.queryByRole('button', { name: equipmentTexts.add })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(details.queryByRole('button', { name: equipmentTexts.edit })).toBeNull();
    expect(details.queryByRole('button', { name: equipmentTexts.delete })).toBeNull();
    expect(details.queryByRole('link', { name: equipmentTexts.manageSensors })).toBeNull();
    const switches = details.getAllByRole('switch') as HTMLInputElement[];
    expect(switches).toHaveLength(3);
    expect(switches.every((s) => s.disabled)).toBe(true);
    expect(details.getByText(equipmentTexts.needsPermission('md2'))).toBeTruthy();
  });
});
