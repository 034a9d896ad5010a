import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema.js';
import {
  DEMO_PARTNER,
  DEMO_PASSWORD,
  DEMO_CUSTOMER,
  seedDemo,
} from '../apps/server/src/demo/seedDemo.js';
import { createUser } from '../apps/server/src/modules/admin/admin.service.js';
import { freePort, runScript, waitForHealth } from '../apps/server/src/testing/serverProcess.js';
import { startSmtpTestServer } from '../apps/server/src/testing/smtpTestServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** A user of the demo company with MFA on, and its authenticator secret. */
    mfaUser: { email: string; secret: string };
    /** The demo's simulated devices' control API. */
    controlUrl: string;
    /** GET: every e-mail the server sent so far (a real SMTP server receives them). */
    mailUrl: string;
  }
}

/** Seeds the demo data plus one user with MFA, as if they had enabled it on their account. */
async function prepareDatabase(dataDir: string) {
  const database = await openDatabase({ pgliteDir: dataDir });
  try {
    await seedDemo(database.db);
    const email = 'mfa@vigil.demo';
    const secret = generateSecret();
    await createUser(database.db, { email, password: DEMO_PASSWORD, customerName: DEMO_CUSTOMER });
    await database.db.update(users).set({ totpSecret: secret }).where(eq(users.email, email));
    // Users of account.e2e.test.ts, whose password, profile and MFA it changes.
    for (const own of ['account@vigil.demo', 'account-mfa@vigil.demo']) {
      await createUser(database.db, {
        email: own,
        password: DEMO_PASSWORD,
        customerName: DEMO_CUSTOMER,
      });
    }
    // A user of the demo partner, which runs Acme (companies.e2e.test.ts browses as it).
    await createUser(database.db, {
      email: 'partner@vigil.demo',
      password: DEMO_PASSWORD,
      firstName: 'Pat',
      lastName: 'Partner',
      partnerName: DEMO_PARTNER,
    });
    // The demo partner's technician, who sets an order's technical statuses (partners.e2e.test.ts).
    await createUser(database.db, {
      email: 'technician@vigil.demo',
      password: DEMO_PASSWORD,
      firstName: 'Tess',
      lastName: 'Technician',
      partnerName: DEMO_PARTNER,
    });
    await database.db
      .update(users)
      .set({ partnerRoles: ['technician'] })
      .where(eq(users.email, 'technician@vigil.demo'));
    return { email, secret };
  } finally {
    await database.close();
  }
}

/** Starts the real server in demo mode on a fresh embedded database, as `npm start` does. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-'));
  const mfaUser = await prepareDatabase(dataDir);
  // The server's mail goes to a real SMTP server; tests read what it received over HTTP.
  const smtp = await startSmtpTestServer();
  const mailbox = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    // Attachments as their name, type and size: the bytes stay here.
    const mails = smtp.received.map(({ attachments, ...mail }) => ({
      ...mail,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      })),
    }));
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  const controlPort = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = runScript('src/main.ts', ['--demo'], {
    VIGIL_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DEMO_CONTROL_PORT: String(controlPort),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Vigil <alerts@vigil.test>',
    // Send Feedback's bug reports reach the same mailbox.
    BUG_REPORT_EMAIL: 'support@vigil.test',
    // Demo, pricing and partnership requests from the public site too (public.e2e.test.ts).
    SALES_EMAIL: 'sales@vigil.test',
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('mfaUser', mfaUser);
  project.provide('controlUrl', `http://127.0.0.1:${controlPort}`);
  project.provide('mailUrl', `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`);
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    mailbox.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
