import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import type { SimulatedDevice } from './SimulatedDevice.js';
import { SimulatorInputError } from './SimulatorInputError.js';
import { SNMP_POINT_TYPES } from './SnmpPoint.js';

export interface ControlServerOptions {
  devices: readonly SimulatedDevice[];
  host?: string;
  /** Defaults to 8090; 0 picks a free port, and the handle says which. */
  port?: number;
}

export interface ControlServerHandle {
  host: string;
  port: number;
  /** e.g. http://127.0.0.1:8090 */
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;
const oid = z.string().regex(/^\d+(\.\d+)+$/, { error: 'must be a dotted numeric OID' });

const valuesSchema = z
  .record(
    z.string(),
    z.union([z.number(), z.boolean()], { error: 'must be a number (or true/false)' }),
  )
  .refine((values) => Object.keys(values).length > 0, { error: 'name at least one point' });

const mainsSchema = z.strictObject({
  failed: z.boolean({ error: 'must be true or false' }),
});

const trapSchema = z.strictObject({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535),
  community: z.string().min(1).optional(),
  oid: oid.optional(),
  varbinds: z
    .array(
      z.strictObject({
        oid,
        type: z.enum(SNMP_POINT_TYPES),
        value: z.union([z.number(), z.string()], { error: 'must be a number or a string' }),
      }),
    )
    .optional(),
});

/** An HTTP answer other than 200, with the message the client sees. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'body';
  throw new HttpError(400, `${where}: ${issue?.message ?? 'invalid'}`);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Body is over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) throw new HttpError(400, 'body: expected a JSON object');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: not valid JSON');
  }
}

function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new HttpError(400, `Bad percent-encoding in '${part}'`);
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

type Route = (
  device: SimulatedDevice,
  request: IncomingMessage,
  point?: string,
) => Promise<unknown>;

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '': {
    GET: async (device) => device.describe(),
  },
  values: {
    POST: async (device, request) => {
      device.force(parse(valuesSchema, await readJson(request)));
      return device.describe();
    },
    DELETE: async (device, _request, point) => {
      device.release(point);
      return device.describe();
    },
  },
  mains: {
    POST: async (device, request) => {
      const { failed } = parse(mainsSchema, await readJson(request));
      const { trapSent } = await device.setMainsFailure(failed);
      return { ...device.describe(), trapSent };
    },
  },
  traps: {
    POST: async (device, request) => ({
      sent: await device.sendTrap(parse(trapSchema, await readJson(request))),
    }),
  },
};

/**
 * The simulators' control API, so that tests and demos can pin exact values:
 *
 *   GET    /devices                       every device, where it listens and its values
 *   GET    /devices/:name                 one device
 *   POST   /devices/:name/values          {"point": number, …} forces values until released
 *   DELETE /devices/:name/values[/:point] releases every forced value, or one
 *   POST   /devices/:name/mains           {"failed": true|false}
 *   POST   /devices/:name/traps           {host, port, community?, oid?, varbinds?} sends a trap
 *
 * Answers are JSON; a refused request answers 400 (404 for an unknown device) with {error}.
 */
export function startControlServer(options: ControlServerOptions): Promise<ControlServerHandle> {
  const host = options.host ?? '127.0.0.1';
  const devices = new Map(options.devices.map((device) => [device.name, device]));

  const handle = async (request: IncomingMessage): Promise<unknown> => {
    const { pathname } = new URL(request.url ?? '/', 'http://simulator');
    const parts = pathname.split('/').filter(Boolean).map(decodePathPart);
    if (parts[0] !== 'devices' || parts.length > 4) {
      throw new HttpError(404, `No such resource: ${pathname}`);
    }
    if (parts.length === 1) {
      if (request.method !== 'GET') throw new HttpError(405, 'Use GET', { allow: 'GET' });
      return [...devices.values()].map((device) => device.describe());
    }
    const [, name = '', resource = '', point] = parts;
    const device = devices.get(name);
    if (!device) {
      throw new HttpError(404, `No device '${name}'; there are ${[...devices.keys()].join(', ')}`);
    }
    const methods = ROUTES[resource];
    // Only a release names a single point.
    if (
      !methods ||
      (point !== undefined && (resource !== 'values' || request.method !== 'DELETE'))
    ) {
      throw new HttpError(404, `No such resource: ${pathname}`);
    }
    const route = methods[request.method ?? ''];
    if (!route) {
      const allowed = Object.keys(methods).join(', ');
      throw new HttpError(405, `Use ${allowed} on ${pathname}`, { allow: allowed });
    }
    return route(device, request, point);
  };

  const server = createServer((request, response) => {
    handle(request).then(
      (body) => send(response, 200, body),
      (error: unknown) => {
        if (error instanceof HttpError)
          send(response, error.status, { error: error.message }, error.headers);
        else if (error instanceof SimulatorInputError)
          send(response, 400, { error: error.message });
        else send(response, 500, { error: error instanceof Error ? error.message : String(error) });
      },
    );
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port: options.port ?? 8090 }, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        host,
        port,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
