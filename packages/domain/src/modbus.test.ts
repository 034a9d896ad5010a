import { describe, expect, it } from 'vitest';
import { registerCount } from './modbus.js';

describe('registerCount', () => {
  it.each([
    ['UINT16', 1],
    ['INT16', 1],
    ['UINT32', 2],
    ['INT32', 2],
    ['FLOAT', 2],
  ] as const)('counts %s as %i register(s)', (dataType, count) => {
    expect(registerCount(dataType)).toBe(count);
  });
});
