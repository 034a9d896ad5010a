/** The device understood the request and refused it with a Modbus exception code. */
export class ModbusExceptionError extends Error {
  override readonly name = 'ModbusExceptionError';

  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
