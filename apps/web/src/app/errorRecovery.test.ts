import { describe, expect, it } from 'vitest';
import {
  RELOAD_WINDOW_MS,
  failureKind,
  isChunkLoadError,
  markReload,
  mayReload,
} from './errorRecovery';
import type { ReloadStorage } from './errorRecovery';

function memoryStorage(): ReloadStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function named(name: string, message = 'x'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ['ChunkLoadError by name', named('ChunkLoadError'), true],
    [
      'Chromium dynamic import failure',
      new TypeError('Failed to fetch dynamically imported module: /assets/LoginPage-x.js'),
      true,
    ],
    ['Safari dynamic import failure', new TypeError('Importing a module script failed.'), true],
    [
      'Firefox dynamic import failure',
      new TypeError('error loading dynamically imported module'),
      true,
    ],
    ['render error', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['not an error', 'Failed to fetch dynamically imported module', false],
    ['nothing', undefined, false],
  ])('%s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
    expect(failureKind(error)).toBe(expected ? 'chunk' : 'render');
  });
});

describe('reload guard', () => {
  it.each<['chunk' | 'render']>([['chunk'], ['render']])('%s: once per window', (kind) => {
    const storage = memoryStorage();
    const start = 1_000_000;
    expect(mayReload(kind, storage, start)).toBe(true);
    markReload(kind, storage, start);
    expect(mayReload(kind, storage, start + 1)).toBe(false);
    expect(mayReload(kind, storage, start + RELOAD_WINDOW_MS[kind] - 1)).toBe(false);
    expect(mayReload(kind, storage, start + RELOAD_WINDOW_MS[kind])).toBe(true);
  });

  it('keeps the two kinds apart', () => {
    const storage = memoryStorage();
    markReload('render', storage, 5);
    expect(mayReload('chunk', storage, 6)).toBe(true);
  });

  it('refuses to reload without storage, since it could not stop a loop', () => {
    expect(mayReload('render', null, 0)).toBe(false);
    const broken: ReloadStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(mayReload('chunk', broken, 0)).toBe(false);
    expect(() => markReload('chunk', broken, 0)).not.toThrow();
  });
});
