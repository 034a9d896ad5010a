import { EventEmitter } from 'node:events';

/** What a test server received, in order, and a way to wait for something still to come. */
export class ReceivedLog<T> {
  readonly items: T[] = [];
  readonly #arrivals = new EventEmitter().setMaxListeners(0);

  push(item: T): void {
    this.items.push(item);
    this.#arrivals.emit('item', item);
  }

  /**
   * The first item, received already or yet to come, that matches; rejects after timeoutMs.
   * Resolves on the arrival itself: no polling.
   */
  waitFor(predicate: (item: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const found = this.items.find(predicate);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const onItem = (item: T) => {
        if (!predicate(item)) return;
        stop();
        resolve(item);
      };
      const timer = setTimeout(() => {
        stop();
        reject(
          new Error(`nothing matching arrived in ${timeoutMs} ms (${this.items.length} received)`),
        );
      }, timeoutMs);
      const stop = () => {
        clearTimeout(timer);
        this.#arrivals.off('item', onItem);
      };
      this.#arrivals.on('item', onItem);
    });
  }
}

/** Scripted answers for the next requests: each planned reply is used `count` times, in order. */
export class NextReplies<T> {
  readonly #plans: { reply: T; left: number }[] = [];

  plan(count: number, reply: T): void {
    if (count > 0) this.#plans.push({ reply, left: count });
  }

  /** The planned reply for this request when `applies` to it, or undefined for the usual one. */
  take(applies: (reply: T) => boolean = () => true): T | undefined {
    const next = this.#plans[0];
    if (!next || !applies(next.reply)) return undefined;
    next.left -= 1;
    if (next.left === 0) this.#plans.shift();
    return next.reply;
  }
}
