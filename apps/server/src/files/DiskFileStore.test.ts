import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './DiskFileStore.js';
import { attachmentDisposition, isFileKey, keySegmentOf, type FileStore } from './FileStore.js';
import { equipmentFileKey, imageKey } from './fileKeys.js';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const accept = (head: Buffer) => head.subarray(0, 3).toString() === 'IMG';
const META = { contentType: 'image/png', filename: 'floor.png' };

describe('disk file store', () => {
  let dir: string;
  let store: FileStore;
  const incoming = () => readdir(join(dir, '.incoming'));

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-files-'));
    store = await createDiskFileStore(dir);
  });

  it('keeps a received file under its key, opens and removes it', async () => {
    const received = await store.receive(Readable.from([Buffer.from('IMG'), Buffer.from('-1')]), {
      maxBytes: 100,
      accept,
    });
    if ('refused' in received) throw new Error(received.refused);
    expect(received.size).toBe(5);
    await received.keep(imageKey(ID), META);
    // Where images lived before the file store (ADR 006): older files stay valid.
    expect(await readFile(join(dir, 'images', '0f', ID), 'utf8')).toBe('IMG-1');
    const opened = await store.open(imageKey(ID));
    expect(opened?.size).toBe(5);
    expect(await text(opened!.stream)).toBe('IMG-1');
    expect(await store.downloadUrl(imageKey(ID), META)).toBeUndefined();
    await store.remove(imageKey(ID));
    await store.remove(imageKey(ID));
    expect(await store.open(imageKey(ID))).toBeUndefined();
    expect(await incoming()).toEqual([]);
  });

  it('takes any bytes, an empty body too, when nothing checks them', async () => {
    const received = await store.receive(Readable.from([]), { maxBytes: 10 });
    if ('refused' in received) throw new Error(received.refused);
    expect(received.size).toBe(0);
    await received.discard();
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

  it('refuses a key that could leave its folder, and drops the received bytes', async () => {
    const received = await store.receive(Readable.from([Buffer.from('x')]), { maxBytes: 10 });
    if ('refused' in received) throw new Error(received.refused);
    await expect(received.keep('../escape', META)).rejects.toThrow('not a file key');
    expect(await incoming()).toEqual([]);
    await expect(store.open('/etc/passwd')).rejects.toThrow('not a file key');
  });
});

describe('file keys', () => {
  it.each([
    ['images/0f/0f8fad5b', true],
    ['equipment/1/2/abc.pdf', true],
    ['', false],
    ['../x', false],
    ['a/../b', false],
    ['/abs', false],
    ['a//b', false],
    ['a/.hidden', false],
    ['a/b c', false],
  ])('%j is a key: %s', (key, valid) => {
    expect(isFileKey(key)).toBe(valid);
  });

  it.each([
    ['Wiring diagram (rev 2).pdf', 'Wiring_diagram_rev_2_.pdf'],
    ['../../etc/passwd', 'etc_passwd'],
    ['Überblick.txt', 'U_berblick.txt'],
    ['...', 'file'],
    ['', 'file'],
  ])('keySegmentOf(%j) = %j', (name, segment) => {
    expect(keySegmentOf(name)).toBe(segment);
    expect(isFileKey(keySegmentOf(name))).toBe(true);
  });

  it.each([
    [false, 'manual.PDF', `equipment/3/7/${ID}.pdf`],
    [false, 'README', `equipment/3/7/${ID}`],
    [true, 'Wiring diagram.pdf', `equipment/3/7/${ID}/Wiring_diagram.pdf`],
  ])('an equipment file kept by name: %s, %j → %s', (keepName, filename, key) => {
    expect(equipmentFileKey({ customerId: 3, equipmentId: 7, id: ID, filename, keepName })).toBe(
      key,
    );
  });

  it('saves a download under its exact name', () => {
    expect(attachmentDisposition('Plan "A" (v2).pdf')).toBe(
      `attachment; filename="Plan _A_ (v2).pdf"; filename*=UTF-8''Plan%20%22A%22%20%28v2%29.pdf`,
    );
    expect(attachmentDisposition('Überblick.txt')).toBe(
      `attachment; filename="_berblick.txt"; filename*=UTF-8''%C3%9Cberblick.txt`,
    );
  });
});
