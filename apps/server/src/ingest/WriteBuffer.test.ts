import { describe, expect, it } from 'vitest';
import type { ReadingColumns } from './readings.repository.js';
import { WriteBuffer } from './WriteBuffer.js';

const rows = (n: number, first = 1): ReadingColumns => ({
  sensorIds: Array.from({ length: n }, (_, i) => first + i),
  times: Array.from({ length: n }, () => 1000),
  values: Array.from({ length: n }, (_, i) => i),
});

/** A write that records each flush's size and finishes when told. */
function recordingWrite() {
  const flushes: number[] = [];
  const finish: ((error?: Error) => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const write = (columns: ReadingColumns) =>
    new Promise<void>((resolve, reject) => {
      flushes.push(columns.sensorIds.length);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      finish.push((error) => {
        running--;
        if (error) reject(error);
        else resolve();
      });
    });
  return { write, flushes, finish, mostAtOnce: () => mostAtOnce };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('WriteBuffer', () => {
  it('acknowledges a request only once its flush has committed', async () => {
    const sink = recordingWrite();
    const buffer = new WriteBuffer({
      write: sink.write,
      maxRows: 100,
      maxDelayMs: 1,
      concurrency: 1,
    });
    let done = false;
    const added = buffer.add(rows(3)).then(() => (done = true));
    await tick();
    expect(sink.flushes).toEqual([3]);
    expect(done).toBe(false);
    sink.finish[0]!();
    await added;
    expect(done).toBe(true);
  });

  it('joins concurrent requests into one flush, and fails all of them when each fails alone', async () => {
    const sink = recordingWrite();
    const buffer = new WriteBuffer({
      write: sink.write,
      maxRows: 100,
      maxDelayMs: 2,
      concurrency: 1,
    });
    const a = buffer.add(rows(10));
    const b = buffer.add(rows(20));
    await tick();
    expect(sink.flushes).toEqual([30]);
    sink.finish[0]!(new Error('disk full'));
    await tick();
    // Split in halves, each written again: the first half alone…
    expect(sink.flushes).toEqual([30, 10]);
    sink.finish[1]!(new Error('disk full'));
    await expect(a).rejects.toThrow('disk full');
    await tick();
    expect(sink.flushes).toEqual([30, 10, 20]);
    sink.finish[2]!(new Error('disk full'));
    await expect(b).rejects.toThrow('disk full');
  });

  it('rejects only the requests whose rows fail; the others in the flush commit', async () => {
    const poisoned = 666;
    const written: number[][] = [];
    const write = async (columns: ReadingColumns) => {
      if (columns.sensorIds.includes(poisoned)) throw new Error('value out of range');
      written.push([...columns.sensorIds]);
    };
    const buffer = new WriteBuffer({ write, maxRows: 1000, maxDelayMs: 2, concurrency: 1 });
    const requests = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      buffer.add(n === 5 ? rows(3, poisoned - 1) : rows(3, n * 10)),
    );
    const outcomes = await Promise.allSettled(requests);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    // Every good request's rows were written exactly once, none of the poisoned one's.
    const stored = written.flat().sort((x, y) => x - y);
    const expected = [1, 2, 3, 4, 6, 7].flatMap((n) => [n * 10, n * 10 + 1, n * 10 + 2]);
    expect(stored).toEqual(expected);
    await expect(buffer.drain()).resolves.toBeUndefined();
  });

  it('caps a flush near maxRows without splitting a request, and keeps to the concurrency', async () => {
    const sink = recordingWrite();
    const buffer = new WriteBuffer({
      write: sink.write,
      maxRows: 50,
      maxDelayMs: 50,
      concurrency: 2,
    });
    const all = [40, 40, 40, 40, 40].map((n, i) => buffer.add(rows(n, i * 100)));
    await tick();
    // Full flushes start at once, two at a time; nothing waits for the delay.
    expect(sink.flushes).toEqual([80, 80]);
    expect(sink.mostAtOnce()).toBe(2);
    sink.finish[0]!();
    await tick();
    expect(sink.flushes).toEqual([80, 80, 40]);
    sink.finish[1]!();
    sink.finish[2]!();
    await Promise.all(all);
    const drained = buffer.drain();
    await expect(drained).resolves.toBeUndefined();
  });
});
