import { SteppedModel } from './SteppedModel.js';

/** A simulated device that runs from the mains, which a test can fail and restore. */
export abstract class MainsFedModel<P extends string> extends SteppedModel<P> {
  #mainsFailed = false;
  #changedAtTick = this.tick;

  get mainsFailed(): boolean {
    return this.#mainsFailed;
  }

  /** The state is first integrated up to `now`, so the change applies from then on. */
  setMainsFailure(failed: boolean, now: number = this.clock()): void {
    this.advance(now);
    if (failed === this.#mainsFailed) return;
    this.#mainsFailed = failed;
    this.#changedAtTick = this.tick;
  }

  /** Whole seconds since the mains last failed or returned, as of `tick`. */
  protected secondsSinceMainsChange(tick: number): number {
    return Math.max(0, tick - this.#changedAtTick);
  }
}
