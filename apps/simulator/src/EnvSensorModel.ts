import type { PointValues } from './DeviceModel.js';
import { seededNoise } from './seededNoise.js';
import { SteppedModel, type SteppedModelOptions } from './SteppedModel.js';

export const ENV_POINT_NAMES = [
  /** Air temperature, degrees Celsius. */
  'temperature',
  /** Relative humidity, percent. */
  'humidity',
  /** 1 while the door the sensor watches is open. */
  'doorOpen',
] as const;
export type EnvPoint = (typeof ENV_POINT_NAMES)[number];

const SECONDS_PER_DAY = 86_400;
/** The door is considered once per slot: opened in one slot in ten, for 30 s to 2 min. */
const DOOR_SLOT_S = 600;
const CHANNEL = {
  temperature: 1,
  humidity: 2,
  phase: 3,
  doorSlot: 4,
  doorStart: 5,
  doorLength: 6,
} as const;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/**
 * A simulated temperature/humidity sensor with a door contact. It has no state to integrate:
 * every value is a pure function of the seed and the time, with a daily cycle, a slow drift
 * over days, and a door that someone opens now and then.
 */
export class EnvSensorModel extends SteppedModel<EnvPoint> {
  readonly kind = 'env';
  readonly #phase: number;

  constructor(options: SteppedModelOptions = {}) {
    super(ENV_POINT_NAMES, options);
    this.#phase = (seededNoise(this.seed, CHANNEL.phase, 0) + 1) * Math.PI;
  }

  protected step(): void {
    // Nothing to integrate: every value is a function of the tick alone.
  }

  protected simulate(tick: number): PointValues<EnvPoint> {
    const hour = (tick % SECONDS_PER_DAY) / 3600;
    const daily = Math.sin((2 * Math.PI * (hour - 9)) / 24);
    const drift = Math.sin((2 * Math.PI * tick) / (4.3 * SECONDS_PER_DAY) + this.#phase);
    const doorOpen = this.#doorOpen(tick);
    return {
      temperature:
        22 +
        1.2 * daily +
        0.8 * drift +
        (doorOpen ? 0.4 : 0) +
        0.05 * seededNoise(this.seed, CHANNEL.temperature, tick),
      // Warmer air holds more water, so the relative humidity falls as the room warms.
      humidity: clamp(
        45 - 4 * daily + 3 * drift + 0.3 * seededNoise(this.seed, CHANNEL.humidity, tick),
        0,
        100,
      ),
      doorOpen: Number(doorOpen),
    };
  }

  #doorOpen(tick: number): boolean {
    const slot = Math.floor(tick / DOOR_SLOT_S);
    if (seededNoise(this.seed, CHANNEL.doorSlot, slot) < 0.8) return false;
    const unit = (channel: number) => (seededNoise(this.seed, channel, slot) + 1) / 2;
    const opens = slot * DOOR_SLOT_S + Math.floor(unit(CHANNEL.doorStart) * (DOOR_SLOT_S - 120));
    const closes = opens + 30 + Math.floor(unit(CHANNEL.doorLength) * 90);
    return tick >= opens && tick < closes;
  }
}
