import { describe, expect, it } from 'vitest';
import { parseSimulatorArgs } from './parseSimulatorArgs.js';

describe('parseSimulatorArgs', () => {
  it.each([
    [
      ['--ups-modbus', '127.0.0.1:1502'],
      { help: false, upsModbus: { host: '127.0.0.1', port: 1502 }, unitId: 1, seed: 1 },
    ],
    [
      ['--ups-modbus=0.0.0.0:0', '--unit', '247', '--seed', '42'],
      { help: false, upsModbus: { host: '0.0.0.0', port: 0 }, unitId: 247, seed: 42 },
    ],
    [['--help'], { help: true, upsModbus: undefined, unitId: 1, seed: 1 }],
  ])('parses %o', (argv, expected) => {
    expect(parseSimulatorArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--ups-modbus', '1502'], /^--ups-modbus: expected host:port/],
    [['--ups-modbus', 'localhost:70000'], /^--ups-modbus: expected host:port/],
    [['--ups-modbus', 'h:1', '--unit', '0'], /^--unit: must be 1-247/],
    [['--ups-modbus', 'h:1', '--unit', 'one'], /^--unit: expected a whole number/],
    [['--ups-modbus', 'h:1', '--seed', '-3'], /--seed/],
    [['--ups-modbus'], /--ups-modbus/],
    [['--snmp', 'x'], /--snmp/],
    [[], /^Nothing to simulate: pass --ups-modbus/],
  ])('rejects %o naming the flag', (argv, message) => {
    expect(() => parseSimulatorArgs(argv)).toThrow(message);
  });
});
