import { DEVICE_PROFILES, servedSnmpPoints } from '@vigil/simulator';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MIB_NAMES, builtInMibModules } from '../mibs/builtInMibs.js';
import { OidResolver } from '../mibs/oidResolver.js';
import { STANDARD_LIBRARIES, UPS_MIB_POINTS } from './standardLibraries.js';

const resolver = new OidResolver(
  BUILT_IN_MIB_NAMES.map((name) => ({ name, objects: builtInMibModules().get(name)!.objects })),
);

describe('the standard UPS-MIB library', () => {
  it.each(UPS_MIB_POINTS.map((point) => [point.reads, point] as const))(
    '%s: its OID is the one the shipped UPS-MIB gives the object',
    (reads, point) => {
      const resolved = resolver.resolve(reads);
      expect(resolved.error).toBeNull();
      expect(resolved.warning).toBeNull();
      expect(resolved.oid).toBe(point.oid);
      expect(resolved.object?.access).toBe('read-only');
      // An enumeration's states are its labels by value (index 0 is never used by RFC 1628).
      const enums = resolved.object?.enums ?? [];
      if (enums.length > 0) {
        expect(point.states).toHaveLength(Math.max(...enums.map((e) => e.value)) + 1);
        expect(point.conditions).toHaveLength(point.states!.length);
      } else {
        expect(point.states).toBeUndefined();
      }
      // Scaled as the MIB's UNITS say.
      const tenths = /^0\.1 /.test(resolved.object?.units ?? '');
      expect(point.multiplier ?? 1).toBe(tenths ? 0.1 : 1);
    },
  );

  it('is a shared library for any compliant UPS: no sysObjectID, one point per OID', () => {
    const [library] = STANDARD_LIBRARIES;
    expect(library).toMatchObject({ model: 'UPS-MIB (RFC 1628)', manufacturer: 'Standard' });
    expect(library?.sysObjectID).toBeUndefined();
    const oids = library!.snmpPoints!.map((point) => point.oid);
    expect(new Set(oids).size).toBe(oids.length);
    expect(library!.snmpPoints!.some((point) => 'reads' in point)).toBe(false);
  });

  it('reads the simulated UPS: it serves every point of the library, and only those', () => {
    const served = servedSnmpPoints(DEVICE_PROFILES.ups).map((point) => point.oid);
    for (const oid of served) {
      expect(resolver.resolve(oid).module, oid).toBe('UPS-MIB');
    }
    expect([...served].sort()).toEqual(UPS_MIB_POINTS.map((point) => point.oid).sort());
  });

  it.each(UPS_MIB_POINTS.map((point) => [point.reads, point] as const))(
    '%s: the simulated UPS serves it in the units the library scales',
    (_reads, point) => {
      const served = servedSnmpPoints(DEVICE_PROFILES.ups).find((p) => p.oid === point.oid);
      expect(served?.multiplier).toBe(point.multiplier ?? 1);
    },
  );
});
