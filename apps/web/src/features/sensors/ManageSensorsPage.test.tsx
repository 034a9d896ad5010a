// @vitest-environment jsdom
import { APP_ROUTES, SENSOR_DELAY_MAX, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  AddSensorsDocument,
  ManageSensorsDocument,
  ManageSensorsLibraryDocument,
  ManagedSensorDocument,
  SensorInsightDocument,
} from '../../graphql/generated/graphql';
import type {
  AddSensorsMutationVariables,
  ManageSensorsQuery,
  ManagedSensorQuery,
} from '../../graphql/generated/graphql';
import { ManageSensorsPage } from './ManageSensorsPage';
import { manageSensorsTexts as texts } from './manageSensorsTexts';

afterEach(cleanup);

type ModbusPoint = ManageSensorsQuery['registers']['modbusPoints'][number];
type SnmpPoint = ManageSensorsQuery['registers']['snmpPoints'][number];

const modbus = (id: string, name: string, extra: Partial<ModbusPoint> = {}) =>
  ({
    __typename: 'ModbusPoint',
    id,
    sensorID: null,
    name,
    unit: null,
    functionCode: 3,
    startingRegister: Number(id.slice(1)),
    addressOffset: 0,
    greenTo: null,
    yellowTo: null,
    redTo: null,
    states: [],
    conditions: [],
    alarmOnly: false,
    ...extra,
  }) as ModbusPoint;

const POINTS = {
  temperature: modbus('p1', 'Temperature', {
    sensorID: 's1',
    unit: '°C',
    greenTo: 27,
    yellowTo: 32,
    redTo: 40,
  }),
  door: modbus('p2', 'Door', { sensorID: 's2', functionCode: 2, states: ['Closed', 'Open'] }),
  humidity: modbus('p3', 'Humidity', { unit: '%', greenTo: 60, yellowTo: 70 }),
  energy: modbus('p4', 'Energy', { unit: 'kWh' }),
};

const snmp = (id: string, name: string, oid: string, sensorID: string | null = null) =>
  ({
    __typename: 'SnmpPoint',
    id,
    sensorID,
    name,
    unit: null,
    oid,
    greenTo: null,
    yellowTo: null,
    redTo: null,
    states: [],
    conditions: [],
    alarmOnly: false,
  }) as SnmpPoint;

function pageMock(
  points: ModbusPoint[] = Object.values(POINTS),
  result?: MockLink.MockedResponse['result'],
  {
    protocol = 'Modbus',
    snmpPoints = [snmp('p9', 'Uptime', '1.3.6.1.2.1.1.3.0')],
    oidVars = [],
  }: { protocol?: string; snmpPoints?: SnmpPoint[]; oidVars?: [string, string][] } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: ManageSensorsDocument,
      variables: { gatewayID: 'g1', equipmentID: 'e1', customerID: 'c1' },
    },
    result: result ?? {
      data: {
        equipment: {
          __typename: 'Equipment',
          id: 'e1',
          name: 'CRAC 1',
          protocol,
          equipmentIP: '10.0.0.5',
          customerID: 'c1',
          gateway: { __typename: 'GatewayRef', id: 'g1', name: 'Hall gateway' },
          equipment: {
            __typename: 'EquipmentLibraryRef',
            id: 'l1',
            manufacturer: 'Vertiv',
            model: 'CRV',
          },
          oidVars: oidVars.map(([letter, value]) => ({ __typename: 'OidVar', letter, value })),
        },
        registers: { __typename: 'Registers', modbusPoints: points, snmpPoints },
      },
    },
  };
}

/** The library's labels of its OID variables, as [letter, label]. */
function libraryMock(labels: [string, string][]): MockLink.MockedResponse {
  return {
    request: {
      query: ManageSensorsLibraryDocument,
      variables: { libraryID: 'l1', customerID: 'c1' },
    },
    result: {
      data: {
        equipmentLib: {
          __typename: 'EquipmentLibrary',
          id: 'l1',
          dynamicOIDLabels: labels.map(([value, label]) => ({
            __typename: 'DynamicOidLabel',
            label,
            value,
          })),
        },
      },
    },
  };
}

