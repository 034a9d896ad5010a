import type { DeviceKind, DeviceModel, PointValues } from './DeviceModel.js';

export interface SteppedModelOptions {
  /** Milliseconds since the epoch; the model advances to this time whenever it is read. */
  clock?: () => number;
  /** Same seed and same clock readings give the same values. */
  seed?: number;
}

const TICK_MS = 1000;

const tickAt = (time: number): number => Math.floor(time / TICK_MS);

/**
 * The common machinery of the simulated devices. State is integrated in fixed one-second
 * ticks of the clock and noise is a pure function of the seed and the tick, so readings
 * depend only on the seed, the clock and the commands given, never on how often the model
 * is read. Subclasses say how the state moves in one tick and what it reads as.
 */
export abstract class SteppedModel<P extends string> implements DeviceModel<P> {
  abstract readonly kind: DeviceKind;
  readonly pointNames: readonly P[];
  protected readonly seed: number;
  protected readonly clock: () => number;
  readonly #forced = new Map<P, number>();
  #tick: number;

  constructor(pointNames: readonly P[], options: SteppedModelOptions = {}) {
    this.pointNames = pointNames;
    this.clock = options.clock ?? Date.now;
    this.seed = options.seed ?? 1;
    this.#tick = tickAt(this.clock());
  }

  /** The tick the state has been integrated up to. */
  protected get tick(): number {
    return this.#tick;
  }

  read(now: number = this.clock()): PointValues<P> {
    this.advance(now);
    const forced = Object.fromEntries(this.#forced) as Partial<PointValues<P>>;
    const values = { ...this.simulate(this.#tick, forced), ...forced };
    // In the declared order, so every listing of a device's values reads the same way.
    const ordered = {} as PointValues<P>;
    for (const name of this.pointNames) ordered[name] = values[name];
    return ordered;
  }

  force(pointName: P, value: number | boolean): void {
    if (!this.pointNames.includes(pointName)) {
      throw new RangeError(
        `A ${this.kind} has no point '${pointName}'; its points are ${this.pointNames.join(', ')}`,
      );
    }
    const number = typeof value === 'boolean' ? Number(value) : value;
    if (!Number.isFinite(number)) {
      throw new RangeError(`${pointName} must be a finite number, got ${value}`);
    }
    this.#forced.set(pointName, number);
  }

  release(pointName?: P): void {
    if (pointName === undefined) this.#forced.clear();
    else this.#forced.delete(pointName);
  }

  forcedPoints(): P[] {
    return [...this.#forced.keys()];
  }

  /** A forced value, for the few points that steer the simulation (a CRAC's setpoint). */
  protected forcedValue(pointName: P): number | undefined {
    return this.#forced.get(pointName);
  }

  /** Integrate the state up to `now`; a clock that goes backwards leaves the state alone. */
  protected advance(now: number): void {
    const target = tickAt(now);
    for (; this.#tick < target; this.#tick += 1) this.step(this.#tick);
  }

  /** Move the state on by one tick. */
  protected abstract step(tick: number): void;

  /**
   * The values at `tick`. Points derived from others (a status word, a total) should be
   * derived from the forced values where there are any, so forcing a cause shows its effect.
   */
  protected abstract simulate(tick: number, forced: Partial<PointValues<P>>): PointValues<P>;
}
