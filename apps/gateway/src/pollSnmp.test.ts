import { describe, expect, it } from 'vitest';
import { pollSnmp } from './pollSnmp.js';
import type { SnmpClient, SnmpVarbind } from './SnmpClient.js';
import type { SnmpPoint } from './SnmpPoint.js';
import { SnmpResponseError } from './SnmpResponseError.js';

/**
 * An in-memory agent: values by OID, noSuchObject for the rest. `v1` answers a GET holding
 * an unknown OID with noSuchName for the whole request, as SNMPv1 agents do; `silent`
 * lists OIDs whose requests time out.
 */
function memoryAgent(
  values: Record<string, number | string>,
  options: { v1?: boolean; silent?: string[] } = {},
) {
  const requests: string[][] = [];
  const client: SnmpClient = {
    get: async (oids) => {
      requests.push([...oids]);
      if (oids.some((oid) => options.silent?.includes(oid))) {
        throw new Error('Timed out (2 attempts of 2000 ms)');
      }
      if (options.v1 && oids.some((oid) => values[oid] === undefined)) {
        throw new SnmpResponseError(2, 'noSuchName');
      }
      return oids.map((oid): SnmpVarbind => {
        const value = values[oid];
        return value === undefined ? { oid, error: 'noSuchObject' } : { oid, value };
      });
    },
    close: async () => undefined,
  };
  return { client, requests };
}

const oid = (n: number) => `1.3.6.1.4.1.99999.1.${n}.0`;
const point = (n: number, extra: Partial<SnmpPoint> = {}): SnmpPoint => ({
  name: `p${n}`,
  oid: oid(n),
  ...extra,
});

describe('pollSnmp', () => {
  it('GETs 20 OIDs as 9, 9 and 2, in order, scaling each value', async () => {
    const values = Object.fromEntries(Array.from({ length: 20 }, (_, n) => [oid(n), n * 10]));
    const agent = memoryAgent(values);
    const points = Array.from({ length: 20 }, (_, n) => point(n, { multiplier: 0.1, offset: 1 }));
    const results = await pollSnmp(agent.client, points);
    expect(results).toEqual(points.map((p, n) => ({ name: p.name, value: n + 1 })));
    expect(agent.requests.map((oids) => oids.length)).toEqual([9, 9, 2]);
    expect(agent.requests.flat()).toEqual(points.map((p) => p.oid));
  });

  it('reads string values through strMask', async () => {
    const agent = memoryAgent({ [oid(1)]: '230.5 V', [oid(2)]: 'Temp=21C', [oid(3)]: '73' });
    const results = await pollSnmp(agent.client, [
      point(1, { strMask: '([\\d.]+) V' }),
      point(2, { strMask: '\\d+', multiplier: 2 }),
      point(3, { strMask: null }),
    ]);
    expect(results).toEqual([
      { name: 'p1', value: 230.5 },
      { name: 'p2', value: 42 },
      { name: 'p3', value: 73 },
    ]);
  });

  it('reports per-point errors and still reads the other points', async () => {
    const agent = memoryAgent({ [oid(1)]: 5, [oid(2)]: 'On Battery', [oid(4)]: 'n/a' });
    const results = await pollSnmp(agent.client, [
      point(1),
      point(2),
      point(3),
      point(4, { strMask: '(\\d+)' }),
      { name: 'named', oid: 'sysUpTime.0' },
    ]);
    expect(results).toEqual([
      { name: 'p1', value: 5 },
      { name: 'p2', error: `${oid(2)}: 'On Battery' is not a number` },
      { name: 'p3', error: `${oid(3)}: noSuchObject` },
      { name: 'p4', error: `${oid(4)}: 'n/a' does not match strMask /(\\d+)/` },
      { name: 'named', error: "OID 'sysUpTime.0' is not numeric" },
    ]);
    expect(agent.requests).toEqual([[oid(1), oid(2), oid(3), oid(4)]]);
  });

  it('asks OID by OID when the agent refuses a whole chunk, keeping the good ones', async () => {
    const values = Object.fromEntries([1, 2, 4, 5].map((n) => [oid(n), n]));
    const agent = memoryAgent(values, { v1: true });
    const results = await pollSnmp(
      agent.client,
      [1, 2, 3, 4, 5].map((n) => point(n)),
    );
    expect(results).toEqual([
      { name: 'p1', value: 1 },
      { name: 'p2', value: 2 },
      { name: 'p3', error: `${oid(3)}: noSuchName` },
      { name: 'p4', value: 4 },
      { name: 'p5', value: 5 },
    ]);
    expect(agent.requests.map((oids) => oids.length)).toEqual([5, 1, 1, 1, 1, 1]);
  });

  it('fails a chunk that times out without retrying it OID by OID, and reads the next', async () => {
    const values = Object.fromEntries(Array.from({ length: 10 }, (_, n) => [oid(n), n]));
    const agent = memoryAgent(values, { silent: [oid(0)] });
    const results = await pollSnmp(
      agent.client,
      Array.from({ length: 10 }, (_, n) => point(n)),
    );
    expect(results.slice(0, 9)).toEqual(
      Array.from({ length: 9 }, (_, n) => ({
        name: `p${n}`,
        error: `${oid(n)}: Timed out (2 attempts of 2000 ms)`,
      })),
    );
    expect(results[9]).toEqual({ name: 'p9', value: 9 });
    expect(agent.requests.map((oids) => oids.length)).toEqual([9, 1]);
  });

  it('reports a point the response leaves out', async () => {
    const client: SnmpClient = {
      get: async (oids) => [{ oid: oids[0]!, value: 1 }],
      close: async () => undefined,
    };
    expect(await pollSnmp(client, [point(1), point(2)])).toEqual([
      { name: 'p1', value: 1 },
      { name: 'p2', error: `${oid(2)}: missing from the response` },
    ]);
  });

  it('returns nothing for no points', async () => {
    const agent = memoryAgent({});
    expect(await pollSnmp(agent.client, [])).toEqual([]);
    expect(agent.requests).toEqual([]);
  });
});
