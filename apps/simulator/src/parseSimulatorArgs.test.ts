import { describe, expect, it } from 'vitest';
import { parseSimulatorArgs, type SimulatorArgs } from './parseSimulatorArgs.js';

const at = (host: string, port: number) => ({ host, port });

describe('parseSimulatorArgs', () => {
  it.each<[string[], SimulatorArgs]>([
    [
      ['--ups-modbus', '127.0.0.1:1502'],
      {
        help: false,
        devices: [{ name: 'ups-1', kind: 'ups', modbus: { ...at('127.0.0.1', 1502), unitId: 1 } }],
        control: undefined,
        seed: 1,
      },
    ],
    [
      ['--ups-modbus=0.0.0.0:0', '--unit', '247', '--seed', '42'],
      {
        help: false,
        devices: [{ name: 'ups-1', kind: 'ups', modbus: { ...at('0.0.0.0', 0), unitId: 247 } }],
        control: undefined,
        seed: 42,
      },
    ],
    [
      [
        ...['--ups-snmp', '127.0.0.1:1161', '--ups-modbus', '127.0.0.1:1502'],
        ...['--pdu-snmp', '127.0.0.1:1162', '--crac-modbus', '127.0.0.1:1503'],
        ...['--env-modbus', '127.0.0.1:1504', '--env-snmp', '127.0.0.1:1164'],
        ...['--control', '127.0.0.1:8090', '--community', 'lab', '--trap-target', '127.0.0.1:1620'],
      ],
      {
        help: false,
        devices: [
          {
            name: 'ups-1',
            kind: 'ups',
            modbus: { ...at('127.0.0.1', 1502), unitId: 1 },
            snmp: { ...at('127.0.0.1', 1161), community: 'lab' },
            trapTarget: { ...at('127.0.0.1', 1620), community: 'lab' },
          },
          {
            name: 'pdu-1',
            kind: 'pdu',
            snmp: { ...at('127.0.0.1', 1162), community: 'lab' },
            trapTarget: { ...at('127.0.0.1', 1620), community: 'lab' },
          },
          {
            name: 'crac-1',
            kind: 'crac',
            modbus: { ...at('127.0.0.1', 1503), unitId: 1 },
            trapTarget: { ...at('127.0.0.1', 1620), community: 'lab' },
          },
          {
            name: 'env-1',
            kind: 'env',
            modbus: { ...at('127.0.0.1', 1504), unitId: 1 },
            snmp: { ...at('127.0.0.1', 1164), community: 'lab' },
            trapTarget: { ...at('127.0.0.1', 1620), community: 'lab' },
          },
        ],
        control: at('127.0.0.1', 8090),
        seed: 1,
      },
    ],
    [
      // Modbus is TCP and SNMP is UDP, so one port number serves both.
      ['--ups-modbus', 'h:1502', '--pdu-snmp', 'h:1502'],
      {
        help: false,
        devices: [
          { name: 'ups-1', kind: 'ups', modbus: { ...at('h', 1502), unitId: 1 } },
          { name: 'pdu-1', kind: 'pdu', snmp: { ...at('h', 1502), community: 'public' } },
        ],
        control: undefined,
        seed: 1,
      },
    ],
    [
      ['--pdu-snmp', 'h:1161', '--community', 'ro', '--write-community', 'rw'],
      {
        help: false,
        devices: [
          {
            name: 'pdu-1',
            kind: 'pdu',
            snmp: { ...at('h', 1161), community: 'ro', writeCommunity: 'rw' },
          },
        ],
        control: undefined,
        seed: 1,
      },
    ],
    [['--help'], { help: true, devices: [], control: undefined, seed: 1 }],
  ])('parses %o', (argv, expected) => {
    expect(parseSimulatorArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--ups-modbus', '1502'], /^--ups-modbus: expected host:port/],
    [['--ups-modbus', 'localhost:70000'], /^--ups-modbus: expected host:port/],
    [['--crac-snmp', 'localhost:'], /^--crac-snmp: expected host:port/],
    [['--ups-modbus', 'h:1', '--unit', '0'], /^--unit: must be 1-247/],
    [['--ups-modbus', 'h:1', '--unit', 'one'], /^--unit: expected a whole number/],
    [['--ups-modbus', 'h:1', '--seed', '-3'], /--seed/],
    [['--ups-snmp', 'h:1', '--community', ''], /^--community: must not be empty/],
    [['--ups-snmp', 'h:1', '--write-community', ''], /^--write-community: must not be empty/],
    [['--ups-snmp', 'h:1', '--trap-target', 'h:0'], /^--trap-target: expected host:port/],
    [['--ups-snmp', 'h:1', '--control', 'nowhere'], /^--control: expected host:port/],
    [
      ['--ups-modbus', 'h:1502', '--pdu-modbus', 'h:1502'],
      /^--pdu-modbus: h:1502 is already taken by --ups-modbus/,
    ],
    [
      ['--ups-snmp', 'h:1161', '--env-snmp', 'h:1161'],
      /^--env-snmp: h:1161 is already taken by --ups-snmp/,
    ],
    [
      ['--ups-modbus', 'h:8090', '--control', 'h:8090'],
      /^--control: h:8090 is already taken by --ups-modbus/,
    ],
    [['--ups-modbus'], /--ups-modbus/],
    [['--snmp', 'x'], /--snmp/],
    [
      ['--control', 'h:8090'],
      /^Nothing to simulate: pass at least one of --ups-modbus, --ups-snmp, /,
    ],
    [[], /^Nothing to simulate/],
  ])('rejects %o naming the flag', (argv, message) => {
    expect(() => parseSimulatorArgs(argv)).toThrow(message);
  });
});
