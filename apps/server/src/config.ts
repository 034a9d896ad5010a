import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

// The one place that reads process.env (STYLE §5): parsed once at boot, failing fast by name.

const port = z.coerce
  .number({ error: 'must be a number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a number between 1 and 65535')
  .max(65535, 'must be a number between 1 and 65535');

/** An http(s) origin as a browser sends it: scheme, host and port, nothing after. */
const isWebOrigin = (value: string) =>
  URL.canParse(value) &&
  /^https?:$/.test(new URL(value).protocol) &&
  new URL(value).origin === value.replace(/\/+$/, '');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `alerts@example.com` or `Name <alerts@example.com>`, on one line (it becomes a header). */
const isMailbox = (value: string) => {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
};

/** The sender of notification e-mail when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Vigil <alerts@vigil.local>';

/** The spec's default region for the object store (core §9). */
export const DEFAULT_S3_REGION = 'us-east-2';

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, port.default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
  VIGIL_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  DEMO_CONTROL_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number between 0 and 65535' })
      .int('must be a number between 0 and 65535')
      .min(0, 'must be a number between 0 and 65535')
      .max(65535, 'must be a number between 0 and 65535')
      .default(0),
  ),
  CORS_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((list) =>
        (list ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(isWebOrigin, {
              error:
                'must list http:// or https:// origins (scheme, host and port), separated by commas',
            })
            .transform((url) => new URL(url).origin),
        ),
      ),
  ),
  SIGNIN_RATE_LIMIT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a positive whole number' })
      .int('must be a positive whole number')
      .positive('must be a positive whole number')
      .default(30),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-2')
      .default(DEFAULT_S3_REGION),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    // The message never repeats the value: it holds the SMTP password.
    z
      .url({
        protocol: /^smtps?$/,
        hostname: /^\S+$/,
        error: 'must be an smtp:// or smtps:// URL with a host',
      })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isMailbox, {
        error: 'must be an e-mail address, alone or as Name <address>',
      })
      .transform((value) => value.trim())
      .default(DEFAULT_MAIL_FROM),
  ),
  BUG_REPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .pipe(z.email({ error: 'must be an e-mail address' }))
      .optional(),
  ),
  SALES_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .pipe(z.email({ error: 'must be an e-mail address' }))
      .optional(),
  ),
  SMS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  SMS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(512, 'must be at most 512 characters')
      // It is sent in a header: anything else would make every request fail.
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
});

/** Files go to S3 when S3_BUCKET is set; the other S3_* settings then complete it. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const configSchema = envSchema.superRefine((values, context) => {
  if (values.SMS_TOKEN !== undefined && !values.SMS_URL) {
    context.addIssue({ code: 'custom', path: ['SMS_URL'], message: 'is required with SMS_TOKEN' });
  }
  if (!values.S3_BUCKET) {
    const given = S3_SETTINGS.filter((name) => values[name] !== undefined);
    if (given.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`,
      });
    }
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!values[name]) {
      context.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
    }
  }
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** When set, live pushes fan out across server processes through Redis. */
  redisUrl: string | undefined;
  sessionSecret: string;
  publicUrl: string;
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Demo mode: the simulators' control API port on 127.0.0.1 (0 picks a free one). */
  demoControlPort: number;
  /** Sign-in attempts allowed per client address per minute. */
  signInRateLimit: number;
  /** Other origins whose pages may call the API with credentials; none by default. */
  corsOrigins: string[];
  /** An S3-compatible object store for uploaded files; files stay on local disk without it. */
  s3: S3Config | undefined;
  /** Notification e-mail: sent through SMTP_URL; refused as not configured without it. */
  mail: MailConfig;
  /** Notification SMS: posted to SMS_URL; refused as not configured without it. */
  sms: SmsConfig;
  /** Where bug reports (/feedback/bug) are mailed; without it they are only kept. */
  bugReportEmail?: string | undefined;
  /** Where demo, pricing and partnership requests from the public site are mailed; kept only without it. */
  salesEmail?: string | undefined;
}

export interface MailConfig {
  /** smtp:// or smtps:// with the credentials in it; a secret, never logged. */
  smtpUrl: string | undefined;
  /** The From header: an address, or Name <address>. */
  from: string;
}

export interface SmsConfig {
  /** Where each SMS is POSTed as JSON (see HttpSmsProvider). */
  url: string | undefined;
  /** Sent as `Authorization: Bearer <token>`; a secret, never logged. */
  token: string | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Another store than AWS S3 (MinIO, Ceph …); AWS's own endpoint when absent. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment, naming every bad variable; nothing is written when it fails. */
export function parseEnv(env: Record<string, string | undefined>) {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The session secret from the environment, or one generated once and kept in the data dir. */
function sessionSecretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface LoadConfigOptions {
  env?: Record<string, string | undefined>;
  /** Where relative paths start: the directory npm was started from. */
  baseDir?: string;
}

export function loadConfig(options: LoadConfigOptions = {}): Config {
  const env = options.env ?? process.env;
  const baseDir = options.baseDir ?? env.INIT_CWD ?? process.cwd();
  const values = parseEnv(env);
  const dataDir = resolve(baseDir, values.VIGIL_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    sessionSecret: sessionSecretFor(dataDir, values.SESSION_SECRET),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    logLevel: values.LOG_LEVEL,
    demoControlPort: values.DEMO_CONTROL_PORT,
    signInRateLimit: values.SIGNIN_RATE_LIMIT,
    corsOrigins: values.CORS_ORIGINS,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
          // Stores other than AWS mostly want the bucket in the path.
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
        }
      : undefined,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    sms: { url: values.SMS_URL, token: values.SMS_TOKEN },
    bugReportEmail: values.BUG_REPORT_EMAIL,
    salesEmail: values.SALES_EMAIL,
  };
}

/** Loads a .env file from the start directory, if there is one, without overriding real env. */
export function loadDotEnv(baseDir: string = process.env.INIT_CWD ?? process.cwd()): void {
  const file = join(baseDir, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
