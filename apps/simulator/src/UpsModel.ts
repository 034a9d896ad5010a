import { seededNoise } from './seededNoise.js';

/** What a UPS reports at one moment. */
export interface UpsReading {
  /** Mains input, volts; 0 while the mains has failed. */
  inputVoltage: number;
  /** Inverter output, volts; 0 once the battery is exhausted during a mains failure. */
  outputVoltage: number;
  /** Output load, percent of rated power. */
  loadPercent: number;
  /** Battery state of charge, percent. */
  batteryCharge: number;
  /** Estimated runtime on battery at the present load, minutes. */
  runtimeMinutes: number;
  /** Battery temperature, degrees Celsius. */
  batteryTemperature: number;
  onBattery: boolean;
  lowBattery: boolean;
}

export type UpsQuantity = keyof UpsReading;

export interface UpsModelOptions {
  /** Milliseconds since the epoch; the model advances to this time whenever it is read. */
  clock?: () => number;
  /** Same seed and same clock readings give the same values. */
  seed?: number;
  nominalVoltage?: number;
  /** Minutes a full battery lasts at 50 % load. */
  runtimeAtHalfLoadMinutes?: number;
}

const TICK_MS = 1000;
const SECONDS_PER_DAY = 86_400;
const RECHARGE_PERCENT_PER_SECOND = 20 / 3600;
const LOW_BATTERY_PERCENT = 25;
const TEMPERATURE_TIME_CONSTANT_S = 1800;

// One noise channel per quantity, so their noises are independent.
const CHANNEL = { input: 1, output: 2, load: 3, temperature: 4, phase: 5 } as const;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/**
 * A simulated on-line UPS. The state (battery charge, battery temperature) is integrated in
 * fixed one-second ticks of the clock, and the noise is a pure function of the seed and the
 * tick, so readings depend only on the seed, the clock and when the mains failed, never on
 * how often the model is read.
 */
export class UpsModel {
  readonly #clock: () => number;
  readonly #seed: number;
  readonly #nominalVoltage: number;
  readonly #runtimeAtHalfLoadMinutes: number;
  readonly #phase: number;
  readonly #forced: Partial<UpsReading> = {};
  #tick: number;
  #charge = 100;
  #temperature: number;
  #mainsFailed = false;

  constructor(options: UpsModelOptions = {}) {
    this.#clock = options.clock ?? Date.now;
    this.#seed = options.seed ?? 1;
    this.#nominalVoltage = options.nominalVoltage ?? 230;
    this.#runtimeAtHalfLoadMinutes = options.runtimeAtHalfLoadMinutes ?? 30;
    this.#phase = (seededNoise(this.#seed, CHANNEL.phase, 0) + 1) * Math.PI;
    this.#tick = this.#currentTick();
    this.#temperature = this.#ambientTemperature(this.#tick) + 0.5;
  }

  get mainsFailed(): boolean {
    return this.#mainsFailed;
  }

  failMains(): void {
    this.#advance();
    this.#mainsFailed = true;
  }

  restoreMains(): void {
    this.#advance();
    this.#mainsFailed = false;
  }

  /** Report `value` for `name` exactly until released; the simulation underneath carries on. */
  force<K extends UpsQuantity>(name: K, value: UpsReading[K]): void {
    this.#forced[name] = value;
  }

  release(name: UpsQuantity): void {
    delete this.#forced[name];
  }

  read(): UpsReading {
    this.#advance();
    return { ...this.#simulated(), ...this.#forced };
  }

  #currentTick(): number {
    return Math.floor(this.#clock() / TICK_MS);
  }

  #advance(): void {
    const target = this.#currentTick();
    for (; this.#tick < target; this.#tick += 1) this.#step(this.#tick);
  }

  #step(tick: number): void {
    const load = this.#load(tick);
    if (this.#mainsFailed) {
      const fullRuntimeSeconds = this.#fullRuntimeMinutes(load) * 60;
      this.#charge = Math.max(0, this.#charge - 100 / fullRuntimeSeconds);
    } else {
      this.#charge = Math.min(100, this.#charge + RECHARGE_PERCENT_PER_SECOND);
    }
    const target = this.#ambientTemperature(tick) + this.#batteryHeating(load);
    this.#temperature += (target - this.#temperature) / TEMPERATURE_TIME_CONSTANT_S;
  }

  #simulated(): UpsReading {
    const tick = this.#tick;
    const shutDown = this.#mainsFailed && this.#charge <= 0;
    const load = this.#load(tick);
    const swell = 2 * Math.sin((2 * Math.PI * tick) / (SECONDS_PER_DAY / 4) + this.#phase);
    return {
      inputVoltage: this.#mainsFailed
        ? 0
        : this.#nominalVoltage + swell + 0.8 * seededNoise(this.#seed, CHANNEL.input, tick),
      outputVoltage: shutDown
        ? 0
        : this.#nominalVoltage + 0.3 * seededNoise(this.#seed, CHANNEL.output, tick),
      loadPercent: shutDown ? 0 : load,
      batteryCharge: this.#charge,
      runtimeMinutes: (this.#charge / 100) * this.#fullRuntimeMinutes(load),
      batteryTemperature:
        this.#temperature + 0.05 * seededNoise(this.#seed, CHANNEL.temperature, tick),
      onBattery: this.#mainsFailed,
      lowBattery: this.#charge < LOW_BATTERY_PERCENT,
    };
  }

  /** Office-hours load: lowest around 02:00 UTC, highest around 14:00 UTC. */
  #load(tick: number): number {
    const hour = (tick % SECONDS_PER_DAY) / 3600;
    const daily = 20 * Math.sin((2 * Math.PI * (hour - 8)) / 24);
    return clamp(45 + daily + 2 * seededNoise(this.#seed, CHANNEL.load, tick), 0, 100);
  }

  /** Peukert-like: a lighter load lasts disproportionately longer. */
  #fullRuntimeMinutes(load: number): number {
    return this.#runtimeAtHalfLoadMinutes * (50 / Math.max(load, 5)) ** 1.2;
  }

  #ambientTemperature(tick: number): number {
    const hour = (tick % SECONDS_PER_DAY) / 3600;
    const daily = 1.5 * Math.sin((2 * Math.PI * (hour - 10)) / 24);
    const weather = Math.sin((2 * Math.PI * tick) / (3.7 * SECONDS_PER_DAY) + this.#phase);
    return 24 + daily + weather;
  }

  #batteryHeating(load: number): number {
    if (this.#mainsFailed) return this.#charge > 0 ? 2 + (4 * load) / 100 : 0;
    return this.#charge < 100 ? 1.5 : 0.5;
  }
}
