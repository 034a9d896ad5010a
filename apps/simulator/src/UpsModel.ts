import type { PointValues } from './DeviceModel.js';
import { MainsFedModel } from './MainsFedModel.js';
import { seededNoise } from './seededNoise.js';
import type { SteppedModelOptions } from './SteppedModel.js';

export const UPS_POINT_NAMES = [
  /** Mains input, volts; 0 while the mains has failed. */
  'inputVoltage',
  /** Inverter output, volts; 0 once the battery is exhausted during a mains failure. */
  'outputVoltage',
  /** Output load, percent of rated power. */
  'loadPercent',
  /** Battery state of charge, percent. */
  'batteryCharge',
  /** Estimated runtime on battery at the present load, minutes. */
  'runtimeMinutes',
  /** The same runtime in seconds, as the Modbus map serves it. */
  'runtimeSeconds',
  /** Battery temperature, degrees Celsius. */
  'batteryTemperature',
  /** Battery string voltage, volts. */
  'batteryVoltage',
  /** 1 while running on battery. */
  'onBattery',
  /** 1 while the charge is below 25 %. */
  'lowBattery',
  /** Bit 0 on battery, bit 1 low battery. */
  'status',
  /** UPS-MIB upsBatteryStatus: 2 normal, 3 low, 4 depleted. */
  'batteryStatus',
  /** UPS-MIB upsOutputSource: 2 none, 3 normal, 5 battery. */
  'outputSource',
  /** Seconds since the UPS went on battery; 0 on mains. */
  'secondsOnBattery',
  /** Mains input frequency, hertz; 0 while the mains has failed. */
  'inputFrequency',
  /** Inverter output frequency, hertz; 0 once the output is off. */
  'outputFrequency',
  /** Output current, amperes RMS: the load's share of the rated power at the output voltage. */
  'outputCurrent',
  /** UPS-MIB upsAlarmsPresent: on battery, low battery, depleted battery and output off. */
  'alarmsPresent',
] as const;
export type UpsPoint = (typeof UPS_POINT_NAMES)[number];

export const UPS_STATUS_ON_BATTERY = 0b01;
export const UPS_STATUS_LOW_BATTERY = 0b10;

/** UPS-MIB (RFC 1628) upsBatteryStatus values. */
export const UPS_BATTERY_STATUS = {
  unknown: 1,
  batteryNormal: 2,
  batteryLow: 3,
  batteryDepleted: 4,
} as const;

/** UPS-MIB (RFC 1628) upsOutputSource values the simulated UPS can be in. */
export const UPS_OUTPUT_SOURCE = { none: 2, normal: 3, battery: 5 } as const;

export interface UpsModelOptions extends SteppedModelOptions {
  nominalVoltage?: number;
  /** Mains and output frequency, hertz; defaults to 50. */
  nominalFrequency?: number;
  /** Rated output power, volt-amperes; defaults to 3000 (a 3 kVA UPS). */
  ratedPowerVA?: number;
  /** Minutes a full battery lasts at 50 % load. */
  runtimeAtHalfLoadMinutes?: number;
}

type Derived =
  | 'runtimeSeconds'
  | 'status'
  | 'batteryStatus'
  | 'outputSource'
  | 'outputCurrent'
  | 'alarmsPresent';

const SECONDS_PER_DAY = 86_400;
const RECHARGE_PERCENT_PER_SECOND = 20 / 3600;
const LOW_BATTERY_PERCENT = 25;
const TEMPERATURE_TIME_CONSTANT_S = 1800;
// A 96 V string of 48 lead-acid cells.
const BATTERY_CELLS = 48;

// One noise channel per quantity, so their noises are independent.
const CHANNEL = {
  input: 1,
  output: 2,
  load: 3,
  temperature: 4,
  phase: 5,
  battery: 6,
  inputFrequency: 7,
  outputFrequency: 8,
} as const;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/**
 * A simulated on-line UPS: an office-hours load, a battery that discharges while the mains
 * has failed (faster under more load) and recharges once it returns, and a battery that
 * warms while it works.
 */
export class UpsModel extends MainsFedModel<UpsPoint> {
  readonly kind = 'ups';
  readonly #nominalVoltage: number;
  readonly #nominalFrequency: number;
  readonly #ratedPowerVA: number;
  readonly #runtimeAtHalfLoadMinutes: number;
  readonly #phase: number;
  #charge = 100;
  #temperature: number;

  constructor(options: UpsModelOptions = {}) {
    super(UPS_POINT_NAMES, options);
    this.#nominalVoltage = options.nominalVoltage ?? 230;
    this.#nominalFrequency = options.nominalFrequency ?? 50;
    this.#ratedPowerVA = options.ratedPowerVA ?? 3000;
    this.#runtimeAtHalfLoadMinutes = options.runtimeAtHalfLoadMinutes ?? 30;
    this.#phase = (seededNoise(this.seed, CHANNEL.phase, 0) + 1) * Math.PI;
    this.#temperature = this.#ambientTemperature(this.tick) + 0.5;
  }

