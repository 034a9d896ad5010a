import { describe, expect, it } from 'vitest';
import { OID_LIST_MAX } from './inputLimits.js';
import { messages } from './messages.js';
import { classifyOid, oidFormKey, parseOidList } from './oidForms.js';

describe('classifyOid', () => {
  it.each([
    // numeric, as snmpget takes it and as snmpwalk -On prints it
    ['1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.4.0'],
    ['.1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.4.0'],
    ['  .1.3.6.1.2.1.1.2.0 ', '1.3.6.1.2.1.1.2.0'],
    ['1.3', '1.3'],
    ['1.3.6.1.4.1.4294967295', '1.3.6.1.4.1.4294967295'],
    // a letter stands for a template variable (core §5 OID pattern)
    ['1.3.6.1.2.1.2.2.1.10.i', '1.3.6.1.2.1.2.2.1.10.i'],
  ])('%s is numeric: %s', (input, oid) => {
    expect(classifyOid(input)).toEqual({ kind: 'numeric', input: input.trim(), oid });
  });

  it.each([
    ['UPS-MIB::upsBatteryCharge.0', 'UPS-MIB', 'upsBatteryCharge', '0'],
    ['UPS-MIB::upsEstimatedChargeRemaining.0', 'UPS-MIB', 'upsEstimatedChargeRemaining', '0'],
    ['UPS-MIB::upsInputVoltage.1', 'UPS-MIB', 'upsInputVoltage', '1'],
    ['UPS-MIB::upsBatteryStatus', 'UPS-MIB', 'upsBatteryStatus', ''],
    ['SNMPv2-MIB::sysObjectID.0', 'SNMPv2-MIB', 'sysObjectID', '0'],
    ['RFC1213-MIB::mib-2', 'RFC1213-MIB', 'mib-2', ''],
    ['IF-MIB::ifInOctets.12.3', 'IF-MIB', 'ifInOctets', '12.3'],
    ['upsOutputPercentLoad.1', null, 'upsOutputPercentLoad', '1'],
    ['sysUpTime', null, 'sysUpTime', ''],
  ])('%s is symbolic: %s %s .%s', (input, module, name, instance) => {
    expect(classifyOid(input)).toEqual({ kind: 'symbolic', input, module, name, instance });
  });

  it.each([
    ['', messages.required],
    ['   ', messages.required],
    ['1', messages.invalidOID],
    ['1.3.6.', messages.invalidOID],
    ['1..3.6', messages.invalidOID],
    ['..1.3.6', messages.invalidOID],
    ['1.3.6.1.4.1.4294967296', messages.oidArcTooBig],
    ['1.3.6.-1', messages.invalidOID],
    ['1.3.6.1 1.3.6.2', messages.oidOnePerLine],
    ['UPS-MIB::upsBatteryStatus .0', messages.oidOnePerLine],
    ['UPS-MIB::', messages.oidNeedsObject],
    ['ups-mib::upsBatteryStatus.0', messages.oidModuleCase],
    ['UPS_MIB::upsBatteryStatus.0', messages.oidFormUnknown],
    ['UPS-MIB::UpsBatteryStatus.0', messages.oidObjectCase],
    ['UPS-MIB', messages.oidObjectCase],
    ['UPS-MIB::upsBatteryStatus.0.', messages.oidFormUnknown],
    ['UPS-MIB::upsBatteryStatus.x', messages.oidFormUnknown],
    ['UPS-MIB::upsBatteryStatus.4294967296', messages.oidArcTooBig],
    ['UPS-MIB:upsBatteryStatus.0', messages.oidFormUnknown],
    ['UPS-MIB::a::b', messages.oidFormUnknown],
    ['iso.org.dod.internet', messages.oidFormUnknown],
    ['upsBatteryStatus;', messages.oidFormUnknown],
    ['"1.3.6.1"', messages.oidFormUnknown],
  ])('%j is refused: %s', (input, message) => {
    expect(classifyOid(input)).toEqual({ kind: 'invalid', input: input.trim(), message });
  });
});

describe('oidFormKey', () => {
  it.each([
    ['.1.3.6.1.2.1.1.5.0', '1.3.6.1.2.1.1.5.0'],
    ['UPS-MIB::upsBatteryStatus.0', 'UPS-MIB::upsBatteryStatus.0'],
    ['UPS-MIB::upsBatteryStatus', 'UPS-MIB::upsBatteryStatus'],
    ['upsBatteryStatus.0', 'upsBatteryStatus.0'],
  ])('%s → %s', (input, key) => {
    const form = classifyOid(input);
    if (form.kind === 'invalid') throw new Error(form.message);
    expect(oidFormKey(form)).toBe(key);
  });
});

describe('parseOidList', () => {
  it('takes one OID a line or several separated by commas, ignoring blank lines', () => {
    const list = parseOidList(
      [
        '.1.3.6.1.2.1.33.1.2.4.0',
        '',
        'UPS-MIB::upsBatteryStatus.0, upsOutputPercentLoad.1 ,',
        '   ',
        '1.3.6.1.2.1.33.1.4.1.0\r',
      ].join('\n'),
    );
    expect(list.problems).toEqual([]);
    expect(list.tooMany).toBeNull();
    expect(list.entries.map((entry) => [entry.line, entry.kind, oidFormKey(entry)])).toEqual([
      [1, 'numeric', '1.3.6.1.2.1.33.1.2.4.0'],
      [3, 'symbolic', 'UPS-MIB::upsBatteryStatus.0'],
      [3, 'symbolic', 'upsOutputPercentLoad.1'],
      [5, 'numeric', '1.3.6.1.2.1.33.1.4.1.0'],
    ]);
  });

  it('reports lines that are not OIDs and repeats, keeping the first of each', () => {
    const list = parseOidList(
      [
        '1.3.6.1.2.1.33.1.2.4.0',
        'not an oid',
        '.1.3.6.1.2.1.33.1.2.4.0',
        'UPS-MIB::upsBatteryStatus.0',
        'UPS-MIB::upsBatteryStatus.0, UPS-MIB::',
      ].join('\n'),
    );
    expect(list.entries.map((entry) => entry.line)).toEqual([1, 4]);
    expect(list.problems).toEqual([
      { line: 2, input: 'not an oid', message: messages.oidOnePerLine },
      { line: 3, input: '.1.3.6.1.2.1.33.1.2.4.0', message: messages.oidDuplicate(1) },
      { line: 5, input: 'UPS-MIB::upsBatteryStatus.0', message: messages.oidDuplicate(4) },
      { line: 5, input: 'UPS-MIB::', message: messages.oidNeedsObject },
    ]);
  });

  it.each([
    [3, 3, null],
    [4, 3, messages.oidListTooLong(3, 4)],
  ])('%i OIDs against a maximum of %i', (count, max, tooMany) => {
    const text = Array.from({ length: count }, (_, i) => `1.3.6.1.4.1.${i + 1}`).join('\n');
    const list = parseOidList(text, max);
    expect(list.tooMany).toBe(tooMany);
    expect(list.entries).toHaveLength(Math.min(count, max));
  });

  it('holds to the API maximum by default', () => {
    const text = Array.from({ length: OID_LIST_MAX + 1 }, (_, i) => `1.3.6.1.4.1.${i}`).join(',');
    expect(parseOidList(text).tooMany).toBe(
      messages.oidListTooLong(OID_LIST_MAX, OID_LIST_MAX + 1),
    );
  });

  it('reads an empty paste as no OIDs', () => {
    expect(parseOidList('\n \n,')).toEqual({ entries: [], problems: [], tooMany: null });
  });
});
