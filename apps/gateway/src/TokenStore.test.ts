import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenStore } from './TokenStore.js';

let dir: string;
let logs: string[];
const store = (given: string) =>
  new TokenStore(join(dir, 'token.json'), given, (line) => logs.push(line));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vigil-token-'));
  logs = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('TokenStore', () => {
  it('has no token of its own while nothing was rotated', async () => {
    expect(await store('given-1').load()).toBeUndefined();
    expect(logs).toEqual([]);
  });

  it('keeps a rotated token for the next start with the same given token, owner-only', async () => {
    await store('given-1').save('rotated-1');
    expect(await store('given-1').load()).toBe('rotated-1');
    expect((await stat(join(dir, 'token.json'))).mode & 0o777).toBe(0o600);
    const file = await readFile(join(dir, 'token.json'), 'utf8');
    expect(file).not.toContain('given-1');
  });

  it('lets a re-provisioned token win over the rotated one', async () => {
    await store('given-1').save('rotated-1');
    expect(await store('given-2').load()).toBeUndefined();
  });

  it('falls back to the token given when the file is unreadable', async () => {
    await writeFile(join(dir, 'token.json'), '{"token":');
    expect(await store('given-1').load()).toBeUndefined();
    expect(logs).toEqual([
      `token: ${join(dir, 'token.json')} is unreadable; using the token given`,
    ]);
  });

  it('never logs a token', async () => {
    await store('given-1').save('rotated-1');
    await store('given-1').load();
    await store('given-2').load();
    expect(logs).toHaveLength(2);
    expect(logs.join('\n')).not.toMatch(/given-1|given-2|rotated-1/);
  });
});