  protected step(tick: number): void {
    const load = this.#load(tick);
    if (this.mainsFailed) {
      const fullRuntimeSeconds = this.#fullRuntimeMinutes(load) * 60;
      this.#charge = Math.max(0, this.#charge - 100 / fullRuntimeSeconds);
    } else {
      this.#charge = Math.min(100, this.#charge + RECHARGE_PERCENT_PER_SECOND);
    }
    const target = this.#ambientTemperature(tick) + this.#batteryHeating(load);
    this.#temperature += (target - this.#temperature) / TEMPERATURE_TIME_CONSTANT_S;
  }

  protected simulate(tick: number, forced: Partial<PointValues<UpsPoint>>): PointValues<UpsPoint> {
    const onBattery = this.mainsFailed;
    const shutDown = onBattery && this.#charge <= 0;
    const load = this.#load(tick);
    const swell = 2 * Math.sin((2 * Math.PI * tick) / (SECONDS_PER_DAY / 4) + this.#phase);
    const measured: PointValues<Exclude<UpsPoint, Derived>> = {
      inputVoltage: onBattery
        ? 0
        : this.#nominalVoltage + swell + 0.8 * seededNoise(this.seed, CHANNEL.input, tick),
      outputVoltage: shutDown
        ? 0
        : this.#nominalVoltage + 0.3 * seededNoise(this.seed, CHANNEL.output, tick),
      loadPercent: shutDown ? 0 : load,
      batteryCharge: this.#charge,
      runtimeMinutes: (this.#charge / 100) * this.#fullRuntimeMinutes(load),
      batteryTemperature:
        this.#temperature + 0.05 * seededNoise(this.seed, CHANNEL.temperature, tick),
      batteryVoltage:
        BATTERY_CELLS *
        (this.#cellVoltage(shutDown ? 0 : load) +
          0.002 * seededNoise(this.seed, CHANNEL.battery, tick)),
      onBattery: Number(onBattery),
      lowBattery: Number(this.#charge < LOW_BATTERY_PERCENT),
      secondsOnBattery: onBattery ? this.secondsSinceMainsChange(tick) : 0,
      // The grid wanders by hundredths of a hertz; the inverter, locked to it, by less.
      inputFrequency: onBattery
        ? 0
        : this.#nominalFrequency + 0.03 * seededNoise(this.seed, CHANNEL.inputFrequency, tick),
      outputFrequency: shutDown
        ? 0
        : this.#nominalFrequency + 0.01 * seededNoise(this.seed, CHANNEL.outputFrequency, tick),
    };
    const base = { ...measured, ...forced };
    return {
      ...base,
      runtimeSeconds: base.runtimeMinutes * 60,
      status:
        (base.onBattery ? UPS_STATUS_ON_BATTERY : 0) |
        (base.lowBattery ? UPS_STATUS_LOW_BATTERY : 0),
      batteryStatus:
        base.batteryCharge <= 0
          ? UPS_BATTERY_STATUS.batteryDepleted
          : base.lowBattery
            ? UPS_BATTERY_STATUS.batteryLow
            : UPS_BATTERY_STATUS.batteryNormal,
      outputSource:
        base.outputVoltage <= 0
          ? UPS_OUTPUT_SOURCE.none
          : base.onBattery
            ? UPS_OUTPUT_SOURCE.battery
            : UPS_OUTPUT_SOURCE.normal,
      outputCurrent:
        base.outputVoltage > 0
          ? ((base.loadPercent / 100) * this.#ratedPowerVA) / base.outputVoltage
          : 0,
      // upsAlarmOnBattery, upsAlarmLowBattery, upsAlarmDepletedBattery and upsAlarmUpsOutputOff.
      alarmsPresent:
        Number(Boolean(base.onBattery)) +
        Number(Boolean(base.lowBattery)) +
        Number(base.batteryCharge <= 0) +
        Number(base.outputVoltage <= 0),
    };
  }

  /** Office-hours load: lowest around 02:00 UTC, highest around 14:00 UTC. */
  #load(tick: number): number {
    const hour = (tick % SECONDS_PER_DAY) / 3600;
    const daily = 20 * Math.sin((2 * Math.PI * (hour - 8)) / 24);
    return clamp(45 + daily + 2 * seededNoise(this.seed, CHANNEL.load, tick), 0, 100);
  }

  /** Peukert-like: a lighter load lasts disproportionately longer. */
  #fullRuntimeMinutes(load: number): number {
    return this.#runtimeAtHalfLoadMinutes * (50 / Math.max(load, 5)) ** 1.2;
  }

  /** Charging and float voltages on mains; on battery it sags with discharge and load. */
  #cellVoltage(load: number): number {
    if (!this.mainsFailed) return this.#charge < 100 ? 2.3 : 2.25;
    return 1.75 + (0.35 * this.#charge) / 100 - (0.1 * load) / 100;
  }

  #ambientTemperature(tick: number): number {
    const hour = (tick % SECONDS_PER_DAY) / 3600;
    const daily = 1.5 * Math.sin((2 * Math.PI * (hour - 10)) / 24);
    const weather = Math.sin((2 * Math.PI * tick) / (3.7 * SECONDS_PER_DAY) + this.#phase);
    return 24 + daily + weather;
  }

  #batteryHeating(load: number): number {
    if (this.mainsFailed) return this.#charge > 0 ? 2 + (4 * load) / 100 : 0;
    return this.#charge < 100 ? 1.5 : 0.5;
  }
}
