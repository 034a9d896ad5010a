/**
 * A connection to one Modbus device (one unit). Addresses are zero-based protocol addresses;
 * a failed request rejects, with a ModbusExceptionError when the device answered with an
 * exception.
 */
export interface ModbusClient {
  connect(): Promise<void>;
  readCoils(address: number, length: number): Promise<boolean[]>;
  readDiscreteInputs(address: number, length: number): Promise<boolean[]>;
  readHoldingRegisters(address: number, length: number): Promise<number[]>;
  readInputRegisters(address: number, length: number): Promise<number[]>;
  close(): Promise<void>;
}
