import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enterpriseOid, startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GATEWAY_RESTART_EXIT_CODE } from '../apps/gateway/src/parseGatewayArgs.js';
import {
  freePort,
  runScript,
  type RunningProcess,
} from '../apps/server/src/testing/serverProcess.js';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Gateway actions the way an operator runs them: a walk from the walk page and a library made
// from one of its OIDs, Find Equipment over a range and the import of two found cards that then
// read live, the drawer's reorder and delete, a restart with its confirmation (the real agent
// exits and comes back), and a card's name configured and seen on the next walk.

const SUFFIX = Date.now().toString(36);
const CARDS = [
  { name: `ups-card-${SUFFIX}`, kind: 'ups' as const, host: '127.0.0.21' },
  { name: `pdu-card-${SUFFIX}`, kind: 'pdu' as const, host: '127.0.0.22' },
  { name: `env-card-${SUFFIX}`, kind: 'env' as const, host: '127.0.0.23' },
];
const SYS_NAME = '1.3.6.1.2.1.1.5.0';

let browser: Browser;
let simulators: SimulatorsHandle;
let snmpPort = 0;
let admin: TestPage;
let customerID = '';
let agent: RunningProcess | undefined;
let stopping = false;
const agentDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-actions-'));
let restarts = 0;

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function registerGateway(name: string) {
  return (
    await gql<{ registerGateway: { id: string; token: string } }>(
      admin.page,
      `mutation($c: ID!, $n: String!) {
        registerGateway(customerID: $c, name: $n, pollInterval: 5) { id token } }`,
      { c: customerID, n: name },
    )
  ).registerGateway;
}

/** The agent as systemd runs it: started again when it exits with the restart code. */
function superviseAgent(gatewayId: string, token: string) {
  agent = runScript(
    '../gateway/src/cli.ts',
    ['--server', inject('baseUrl'), '--gateway', gatewayId, '--data-dir', agentDir],
    { VIGIL_GATEWAY_TOKEN: token },
  );
  void agent.exited.then((code) => {
    if (!stopping && code === GATEWAY_RESTART_EXIT_CODE) {
      restarts += 1;
      superviseAgent(gatewayId, token);
    }
  });
}

