import {
  GATEWAY_ACTION_EVENTS,
  GATEWAY_API_PREFIX,
  GATEWAY_ID_HEADER,
  GATEWAY_SOCKET_EVENTS,
  GATEWAY_SOCKET_NAMESPACE,
  ROW_ID_MAX,
  ackActionReplySchema,
  actionProgressReplySchema,
  actionResultReplySchema,
  gatewayCheckinReplySchema,
  gatewayConfigSchema,
  nextActionReplySchema,
  readingsReplySchema,
  rotatedTokenReplySchema,
  trapsReplySchema,
  type AckActionReply,
  type ActionProgress,
  type ActionResult,
  type GatewayCheckin,
  type GatewayCheckinReply,
  type GatewayConfig,
  type ReadingsReply,
  type ReadingsRequest,
  type TrapsReply,
  type TrapsRequest,
  type WireAction,
} from '@vigil/domain';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import type { ListenConnection, ListenHandlers, Uplink } from './Uplink.js';
import { UplinkError, type UplinkFailure } from './UplinkError.js';

export interface HttpUplinkConfig {
  /** The server's base URL, e.g. https://vigil.example.com. */
  serverUrl: string;
  gatewayId: string;
  token: string;
  /** Limit for each request (default 30000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const modeSchema = z.object({ listen: z.boolean() });
const actionsSchema = z.object({ pending: z.number().int().nonnegative() });
const cancelSchema = z.object({ id: z.number().int().positive().max(ROW_ID_MAX) });
const errorReplySchema = z.object({ error: z.string() });

/** Server texts end up in the log; keep them to a line. */
const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function failureOf(status: number, route: 'action' | 'gateway'): UplinkFailure {
  if (status === 401 || status === 403) return 'unauthorized';
  // On one action's route the server answers 404 for an action deleted or cancelled.
  if (status === 404 && route === 'action') return 'gone';
  if (status === 400 || status === 422) return 'rejected';
  // 5xx, 429 and the rest (a 404 from a proxy, a 413 from a body limit) may pass once
  // someone fixes the server side; dropping data on them would be worse than waiting.
  return 'unavailable';
}

/** fetch() says only "fetch failed"; the reason is in its cause. */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer in ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The Uplink over HTTPS (global fetch) and a socket.io connection for listen mode. */
export class HttpUplink implements Uplink {
  readonly #serverUrl: URL;
  readonly #gatewayId: string;
  #token: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;
  /** Listen sockets not closed yet, reconnected when the token changes. */
  readonly #sockets = new Set<Socket>();

  private constructor(config: HttpUplinkConfig) {
    this.#serverUrl = new URL(config.serverUrl);
    this.#gatewayId = config.gatewayId;
    this.#token = config.token;
    this.#timeoutMs = config.timeoutMs ?? 30_000;
    this.#fetch = config.fetch ?? fetch;
  }

  /** Throws when serverUrl is not an http(s) URL. */
  static fromConfig(config: HttpUplinkConfig): HttpUplink {
    const url = URL.canParse(config.serverUrl) ? new URL(config.serverUrl) : undefined;
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
      throw new Error(`Server URL '${config.serverUrl}' is not an http(s) URL`);
    }
    return new HttpUplink(config);
  }

  fetchConfig(): Promise<GatewayConfig> {
    return this.#request('GET', '/config', gatewayConfigSchema);
  }

  checkin(checkin: GatewayCheckin): Promise<GatewayCheckinReply> {
    return this.#request('POST', '/checkin', gatewayCheckinReplySchema, checkin);
  }

  sendReadings(request: ReadingsRequest): Promise<ReadingsReply> {
    return this.#request('POST', '/readings', readingsReplySchema, request);
  }

  sendTraps(request: TrapsRequest): Promise<TrapsReply> {
    return this.#request('POST', '/traps', trapsReplySchema, request);
  }

