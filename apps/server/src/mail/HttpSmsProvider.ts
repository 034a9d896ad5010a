import { randomUUID } from 'node:crypto';
import { DeliveryError, oneLine, redact } from './deliveryError.js';
import type { SmsMessage, SmsProvider } from './SmsProvider.js';

export interface HttpSmsConfig {
  /** The gateway's endpoint (SMS_URL). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set (SMS_TOKEN). */
  token?: string | undefined;
  /** Limit for each request, body included (default 10000). */
  timeoutMs?: number;
}

/** Statuses in the 4xx range that say "later", not "never". */
const RETRY_LATER = new Set([408, 429]);

/** fetch() says only "fetch failed"; the reason (ECONNREFUSED …) is in its cause. */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer in ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The gateway's own words for a refusal: `error` or `message` of a JSON body, else the text. */
function reasonOf(body: string, json: unknown): string {
  if (typeof json === 'object' && json !== null) {
    const { error, message } = json as { error?: unknown; message?: unknown };
    if (typeof error === 'string') return error;
    if (typeof message === 'string') return message;
  }
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The SmsProvider over a plain HTTP gateway (global fetch), so any SMS service can sit behind a
 * small adapter. Each message is one request:
 *
 * ```
 * POST <SMS_URL>
 * Content-Type: application/json
 * Authorization: Bearer <SMS_TOKEN>        (only when SMS_TOKEN is set)
 *
 * { "to": "+15551234567", "text": "…" }
 * ```
 *
 * Any 2xx accepts the message; a JSON body's `id` (string or number) is kept as its id. A 4xx
 * refuses it for good (except 408 and 429, which ask to come back later), and so does a 3xx:
 * redirects are not followed, so the token goes to SMS_URL only. A 5xx, a network error or no
 * answer within 10 s means try again later.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly #url: string;
  readonly #token: string | undefined;
  readonly #timeoutMs: number;

  private constructor(config: HttpSmsConfig) {
    this.#url = config.url;
    this.#token = config.token;
    this.#timeoutMs = config.timeoutMs ?? 10_000;
  }

  /** Throws when url is not an http(s) URL (without repeating it: it may hold a key). */
  static fromConfig(config: HttpSmsConfig): HttpSmsProvider {
    const url = URL.canParse(config.url) ? new URL(config.url) : undefined;
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
      throw new Error('The SMS URL is not an http:// or https:// URL');
    }
    return new HttpSmsProvider(config);
  }

  async send(message: SmsMessage): Promise<{ id: string }> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(this.#url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.#token ? { authorization: `Bearer ${this.#token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      throw new DeliveryError(
        this.#safe(`SMS gateway: ${networkReason(error, this.#timeoutMs)}`),
        false,
      );
    }
    const json = parseJson(body);
    if (response.ok) {
      const id = (json as { id?: unknown } | undefined)?.id;
      return { id: typeof id === 'string' || typeof id === 'number' ? String(id) : randomUUID() };
    }
    const { status } = response;
    const permanent = status >= 300 && status < 500 && !RETRY_LATER.has(status);
    const reason =
      status >= 300 && status < 400 ? 'redirected' : reasonOf(body, json) || response.statusText;
    throw new DeliveryError(
      this.#safe(`SMS gateway answered ${status}: ${reason}`),
      permanent,
      status,
    );
  }

  /** Gateways echo requests in their errors: never let the token or URL through. */
  #safe(text: string): string {
    return oneLine(redact(text, [this.#url, this.#token]));
  }
}
