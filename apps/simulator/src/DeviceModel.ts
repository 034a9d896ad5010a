/** The kinds of device the simulator can play. */
export const DEVICE_KINDS = ['ups', 'pdu', 'crac', 'env'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Engineering values by point name; on/off states read as 0 or 1. */
export type PointValues<P extends string = string> = Record<P, number>;

/**
 * A simulated device: values that move with time, and can be pinned by tests. Its point
 * names are the names its Modbus and SNMP maps use, so a forced value is what both serve.
 */
export interface DeviceModel<P extends string = string> {
  readonly kind: DeviceKind;
  /** Every point `read` reports, in a stable order. */
  readonly pointNames: readonly P[];
  /** The values at `now` (milliseconds since the epoch; defaults to the model's clock). */
  read(now?: number): PointValues<P>;
  /** Report `value` (true/false as 1/0) exactly until released; the simulation carries on. */
  force(pointName: P, value: number | boolean): void;
  /** Release one forced point, or every one when no name is given. */
  release(pointName?: P): void;
  /** The names of the points now forced. */
  forcedPoints(): P[];
  /** Whether the mains feeding the device has failed; absent on devices without mains. */
  readonly mainsFailed?: boolean;
  /** Fail or restore the device's mains at `now`; absent on devices without mains. */
  setMainsFailure?(failed: boolean, now?: number): void;
}
