import { describe, expect, it } from 'vitest';
import { parseGatewayArgs } from './parseGatewayArgs.js';

describe('parseGatewayArgs', () => {
  it.each([
    [
      ['poll', '--host', '127.0.0.1', '--port', '1502', '--unit', '1'],
      { command: 'poll', host: '127.0.0.1', port: 1502, unitId: 1, timeoutMs: 2000 },
    ],
    [
      ['--host=ups-7.local', 'poll', '--timeout', '500', '--unit=247'],
      { command: 'poll', host: 'ups-7.local', port: 502, unitId: 247, timeoutMs: 500 },
    ],
    [['poll'], { command: 'poll', host: '127.0.0.1', port: 502, unitId: 1, timeoutMs: 2000 }],
    [['--help'], { command: 'help' }],
    [['poll', '-h'], { command: 'help' }],
  ])('parses %o', (argv, expected) => {
    expect(parseGatewayArgs(argv)).toEqual(expected);
  });

  it.each([
    [['poll', '--port', '0'], /^--port: must be 1-65535$/],
    [['poll', '--port', '65536'], /^--port: must be 1-65535$/],
    [['poll', '--port', '15o2'], /^--port: expected a whole number$/],
    [['poll', '--unit', '248'], /^--unit: must be 1-247$/],
    [['poll', '--timeout', '0'], /^--timeout: must be 1-60000$/],
    [['poll', '--host', '10.0.0.1:502'], /^--host: expected a host name or IPv4 address$/],
    [['poll', '--host'], /--host/],
    [['poll', '--community', 'public'], /--community/],
    [[], /^Expected a command: poll$/],
    [['walk'], /^Unknown command 'walk': expected poll$/],
    [['poll', 'now'], /^Unexpected argument 'now'$/],
  ])('rejects %o naming what is wrong', (argv, message) => {
    expect(() => parseGatewayArgs(argv)).toThrow(message);
  });
});
