import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig, parseEnv } from './config.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'vigil-config-'));
const S3_KEYS = { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

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
    [{ S3_BUCKET: 'Bad_Bucket', ...S3_KEYS }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', ...S3_KEYS, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'files', ...S3_KEYS, S3_REGION: 'US East' }, 'S3_REGION'],
    [{ S3_BUCKET: 'files', ...S3_KEYS, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://minio:9000', ...S3_KEYS }, 'S3_BUCKET'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'alerts' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Vigil <alerts>' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Vigil <a@vigil.example>\nBcc: all@example.com' }, 'MAIL_FROM'],
    [{ SMS_URL: 'sms.example.com/send' }, 'SMS_URL'],
    [{ SMS_URL: 'ftp://sms.example.com' }, 'SMS_URL'],
    [{ SMS_URL: 'https://sms.example.com', SMS_TOKEN: 'x'.repeat(513) }, 'SMS_TOKEN'],
    [{ SMS_URL: 'https://sms.example.com', SMS_TOKEN: 'two words' }, 'SMS_TOKEN'],
    [{ SMS_TOKEN: 'secret' }, 'SMS_URL'],
  ])('%j fails naming %s', (env, name) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`Invalid configuration: .*\\b${name}\\b`));
  });

  it('never repeats a bad SMTP_URL: it holds the password', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://vigil:hunter2@mail' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL with a host$/,
    );
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

  it('keeps files on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({ env: { VIGIL_DATA_DIR: tempDir() } }).s3).toBeUndefined();
  });

  it.each([
    [
      { S3_BUCKET: 'vigil-files', ...S3_KEYS },
      { bucket: 'vigil-files', region: 'us-east-2', endpoint: undefined, forcePathStyle: false },
    ],
    [
      { S3_BUCKET: 'files', ...S3_KEYS, S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'eu-1' },
      { endpoint: 'http://minio:9000', region: 'eu-1', forcePathStyle: true },
    ],
    [
      {
        S3_BUCKET: 'files',
        ...S3_KEYS,
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: 'false',
      },
      { forcePathStyle: false },
    ],
    [{ S3_BUCKET: 'files', ...S3_KEYS, S3_FORCE_PATH_STYLE: '1' }, { forcePathStyle: true }],
  ])('reads the S3 store from %j', (env, expected) => {
    const config = loadConfig({ env: { VIGIL_DATA_DIR: tempDir(), ...env } });
    expect(config.s3).toMatchObject({ accessKeyId: 'key', secretAccessKey: 'secret', ...expected });
  });

  it('sends no mail or SMS until SMTP_URL and SMS_URL are set', () => {
    const config = loadConfig({ env: { VIGIL_DATA_DIR: tempDir() } });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM });
    expect(config.sms).toEqual({ url: undefined, token: undefined });
  });

  it.each([
    ['alerts@example.com', 'alerts@example.com'],
    ['  Vigil Alerts <alerts@example.com> ', 'Vigil Alerts <alerts@example.com>'],
    ['"Vigil, Ops" <ops@example.com>', '"Vigil, Ops" <ops@example.com>'],
  ])('reads mail and SMS settings, MAIL_FROM %j', (from, expected) => {
    const config = loadConfig({
      env: {
        VIGIL_DATA_DIR: tempDir(),
        SMTP_URL: 'smtps://vigil:p%40ss@mail.example.com:465',
        MAIL_FROM: from,
        SMS_URL: 'https://sms.example.com/v1/send',
        SMS_TOKEN: 'tok_123.abc',
      },
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://vigil:p%40ss@mail.example.com:465',
      from: expected,
    });
    expect(config.sms).toEqual({ url: 'https://sms.example.com/v1/send', token: 'tok_123.abc' });
  });

  it('defaults the public URL to localhost on the port, without Secure cookies', () => {
    const config = loadConfig({ env: { VIGIL_DATA_DIR: tempDir(), PORT: '9090' } });
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(config.secureCookies).toBe(false);
  });
});
