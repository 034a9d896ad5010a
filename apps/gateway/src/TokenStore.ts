import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFileDurably } from './writeFileDurably.js';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The token file: the rotated token, and which token the agent was started with then. */
const storedTokenSchema = z.object({
  token: z.string().min(1),
  /** SHA-256 (hex) of the token given to the agent (flag or environment) when it was rotated. */
  startedWith: z.string().regex(/^[0-9a-f]{64}$/),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The gateway's rotated token (Rotate Certificate), kept in the data dir (`token.json`, owner
 * only) so that a restart keeps using it while the service still passes the token it was
 * provisioned with. The file also holds a hash of that provisioned token: when an operator
 * provisions another token, the hash no longer matches and the given token wins. Tokens are
 * never logged.
 */
export class TokenStore {
  readonly #path: string;
  readonly #given: string;
  readonly #log: (line: string) => void;

  constructor(path: string, givenToken: string, log: (line: string) => void = () => undefined) {
    this.#path = path;
    this.#given = givenToken;
    this.#log = log;
  }

  /** The rotated token to use instead of the token given, undefined when the given one applies. */
  async load(): Promise<string | undefined> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.#log(
          `token: cannot read ${this.#path}, using the token given: ${errorMessage(error)}`,
        );
      }
      return undefined;
    }
    let stored: z.infer<typeof storedTokenSchema>;
    try {
      stored = storedTokenSchema.parse(JSON.parse(text));
    } catch {
      this.#log(`token: ${this.#path} is unreadable; using the token given`);
      return undefined;
    }
    if (stored.startedWith !== sha256(this.#given)) {
      this.#log(`token: the token given is not the one ${this.#path} was rotated from; using it`);
      return undefined;
    }
    this.#log(`token: using the rotated token from ${this.#path}`);
    return stored.token;
  }

  /** Keep a rotated token durably, before the agent switches to it. */
  async save(token: string): Promise<void> {
    await mkdir(dirname(this.#path), { recursive: true });
    const stored = { token, startedWith: sha256(this.#given) };
    await writeFileDurably(this.#path, JSON.stringify(stored), 0o600);
  }
}
