import { describe, expect, it } from 'vitest';
import { databaseLabel } from './systemStatus.js';

describe('the database as /status names it', () => {
  it.each([
    [
      'PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten, compiled by emcc 6.0.13, 32-bit',
      'PGlite 0.5.16 (PostgreSQL 18.6)',
    ],
    [
      'PostgreSQL 15.20 (Debian 15.20-0+deb12u1) on x86_64-pc-linux-gnu, compiled by gcc 12.2.0, 64-bit',
      'PostgreSQL 15.20',
    ],
    ['PostgreSQL 17beta1 on aarch64-apple-darwin', 'PostgreSQL 17beta1'],
    ['CockroachDB CCL v23.1 on linux', 'CockroachDB CCL v23.1'],
    ['', 'Unknown database'],
  ])('%j reads %j', (version, label) => {
    expect(databaseLabel(version)).toBe(label);
  });
});