  nextAction(): Promise<WireAction | null> {
    return this.#request('GET', '/actions/next', nextActionReplySchema).then(
      (reply) => reply.action,
    );
  }

  ackAction(id: number): Promise<AckActionReply> {
    return this.#request('POST', `/actions/${id}/ack`, ackActionReplySchema, {}, 'action');
  }

  reportProgress(id: number, progress: ActionProgress): Promise<{ cancelled: boolean }> {
    return this.#request(
      'POST',
      `/actions/${id}/progress`,
      actionProgressReplySchema,
      progress,
      'action',
    );
  }

  reportResult(id: number, result: ActionResult): Promise<{ recorded: boolean }> {
    return this.#request(
      'POST',
      `/actions/${id}/result`,
      actionResultReplySchema,
      result,
      'action',
    );
  }

  rotateToken(id: number): Promise<{ token: string }> {
    return this.#request('POST', `/actions/${id}/token`, rotatedTokenReplySchema, {}, 'action');
  }

  useToken(token: string): void {
    this.#token = token;
    // A connected socket authenticated with the old token: connect again with the new one.
    for (const socket of this.#sockets) {
      if (socket.connected) socket.disconnect().connect();
    }
  }

  openListen(handlers: ListenHandlers): ListenConnection {
    const base = this.#serverUrl.pathname.replace(/\/+$/, '');
    const socket = io(`${this.#serverUrl.origin}${GATEWAY_SOCKET_NAMESPACE}`, {
      path: `${base}/socket.io`,
      // Read at every (re)connection, so a rotated token is the one sent.
      auth: (send) => send({ gatewayId: this.#gatewayId, token: this.#token }),
      // WebSocket only: long polling needs sticky sessions across several servers.
      transports: ['websocket'],
      // Each agent holds its own connection rather than sharing one per host.
      forceNew: true,
    });
    socket.on(GATEWAY_SOCKET_EVENTS.mode, (payload: unknown) => {
      const mode = modeSchema.safeParse(payload);
      if (mode.success) handlers.onMode(mode.data.listen);
    });
    socket.on(GATEWAY_ACTION_EVENTS.actions, (payload: unknown) => {
      const actions = actionsSchema.safeParse(payload);
      if (actions.success) handlers.onActions(actions.data.pending);
    });
    socket.on(GATEWAY_ACTION_EVENTS.cancel, (payload: unknown) => {
      const cancel = cancelSchema.safeParse(payload);
      if (cancel.success) handlers.onCancel(cancel.data.id);
    });
    socket.on('connect', () => handlers.onConnect());
    socket.on('connect_error', (error) => handlers.onError(cut(error.message)));
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') handlers.onError(`disconnected (${reason})`);
    });
    this.#sockets.add(socket);
    const sockets = this.#sockets;
    return {
      get connected() {
        return socket.connected;
      },
      get active() {
        return socket.active;
      },
      close() {
        sockets.delete(socket);
        socket.removeAllListeners();
        socket.disconnect();
      },
    };
  }

  async #request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    route: 'action' | 'gateway' = 'gateway',
  ): Promise<T> {
    const what = `${method} ${GATEWAY_API_PREFIX}${path}`;
    const url = `${this.#serverUrl.origin}${this.#serverUrl.pathname.replace(/\/+$/, '')}${GATEWAY_API_PREFIX}${path}`;
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.#token}`,
          [GATEWAY_ID_HEADER]: this.#gatewayId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new UplinkError('unavailable', `${what}: ${networkReason(error, this.#timeoutMs)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const reason = errorReplySchema.safeParse(json).data?.error ?? response.statusText;
      throw new UplinkError(
        failureOf(response.status, route),
        `${what}: ${response.status} ${cut(reason)}`,
        response.status,
      );
    }
    const reply = schema.safeParse(json);
    if (!reply.success) {
      const issue = reply.error.issues[0];
      throw new UplinkError(
        'unavailable',
        `${what}: unexpected reply (${issue?.path.join('.') || 'body'}: ${issue?.message})`,
        response.status,
      );
    }
    return reply.data;
  }
}
