import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { USER_TYPES, normalizeEmail, splitTags } from '@vigil/domain';
import type { UserType } from '@vigil/domain';
import { ConfigError, loadConfig, loadDotEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { CreateUserError, createUser } from '../modules/admin/admin.service.js';

const usage = `Usage: npm run admin -- create-user --email EMAIL [options]

Creates a user on the configured database (DATABASE_URL, or PGlite in VIGIL_DATA_DIR).

Options:
  --email EMAIL          the sign-in e-mail (required)
  --password PASSWORD    10 to 128 characters, and under 20 three of lower-case, upper-case,
                         number and special; a strong one is generated and printed if omitted
  --super                give the user every permission on every company
  --customer NAME        the user's company (created if missing)
  --partner NAME         the user's partner (created if missing)
  --roles CODES          comma-separated permission codes on the company, e.g. mu,mg,mc
  --first-name NAME, --last-name NAME, --type REGULAR|DISTRO
`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        super: { type: 'boolean', default: false },
        customer: { type: 'string' },
        partner: { type: 'string' },
        roles: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        type: { type: 'string', default: 'REGULAR' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals[0] !== 'create-user') fail(`Unknown command '${positionals[0] ?? ''}'.`);
if (!values.email) fail('--email is required.');
if (!(USER_TYPES as readonly string[]).includes(values.type)) {
  fail(`--type must be one of ${USER_TYPES.join(', ')}.`);
}

loadDotEnv();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const generated = values.password === undefined;
const password = values.password ?? `${randomBytes(18).toString('base64url')}-Vg1`;
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
try {
  const { id } = await createUser(database.db, {
    email: values.email,
    password,
    isSuper: values.super,
    customerName: values.customer,
    partnerName: values.partner,
    roles: values.roles === undefined ? undefined : splitTags(values.roles),
    firstName: values['first-name'],
    lastName: values['last-name'],
    userType: values.type as UserType,
  });
  console.log(`Created user ${id} <${normalizeEmail(values.email)}>.`);
  if (generated) console.log(`Password (shown once): ${password}`);
} catch (error) {
  if (error instanceof CreateUserError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
