import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { gatewayConfigSchema, type GatewayConfig } from '@vigil/domain';
import { writeFileDurably } from './writeFileDurably.js';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The last config the server sent, kept on disk so that an agent restarted while the server
 * is down still polls its equipment (and queues the readings) until the server is back.
 */
export class ConfigCache {
  readonly #path: string;
  readonly #log: (line: string) => void;

  constructor(path: string, log: (line: string) => void = () => undefined) {
    this.#path = path;
    this.#log = log;
  }

  /** The cached config, or undefined when there is none or it cannot be read (logged). */
  async load(): Promise<GatewayConfig | undefined> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      this.#log(`config cache: cannot read ${this.#path}: ${errorMessage(error)}`);
      return undefined;
    }
    try {
      return gatewayConfigSchema.parse(JSON.parse(text));
    } catch (error) {
      this.#log(`config cache: ${this.#path} is unreadable, ignored: ${errorMessage(error)}`);
      return undefined;
    }
  }

  async save(config: GatewayConfig): Promise<void> {
    await mkdir(dirname(this.#path), { recursive: true });
    // Owner only: the config holds SNMP communities and keys.
    await writeFileDurably(this.#path, JSON.stringify(config), 0o600);
  }
}
