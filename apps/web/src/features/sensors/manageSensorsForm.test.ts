import { sensorSettingsSchema, type SensorSettingValues } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import type { ManageSensorsQuery } from '../../graphql/generated/graphql';
import {
  changedSettings,
  failsByPoint,
  formValuesOf,
  managedPoints,
  pointMatches,
  savePlan,
  settingsFromPoint,
  type ManagedPoint,
} from './manageSensorsForm';

const point = (key: string, extra: Partial<ManagedPoint> = {}): ManagedPoint => ({
  key,
  pointID: key.slice(1),
  protocol: key.startsWith('m') ? 'Modbus' : 'SNMP',
  sensorID: null,
  name: `Point ${key}`,
  unit: '°C',
  register: '12 (FC 3)',
  greenTo: 27,
  yellowTo: 32,
  redTo: null,
  states: [],
  conditions: [],
  alarmOnly: false,
  ...extra,
});

const base: SensorSettingValues = settingsFromPoint(point('m1'));

describe('changedSettings', () => {
  it.each<[string, Partial<SensorSettingValues>, Partial<SensorSettingValues>]>([
    ['nothing', {}, {}],
    ['a threshold', { greenTo: 30 }, { greenTo: 30 }],
    ['a cleared threshold', { yellowTo: null }, { yellowTo: null }],
    ['alarm only', { alarmOnly: true }, { alarmOnly: true }],
    ['a state renamed', { states: ['Shut'] }, { states: ['Shut'], conditions: ['Normal'] }],
  ])('%s', (_, change, expected) => {
    expect(changedSettings(base, { ...base, ...change })).toEqual(expected);
  });

  it('takes missing conditions as Normal on both sides', () => {
    const door = { ...base, states: ['Closed', 'Open'], conditions: ['Normal'] };
    expect(changedSettings(door, { ...door, conditions: ['Normal', 'Normal'] })).toEqual({});
    expect(changedSettings(door, { ...door, conditions: ['Normal', 'Alarm'] })).toEqual({
      conditions: ['Normal', 'Alarm'],
    });
  });
});

describe('savePlan', () => {
  const points = [
    point('m1', { sensorID: '11' }),
    point('m2', { sensorID: '12' }),
    point('m3'),
    point('s3'),
  ];
  const parsed = (values: Partial<SensorSettingValues>) =>
    sensorSettingsSchema.parse(formValuesOf({ ...base, ...values }));

  it('adds, updates and removes in one call, leaving untouched points out', () => {
    const plan = savePlan({
      points,
      monitor: { m2: false, m3: true, s3: true },
      rows: { m1: parsed({ name: 'Inlet' }), m3: parsed({ delay: 30 }) },
      starts: new Map([
        ['m1', base],
        ['m3', base],
      ]),
    });
    expect(plan).toEqual({
      sensors: [
        { pointID: '1', protocol: 'Modbus', sensorID: '11', name: 'Inlet' },
        { pointID: '3', protocol: 'Modbus', delay: 30 },
        { pointID: '3', protocol: 'SNMP' },
      ],
      deleteSensors: ['12'],
      added: 2,
      updated: 1,
    });
  });

  it('sends nothing for settings opened but not changed', () => {
    expect(
      savePlan({ points, monitor: {}, rows: { m1: parsed({}) }, starts: new Map([['m1', base]]) }),
    ).toEqual({ sensors: [], deleteSensors: [], added: 0, updated: 0 });
  });
});

describe('failsByPoint', () => {
  it('puts each fail on the point it was sent for, of either protocol', () => {
    const sent = [
      { pointID: '3', protocol: 'Modbus' },
      { pointID: '4', protocol: 'SNMP' },
    ];
    expect(failsByPoint(sent, [{ id: '4', message: 'No.' }])).toEqual(new Map([['s4', 'No.']]));
  });
});

describe('settingsFromPoint', () => {
  it("starts a new sensor from the library point's settings, its conditions included", () => {
    const door = point('m2', {
      unit: null,
      states: ['Closed', 'Open'],
      conditions: ['Normal', 'Alarm'],
    });
    expect(settingsFromPoint(door)).toMatchObject({
      states: ['Closed', 'Open'],
      conditions: ['Normal', 'Alarm'],
    });
    // Untouched, the library's conditions are not sent: the server takes them itself.
    expect(changedSettings(settingsFromPoint(door), settingsFromPoint(door))).toEqual({});
  });
});

describe('pointMatches', () => {
  it.each([
    ['', true],
    ['point m1', true],
    ['12 (fc', true],
    ['°c', true],
    ['humidity', false],
  ])('%j: %s', (query, expected) => {
    expect(pointMatches(point('m1'), query)).toBe(expected);
  });
});

type Registers = ManageSensorsQuery['registers'];

describe('managedPoints', () => {
  const modbus = (id: string, sensorID: string | null = null) =>
    ({
      __typename: 'ModbusPoint',
      id,
      sensorID,
      name: `Register ${id}`,
      unit: null,
      functionCode: 4,
      startingRegister: 10,
      addressOffset: 2,
      greenTo: null,
      yellowTo: null,
      redTo: null,
      states: [],
      conditions: [],
      alarmOnly: false,
    }) as Registers['modbusPoints'][number];
  const snmp = (id: string, sensorID: string | null = null) =>
    ({
      __typename: 'SnmpPoint',
      id,
      sensorID,
      name: `OID ${id}`,
      unit: null,
      oid: `1.3.6.${id}`,
      greenTo: null,
      yellowTo: null,
      redTo: null,
      states: [],
      conditions: [],
      alarmOnly: false,
    }) as Registers['snmpPoints'][number];
  const registers: Registers = {
    modbusPoints: [modbus('1', '11'), modbus('2')],
    snmpPoints: [snmp('1'), snmp('3', '13')],
  };

  it.each<[string | undefined, string[]]>([
    ['Modbus', ['m1', 'm2', 's3']],
    ['SNMP', ['m1', 's1', 's3']],
    [undefined, ['m1', 'm2', 's1', 's3']],
  ])('for %s equipment: %j (and sensors of the other protocol, to remove)', (protocol, keys) => {
    expect(managedPoints(registers, protocol).map((p) => p.key)).toEqual(keys);
  });

  it('names where a point reads', () => {
    const [register, , oid] = managedPoints(registers);
    expect([register?.register, oid?.register]).toEqual(['12 (FC 4)', '1.3.6.1']);
  });
});
