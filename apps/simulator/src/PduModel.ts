import type { PointValues } from './DeviceModel.js';
import { MainsFedModel } from './MainsFedModel.js';
import { seededNoise } from './seededNoise.js';
import type { SteppedModelOptions } from './SteppedModel.js';

/** Outlets of the simulated PDU, numbered from 1 as on its faceplate. */
export const PDU_OUTLET_COUNT = 8;

export type PduOutletPoint = `outlet${number}Current`;

export const PDU_OUTLET_POINT_NAMES: readonly PduOutletPoint[] = Array.from(
  { length: PDU_OUTLET_COUNT },
  (_, index) => `outlet${index + 1}Current` as const,
);

export const PDU_POINT_NAMES = [
  /** Supply voltage, volts; 0 while the mains has failed. */
  'voltage',
  /** Sum of the outlet currents, amperes. */
  'totalCurrent',
  /** Active power drawn, kilowatts. */
  'totalPower',
  /** Energy delivered since the PDU was installed, kilowatt-hours; only ever rises. */
  'energy',
  /** Current of each outlet, amperes. */
  ...PDU_OUTLET_POINT_NAMES,
] as const;
export type PduPoint = 'voltage' | 'totalCurrent' | 'totalPower' | 'energy' | PduOutletPoint;

export interface PduModelOptions extends SteppedModelOptions {
  nominalVoltage?: number;
}

const SECONDS_PER_DAY = 86_400;
const POWER_FACTOR = 0.95;
const CHANNEL = { voltage: 1, energy: 2, outletBase: 3, outletNoise: 100 } as const;

/**
 * A simulated 32 A rack PDU fed straight from the mains: each outlet draws its own seeded share of
 * a load that follows the working day, and the energy meter integrates the power every second.
 */
export class PduModel extends MainsFedModel<PduPoint> {
  readonly kind = 'pdu';
  readonly #nominalVoltage: number;
  /** Each outlet's mean draw, amperes; some outlets are idle, as in a real rack. */
  readonly #outletBaseCurrents: number[];
  #energyKwh: number;

  constructor(options: PduModelOptions = {}) {
    super(PDU_POINT_NAMES, options);
    this.#nominalVoltage = options.nominalVoltage ?? 230;
    this.#outletBaseCurrents = PDU_OUTLET_POINT_NAMES.map((_, index) => {
      const share = seededNoise(this.seed, CHANNEL.outletBase + index, 0);
      return share < -0.6 ? 0 : 0.3 + 1.2 * (share + 1);
    });
    // A PDU that has been in service for a while, not a meter reading zero.
    this.#energyKwh = 2000 + 1500 * (seededNoise(this.seed, CHANNEL.energy, 0) + 1);
  }

  protected step(tick: number): void {
    const { voltage, current } = this.#supply(tick);
    this.#energyKwh += (voltage * current * POWER_FACTOR) / 1000 / 3600;
  }

  protected simulate(tick: number, forced: Partial<PointValues<PduPoint>>): PointValues<PduPoint> {
    const { voltage, outlets } = this.#supply(tick);
    const outletValues = Object.fromEntries(
      PDU_OUTLET_POINT_NAMES.map((name, index) => [name, forced[name] ?? outlets[index] ?? 0]),
    ) as PointValues<PduOutletPoint>;
    const supplyVoltage = forced.voltage ?? voltage;
    const totalCurrent =
      forced.totalCurrent ?? Object.values(outletValues).reduce((sum, amps) => sum + amps, 0);
    return {
      voltage: supplyVoltage,
      totalCurrent,
      totalPower: (supplyVoltage * totalCurrent * POWER_FACTOR) / 1000,
      energy: this.#energyKwh,
      ...outletValues,
    };
  }

  #supply(tick: number): { voltage: number; current: number; outlets: number[] } {
    if (this.mainsFailed) {
      return { voltage: 0, current: 0, outlets: this.#outletBaseCurrents.map(() => 0) };
    }
    const hour = (tick % SECONDS_PER_DAY) / 3600;
    const daily = 1 + 0.25 * Math.sin((2 * Math.PI * (hour - 8)) / 24);
    const outlets = this.#outletBaseCurrents.map((base, index) =>
      base === 0
        ? 0
        : Math.max(
            0,
            base * daily + 0.05 * seededNoise(this.seed, CHANNEL.outletNoise + index, tick),
          ),
    );
    return {
      voltage: this.#nominalVoltage + 1.5 * seededNoise(this.seed, CHANNEL.voltage, tick),
      current: outlets.reduce((sum, amps) => sum + amps, 0),
      outlets,
    };
  }
}
