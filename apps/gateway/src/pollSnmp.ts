import { chunk, SNMP_CHUNK_SIZE } from '@vigil/domain';
import { decodeSnmpValue } from '@vigil/domain';
import type { PollResult } from './pollModbus.js';
import type { SnmpClient } from './SnmpClient.js';
import type { SnmpPoint } from './SnmpPoint.js';
import { SnmpResponseError } from './SnmpResponseError.js';

type IndexedPoint = SnmpPoint & { index: number };

const NUMERIC_OID = /^\.?\d+(\.\d+)+$/;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * GET every point once, SNMP_CHUNK_SIZE OIDs per request, and return one result per point
 * in the order given. A point the agent has no value for, or whose value is not a number,
 * gets an error entry; the other points are still read.
 */
export async function pollSnmp(
  client: SnmpClient,
  points: readonly SnmpPoint[],
): Promise<PollResult[]> {
  const results: PollResult[] = new Array<PollResult>(points.length);
  const readable: IndexedPoint[] = [];
  points.forEach((point, index) => {
    // Names would need a MIB the gateway does not have; net-snmp only sends numeric OIDs.
    if (NUMERIC_OID.test(point.oid)) readable.push({ ...point, index });
    else results[index] = { name: point.name, error: `OID '${point.oid}' is not numeric` };
  });

  /** GET a chunk into the results, or mark its points failed and return the error. */
  const readOrReport = async (points: readonly IndexedPoint[]): Promise<unknown> => {
    try {
      const varbinds = await client.get(points.map((point) => point.oid));
      points.forEach((point, i) => {
        const varbind = varbinds[i];
        if (varbind === undefined || 'error' in varbind) {
          const why = varbind?.error ?? 'missing from the response';
          results[point.index] = { name: point.name, error: `${point.oid}: ${why}` };
          return;
        }
        try {
          results[point.index] = { name: point.name, value: decodeSnmpValue(varbind.value, point) };
        } catch (error) {
          results[point.index] = {
            name: point.name,
            error: `${point.oid}: ${errorMessage(error)}`,
          };
        }
      });
      return undefined;
    } catch (error) {
      for (const point of points) {
        results[point.index] = { name: point.name, error: `${point.oid}: ${errorMessage(error)}` };
      }
      return error;
    }
  };

  // One request at a time: small agents on network cards drop bursts of requests.
  for (const points of chunk(readable, SNMP_CHUNK_SIZE)) {
    const error = await readOrReport(points);
    // The agent refused the whole GET (an SNMPv1 noSuchName, tooBig, genErr): ask for each
    // OID alone so one bad OID does not cost its neighbours their readings.
    if (error instanceof SnmpResponseError && points.length > 1) {
      for (const point of points) await readOrReport([point]);
    }
  }
  return results;
}
