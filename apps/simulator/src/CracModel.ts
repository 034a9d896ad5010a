import type { PointValues } from './DeviceModel.js';
import { MainsFedModel } from './MainsFedModel.js';
import { seededNoise } from './seededNoise.js';
import type { SteppedModelOptions } from './SteppedModel.js';

export const CRAC_POINT_NAMES = [
  /** Air leaving the unit, degrees Celsius: the controlled temperature. */
  'supplyAirTemperature',
  /** Air coming back from the room, degrees Celsius. */
  'returnAirTemperature',
  /** Supply-air setpoint, degrees Celsius; forcing it steers the control loop. */
  'setpoint',
  /** Evaporator fan speed, percent. */
  'fanSpeed',
  /** 1 while the compressor runs. */
  'compressorOn',
  /** Relative humidity of the return air, percent. */
  'humidity',
] as const;
export type CracPoint = (typeof CRAC_POINT_NAMES)[number];

export interface CracModelOptions extends SteppedModelOptions {
  /** Supply-air setpoint, degrees Celsius, until a test forces another. */
  setpoint?: number;
}

const SECONDS_PER_DAY = 86_400;
/** The compressor starts above setpoint + band and stops below setpoint − band. */
const HYSTERESIS_BAND = 1;
const COOLING_TIME_CONSTANT_S = 120;
const WARMING_TIME_CONSTANT_S = 300;
/** With the unit stopped the room heats up towards this much above the setpoint. */
const STOPPED_RISE = 15;
const CHANNEL = { load: 1, fan: 2, humidity: 3, returnAir: 4, phase: 5 } as const;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/**
 * A simulated computer-room air conditioner with on/off compressor control: the supply air
 * cools while the compressor runs and warms while it rests, giving the sawtooth of a real
 * unit; the fans follow the room's heat load, and a mains failure stops everything while the
 * room warms up.
 */
export class CracModel extends MainsFedModel<CracPoint> {
  readonly kind = 'crac';
  readonly #defaultSetpoint: number;
  readonly #phase: number;
  #supply: number;
  #compressorOn = true;

  constructor(options: CracModelOptions = {}) {
    super(CRAC_POINT_NAMES, options);
    this.#defaultSetpoint = options.setpoint ?? 18;
    this.#phase = (seededNoise(this.seed, CHANNEL.phase, 0) + 1) * Math.PI;
    this.#supply =
      this.#defaultSetpoint + HYSTERESIS_BAND * seededNoise(this.seed, CHANNEL.phase, 1);
  }

  protected step(tick: number): void {
    const setpoint = this.#setpoint();
    if (this.mainsFailed) {
      this.#compressorOn = false;
      this.#supply += (setpoint + STOPPED_RISE - this.#supply) / (2 * WARMING_TIME_CONSTANT_S);
      return;
    }
    if (this.#supply > setpoint + HYSTERESIS_BAND) this.#compressorOn = true;
    if (this.#supply < setpoint - HYSTERESIS_BAND) this.#compressorOn = false;
    // More heat load pushes the supply air up faster and holds it higher.
    const heat = 2 * this.#heatLoad(tick);
    const target = this.#compressorOn ? setpoint - 3 : setpoint + 2 + heat;
    const timeConstant = this.#compressorOn ? COOLING_TIME_CONSTANT_S : WARMING_TIME_CONSTANT_S;
    this.#supply += (target - this.#supply) / timeConstant;
  }

  protected simulate(
    tick: number,
    forced: Partial<PointValues<CracPoint>>,
  ): PointValues<CracPoint> {
    const load = this.#heatLoad(tick);
    const running = !this.mainsFailed;
    const fanSpeed = running
      ? clamp(40 + 50 * load + 0.5 * seededNoise(this.seed, CHANNEL.fan, tick), 0, 100)
      : 0;
    const supplyAirTemperature = forced.supplyAirTemperature ?? this.#supply;
    const speed = forced.fanSpeed ?? fanSpeed;
    // The air warms across the room by the heat it carries away, less with more air flow.
    const rise = speed > 0 ? (8 * load) / (speed / 100) : 2;
    return {
      supplyAirTemperature,
      returnAirTemperature:
        supplyAirTemperature + rise + 0.1 * seededNoise(this.seed, CHANNEL.returnAir, tick),
      setpoint: this.#setpoint(),
      fanSpeed,
      compressorOn: Number(running && this.#compressorOn),
      humidity: clamp(
        45 +
          4 * Math.sin((2 * Math.PI * tick) / (2.3 * SECONDS_PER_DAY) + this.#phase) -
          (running && this.#compressorOn ? 1.5 : 0) +
          0.3 * seededNoise(this.seed, CHANNEL.humidity, tick),
        0,
        100,
      ),
    };
  }

  #setpoint(): number {
    return this.forcedValue('setpoint') ?? this.#defaultSetpoint;
  }

  /** The room's heat load as a fraction of the unit's capacity, following the working day. */
  #heatLoad(tick: number): number {
    const hour = (tick % SECONDS_PER_DAY) / 3600;
    const daily = 0.15 * Math.sin((2 * Math.PI * (hour - 8)) / 24);
    return clamp(0.6 + daily + 0.02 * seededNoise(this.seed, CHANNEL.load, tick), 0, 1);
  }
}
