import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

describe('messages with values', () => {
  it.each([
    [messages.gatewayNameTaken('Hall A'), 'There is already a gateway named Hall A'],
    [messages.equipmentNameTaken('UPS 1'), "Your gateway already has device 'UPS 1'"],
    [
      messages.equipmentNamesTaken(['UPS 1', 'PDU 2']),
      'Your gateway already has the following equipment: UPS 1, PDU 2.',
    ],
    [messages.libraryModelTaken('Galaxy VS'), "There is already a library for 'Galaxy VS'."],
    [messages.viewNameIsTaken('Main'), 'Main is already a view name.'],
    [messages.newViewNameTaken('Main'), "ERROR: The name 'Main' is already taken."],
    [messages.renameViewNameTaken('Main'), "The name 'Main' is already taken."],
    [
      messages.sensorsDependOnRegister(3),
      'There are 3 active sensors that depend on this register. It cannot be deleted.',
    ],
    [
      messages.sensorsDependOnRegister(2, 'OID'),
      'There are 2 active sensors that depend on this OID. It cannot be deleted.',
    ],
    [messages.uploadTooBig('12.5'), 'Too big: 12.5MB/10MB'],
    [
      messages.imageQuotaExceeded(500),
      'Image storage is full: a company may keep 500MB of images.',
    ],
    [messages.liveTooManyRooms(500), 'A live connection may follow at most 500 items at once.'],
    [
      messages.liveJoinsTooFast(100),
      'Too many live items asked for at once: at most 100 more a second.',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