/** Chooses an option of a select named by its label. */
async function choose(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** SNMP v2c credentials and the cards' port on the page's form. */
async function fillCredentials(page: Page, community = 'public') {
  await choose(page, 'SNMP version', 'v2c');
  await page.getByLabel('Community string', { exact: true }).fill(community);
  await page.getByLabel('Port', { exact: true }).fill(String(snmpPort));
}

beforeAll(async () => {
  browser = await launchBrowser();
  snmpPort = await freePort();
  simulators = await startSimulators({
    devices: CARDS.map(({ name, kind, host }) => ({
      name,
      kind,
      snmp: { host, port: snmpPort, community: 'public', writeCommunity: 'private' },
    })),
  });
  admin = await openPage(browser);
  await admin.page.goto('/login');
  await signIn(admin.page, 'admin@vigil.demo', DEMO_PASSWORD);
  await admin.page.waitForURL('**/home');
  customerID = (
    await gql<{ me: { customer: { id: string } } }>(admin.page, '{ me { customer { id } } }')
  ).me.customer.id;
});

afterAll(async () => {
  stopping = true;
  agent?.child.kill('SIGTERM');
  await agent?.exited;
  await simulators?.close();
  await admin?.context.close();
  await browser?.close();
  rmSync(agentDir, { recursive: true, force: true });
});

describe('gateway actions', () => {
  let gatewayId = '';

  beforeAll(async () => {
    const gateway = await registerGateway(`Actions site ${SUFFIX}`);
    gatewayId = gateway.id;
    superviseAgent(gateway.id, gateway.token);
  });

  it('walks a card from the walk page, shows its OIDs and makes a library of one', async () => {
    const { page } = admin;
    await page.goto(`/gateways/${gatewayId}/equipment/walk?ip=${CARDS[0]!.host}`);
    await expect
      .poll(() => page.getByLabel('IP address', { exact: true }).inputValue())
      .toBe(CARDS[0]!.host);
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Walk', exact: true }).click();
    const results = page.getByRole('table', { name: /Walk of/ });
    await results.waitFor({ timeout: 60_000 });
    await page.getByLabel('Search OIDs, types and values').fill(CARDS[0]!.name);
    await expect.poll(() => results.textContent(), { timeout: 20_000 }).toContain(SYS_NAME);

    // The selected OID becomes a library of its own, its sysObjectID found in the walk.
    await page.getByRole('checkbox', { name: `Select ${SYS_NAME}` }).check();
    await page.getByRole('button', { name: 'Create a library from the selected OIDs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a library from the selected OIDs' });
    await expect
      .poll(() => dialog.getByLabel('sysObjectID').inputValue(), { timeout: 20_000 })
      .toBe(`${enterpriseOid('ups')}.1`);
    await dialog.getByLabel('Manufacturer', { exact: true }).fill('Walked');
    await dialog.getByLabel('Model', { exact: true }).fill(`Card ${SUFFIX}`);
    await dialog.getByLabel('Name', { exact: true }).fill('Card name');
    await dialog.getByRole('button', { name: 'Create library' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(/^Library .* created\. It can now be chosen when adding equipment\.$/)
      .waitFor();
    const { equipmentList } = await gql<{
      equipmentList: { id: string; model: string; sysObjectID: string | null }[];
    }>(
      page,
      `query($c: ID!, $q: String) { equipmentList(customerID: $c, query: $q) { id model sysObjectID } }`,
      { c: customerID, q: `Card ${SUFFIX}` },
    );
    expect(equipmentList).toMatchObject([
      { model: `Card ${SUFFIX}`, sysObjectID: `${enterpriseOid('ups')}.1` },
    ]);
    const { equipmentLib } = await gql<{
      equipmentLib: { snmpPoints: { oid: string; name: string }[] };
    }>(
      page,
      `query($id: ID!, $c: ID) {
        equipmentLib(equipmentID: $id, customerID: $c, withRegisters: true) { snmpPoints { oid name } } }`,
      { id: equipmentList[0]!.id, c: customerID },
    );
    expect(equipmentLib.snmpPoints).toEqual([{ oid: SYS_NAME, name: 'Card name' }]);
  });

  it('finds the cards of a range and imports two, which then read live', async () => {
    const { page } = admin;
    await page.goto('/equipment/find');
    await choose(page, 'Gateway', `Actions site ${SUFFIX}`);
    await page.getByLabel('Address range').fill('127.0.0.20-127.0.0.27');
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.waitForURL(/id=\d+/);
    await page.getByText('8 of 8 addresses scanned').waitFor({ timeout: 60_000 });
    for (const card of CARDS) await page.getByText(card.name, { exact: true }).waitFor();
    // A reload keeps the scan: its id is in the address.
    await page.reload();
    await page.getByText(CARDS[1]!.name, { exact: true }).waitFor();

    await page.getByRole('checkbox', { name: `Select ${CARDS[0]!.host}` }).check();
    await page.getByRole('checkbox', { name: `Select ${CARDS[1]!.host}` }).check();
    await page.getByRole('button', { name: 'Import 2 devices' }).click();
    await page.waitForURL(/\/equipment\/import/);
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Import 2 devices' }).click();
    await page.waitForURL(/tab=equipment/);
    await page.getByLabel('Search equipment').fill(CARDS[1]!.name);
    const row = page
      .getByTestId('equipment-row')
      .filter({ has: page.getByRole('link', { name: CARDS[1]!.name, exact: true }) });
    await row.getByRole('link', { name: CARDS[1]!.name, exact: true }).click();
    const sensors = page.getByTestId('equipment-details').getByTestId('sensor-value');
    await expect
      .poll(async () => (await sensors.allTextContents()).join(' '), { timeout: 60_000 })
      .toMatch(/\d/);
  }, 120_000);

  it('restarts the gateway after its confirmation, and the agent comes back', async () => {
    const { page } = admin;
    await page.goto(`/equipment?tab=gateways&selected=${gatewayId}`);
    await page.getByRole('button', { name: 'Gateway actions' }).click();
    await page.getByRole('menuitem', { name: 'Restart' }).click();
    const dialog = page.getByRole('dialog', { name: /Restart/ });
    await dialog.getByText(/typically takes under 10 minutes/).waitFor();
    await dialog.getByRole('button', { name: 'Restart', exact: true }).click();
    // The agent exits with the restart code and is started again (as systemd would)…
    await expect.poll(() => restarts, { timeout: 60_000 }).toBe(1);
    // …and its new process's check-in completes the Restart (a later 'Succeeded' of another
    // action must not pass for it, so this waits for the restart first).
    const drawer = page.getByRole('region', { name: 'Action queue' });
    await expect
      .poll(() => drawer.textContent(), { timeout: 60_000 })
      .toMatch(/Restart[\s\S]*Succeeded/);
    expect(restarts).toBe(1);
  });

  it('tests the connection of a device before adding it', async () => {
    const { page } = admin;
    await page.goto('/equipment?tab=equipment&mode=add');
    const form = page.getByRole('form', { name: 'One device' });
    await choose(page, 'Gateway', `Actions site ${SUFFIX}`);
    await choose(page, 'Manufacturer', 'Vigil Simulated');
    await choose(page, /^Model/, 'SIM-UPS 3000');
    await choose(page, /^Protocol/, 'SNMP');
    await form.getByLabel('IP address', { exact: true }).fill(CARDS[0]!.host);
    await form.getByLabel('Port', { exact: true }).fill(String(snmpPort));
    await choose(page, 'SNMP version', 'v2c');
    await form.getByLabel('Community string', { exact: true }).fill('public');
    await form.getByRole('button', { name: 'Test connection' }).click();
    const works = page.getByRole('alert').filter({ hasText: 'Connection works' });
    await works.waitFor({ timeout: 60_000 });
    expect(await works.textContent()).toContain(`from ${CARDS[0]!.host}:${snmpPort}`);

    await form.getByLabel('Community string', { exact: true }).fill('not-the-community');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Connection failed' })
      .waitFor({ timeout: 60_000 });
  });

  it('configures a card’s name and sees it on the next walk', async () => {
    const { page } = admin;
    const name = `Row A UPS ${SUFFIX}`;
    await page.goto(`/equipment?tab=gateways&selected=${gatewayId}`);
    await page.getByRole('button', { name: 'Configure Card(s)' }).click();
    const dialog = page.getByRole('dialog', { name: /Configure Card/ });
    await dialog.getByLabel('Card addresses').fill(CARDS[2]!.host);
    await dialog.getByRole('checkbox', { name: 'Set the card name (set-name)' }).check();
    await dialog.getByLabel('Card name', { exact: true }).fill(name);
    await choose(page, 'SNMP version', 'v2c');
    await dialog.getByLabel('Community string', { exact: true }).fill('private');
    await dialog.getByLabel('Port', { exact: true }).fill(String(snmpPort));
    await dialog.getByRole('button', { name: 'Configure', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const drawer = page.getByRole('region', { name: 'Action queue' });
    await expect
      .poll(() => drawer.textContent(), { timeout: 60_000 })
      .toMatch(/Configure Card[\s\S]*Succeeded/);

    await page.goto(`/gateways/${gatewayId}/equipment/walk?ip=${CARDS[2]!.host}`);
    await fillCredentials(page);
    await page.getByLabel('Root OID').fill('1.3.6.1.2.1.1');
    await page.getByRole('button', { name: 'Walk', exact: true }).click();
    await expect
      .poll(() => page.getByRole('table', { name: /Walk of/ }).textContent(), { timeout: 60_000 })
      .toContain(name);
  });
});

describe('the action drawer', () => {
  it('reorders and deletes pending actions of a gateway whose agent is away', async () => {
    const { page } = admin;
    // No agent runs for this gateway: what is queued stays pending.
    const { id } = await registerGateway(`Quiet site ${SUFFIX}`);
    for (const action of ['RUN_POLL', 'GATEWAY_META', 'SEND_LOGS']) {
      await gql(
        page,
        `mutation($g: ID!, $a: String!) { addGatewayAction(gatewayID: $g, action: $a) { id } }`,
        { g: id, a: action },
      );
    }
    await page.goto(`/equipment?tab=gateways&selected=${id}`);
    const drawer = page.getByRole('region', { name: 'Action queue' });
    await drawer.getByText('3 in queue').waitFor();
    await drawer.getByRole('button', { name: 'Open the action queue' }).click();
    await drawer.getByRole('button', { name: 'Move Get Log up' }).click();
    const labels = async () =>
      (
        await gql<{ gatewayActionQueue: { label: string }[] }>(
          page,
          `query($g: ID!) { gatewayActionQueue(gatewayID: $g) { label } }`,
          { g: id },
        )
      ).gatewayActionQueue.map((item) => item.label);
    await expect.poll(labels).toEqual(['Poll', 'Get Log', 'Poll Asset Data']);
    // Survives a reload: the order is saved.
    await page.reload();
    await drawer.getByText('3 in queue').waitFor();
    await drawer.getByRole('button', { name: 'Open the action queue' }).click();
    await drawer.getByRole('button', { name: 'Remove Poll Asset Data' }).click();
    await expect.poll(labels).toEqual(['Poll', 'Get Log']);
    await drawer.getByText('2 in queue').waitFor();
  });
});
