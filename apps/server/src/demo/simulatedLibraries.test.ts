import { DEVICE_KINDS, DEVICE_PROFILES } from '@vigil/simulator';
import { describe, expect, it } from 'vitest';
import { pointLabel, SIMULATED_LIBRARIES } from './simulatedLibraries.js';

describe('built-in libraries of the simulated models', () => {
  it.each([
    ['supplyAirTemperature', 'Supply air temperature'],
    ['outlet1Current', 'Outlet 1 current'],
    ['loadPercent', 'Load percent'],
    ['humidity', 'Humidity'],
  ])('labels %s as %s', (name, label) => {
    expect(pointLabel(name)).toBe(label);
  });

  it.each(DEVICE_KINDS.map((kind, i) => [kind, i] as const))(
    'the %s library has every Modbus register and SNMP OID of its simulator',
    (kind, i) => {
      const library = SIMULATED_LIBRARIES[i]!;
      const profile = DEVICE_PROFILES[kind];
      expect(library.model).toBe(profile.model);
      expect(library.modbusPoints?.map((p) => p.startingRegister)).toEqual(
        profile.registerMap.map((p) => p.address),
      );
      expect(library.snmpPoints?.map((p) => p.oid)).toEqual(profile.snmpMap.map((p) => p.oid));
    },
  );

  it('gives every falling scale a red limit below its yellow one', () => {
    const points = SIMULATED_LIBRARIES.flatMap((l) => [
      ...(l.modbusPoints ?? []),
      ...(l.snmpPoints ?? []),
    ]);
    const falling = points.filter(
      (p) => p.greenTo !== undefined && p.yellowTo !== undefined && p.yellowTo < p.greenTo,
    );
    expect(falling.length).toBeGreaterThan(0);
    for (const point of falling) expect(point.redTo, point.name).toBeLessThan(point.yellowTo!);
  });
});
