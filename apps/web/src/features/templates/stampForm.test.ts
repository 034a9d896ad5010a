import { messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultViewName,
  fitsSlot,
  newSite,
  stampErrors,
  withDevice,
  withViewName,
} from './stampForm';
import type { StampDevice } from './stampForm';
import { templateTexts as texts } from './templateTexts';

const device = (id: string, name: string, libraryId = 'L1', protocol = 'SNMP'): StampDevice => ({
  id,
  name,
  libraryId,
  protocol,
});
const SLOTS = [
  { libraryId: 'L1', protocol: 'SNMP' },
  { libraryId: 'L2', protocol: 'Modbus' },
];

describe('the Create views form', () => {
  it.each([
    [{ libraryId: 'L1', protocol: 'snmp' }, true],
    [{ libraryId: 'L1', protocol: 'Modbus' }, false],
    [{ libraryId: 'L2', protocol: 'SNMP' }, false],
  ])('device %j fits the SNMP slot of L1: %s', (candidate, fits) => {
    expect(fitsSlot(candidate, SLOTS[0]!)).toBe(fits);
  });

  it('names the view after the template and the first device chosen', () => {
    const ups = device('1', 'UPS B');
    const pdu = device('2', 'PDU 4', 'L2', 'Modbus');
    expect(defaultViewName('UPS room', null)).toBe('UPS room');
    let site = newSite('a', 2, 'UPS room');
    expect(site.viewName).toBe('UPS room');
    site = withDevice(site, 1, pdu, 'UPS room');
    site = withDevice(site, 0, ups, 'UPS room');
    expect(site.viewName).toBe('UPS room – PDU 4');
    // Taken out: the next device in slot order names it.
    site = withDevice(site, 1, null, 'UPS room');
    expect(site.viewName).toBe('UPS room – UPS B');
    site = withDevice(site, 0, null, 'UPS room');
    expect(site.viewName).toBe('UPS room');
  });

  it('keeps a name the user typed', () => {
    let site = withViewName(newSite('a', 2, 'UPS room'), 'Hall B power');
    site = withDevice(site, 0, device('1', 'UPS B'), 'UPS room');
    expect(site.viewName).toBe('Hall B power');
  });

  it('asks for a device in every slot and a valid, distinct view name per site', () => {
    const full = withDevice(
      withDevice(newSite('a', 2, 'T'), 0, device('1', 'UPS B'), 'T'),
      1,
      device('2', 'PDU 4', 'L2', 'Modbus'),
      'T',
    );
    expect(stampErrors([full], SLOTS)).toBeNull();
    expect(stampErrors([newSite('b', 2, 'T')], SLOTS)).toEqual([
      { devices: [texts.deviceRequired, texts.deviceRequired] },
    ]);
    expect(stampErrors([full, { ...full, key: 'c' }], SLOTS)).toEqual([
      { devices: [undefined, undefined], viewName: texts.duplicateViewName },
      { devices: [undefined, undefined], viewName: texts.duplicateViewName },
    ]);
    expect(stampErrors([withViewName(full, '  ')], SLOTS)).toEqual([
      { devices: [undefined, undefined], viewName: messages.required },
    ]);
  });

  it('refuses one device in two slots', () => {
    const slots = [SLOTS[0]!, SLOTS[0]!];
    const twice = withDevice(
      withDevice(newSite('a', 2, 'T'), 0, device('1', 'UPS B'), 'T'),
      1,
      device('1', 'UPS B'),
      'T',
    );
    expect(stampErrors([twice], slots)).toEqual([{ devices: [undefined, texts.duplicateDevice] }]);
  });
});
