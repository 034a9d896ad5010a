import { describe, expect, it } from 'vitest';
import { DATA_SOURCE_CODES, isDuplicateNameError } from './equipment.js';

describe('isDuplicateNameError', () => {
  it.each([
    [{ code: 'ER_DUP_ENTRY' }, true],
    [{ code: 'ER_MODEL_EXISTS' }, true],
    [{ message: 'A view named Hall already exists' }, true],
    [{ message: 'Already Exists' }, false],
    [{ code: '23505', message: 'duplicate key' }, false],
    [{}, false],
  ])('%j → %s', (error, expected) => {
    expect(isDuplicateNameError(error)).toBe(expected);
  });

  it('keeps the data-source codes of the spec', () => {
    expect(DATA_SOURCE_CODES).toEqual({ Modbus: 2, SNMP: 5 });
  });
});
