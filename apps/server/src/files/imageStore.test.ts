import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageStore, type ImageStore } from './imageStore.js';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const accept = (head: Buffer) => head.subarray(0, 3).toString() === 'IMG';

describe('disk image store', () => {
  let dir: string;
  let store: ImageStore;
  const incoming = () => readdir(join(dir, '.incoming'));

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-images-'));
    store = await createDiskImageStore(dir);
  });

  it('keeps a received image under its id, opens and removes it', async () => {
    const received = await store.receive(Readable.from([Buffer.from('IMG'), Buffer.from('-1')]), {
      maxBytes: 100,
      accept,
    });
    if ('refused' in received) throw new Error(received.refused);
    expect(received.size).toBe(5);
    await received.keep(ID);
    expect(await readFile(join(dir, '0f', ID), 'utf8')).toBe('IMG-1');
    const opened = await store.open(ID);
    expect(opened?.size).toBe(5);
    expect(await text(opened!.stream)).toBe('IMG-1');
    await store.remove(ID);
    expect(await store.open(ID)).toBeUndefined();
    expect(await incoming()).toEqual([]);
  });

  it.each<[string, Buffer[], 'too-big' | 'not-accepted']>([
    ['the limit reached', [Buffer.from('IMG'), Buffer.alloc(7)], 'too-big'],
    ['the limit passed in one piece', [Buffer.alloc(50, 'I')], 'too-big'],
    ['wrong leading bytes', [Buffer.from('GIF89a')], 'not-accepted'],
    ['wrong leading bytes in a short body', [Buffer.from('AB')], 'not-accepted'],
    ['an empty body', [], 'not-accepted'],
  ])('refuses %s and leaves nothing behind', async (_case, chunks, reason) => {
    const received = await store.receive(Readable.from(chunks), { maxBytes: 10, accept });
    expect(received).toMatchObject({ refused: reason });
    expect(await incoming()).toEqual([]);
  });

  it('drops an upload whose sender goes away', async () => {
    const source = new PassThrough();
    const receiving = store.receive(source, { maxBytes: 100, accept });
    source.write(Buffer.from('IMG-partial'));
    source.destroy(new Error('aborted'));
    await expect(receiving).rejects.toThrow('aborted');
    expect(await incoming()).toEqual([]);
  });
});
