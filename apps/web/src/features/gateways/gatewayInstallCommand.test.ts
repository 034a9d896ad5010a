import { describe, expect, it } from 'vitest';
import { gatewayInstallCommand } from './gatewayInstallCommand';

describe('gatewayInstallCommand', () => {
  it.each([
    [
      'the README command for a base64url token',
      { token: 'aB3_-xYz', origin: 'https://vigil.example.com', gatewayID: '12' },
      'VIGIL_GATEWAY_TOKEN=aB3_-xYz npm run gateway -- --server https://vigil.example.com --gateway 12 --data-dir /var/lib/vigil-gateway',
    ],
    [
      'a local origin with a port',
      { token: 't0k', origin: 'http://localhost:8080', gatewayID: '3' },
      'VIGIL_GATEWAY_TOKEN=t0k npm run gateway -- --server http://localhost:8080 --gateway 3 --data-dir /var/lib/vigil-gateway',
    ],
    [
      'a token the shell would split, quoted',
      { token: "a b'c$", origin: 'https://v.example', gatewayID: '7' },
      "VIGIL_GATEWAY_TOKEN='a b'\\''c$' npm run gateway -- --server https://v.example --gateway 7 --data-dir /var/lib/vigil-gateway",
    ],
    [
      "an HA pair's second node, with a data directory of its own",
      {
        token: 'ha2-tok',
        origin: 'https://vigil.example.com',
        gatewayID: '12',
        dataDir: '/var/lib/vigil-gateway-ha2',
      },
      'VIGIL_GATEWAY_TOKEN=ha2-tok npm run gateway -- --server https://vigil.example.com --gateway 12 --data-dir /var/lib/vigil-gateway-ha2',
    ],
  ])('%s', (_case, input, expected) => {
    expect(gatewayInstallCommand(input)).toBe(expected);
  });
});
