import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { runScript, type RunningProcess } from '../apps/server/src/testing/serverProcess.js';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

/** A GraphQL request with the page's session cookie; throws the errors when no data comes back. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export interface LibraryFixtures {
  /** The demo's administrator, signed in. */
  admin: TestPage;
  customerID: string;
  /** A gateway registered for the test, its agent running against the server. */
  gatewayID: string;
  /** A GraphQL request as the administrator. */
  gql: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
  /** Stops the agent, then closes the browser and removes the agent's data. */
  close: () => Promise<void>;
}

/**
 * What a library test starts from: Chromium, the demo's administrator signed in, and a new
 * gateway (`gatewayName`, polling every 5 s) whose agent runs with its data in a temporary
 * folder. Whatever was started is closed again when a step fails.
 */
export async function startLibraryFixtures(
  gatewayName: string,
  dataDirPrefix: string,
): Promise<LibraryFixtures> {
  const browser = await launchBrowser();
  let admin: TestPage | undefined;
  let agent: RunningProcess | undefined;
  let agentDir: string | undefined;
  const close = async () => {
    agent?.child.kill('SIGTERM');
    await agent?.exited;
    await admin?.context.close();
    await browser.close();
    if (agentDir) rmSync(agentDir, { recursive: true, force: true });
  };
  try {
    agentDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
    admin = await openPage(browser);
    const { page } = admin;
    await page.goto('/login');
    await signIn(page, 'admin@vigil.demo', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    const customerID = (
      await gql<{ me: { customer: { id: string } } }>(page, '{ me { customer { id } } }')
    ).me.customer.id;
    const { registerGateway } = await gql<{ registerGateway: { id: string; token: string } }>(
      page,
      `mutation($c: ID!, $n: String!) {
        registerGateway(customerID: $c, name: $n, pollInterval: 5) { id token } }`,
      { c: customerID, n: gatewayName },
    );
    agent = runScript(
      '../gateway/src/cli.ts',
      ['--server', inject('baseUrl'), '--gateway', registerGateway.id, '--data-dir', agentDir],
      { VIGIL_GATEWAY_TOKEN: registerGateway.token },
    );
    return {
      admin,
      customerID,
      gatewayID: registerGateway.id,
      gql: (query, variables) => gql(page, query, variables),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
