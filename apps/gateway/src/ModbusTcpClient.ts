import ModbusRTU from 'modbus-serial';
import type { ModbusClient } from './ModbusClient.js';
import { ModbusExceptionError } from './ModbusExceptionError.js';

export interface ModbusTcpConfig {
  host: string;
  port: number;
  unitId: number;
  /** Limit for connecting and for each request. */
  timeoutMs: number;
}

/** modbus-serial rejects with plain objects too (timeouts, port not open): make them Errors. */
function toError(error: unknown, timeoutMs: number): Error {
  const failure = error as { message?: unknown; modbusCode?: unknown; errno?: unknown };
  const message = typeof failure?.message === 'string' ? failure.message : String(error);
  if (typeof failure?.modbusCode === 'number') {
    return new ModbusExceptionError(failure.modbusCode, message);
  }
  if (failure?.errno === 'ETIMEDOUT') return new Error(`Timed out after ${timeoutMs} ms`);
  return error instanceof Error ? error : new Error(message);
}

/** A ModbusClient over Modbus TCP, using modbus-serial. */
export class ModbusTcpClient implements ModbusClient {
  readonly #config: ModbusTcpConfig;
  readonly #client = new ModbusRTU.default();

  private constructor(config: ModbusTcpConfig) {
    this.#config = config;
    // Failures surface through the request that failed; nothing else listens for them.
    this.#client.on('error', () => undefined);
  }

  static fromConfig(config: ModbusTcpConfig): ModbusTcpClient {
    return new ModbusTcpClient(config);
  }

  async connect(): Promise<void> {
    const { host, port, unitId, timeoutMs } = this.#config;
    this.#client.setID(unitId);
    this.#client.setTimeout(timeoutMs);
    try {
      await this.#client.connectTCP(host, { port });
    } catch (error) {
      // A timed-out connect leaves the socket trying; stop it.
      this.#client.destroy(() => undefined);
      throw toError(error, timeoutMs);
    }
  }

  async readCoils(address: number, length: number): Promise<boolean[]> {
    const { data } = await this.#request(() => this.#client.readCoils(address, length));
    return data.slice(0, length);
  }

  async readDiscreteInputs(address: number, length: number): Promise<boolean[]> {
    const { data } = await this.#request(() => this.#client.readDiscreteInputs(address, length));
    return data.slice(0, length);
  }

  async readHoldingRegisters(address: number, length: number): Promise<number[]> {
    const { data } = await this.#request(() => this.#client.readHoldingRegisters(address, length));
    return data;
  }

  async readInputRegisters(address: number, length: number): Promise<number[]> {
    const { data } = await this.#request(() => this.#client.readInputRegisters(address, length));
    return data;
  }

  close(): Promise<void> {
    if (!this.#client.isOpen) {
      this.#client.destroy(() => undefined);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // A device that never closes its side is cut off after the timeout.
      const cutOff = setTimeout(() => this.#client.destroy(resolve), this.#config.timeoutMs);
      this.#client.close(() => {
        clearTimeout(cutOff);
        resolve();
      });
    });
  }

  async #request<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw toError(error, this.#config.timeoutMs);
    }
  }
}
