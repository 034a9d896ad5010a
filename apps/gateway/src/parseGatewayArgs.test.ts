import { describe, expect, it } from 'vitest';
import { parseGatewayArgs } from './parseGatewayArgs.js';

const RUN_FLAGS = [
  ...['--server', 'https://vigil.example.com', '--gateway', '12'],
  ...['--token', 's3cret-token', '--data-dir', '/var/lib/vigil'],
];
const RUN = {
  command: 'run',
  serverUrl: 'https://vigil.example.com',
  gatewayId: '12',
  token: 's3cret-token',
  dataDir: '/var/lib/vigil',
};
const ENV = {
  VIGIL_SERVER_URL: 'http://127.0.0.1:3000',
  VIGIL_GATEWAY_ID: '7',
  VIGIL_GATEWAY_TOKEN: 'env-token',
  VIGIL_GATEWAY_DATA_DIR: './data/gateway',
};

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
    [RUN_FLAGS, RUN],
    [['run', ...RUN_FLAGS], RUN],
    [[...RUN_FLAGS, '--trap-port', '162'], { ...RUN, trapPort: 162 }],
    [[...RUN_FLAGS, '--trap-port=10162'], { ...RUN, trapPort: 10_162 }],
  ])('parses %o', (argv, expected) => {
    expect(parseGatewayArgs(argv)).toEqual(expected);
  });

  it.each<[string[], Record<string, string>, object]>([
    [
      [],
      ENV,
      {
        command: 'run',
        serverUrl: 'http://127.0.0.1:3000',
        gatewayId: '7',
        token: 'env-token',
        dataDir: './data/gateway',
      },
    ],
    [['--gateway', '9', '--token', 'flag-token'], ENV, { gatewayId: '9', token: 'flag-token' }],
    [
      ['--server', 'https://other.example.com'],
      { ...ENV, VIGIL_SERVER_URL: '' },
      { serverUrl: 'https://other.example.com' },
    ],
    [['poll'], ENV, { command: 'poll', host: '127.0.0.1' }],
    [[], { ...ENV, VIGIL_TRAP_PORT: '1162' }, { trapPort: 1162 }],
    [['--trap-port', '2162'], { ...ENV, VIGIL_TRAP_PORT: '1162' }, { trapPort: 2162 }],
  ])('runs %o with the environment filling in', (argv, env, expected) => {
    expect(parseGatewayArgs(argv, env)).toMatchObject(expected);
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
    [[], /^Expected a command: run, poll \(run is the default with --server\)$/],
    [['walk'], /^Unknown command 'walk': expected run, poll$/],
    [['poll', 'now'], /^Unexpected argument 'now'$/],
    [['poll', '--server', 'http://x'], /^--server does not apply to poll$/],
    [[...RUN_FLAGS, '--port', '502'], /^--port does not apply to run$/],
    [['--server', 'http://x'], /^--gateway \(or VIGIL_GATEWAY_ID\) is required$/],
    [['run'], /^--server \(or VIGIL_SERVER_URL\) is required$/],
    [RUN_FLAGS.with(1, 'vigil.example.com'), /^--server: expected an http\(s\) URL$/],
    [RUN_FLAGS.with(1, 'ftp://vigil.example.com'), /^--server: expected an http\(s\) URL$/],
    [RUN_FLAGS.with(3, 'gw-1'), /^--gateway: expected a whole number$/],
    [RUN_FLAGS.with(3, '0'), /^--gateway: expected a whole number$/],
    [RUN_FLAGS.with(5, '   '), /^--token: must not be empty$/],
    [RUN_FLAGS.with(7, ' '), /^--data-dir: must not be empty$/],
    [[...RUN_FLAGS, '--trap-port', '0'], /^--trap-port: must be 1-65535$/],
    [[...RUN_FLAGS, '--trap-port', 'snmptrap'], /^--trap-port: expected a whole number$/],
    [['poll', '--trap-port', '162'], /^--trap-port does not apply to poll$/],
  ])('rejects %o naming what is wrong', (argv, message) => {
    expect(() => parseGatewayArgs(argv)).toThrow(message);
  });

  it.each([
    [{ VIGIL_SERVER_URL: 'localhost:3000' }, /^VIGIL_SERVER_URL: expected an http\(s\) URL$/],
    [{ VIGIL_GATEWAY_ID: 'abc' }, /^VIGIL_GATEWAY_ID: expected a whole number$/],
    [{ VIGIL_GATEWAY_TOKEN: '' }, /^--token \(or VIGIL_GATEWAY_TOKEN\) is required$/],
    [
      { VIGIL_GATEWAY_DATA_DIR: undefined },
      /^--data-dir \(or VIGIL_GATEWAY_DATA_DIR\) is required$/,
    ],
    [{ VIGIL_TRAP_PORT: '70000' }, /^VIGIL_TRAP_PORT: must be 1-65535$/],
  ])('names the variable at fault in %o', (change, message) => {
    expect(() => parseGatewayArgs([], { ...ENV, ...change })).toThrow(message);
  });

  it('leaves traps off unless a port is given', () => {
    expect(parseGatewayArgs([], ENV)).not.toHaveProperty('trapPort');
    expect(parseGatewayArgs([], { ...ENV, VIGIL_TRAP_PORT: '' })).not.toHaveProperty('trapPort');
  });

  it('never repeats the token in an error', () => {
    const attempt = () => parseGatewayArgs([...RUN_FLAGS.with(3, 'x')]);
    expect(attempt).toThrow(/--gateway/);
    expect(attempt).not.toThrow(/s3cret-token/);
  });
});
