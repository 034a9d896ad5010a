import { messages, sensorSettingsSchema, type SensorSettingValues } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import type { ManageSensorsQuery } from '../../graphql/generated/graphql';
import {
  changedSettings,
  failsByPoint,
  formValuesOf,
  managedPoints,
  manageSensorsSchema,
  missingLetters,
  oidVariablesToFill,
  planIsEmpty,
  plannedOidVars,
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

describe('OID variables', () => {
  const ups = [
    point('m1'),
    point('s1', { register: '1.3.6.1.4.1.99.x.1' }),
    point('s2', { register: '1.3.6.1.4.1.99.x.y.2', sensorID: '12' }),
  ];
  const x = { letter: 'x', label: 'Module' };
  const y = { letter: 'y', label: null };

  it.each<[string, { label: string; value: string }[], { letter: string; label: string | null }[]]>(
    [
      ['letters of the points, unlabelled', [], [{ letter: 'x', label: null }, y]],
      ['labelled letters first, in the library’s order', [{ label: 'Module', value: 'x' }], [x, y]],
      [
        'a labelled letter no point uses',
        [{ label: 'Bank', value: 'z' }],
        [{ letter: 'z', label: 'Bank' }, { letter: 'x', label: null }, y],
      ],
    ],
  )('the variables to fill: %s', (_, labels, expected) => {
    expect(oidVariablesToFill(ups, labels)).toEqual(expected);
  });

  it('has no variables for a library whose OIDs are all numbers', () => {
    expect(oidVariablesToFill([point('m1'), point('s1', { register: '1.3.6.1' })], [])).toEqual([]);
  });

  it.each<[Record<string, string>, string[]]>([
    [{}, ['x', 'y']],
    [{ x: '2', y: ' ' }, ['y']],
    [{ x: '2', y: '0' }, []],
  ])('a point needs the letters without a number: %j', (values, expected) => {
    expect(missingLetters(ups[2]!, values)).toEqual(expected);
    expect(missingLetters(ups[0]!, values)).toEqual([]);
  });

  it.each<[string, string | null]>([
    ['', null],
    ['0', null],
    ['4294967295', null],
    ['4294967296', messages.oidVariableValue],
    ['-1', messages.oidVariableValue],
    ['1.5', messages.oidVariableValue],
    ['two', messages.oidVariableValue],
  ])('checks the number %j with the domain', (value, message) => {
    const parsed = manageSensorsSchema.safeParse({ rows: {}, oidVars: { x: value } });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('sends every number given and keeps those of letters no longer shown', () => {
    expect(
      plannedOidVars([x, y], { x: ' 3 ', y: '' }, [
        { letter: 'x', value: '2' },
        { letter: 'y', value: '1' },
        { letter: 'w', value: '7' },
      ]),
    ).toEqual([
      { letter: 'x', value: '3' },
      { letter: 'w', value: '7' },
    ]);
  });

  it('puts the numbers in a save only when they change, with the name choice', () => {
    const current = [{ letter: 'x', value: '2' }];
    const plan = (values: Record<string, string>) =>
      savePlan({
        points: ups,
        monitor: {},
        rows: {},
        starts: new Map(),
        variables: { shown: [x, y], values, current, dynamicConversions: true },
      });
    const same = plan({ x: '2', y: '' });
    expect([same.oidVars, same.dynamicConversions, planIsEmpty(same)]).toEqual([
      undefined,
      true,
      true,
    ]);
    const changed = plan({ x: '2', y: '4' });
    expect(changed.oidVars).toEqual([
      { letter: 'x', value: '2' },
      { letter: 'y', value: '4' },
    ]);
    expect(planIsEmpty(changed)).toBe(false);
    // No variables shown: neither is sent.
    const none = savePlan({ points: ups, monitor: {}, rows: {}, starts: new Map() });
    expect([none.oidVars, none.dynamicConversions]).toEqual([undefined, undefined]);
  });
});
