import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceProviderKeys } from '../apps/server/src/auth/samlKeys.js';
import { freePort } from '../apps/server/src/testing/serverProcess.js';

// A real SAML identity provider that nobody here wrote: Debian's SimpleSAMLphp, served by PHP's
// built-in web server on 127.0.0.1, with the exampleauth module's user/password sign-in. Its
// configuration lives in a temporary directory (SIMPLESAMLPHP_CONFIG_DIR).

const WWW = '/usr/share/simplesamlphp/www';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface IdpUser {
  username: string;
  password: string;
  email: string;
  givenName: string;
  sn: string;
}

/** A service provider the IdP trusts: where it posts, and the certificates it uses for it. */
export interface TrustedServiceProvider {
  entityId: string;
  acsUrl: string;
  /** Checks the service provider's signed AuthnRequests. */
  signingCertificate: string;
  /** Encrypts the assertions sent to it. */
  encryptionCertificate: string;
}

export interface SimpleSamlIdp {
  metadataUrl: string;
  /** Writes the IdP's saml20-sp-remote metadata (read again at each request). */
  trust(sp: TrustedServiceProvider): void;
  stop(): Promise<void>;
}

const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const certificateBody = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');

export async function startSimpleSamlIdp(users: IdpUser[]): Promise<SimpleSamlIdp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'vigil-simplesamlphp-'));
  for (const sub of ['config', 'metadata', 'cert', 'data', 'tmp', 'log', 'sessions']) {
    mkdirSync(join(dir, sub));
  }
  const keys = await createServiceProviderKeys('SimpleSAMLphp test IdP');
  writeFileSync(join(dir, 'cert/idp.pem'), keys.privateKey);
  writeFileSync(join(dir, 'cert/idp.crt'), keys.certificate);
  writeFileSync(
    join(dir, 'config/config.php'),
    `<?php
$config = [
  'baseurlpath' => ${php(`${base}/`)},
  'certdir' => ${php(`${dir}/cert/`)},
  'loggingdir' => ${php(`${dir}/log/`)},
  'datadir' => ${php(`${dir}/data/`)},
  'tempdir' => ${php(`${dir}/tmp`)},
  'metadatadir' => ${php(`${dir}/metadata/`)},
  'secretsalt' => ${php(keys.certificate.slice(60, 100))},
  'auth.adminpassword' => ${php(keys.certificate.slice(100, 140))},
  'technicalcontact_name' => 'Vigil tests',
  'technicalcontact_email' => 'na@example.org',
  'timezone' => 'UTC',
  'enable.saml20-idp' => true,
  'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true],
  'logging.level' => SimpleSAML\\Logger::WARNING,
  'logging.handler' => 'file',
  'logging.logfile' => 'simplesamlphp.log',
  'store.type' => 'phpsession',
  'session.phpsession.savepath' => ${php(`${dir}/sessions`)},
  // Plain http on 127.0.0.1: cookies without Secure, so SameSite=None is not an option.
  'session.cookie.secure' => false,
  'session.cookie.samesite' => 'Lax',
  'language.cookie.secure' => false,
  'language.cookie.samesite' => 'Lax',
  'admin.checkforupdates' => false,
  'production' => true,
];
`,
  );
  const accounts = users
    .map(
      (user) => `    ${php(`${user.username}:${user.password}`)} => [
      'email' => [${php(user.email)}],
      'givenName' => [${php(user.givenName)}],
      'sn' => [${php(user.sn)}],
    ],`,
    )
    .join('\n');
  writeFileSync(
    join(dir, 'config/authsources.php'),
    `<?php
$config = [
  'admin' => ['core:AdminPassword'],
  'users' => [
    'exampleauth:UserPass',
${accounts}
  ],
];
`,
  );
  writeFileSync(
    join(dir, 'metadata/saml20-idp-hosted.php'),
    `<?php
$metadata['__DYNAMIC:1__'] = [
  'host' => '__DEFAULT__',
  'privatekey' => 'idp.pem',
  'certificate' => 'idp.crt',
  'auth' => 'users',
];
`,
  );
  writeFileSync(join(dir, 'metadata/saml20-sp-remote.php'), '<?php\n');

  // OPcache would serve the metadata files as they were up to two seconds before (trust()).
  const child = spawn('php', ['-d', 'opcache.enable=0', '-S', `127.0.0.1:${port}`, '-t', WWW], {
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: join(dir, 'config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // PHP's server says it listens on standard error; its request log follows there too.
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const onData = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Development Server') && said.includes('started')) resolve();
    };
    child.stderr.on('data', onData);
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`php -S exited (${code}) before it listened: ${said}`)),
    );
    child.once('error', reject);
  });
  child.stderr.resume();
  child.stdout.resume();

  return {
    metadataUrl: `${base}/saml2/idp/metadata.php`,
    trust(sp) {
      writeFileSync(
        join(dir, 'metadata/saml20-sp-remote.php'),
        `<?php
$metadata[${php(sp.entityId)}] = [
  'AssertionConsumerService' => ${php(sp.acsUrl)},
  'NameIDFormat' => ${php(EMAIL_FORMAT)},
  'simplesaml.nameidattribute' => 'email',
  'simplesaml.attributes' => true,
  'validate.authnrequest' => true,
  'assertion.encryption' => true,
  'keys' => [
    ['type' => 'X509Certificate', 'signing' => true, 'encryption' => false,
      'X509Certificate' => ${php(certificateBody(sp.signingCertificate))}],
    ['type' => 'X509Certificate', 'signing' => false, 'encryption' => true,
      'X509Certificate' => ${php(certificateBody(sp.encryptionCertificate))}],
  ],
];
`,
      );
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
