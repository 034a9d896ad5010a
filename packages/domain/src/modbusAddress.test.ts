import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { parseRegisterNumber, registerNumberOf } from './modbusAddress.js';

describe('parseRegisterNumber', () => {
  it.each([
    ['40001', 3, 0],
    ['30010', 4, 9],
    ['00001', 1, 0],
    ['10001', 2, 0],
    ['49999', 3, 9998],
    ['40101', 3, 100],
    [' 40001 ', 3, 0],
    ['400001', 3, 0],
    ['465536', 3, 65_535],
    ['310000', 4, 9999],
    ['000010', 1, 9],
    ['100002', 2, 1],
  ])('reads %s as function code %i, address %i', (text, functionCode, startingRegister) => {
    expect(parseRegisterNumber(text)).toEqual({ ok: true, functionCode, startingRegister });
  });

  it.each([
    ['', messages.registerNumberForm],
    ['1', messages.registerNumberForm],
    ['4001', messages.registerNumberForm],
    ['4000001', messages.registerNumberForm],
    ['4000a', messages.registerNumberForm],
    ['-40001', messages.registerNumberForm],
    ['20001', messages.registerNumberForm],
    ['50001', messages.registerNumberForm],
    ['90001', messages.registerNumberForm],
    ['40000', messages.registerNumberRange(9999)],
    ['400000', messages.registerNumberRange(65_536)],
    ['465537', messages.registerNumberRange(65_536)],
  ])('refuses %j', (text, message) => {
    expect(parseRegisterNumber(text)).toEqual({ ok: false, message });
  });
});

describe('registerNumberOf', () => {
  it.each([
    [3, 0, '40001'],
    [4, 9, '30010'],
    [1, 0, '00001'],
    [2, 0, '10001'],
    [3, 9998, '49999'],
    [3, 9999, '410000'],
    [3, 65_535, '465536'],
  ] as const)('writes function code %i, address %i as %s', (functionCode, address, text) => {
    expect(registerNumberOf({ functionCode, startingRegister: address })).toBe(text);
    expect(parseRegisterNumber(text)).toEqual({
      ok: true,
      functionCode,
      startingRegister: address,
    });
  });

  it.each([-1, 65_536, 1.5])('has no number for address %d', (address) => {
    expect(registerNumberOf({ functionCode: 3, startingRegister: address })).toBeUndefined();
  });
});
