import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'vigil-config-'));

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      VIGIL_DATA_DIR: './data',
      LOG_LEVEL: 'info',
      SIGNIN_RATE_LIMIT: 30,
      DEMO_CONTROL_PORT: 0,
      CORS_ORIGINS: [],
    });
  });

  it('reads CORS_ORIGINS as a comma-separated list of origins', () => {
    expect(
      parseEnv({ CORS_ORIGINS: 'https://ops.example.com, http://localhost:3000/' }).CORS_ORIGINS,
    ).toEqual(['https://ops.example.com', 'http://localhost:3000']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://files.example' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SIGNIN_RATE_LIMIT: '-1' }, 'SIGNIN_RATE_LIMIT'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ DEMO_CONTROL_PORT: '65536' }, 'DEMO_CONTROL_PORT'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://ops.example.com/path' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'ftp://files.example' }, 'CORS_ORIGINS'],
  ])('%j fails naming %s', (env, name) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`Invalid configuration: .*\\b${name}\\b`));
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT.*LOG_LEVEL/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 8080,
      DATABASE_URL: undefined,
    });
  });
});

describe('loadConfig', () => {
  it('resolves the data dir from the start directory and keeps a generated session secret', () => {
    const base = tempDir();
    const first = loadConfig({ env: { VIGIL_DATA_DIR: 'store' }, baseDir: base });
    expect(first.dataDir).toBe(join(base, 'store'));
    const file = join(base, 'store', 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.sessionSecret).toBe(readFileSync(file, 'utf8'));
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const second = loadConfig({ env: { VIGIL_DATA_DIR: 'store' }, baseDir: base });
    expect(second.sessionSecret).toBe(first.sessionSecret);
  });

  it('uses a given session secret and marks cookies Secure behind https', () => {
    const config = loadConfig({
      env: {
        VIGIL_DATA_DIR: tempDir(),
        SESSION_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://vigil.example.com/',
        DATABASE_URL: 'postgres://u@db:5432/vigil',
      },
    });
    expect(config).toMatchObject({
      sessionSecret: 'x'.repeat(40),
      publicUrl: 'https://vigil.example.com',
      secureCookies: true,
      databaseUrl: 'postgres://u@db:5432/vigil',
    });
  });

  it('defaults the public URL to localhost on the port, without Secure cookies', () => {
    const config = loadConfig({ env: { VIGIL_DATA_DIR: tempDir(), PORT: '9090' } });
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(config.secureCookies).toBe(false);
  });
});
