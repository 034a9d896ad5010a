import { MODBUS_DATA_TYPES, WORD_ORDERS, registerCount } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { buildModbusTables } from './buildModbusTables.js';
import { decodeRegisters } from '@vigil/domain';
import { decodeSnmpValue } from '@vigil/domain';
import { DEVICE_PROFILES, servedSnmpPoints } from './deviceProfiles.js';
import { DEVICE_KINDS, type DeviceKind } from './DeviceModel.js';
import { encodeSnmpValue } from './encodeSnmpValue.js';
import { SIMULATOR_ENTERPRISE_OID } from './enterpriseOid.js';
import type { RegisterPoint } from './RegisterPoint.js';

const START = Date.UTC(2026, 0, 15, 10);
const profiles = DEVICE_KINDS.map((kind) => DEVICE_PROFILES[kind]);
const registerPoints = profiles.flatMap((profile) =>
  profile.registerMap.map((point) => [profile.kind, point.name, point] as const),
);
const snmpPoints = profiles.flatMap((profile) =>
  servedSnmpPoints(profile).map((point) => [profile.kind, point.name, point] as const),
);

/** The model's values at a fixed time, as a server would serve them. */
const valuesOf = (kind: DeviceKind) =>
  DEVICE_PROFILES[kind].createModel({ clock: () => START, seed: 3 }).read(START + 3_600_000);

/** The words a point occupies in the tables built from `values`. */
function wordsOf(point: RegisterPoint, values: Record<string, number>): number[] {
  const tables = buildModbusTables([point], values);
  const table = point.functionCode === 3 ? tables.holdingRegisters : tables.inputRegisters;
  return Array.from(
    { length: registerCount(point.dataType) },
    (_, index) => table.get(point.address + index) ?? Number.NaN,
  );
}

/** Half a step of the stored resolution, or float32 precision. */
const tolerance = (point: { multiplier: number; dataType?: string }, value: number) =>
  point.dataType === 'FLOAT' ? Math.abs(value) * 2 ** -23 : Math.abs(point.multiplier) / 2;

describe('device profiles', () => {
  it.each(profiles)('$kind: every map point is a point of the model, once', (profile) => {
    const model = profile.createModel();
    expect(model.kind).toBe(profile.kind);
    for (const point of [...profile.registerMap, ...servedSnmpPoints(profile)]) {
      expect(model.pointNames).toContain(point.name);
    }
    const oids = servedSnmpPoints(profile).map((point) => point.oid);
    expect(new Set(oids).size).toBe(oids.length);
    const names = profile.registerMap.map((point) => point.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(profiles)('$kind: register points do not overlap', (profile) => {
    const used = new Set<string>();
    for (const point of profile.registerMap) {
      const count = point.functionCode <= 2 ? 1 : registerCount(point.dataType);
      for (let i = 0; i < count; i += 1) {
        const key = `${point.functionCode}:${point.address + i}`;
        expect(used.has(key), `${point.name} overlaps at ${key}`).toBe(false);
        used.add(key);
      }
    }
  });

  it.each(profiles)('$kind: serves SNMP in the subtree it documents', (profile) => {
    const root = profile.kind === 'ups' ? '1.3.6.1.2.1.33.1.' : `${SIMULATOR_ENTERPRISE_OID}.`;
    for (const point of servedSnmpPoints(profile)) expect(point.oid.startsWith(root)).toBe(true);
    expect(profile.sysObjectID.startsWith(`${SIMULATOR_ENTERPRISE_OID}.`)).toBe(true);
    expect(profile).toMatchObject({ manufacturer: 'Vigil Simulated', model: expect.any(String) });
  });

  it('covers every Modbus data type, all four byte orders and both bit tables', () => {
    const points = profiles.flatMap((profile) => profile.registerMap);
    const registers = points.filter((point) => point.functionCode >= 3);
    expect(new Set(registers.map((point) => point.dataType))).toEqual(new Set(MODBUS_DATA_TYPES));
    const wide = registers.filter((point) => registerCount(point.dataType) === 2);
    expect(new Set(wide.map((point) => point.wordOrder))).toEqual(new Set(WORD_ORDERS));
    expect(new Set(points.map((point) => point.functionCode))).toEqual(new Set([1, 2, 3, 4]));
  });

  it.each(registerPoints)('%s %s: Modbus words decode back to the value', (kind, name, point) => {
    const values = valuesOf(kind);
    const value = values[name] ?? Number.NaN;
    if (point.functionCode <= 2) {
      const tables = buildModbusTables([point], values);
      const bits = point.functionCode === 1 ? tables.coils : tables.discreteInputs;
      expect(Number(bits.get(point.address))).toBe(value);
      return;
    }
    const decoded = decodeRegisters(wordsOf(point, values), point);
    expect(Math.abs(decoded - value)).toBeLessThanOrEqual(tolerance(point, value));
  });

  it.each(snmpPoints)('%s %s: the SNMP value decodes back to the value', (kind, name, point) => {
    const value = valuesOf(kind)[name] ?? Number.NaN;
    const decoded = decodeSnmpValue(encodeSnmpValue(value, point), point);
    expect(Math.abs(decoded - value)).toBeLessThanOrEqual(tolerance(point, value));
  });

  it.each(profiles)('$kind: the same seed and clock give the same values', (profile) => {
    const make = (seed: number) => profile.createModel({ clock: () => START, seed });
    const [a, b, other] = [make(9), make(9), make(10)];
    a.read(START + 60_000);
    expect(a.read(START + 7_200_000)).toEqual(b.read(START + 7_200_000));
    expect(other.read(START + 7_200_000)).not.toEqual(b.read(START + 7_200_000));
  });

  it.each(profiles)('$kind: any point can be forced exactly and released', (profile) => {
    const model = profile.createModel({ clock: () => START, seed: 9 });
    for (const [index, name] of model.pointNames.entries()) model.force(name, index + 0.5);
    const forced = model.read(START + 60_000);
    model.pointNames.forEach((name, index) => expect(forced[name]).toBe(index + 0.5));
    model.release();
    expect(model.forcedPoints()).toEqual([]);
    const released = model.read(START + 120_000);
    model.pointNames.forEach((name, index) => expect(released[name]).not.toBe(index + 0.5));
  });
});
