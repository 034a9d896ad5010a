import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireReading } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReadingQueue } from './ReadingQueue.js';

let dir: string;
let logs: string[];
const open = (options: { maxReadingsPerBatch?: number } = {}) =>
  ReadingQueue.open(dir, { log: (line) => logs.push(line), ...options });
const readings = (sensorId: number, count: number, from = 0): WireReading[] =>
  Array.from({ length: count }, (_, i) => [sensorId, 1_000 * (from + i), from + i]);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vigil-queue-'));
  logs = [];
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ReadingQueue', () => {
  it('numbers batches from 1 and gives them back oldest first', async () => {
    const queue = await open();
    expect(await queue.append(readings(1, 2), [{ id: 7, disconnected: false }])).toEqual([1]);
    expect(await queue.append(readings(2, 1), [])).toEqual([2]);
    expect(await queue.append([], [{ id: 7, disconnected: true }])).toEqual([3]);
    expect(queue.size).toBe(3);
    expect(queue.readingCount).toBe(3);
    expect(await queue.peek()).toEqual([
      { seq: 1, readings: readings(1, 2), equipment: [{ id: 7, disconnected: false }] },
      { seq: 2, readings: readings(2, 1), equipment: [] },
      { seq: 3, readings: [], equipment: [{ id: 7, disconnected: true }] },
    ]);
    expect(queue.size).toBe(3);
  });

  it('limits a peek by readings and by batches, always giving the oldest', async () => {
    const queue = await open();
    await queue.append(readings(1, 3), []);
    await queue.append(readings(1, 3, 3), []);
    await queue.append(readings(1, 3, 6), []);
    const seqs = async (maxReadings: number, maxBatches?: number) =>
      (await queue.peek(maxReadings, maxBatches)).map((batch) => batch.seq);
    expect(await seqs(6)).toEqual([1, 2]);
    expect(await seqs(8)).toEqual([1, 2]);
    expect(await seqs(9)).toEqual([1, 2, 3]);
    expect(await seqs(1)).toEqual([1]);
    expect(await seqs(100, 1)).toEqual([1]);
  });

  it('splits a poll with more readings than a request may carry', async () => {
    const queue = await open({ maxReadingsPerBatch: 4 });
    const equipment = [{ id: 1, disconnected: false }];
    expect(await queue.append(readings(1, 10), equipment)).toEqual([1, 2, 3]);
    expect(await queue.peek(4)).toEqual([{ seq: 1, readings: readings(1, 4), equipment }]);
    const all = await queue.peek(100);
    expect(all.map((batch) => batch.readings.length)).toEqual([4, 4, 2]);
    expect(all.flatMap((batch) => batch.readings)).toEqual(readings(1, 10));
    expect(all.map((batch) => batch.equipment)).toEqual([equipment, [], []]);
  });

  it('drops acknowledged batches, on disk too', async () => {
    const queue = await open();
    for (let i = 0; i < 4; i++) await queue.append(readings(1, 1, i), []);
    expect(await queue.ack(2)).toBe(2);
    expect((await queue.peek()).map((batch) => batch.seq)).toEqual([3, 4]);
    expect(await queue.ack(2)).toBe(0);
    expect(await queue.ack(10)).toBe(2);
    expect(queue.size).toBe(0);
    expect(await queue.peek()).toEqual([]);
    expect(await readdir(dir)).toEqual(['last-seq']);
  });

  it('loads unacknowledged batches in order after a restart and keeps numbering', async () => {
    const first = await open();
    for (let i = 0; i < 12; i++) await first.append(readings(i, 1), []);
    await first.ack(3);

    const second = await open();
    expect(second.size).toBe(9);
    expect((await second.peek()).map((batch) => batch.seq)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await second.append(readings(99, 1), [])).toEqual([13]);
  });

  it('keeps numbering after a restart with nothing left queued', async () => {
    const first = await open();
    await first.append(readings(1, 1), []);
    await first.append(readings(1, 1), []);
    await first.ack(2);
    const second = await open();
    expect(second.size).toBe(0);
    expect(await second.append(readings(1, 1), [])).toEqual([3]);
  });

  it('sets aside a torn or corrupt batch file with a log line and loads the rest', async () => {
    const first = await open();
    for (let i = 0; i < 4; i++) await first.append(readings(1, 1, i), []);
    const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    const full = await readFile(join(dir, names[1]!), 'utf8');
    await writeFile(join(dir, names[1]!), full.slice(0, full.length / 2));
    await writeFile(join(dir, names[2]!), JSON.stringify({ seq: 99, readings: [], equipment: [] }));
    await writeFile(join(dir, `.${names[3]}.1a2b3c4d.tmp`), '{"seq": 5, "rea');

    const second = await open();
    expect((await second.peek()).map((batch) => batch.seq)).toEqual([1, 4]);
    expect(logs).toEqual([
      expect.stringMatching(/^queue: batch 2 in 0+2\.json is unreadable \(.*JSON.*\); set aside/),
      expect.stringMatching(/^queue: batch 3 in 0+3\.json is unreadable \(it holds seq 99\)/),
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      names[0],
      `${names[1]}.corrupt`,
      `${names[2]}.corrupt`,
      names[3],
      'last-seq',
    ]);
    expect(await second.append(readings(1, 1), [])).toEqual([5]);
  });

  it('sets aside a batch that went bad while queued when it is read to be sent', async () => {
    const queue = await open();
    await queue.append(readings(1, 1), []);
    await queue.append(readings(2, 1), []);
    const name = (await readdir(dir)).find(
      (file) => file.startsWith('0') && file.endsWith('1.json'),
    );
    await writeFile(join(dir, name!), 'not json');
    expect((await queue.peek()).map((batch) => batch.seq)).toEqual([2]);
    expect(queue.size).toBe(1);
    expect(logs).toHaveLength(1);
  });

  it('numbers from the batches when last-seq is unreadable', async () => {
    const first = await open();
    await first.append(readings(1, 1), []);
    await first.append(readings(1, 1), []);
    await writeFile(join(dir, 'last-seq'), 'garbage');
    const second = await open();
    expect(await second.append(readings(1, 1), [])).toEqual([3]);
    expect(logs).toEqual([expect.stringMatching(/last-seq is unreadable/)]);
  });

  it('keeps appends, peeks and acks consistent when they overlap', async () => {
    const queue = await open();
    const work = Array.from({ length: 20 }, (_, i) =>
      i % 5 === 4 ? queue.ack(i - 6) : queue.append(readings(i, 1), []),
    );
    await Promise.all(work);
    // They run in the order called: 16 appends, the last ack (of 13) after all of them.
    expect((await queue.peek()).map((batch) => batch.seq)).toEqual([14, 15, 16]);
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(3);
  });
});
