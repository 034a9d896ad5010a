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
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment, naming every bad variable; nothing is written when it fails. */
export function parseEnv(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env);
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
  };
}

/** Loads a .env file from the start directory, if there is one, without overriding real env. */
export function loadDotEnv(baseDir: string = process.env.INIT_CWD ?? process.cwd()): void {
  const file = join(baseDir, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
