import { createServer } from 'node:net';
import { ServerTCP, type IServiceVector } from 'modbus-serial';
import type { ModbusTables } from './buildModbusTables.js';

export interface ModbusServerOptions {
  /** Called once per request, so every register of one response comes from one snapshot. */
  tables: () => ModbusTables;
  host?: string;
  /** Defaults to 502; 0 picks a free port, and the handle says which. */
  port?: number;
  /** The unit id the server answers to (1–247); requests for other units get no answer. */
  unitId?: number;
}

export interface ModbusServerHandle {
  host: string;
  port: number;
  unitId: number;
  close(): Promise<void>;
}

const ILLEGAL_FUNCTION = 0x01;
const ILLEGAL_DATA_ADDRESS = 0x02;
const FREE_PORT_ATTEMPTS = 5;

/** modbus-serial turns an error's `modbusErrorCode` into a Modbus exception response. */
class ModbusException extends Error {
  constructor(
    readonly modbusErrorCode: number,
    message: string,
  ) {
    super(message);
  }
}

function lookup<T>(table: ReadonlyMap<number, T>, address: number): T {
  const value = table.get(address);
  if (value === undefined) {
    throw new ModbusException(ILLEGAL_DATA_ADDRESS, `Address ${address} is not mapped`);
  }
  return value;
}

function lookupRange<T>(table: ReadonlyMap<number, T>, address: number, length: number): T[] {
  return Array.from({ length }, (_, index) => lookup(table, address + index));
}

function readOnly(): never {
  throw new ModbusException(ILLEGAL_FUNCTION, 'The device is read-only');
}

function serviceVector(tables: () => ModbusTables): IServiceVector {
  return {
    getCoil: (address: number) => lookup(tables().coils, address),
    getDiscreteInput: (address: number) => lookup(tables().discreteInputs, address),
    getHoldingRegister: (address: number) => lookup(tables().holdingRegisters, address),
    getInputRegister: (address: number) => lookup(tables().inputRegisters, address),
    getMultipleHoldingRegisters: (address: number, length: number) =>
      lookupRange(tables().holdingRegisters, address, length),
    getMultipleInputRegisters: (address: number, length: number) =>
      lookupRange(tables().inputRegisters, address, length),
    setCoil: readOnly,
    setRegister: readOnly,
    setRegisterArray: readOnly,
  };
}

/** modbus-serial's ServerTCP treats port 0 as "use 502", so ask the system for a free port. */
function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port: 0 }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function listen(vector: IServiceVector, host: string, port: number, unitId: number) {
  return new Promise<ServerTCP>((resolve, reject) => {
    const server = new ServerTCP(vector, { host, port, unitID: unitId });
    server.once('initialized', () => {
      server.removeAllListeners('serverError');
      resolve(server);
    });
    server.once('serverError', (error) => {
      server.close(() => reject(error ?? new Error(`Cannot listen on ${host}:${port}`)));
    });
    // A client resetting its connection is routine; the server carries on.
    server.on('socketError', () => undefined);
  });
}

const isAddressInUse = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';

/** Serve a device's tables over Modbus TCP. */
export async function startModbusServer(options: ModbusServerOptions): Promise<ModbusServerHandle> {
  const host = options.host ?? '127.0.0.1';
  const unitId = options.unitId ?? 1;
  if (!Number.isInteger(unitId) || unitId < 1 || unitId > 247) {
    throw new RangeError(`Unit id must be 1–247, got ${unitId}`);
  }
  const vector = serviceVector(options.tables);

  let server: ServerTCP | undefined;
  let port = options.port ?? 502;
  for (let attempt = 1; !server; attempt += 1) {
    const pickPort = options.port === 0;
    if (pickPort) port = await findFreePort(host);
    try {
      server = await listen(vector, host, port, unitId);
    } catch (error) {
      // Another process can take a probed port before we bind it; probe again.
      if (!pickPort || !isAddressInUse(error) || attempt >= FREE_PORT_ATTEMPTS) throw error;
    }
  }

  const running = server;
  return {
    host,
    port,
    unitId,
    close: () =>
      new Promise<void>((resolve, reject) => {
        running.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
