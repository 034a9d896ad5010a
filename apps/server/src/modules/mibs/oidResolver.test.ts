import { messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MIB_NAMES, builtInMibModules } from './builtInMibs.js';
import type { MibObjectRecord } from './mibParser.js';
import { OidResolver } from './oidResolver.js';

const builtIn = () =>
  [...BUILT_IN_MIB_NAMES].reverse().map((name) => ({
    name,
    objects: builtInMibModules().get(name)!.objects,
  }));

const object = (name: string, oid: string, shape: MibObjectRecord['shape'] = 'scalar') => ({
  oid,
  name,
  kind: 'OBJECT-TYPE',
  shape,
  syntax: 'Integer32',
  access: 'read-only',
  units: null,
  status: 'current',
  description: null,
  enums: [],
});

/** A customer's module, with a name UPS-MIB also defines (at another OID). */
const PROBE_MIB = {
  name: 'PROBE-MIB',
  objects: [
    object('probeTemp', '1.3.6.1.4.1.99999.7.1'),
    object('upsBatteryStatus', '1.3.6.1.4.1.99999.7.2'),
  ],
};
/** A customer's own copy of UPS-MIB, unlike Vigil's. */
const OWN_UPS_MIB = { name: 'UPS-MIB', objects: [object('upsCustomOnly', '1.3.6.1.2.1.33.1.99')] };

describe('resolving pasted OIDs against the built-in modules', () => {
  const resolver = new OidResolver(builtIn());

  it.each([
    // symbolic, as snmptranslate prints it
    [
      'UPS-MIB::upsEstimatedChargeRemaining.0',
      '1.3.6.1.2.1.33.1.2.4.0',
      'UPS-MIB',
      'upsEstimatedChargeRemaining',
      '0',
    ],
    ['UPS-MIB::upsInputVoltage.1', '1.3.6.1.2.1.33.1.3.3.1.3.1', 'UPS-MIB', 'upsInputVoltage', '1'],
    [
      'upsOutputPercentLoad.1',
      '1.3.6.1.2.1.33.1.4.4.1.5.1',
      'UPS-MIB',
      'upsOutputPercentLoad',
      '1',
    ],
    ['SNMPv2-MIB::sysObjectID.0', '1.3.6.1.2.1.1.2.0', 'SNMPv2-MIB', 'sysObjectID', '0'],
    ['IF-MIB::ifInOctets.3', '1.3.6.1.2.1.2.2.1.10.3', 'IF-MIB', 'ifInOctets', '3'],
    // defined alike by SNMPv2-MIB and RFC1213-MIB: the newer module names it
    ['sysDescr.0', '1.3.6.1.2.1.1.1.0', 'SNMPv2-MIB', 'sysDescr', '0'],
    ['RFC1213-MIB::sysDescr.0', '1.3.6.1.2.1.1.1.0', 'RFC1213-MIB', 'sysDescr', '0'],
    // numeric, with or without the leading dot: named by its longest known prefix
    [
      '1.3.6.1.2.1.33.1.2.4.0',
      '1.3.6.1.2.1.33.1.2.4.0',
      'UPS-MIB',
      'upsEstimatedChargeRemaining',
      '0',
    ],
    [
      '.1.3.6.1.2.1.33.1.4.4.1.2.1',
      '1.3.6.1.2.1.33.1.4.4.1.2.1',
      'UPS-MIB',
      'upsOutputVoltage',
      '1',
    ],
    ['1.3.6.1.2.1.33.1.2.4', '1.3.6.1.2.1.33.1.2.4', 'UPS-MIB', 'upsEstimatedChargeRemaining', ''],
    ['1.3.6.1.4.1.99999.1.2', '1.3.6.1.4.1.99999.1.2', 'SNMPv2-SMI', 'enterprises', '99999.1.2'],
  ])('%s → %s (%s::%s, instance %j)', (input, oid, module, name, instance) => {
    const resolved = resolver.resolve(input);
    expect(resolved).toMatchObject({ input, oid, module, name, instance, error: null });
    expect(resolved.object).toMatchObject({ module, name });
  });

  it('gives a numeric OID no known module names as it is, without a name', () => {
    expect(resolver.resolve('.2.999.1')).toEqual({
      input: '.2.999.1',
      oid: '2.999.1',
      name: null,
      module: null,
      instance: null,
      object: null,
      error: null,
      warning: null,
    });
  });

  it.each([
    ['UPS-MIB::upsBatteryStatus', messages.oidScalarInstance('upsBatteryStatus')],
    ['1.3.6.1.2.1.33.1.2.1', messages.oidScalarInstance('upsBatteryStatus')],
    ['UPS-MIB::upsInputVoltage', messages.oidColumnInstance('upsInputVoltage')],
    ['UPS-MIB::upsInputTable', null],
    ['UPS-MIB::upsBatteryStatus.0', null],
  ])('%s warns: %s', (input, warning) => {
    expect(resolver.resolve(input)).toMatchObject({ error: null, warning });
  });

  it.each([
    ['VENDOR-MIB::vendorTemp.0', messages.oidModuleUnknown('VENDOR-MIB')],
    ['UPS-MIB::upsBatteryCharge.0', messages.oidNameNotInModule('UPS-MIB', 'upsBatteryCharge')],
    ['vendorTemp.0', messages.oidNameUnknown('vendorTemp')],
    ['UPS-MIB::', messages.oidNeedsObject],
    ['1.3.6.', messages.invalidOID],
    ['not an oid', messages.oidOnePerLine],
    ['', messages.required],
  ])('%j is not resolved: %s', (input, error) => {
    expect(resolver.resolve(input)).toMatchObject({ input, oid: null, name: null, error });
  });
});

describe('resolving against a customer’s modules', () => {
  const resolver = new OidResolver([PROBE_MIB, ...builtIn()]);

  it('finds the customer’s own objects by name and by number', () => {
    expect(resolver.resolve('probeTemp.0')).toMatchObject({
      oid: '1.3.6.1.4.1.99999.7.1.0',
      module: 'PROBE-MIB',
    });
    expect(resolver.resolve('1.3.6.1.4.1.99999.7.1.0')).toMatchObject({
      name: 'probeTemp',
      module: 'PROBE-MIB',
      instance: '0',
    });
  });

  it('refuses a bare name two modules give different OIDs, naming both', () => {
    expect(resolver.resolve('upsBatteryStatus.0').error).toBe(
      messages.oidNameAmbiguous('upsBatteryStatus', ['PROBE-MIB', 'UPS-MIB']),
    );
    expect(resolver.resolve('PROBE-MIB::upsBatteryStatus.0').oid).toBe('1.3.6.1.4.1.99999.7.2.0');
    expect(resolver.resolve('UPS-MIB::upsBatteryStatus.0').oid).toBe('1.3.6.1.2.1.33.1.2.1.0');
  });

  it('reads a module name as the customer’s copy before Vigil’s', () => {
    const withCopy = new OidResolver([OWN_UPS_MIB, ...builtIn()]);
    expect(withCopy.resolve('UPS-MIB::upsCustomOnly.0').oid).toBe('1.3.6.1.2.1.33.1.99.0');
    expect(withCopy.resolve('UPS-MIB::upsBatteryStatus.0').error).toBe(
      messages.oidNameNotInModule('UPS-MIB', 'upsBatteryStatus'),
    );
  });
});