type Sensor = ManagedSensorQuery['sensor'][number];

function sensorMock(id: string, extra: Partial<Sensor> = {}): MockLink.MockedResponse {
  return {
    request: { query: ManagedSensorDocument, variables: { sensorIDs: [id] } },
    result: {
      data: {
        sensor: [
          {
            __typename: 'Sensor',
            id,
            name: 'Temperature',
            unit: '°C',
            greenTo: 27,
            yellowTo: 32,
            redTo: null,
            deadband: null,
            delay: null,
            alarmOnly: false,
            states: [],
            conditions: [],
            smartThresholds: null,
            ...extra,
          },
        ],
      },
    },
  };
}

function insightMock(id: string, thresholds: { warning: number; critical: number } | null) {
  return {
    request: { query: SensorInsightDocument, variables: { customerID: 'c1', sensorIDs: [id] } },
    result: {
      data: {
        readings: [
          {
            __typename: 'WidgetReadings',
            insights: [
              {
                __typename: 'SensorInsight',
                sensorID: id,
                learnedHours: 48,
                smartThresholds: thresholds && { __typename: 'SmartThresholds', ...thresholds },
              },
            ],
          },
        ],
      },
    },
  } satisfies MockLink.MockedResponse;
}

/** The addSensors call, recorded so the test can read the variables it was sent with. */
function saveMock(
  sent: AddSensorsMutationVariables[],
  result: {
    passes?: string[];
    fails?: { id: string; message: string }[];
    updated?: number;
    deleted?: number;
  },
): MockLink.MockedResponse {
  return {
    request: {
      query: AddSensorsDocument,
      variables: (variables: AddSensorsMutationVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result: {
      data: {
        addSensors: {
          __typename: 'AddSensorsResult',
          passes: result.passes ?? [],
          fails: (result.fails ?? []).map((fail) => ({ __typename: 'SensorFailure', ...fail })),
          updated: result.updated ?? 0,
          deleted: result.deleted ?? 0,
        },
      },
    },
  };
}

const EDITOR = { super: false, customer: { id: 'c1', name: 'Acme', roles: ['ad2', 'dd2'] } };

function renderManage(
  mocks: MockLink.MockedResponse[],
  { at = '/gateways/g1/equipment/e1/add', user = EDITOR } = {},
) {
  return renderPage(<ManageSensorsPage />, {
    route: APP_ROUTES.equipmentSensorsAdd,
    at,
    mocks,
    user: user as never,
  });
}

const row = (name: string) => {
  const found = screen
    .getAllByTestId('managed-point')
    .find((item) => within(item).queryByText(name, { selector: 'p' }) !== null);
  if (!found) throw new Error(`no point ${name}`);
  return found;
};
const monitorSwitch = (name: string) =>
  screen.getByRole('switch', { name: texts.monitorLabel(name) }) as HTMLInputElement;
const field = (name: string, label: string) =>
  within(row(name)).getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('ManageSensorsPage', () => {
  it('lists the library points with what is monitored, searchable, with the back link', async () => {
    const user = userEvent.setup();
    const { titles } = renderManage([pageMock()], {
      at: '/gateways/g1/equipment/e1/add?v2=true&ref=%2Fequipment%3Fselected%3De1',
    });
    expect(await screen.findByText('Humidity')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeTruthy();
    expect(screen.getByText('CRAC 1 · Vertiv CRV · Hall gateway')).toBeTruthy();
    expect(titles).toContain(`${texts.title}: CRAC 1`);
    expect(screen.getByTestId('points-summary').textContent).toBe(texts.summary(4, 2));
    expect(monitorSwitch('Temperature').checked).toBe(true);
    expect(monitorSwitch('Door').checked).toBe(true);
    expect(monitorSwitch('Humidity').checked).toBe(false);
    expect(within(row('Humidity')).getByText('Modbus · 3 (FC 3) · %')).toBeTruthy();
    // The library's OIDs are not offered for a Modbus card: its gateway would never read them.
    expect(screen.queryByText('Uptime')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: texts.back })) {
      expect(link.getAttribute('href')).toBe('/equipment?selected=e1');
    }

    await user.type(screen.getByRole('searchbox', { name: texts.search }), 'hum');
    await waitFor(() => expect(screen.getAllByTestId('managed-point')).toHaveLength(1));
    expect(screen.getByText('Humidity')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: texts.search }), 'zzz');
    expect(await screen.findByText(texts.noMatch('humzzz'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.clearSearch }));
    await waitFor(() => expect(screen.getAllByTestId('managed-point')).toHaveLength(4));
  });

  it('goes back to the equipment when ref is another site', async () => {
    const mock = pageMock();
    const underCustomer = {
      ...mock,
      request: {
        ...mock.request,
        variables: { gatewayID: 'g1', equipmentID: 'e1', customerID: '12' },
      },
    };
    renderManage([underCustomer], { at: '/12/gateways/g1/equipment/e1/add?ref=%2F%2Fevil.test' });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: texts.back })[0]!.getAttribute('href')).toBe(
        '/12/equipment?tab=equipment&selected=e1',
      ),
    );
  });

  it('adds points, one with its own settings, in one addSensors call', async () => {
    const user = userEvent.setup();
    const sent: AddSensorsMutationVariables[] = [];
    renderManage([
      pageMock(),
      saveMock(sent, { passes: ['s10', 's11'] }),
      pageMock([
        POINTS.temperature,
        POINTS.door,
        { ...POINTS.humidity, sensorID: 's10', name: 'Humidity' },
      ]),
    ]);
    await screen.findByText('Humidity');
    await user.click(monitorSwitch('Humidity'));
    expect(within(row('Humidity')).getByText(texts.toAdd)).toBeTruthy();
    await user.click(monitorSwitch('Energy'));
    await user.click(
      within(row('Humidity')).getByRole('button', { name: texts.settingsOf('Humidity') }),
    );
    // A new sensor starts from the library point's settings.
    const name = field('Humidity', texts.name);
    expect(name.value).toBe('Humidity');
    expect(field('Humidity', texts.greenTo).value).toBe('60');
    // Red left blank is 1.2 times yellow.
    expect(field('Humidity', texts.redTo).placeholder).toBe('84');
    expect(within(row('Humidity')).getByText(texts.defaultRed(70))).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Rack humidity');
    await user.type(field('Humidity', texts.delay), '30');
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved(2, 0, 0))).toBeTruthy();
    expect(sent).toEqual([
      {
        equipmentID: 'e1',
        customerID: 'c1',
        sensors: [
          { pointID: 'p3', protocol: 'Modbus', name: 'Rack humidity', delay: 30 },
          { pointID: 'p4', protocol: 'Modbus' },
        ],
      },
    ]);
  });

  it('shows the domain’s messages under the fields and sends nothing while they stand', async () => {
    const user = userEvent.setup();
    renderManage([pageMock(), sensorMock('s1'), insightMock('s1', null)]);
    await screen.findByText('Temperature');
    await user.click(screen.getByRole('button', { name: texts.settingsOf('Temperature') }));
    const name = await waitFor(() => field('Temperature', texts.name));
    await waitFor(() => expect(name.value).toBe('Temperature'));
    await user.clear(name);
    await user.type(field('Temperature', texts.deadband), '-2');
    await user.type(field('Temperature', texts.delay), '1.5');
    await user.type(field('Temperature', texts.yellowTo), 'x');
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.invalid)).toBeTruthy();
    const temperature = row('Temperature');
    expect(within(temperature).getByText(messages.required)).toBeTruthy();
    expect(within(temperature).getByText(messages.numberAtLeast(0))).toBeTruthy();
    expect(
      within(temperature).getByText(messages.sensorDelayRange(0, SENSOR_DELAY_MAX)),
    ).toBeTruthy();
    expect(within(temperature).getByText(messages.mustBeNumber)).toBeTruthy();
    expect(within(temperature).getByText(texts.noSuggestion)).toBeTruthy();
  });

  it('updates a sensor with the smart-threshold suggestion', async () => {
    const user = userEvent.setup();
    const sent: AddSensorsMutationVariables[] = [];
    renderManage([
      pageMock(),
      sensorMock('s1'),
      insightMock('s1', { warning: 29.5, critical: 33.25 }),
      saveMock(sent, { passes: ['s1'], updated: 1 }),
      pageMock(),
    ]);
    await screen.findByText('Temperature');
    await user.click(screen.getByRole('button', { name: texts.settingsOf('Temperature') }));
    expect(await screen.findByTestId('smart-suggestion')).toBeTruthy();
    expect(screen.getByTestId('smart-suggestion').textContent).toBe(
      texts.suggestion('29.5', '33.25', 48),
    );
    await user.click(screen.getByRole('button', { name: texts.useSuggestion }));
    expect(field('Temperature', texts.greenTo).value).toBe('29.5');
    expect(field('Temperature', texts.yellowTo).value).toBe('33.25');
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved(0, 1, 0))).toBeTruthy();
    expect(sent[0]?.sensors).toEqual([
      { pointID: 'p1', protocol: 'Modbus', sensorID: 's1', greenTo: 29.5, yellowTo: 33.25 },
    ]);
    expect(sent[0]?.deleteSensors).toBeUndefined();
  });

  it('sets the conditions of a state sensor’s states', async () => {
    const user = userEvent.setup();
    const sent: AddSensorsMutationVariables[] = [];
    renderManage([
      pageMock(),
      sensorMock('s2', { name: 'Door', unit: null, states: ['Closed', 'Open'], conditions: [] }),
      saveMock(sent, { passes: ['s2'], updated: 1 }),
      pageMock(),
    ]);
    await screen.findByText('Door');
    await user.click(screen.getByRole('button', { name: texts.settingsOf('Door') }));
    const open = await screen.findByLabelText(texts.stateLabel(1));
    expect((open as HTMLInputElement).value).toBe('Open');
    // A state sensor has conditions, not thresholds.
    expect(within(row('Door')).queryByLabelText(texts.greenTo)).toBeNull();
    const condition = within(row('Door')).getByLabelText(texts.conditionOf(1), { exact: false });
    expect((condition as HTMLSelectElement).value).toBe('Normal');
    await user.selectOptions(condition, 'Alarm');
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved(0, 1, 0))).toBeTruthy();
    expect(sent[0]?.sensors).toEqual([
      { pointID: 'p2', protocol: 'Modbus', sensorID: 's2', conditions: ['Normal', 'Alarm'] },
    ]);
  });

  it('confirms removals first, then shows the points that failed beside them', async () => {
    const user = userEvent.setup();
    const sent: AddSensorsMutationVariables[] = [];
    renderManage([
      pageMock(),
      saveMock(sent, {
        fails: [{ id: 'p3', message: messages.pointAlreadyMonitored }],
        deleted: 1,
      }),
      pageMock([POINTS.temperature, { ...POINTS.door, sensorID: null }, POINTS.humidity]),
    ]);
    await screen.findByText('Door');
    await user.click(monitorSwitch('Door'));
    expect(within(row('Door')).getByText(texts.toRemove)).toBeTruthy();
    await user.click(monitorSwitch('Humidity'));
    await user.click(screen.getByRole('button', { name: texts.save }));

    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle(1) });
    expect(within(dialog).getByText(texts.confirmBody)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.save }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.confirmLabel }),
    );
    expect(await screen.findByText(`${texts.saved(0, 0, 1)} ${texts.someFailed(1)}`)).toBeTruthy();
    expect(sent).toEqual([
      {
        equipmentID: 'e1',
        customerID: 'c1',
        sensors: [{ pointID: 'p3', protocol: 'Modbus' }],
        deleteSensors: ['s2'],
      },
    ]);
    await waitFor(() => expect(monitorSwitch('Door').checked).toBe(false));
    expect(within(row('Humidity')).getByTestId('point-fail').textContent).toBe(
      messages.pointAlreadyMonitored,
    );
  });

  it('says when there is nothing to save', async () => {
    const user = userEvent.setup();
    renderManage([pageMock()]);
    await screen.findByText('Humidity');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.nothingToSave)).toBeTruthy();
  });

  it('lets a user without ad2 look but not change anything', async () => {
    renderManage([pageMock()], {
      user: { super: false, customer: { id: 'c1', name: 'Acme', roles: [] } },
    });
    await screen.findByText('Humidity');
    expect(screen.getByText(texts.readOnly)).toBeTruthy();
    expect(monitorSwitch('Humidity').disabled).toBe(true);
    expect((screen.getByRole('button', { name: texts.save }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a load failure with Retry', async () => {
    renderManage([pageMock([], { errors: [new GraphQLError(messages.noAccess)] })]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(messages.noAccess);
    expect(within(banner).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('ManageSensorsPage: OID variables', () => {
  // A parallel UPS: x is the module (labelled), y the bank (not labelled).
  const UPS = [
    snmp('p10', 'Module load', '1.3.6.1.4.1.99.x.1', 's10'),
    snmp('p11', 'Module voltage', '1.3.6.1.4.1.99.x.2'),
    snmp('p12', 'Bank current', '1.3.6.1.4.1.99.x.y.3'),
  ];
  const ups = (oidVars: [string, string][] = [['x', '2']]) =>
    pageMock([], undefined, { protocol: 'SNMP', snmpPoints: UPS, oidVars });
  const MODULE = texts.oidVariable('x', 'Module');
  const numberField = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const variablesBlock = () => screen.queryByRole('region', { name: texts.oidVariables });

  it('shows the block only when the library’s OIDs use variables', async () => {
    renderManage([pageMock([], undefined, { protocol: 'SNMP' }), libraryMock([])]);
    await screen.findByText('Uptime');
    expect(variablesBlock()).toBeNull();
    cleanup();

    // A labelled letter counts even when no point uses it (the device facts may).
    renderManage([pageMock([], undefined, { protocol: 'SNMP' }), libraryMock([['x', 'Module']])]);
    expect(await screen.findByRole('region', { name: texts.oidVariables })).toBeTruthy();
    expect(numberField(MODULE).value).toBe('');
    cleanup();

    // A Modbus card polls no OIDs.
    renderManage([pageMock()]);
    await screen.findByText('Humidity');
    expect(variablesBlock()).toBeNull();
  });

  it('prefills the equipment’s numbers and hints at the points that need one', async () => {
    const user = userEvent.setup();
    renderManage([ups(), libraryMock([['x', 'Module']])]);
    const block = await screen.findByRole('region', { name: texts.oidVariables });
    expect(
      within(block)
        .getAllByRole('textbox')
        .map((f) => f.getAttribute('name')),
    ).toEqual(['oidVars.x', 'oidVars.y']);
    await waitFor(() => expect(numberField(MODULE).value).toBe('2'));
    expect(numberField('y').value).toBe('');
    const conversions = screen.getByRole('checkbox', { name: texts.dynamicConversions });
    expect((conversions as HTMLInputElement).checked).toBe(true);

    const hint = within(row('Bank current')).getByTestId('point-needs');
    expect(hint.textContent).toBe(texts.needsNumber(['y']));
    expect(monitorSwitch('Bank current').getAttribute('aria-describedby')).toBe(hint.id);
    expect(within(row('Module voltage')).queryByTestId('point-needs')).toBeNull();

    await user.type(numberField('y'), '4');
    await waitFor(() => expect(screen.queryByTestId('point-needs')).toBeNull());
    // Taking a number away shows which points, monitored ones too, would lose it.
    await user.clear(numberField(MODULE));
    await waitFor(() =>
      expect(within(row('Module load')).getByTestId('point-needs').textContent).toBe(
        texts.needsNumber([MODULE]),
      ),
    );
  });

  it('shows the domain’s message for a bad number and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: AddSensorsMutationVariables[] = [];
    renderManage([ups(), libraryMock([['x', 'Module']]), saveMock(sent, {})]);
    await screen.findByRole('region', { name: texts.oidVariables });
    await user.type(numberField('y'), '4294967296');
    await user.click(monitorSwitch('Module voltage'));
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.invalidOidVars)).toBeTruthy();
    expect(numberField('y').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.oidVariableValue)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves the numbers and the name choice with the sensors in one call', async () => {
    const user = userEvent.setup();
    const sent: AddSensorsMutationVariables[] = [];
    renderManage([
      ups(),
      libraryMock([['x', 'Module']]),
      saveMock(sent, { passes: ['s11', 's12'] }),
      ups([
        ['x', '3'],
        ['y', '5'],
      ]),
    ]);
    await screen.findByRole('region', { name: texts.oidVariables });
    await waitFor(() => expect(numberField(MODULE).value).toBe('2'));
    await user.clear(numberField(MODULE));
    await user.type(numberField(MODULE), '3');
    await user.type(numberField('y'), '5');
    await user.click(screen.getByRole('checkbox', { name: texts.dynamicConversions }));
    await user.click(monitorSwitch('Module voltage'));
    await user.click(monitorSwitch('Bank current'));
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(`${texts.saved(2, 0, 0)} ${texts.oidVarsSaved}`)).toBeTruthy();
    expect(sent).toEqual([
      {
        equipmentID: 'e1',
        customerID: 'c1',
        sensors: [
          { pointID: 'p11', protocol: 'SNMP' },
          { pointID: 'p12', protocol: 'SNMP' },
        ],
        oidVars: [
          { letter: 'x', value: '3' },
          { letter: 'y', value: '5' },
        ],
        dynamicConversions: false,
      },
    ]);
    await waitFor(() => expect(numberField('y').value).toBe('5'));
    expect(numberField(MODULE).value).toBe('3');
  });

  it('shows a point the server would not add for want of a number beside it', async () => {
    const user = userEvent.setup();
    const sent: AddSensorsMutationVariables[] = [];
    renderManage([
      ups(),
      libraryMock([['x', 'Module']]),
      saveMock(sent, { fails: [{ id: 'p12', message: messages.oidVariablesMissing(['y']) }] }),
      ups(),
    ]);
    await screen.findByRole('region', { name: texts.oidVariables });
    await user.click(monitorSwitch('Bank current'));
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(`${texts.saved(0, 0, 0)} ${texts.someFailed(1)}`)).toBeTruthy();
    // The numbers did not change, so they are not sent; the name choice is.
    expect(sent).toEqual([
      {
        equipmentID: 'e1',
        customerID: 'c1',
        sensors: [{ pointID: 'p12', protocol: 'SNMP' }],
        dynamicConversions: true,
      },
    ]);
    expect(within(row('Bank current')).getByTestId('point-fail').textContent).toBe(
      messages.oidVariablesMissing(['y']),
    );
  });

  it('shows the server’s refusal to take away a number a monitored point needs', async () => {
    const user = userEvent.setup();
    const refusal = messages.oidVariablesMissing(['x']);
    renderManage([
      ups(),
      libraryMock([['x', 'Module']]),
      {
        request: { query: AddSensorsDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: { code: 'BAD_USER_INPUT', field: 'oidVars' },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('region', { name: texts.oidVariables });
    await waitFor(() => expect(numberField(MODULE).value).toBe('2'));
    await user.clear(numberField(MODULE));
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect((await screen.findByTestId('manage-sensors-outcome')).textContent).toBe(refusal);
    expect(numberField(MODULE).getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('region', { name: texts.oidVariables })).getByText(refusal),
    ).toBeTruthy();
  });
});
