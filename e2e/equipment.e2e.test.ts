import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@vigil/domain';
import { startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runScript, type RunningProcess } from '../apps/server/src/testing/serverProcess.js';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Running a site from the app, as the demo admin: the fleet, a device in maintenance on its
// dashboard, a device added by the bulk form, a new gateway whose real agent connects, files,
// logs and live traps; then the same pages as the read-only viewer, and its mutations refused.

let browser: Browser;
let simulators: SimulatorsHandle;
let agent: RunningProcess | undefined;
const agentDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-agent-'));
const SUFFIX = Date.now().toString(36);
const GATEWAY = `Hall B ${SUFFIX}`;
const PDU = `Rack PDU ${SUFFIX}`;

beforeAll(async () => {
  browser = await launchBrowser();
  simulators = await startSimulators({
    devices: [{ name: 'pdu-e2e', kind: 'pdu', modbus: { host: '127.0.0.1', port: 0 } }],
  });
});

afterAll(async () => {
  agent?.child.kill('SIGTERM');
  await agent?.exited;
  await simulators?.close();
  await browser?.close();
  rmSync(agentDir, { recursive: true, force: true });
});

async function signedIn(email: string): Promise<TestPage> {
  const opened = await openPage(browser);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await opened.page.goto('/login');
  await signIn(opened.page, email, DEMO_PASSWORD);
  await opened.page.waitForURL('**/home');
  return opened;
}

const row = (page: Page, name: string) =>
  page.getByTestId('equipment-row').filter({ has: page.getByRole('link', { name, exact: true }) });

const details = (page: Page) => page.getByTestId('equipment-details');

async function openEquipment(page: Page, name: string) {
  await page.getByLabel('Search equipment').fill(name);
  await page.waitForURL(/query=/);
  await row(page, name).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/selected=\d+/);
  await details(page).getByRole('heading', { name }).waitFor();
}

/** Chooses an option of a select or autocomplete named by its label. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: RegExp,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('equipment and gateways', () => {
  let admin: TestPage;
  let pduPort = 0;

  beforeAll(async () => {
    admin = await signedIn('admin@vigil.demo');
    pduPort = simulators.devices[0]!.describe().modbus!.port;
  });
  afterAll(async () => {
    await admin.context.close();
  });

  it('finds the SNMP UPS, puts it in maintenance and sees it flagged on its dashboard', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Equipment', exact: true }).first().click();
    await page.waitForURL(/\/equipment/);
    await page.getByRole('heading', { name: 'My Equipment' }).waitFor();
    // Filter by protocol, then search: both land in the address and survive a reload.
    await page.getByTestId('equipment-filter-protocol').click();
    await page.getByRole('menuitemcheckbox', { name: 'SNMP' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/eq_filter=protocol_SNMP/);
    await openEquipment(page, 'UPS A');
    await page.reload();
    await details(page).getByRole('heading', { name: 'UPS A' }).waitFor();
    expect(page.url()).toMatch(/eq_filter=protocol_SNMP/);
    expect(await row(page, 'Cold aisle sensor').count()).toBe(0);

    const maintenance = details(page).getByRole('switch', { name: 'Maintenance' });
    await maintenance.click();
    await expect.poll(() => maintenance.isChecked()).toBe(true);
    await expect.poll(() => row(page, 'UPS A').textContent()).toContain('Maintenance');

    await page.goto('/views/DC1%20Overview');
    await expect
      .poll(() => page.getByTestId('widget-service-flag').first().textContent(), {
        timeout: 20_000,
      })
      .toBe('In maintenance');

    await page.goBack();
    await page.waitForURL(/selected=\d+/);
    await details(page).getByRole('switch', { name: 'Maintenance' }).click();
    await expect
      .poll(() => details(page).getByRole('switch', { name: 'Maintenance' }).isChecked())
      .toBe(false);
  });

  let gatewayId = '';
  let token = '';

  it('registers a gateway and shows its token once, with the install command', async () => {
    const { page } = admin;
    await page.goto('/equipment?tab=gateways');
    await page.getByRole('button', { name: 'Register gateway' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Register gateway' });
    await dialog.getByLabel('Name').fill(GATEWAY);
    await dialog.getByLabel('Poll interval (seconds)').fill('5');
    await dialog.getByRole('button', { name: 'Register gateway' }).click();

    const tokenDialog = page.getByRole('dialog', { name: `Gateway ${GATEWAY} registered` });
    await tokenDialog.waitFor();
    await tokenDialog.getByRole('button', { name: 'Copy token' }).click();
    token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token.length).toBeGreaterThan(20);
    const command = (await tokenDialog.getByTestId('copyable-Install command').textContent()) ?? '';
    expect(command).toContain(`VIGIL_GATEWAY_TOKEN=${token}`);
    gatewayId = /--gateway (\d+)/.exec(command)?.[1] ?? '';
    expect(gatewayId).not.toBe('');
    await tokenDialog.getByRole('button', { name: 'Done' }).click();
    await tokenDialog.waitFor({ state: 'hidden' });
    // Shown once: nowhere on the page any more.
    expect(await page.content()).not.toContain(token);
    await page.getByTestId(`gateway-row-${gatewayId}`).waitFor();
  });

  it('adds a Modbus device by the bulk form and refuses a duplicate with the spec message', async () => {
    const { page } = admin;
    await page.goto('/equipment?tab=equipment&mode=add');
    const dialog = page.getByRole('dialog', { name: 'Add equipment' });
    const addRows = async (rows: string) => {
      await dialog.getByRole('tab', { name: 'Many devices' }).click();
      await choose(page, dialog, /^Gateway/, GATEWAY);
      await choose(page, dialog, /^Manufacturer/, 'Vigil Simulated');
      await choose(page, dialog, /^Model/, 'SIM-PDU 8');
      await choose(page, dialog, /^Protocol/, 'Modbus');
      await dialog.getByLabel('Pasted table').fill(rows);
      await dialog.getByRole('button', { name: 'Use pasted rows' }).click();
    };
    await addRows(`description,ip,port\n${PDU},127.0.0.1,${pduPort}`);
    await dialog.getByRole('button', { name: 'Add 1 device' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/equipment?tab=equipment&mode=add');
    await addRows(`description,ip,port\n${PDU},127.0.0.1,1502\nSpare PDU ${SUFFIX},127.0.0.1,1503`);
    await dialog.getByRole('button', { name: 'Add 2 devices' }).click();
    await dialog.getByText(messages.equipmentNamesTaken([PDU])).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('starts a real agent with the token and sees the gateway connect and the device read', async () => {
    const { page } = admin;
    agent = runScript(
      '../gateway/src/cli.ts',
      ['--server', inject('baseUrl'), '--gateway', gatewayId, '--data-dir', agentDir],
      { VIGIL_GATEWAY_TOKEN: token },
    );
    await page.goto(`/equipment?tab=gateways&selected=${gatewayId}`);
    const gatewayRow = page.getByTestId(`gateway-row-${gatewayId}`);
    await expect.poll(() => gatewayRow.textContent(), { timeout: 30_000 }).toMatch(/Connected/);

    await page.goto('/equipment?tab=equipment');
    await openEquipment(page, PDU);
    const sensors = details(page).getByTestId('sensor-value');
    await expect
      .poll(async () => (await sensors.allTextContents()).join(' '), { timeout: 30_000 })
      .toMatch(/\d/);
  });

  it('uploads a file to the device and downloads it again', async () => {
    const { page } = admin;
    await details(page).getByRole('link', { name: 'Files' }).click();
    await page.waitForURL(/\/ip\/127_0_0_1\/files/);
    const content = `Commissioning notes for ${PDU}\n`;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'commissioning.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    const files = page.getByRole('table', { name: 'Files of the equipment' });
    await files.getByRole('link', { name: 'commissioning.txt', exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: 'Download commissioning.txt' }).click(),
    ]);
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toBe(content);
  });

  it('opens the UPS logs and sees a trap sent by the simulator arrive live', async () => {
    const { page } = admin;
    await page.goto('/equipment?tab=equipment');
    await openEquipment(page, 'UPS A');
    await details(page).getByRole('link', { name: 'Logs' }).click();
    await page.waitForURL(/\/logs/);
    // The maintenance toggles of the first test, with who did them.
    await page.getByText('Maintenance mode on.').first().waitFor();
    const entry = page.getByRole('listitem').filter({ hasText: 'Maintenance mode on.' }).first();
    expect(await entry.textContent()).toMatch(/by \S+/);

    await page.getByRole('tab', { name: 'Traps' }).click();
    await page.waitForURL(/\/traps/);
    const traps = page.locator('[data-testid^="trap-"]');
    const mains = (failed: boolean) =>
      fetch(`${inject('controlUrl')}/devices/ups-1/mains`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ failed }),
      });
    // Mains back first (another test may have left it failed), so the failure is a new event.
    expect((await mains(false)).status).toBe(200);
    await page
      .getByText(/^\d+ traps?$|^No traps received/)
      .first()
      .waitFor();
    const before = await traps.count();
    expect((await mains(true)).status).toBe(200);
    await expect.poll(() => traps.count(), { timeout: 20_000 }).toBeGreaterThan(before);
    await mains(false);
  });

  it('deletes the device after confirming', async () => {
    const { page } = admin;
    await page.goto('/equipment?tab=equipment');
    await openEquipment(page, PDU);
    await details(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${PDU}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => row(page, PDU).count()).toBe(0);
  });
});

describe('the read-only viewer', () => {
  it('sees the same pages read-only, and each mutation called directly is refused', async () => {
    const { page, context } = await signedIn('viewer@vigil.demo');
    try {
      await page.goto('/equipment');
      await page.getByRole('heading', { name: 'My Equipment' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add equipment' }).count()).toBe(0);
      await openEquipment(page, 'UPS A');
      expect(await details(page).getByRole('switch', { name: 'Maintenance' }).isDisabled()).toBe(
        true,
      );
      expect(await details(page).getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await details(page).getByRole('link', { name: 'Files' }).click();
      await page.getByText('No files kept with this equipment yet.').waitFor();
      expect(await page.getByRole('button', { name: 'Choose files' }).count()).toBe(0);
      await page.goto('/equipment?tab=gateways');
      await page.getByRole('table', { name: 'Gateways' }).waitFor();
      expect(await page.getByRole('button', { name: 'Register gateway' }).count()).toBe(0);

      const me = (await (
        await context.request.post('/graphql', {
          data: { query: '{ me { customer { id } } }' },
        })
      ).json()) as { data: { me: { customer: { id: string } } } };
      const customerID = me.data.me.customer.id;
      const list = (await (
        await context.request.post('/graphql', {
          data: {
            query: `query($c: ID!) { allEquipment(customerID: $c, query: "UPS A") { items { id gateway { id } } } }`,
            variables: { c: customerID },
          },
        })
      ).json()) as { data: { allEquipment: { items: { id: string; gateway: { id: string } }[] } } };
      const ups = list.data.allEquipment.items[0]!;
      const mutations: [string, Record<string, unknown>][] = [
        [
          'mutation($e: ID!, $c: ID) { setMaintenanceMode(equipmentID: $e, isMaintenance: true, customerID: $c) { id } }',
          { e: ups.id, c: customerID },
        ],
        [
          'mutation($e: ID!, $c: ID) { setRepairMode(equipmentID: $e, isRepair: true, customerID: $c) { id } }',
          { e: ups.id, c: customerID },
        ],
        [
          'mutation($e: ID!, $c: ID) { setLockedMode(equipmentID: $e, locked: true, customerID: $c) { id } }',
          { e: ups.id, c: customerID },
        ],
        [
          'mutation($e: ID!, $c: ID!) { updateEquipment(id: $e, customerID: $c, description: "Mine") { id } }',
          { e: ups.id, c: customerID },
        ],
        [
          'mutation($e: ID!, $c: ID) { deleteEquipment(id: $e, customerID: $c) }',
          { e: ups.id, c: customerID },
        ],
        [
          'mutation($g: ID!, $c: ID!) { onboardEquipmentList(gatewayID: $g, customerID: $c, equipment: [{ip: "10.9.9.9", description: "X", protocol: "Modbus", manufacturerModel: "1"}]) { id } }',
          { g: ups.gateway.id, c: customerID },
        ],
        [
          'mutation($c: ID!) { registerGateway(customerID: $c, name: "Viewer gateway") { id } }',
          { c: customerID },
        ],
        [
          'mutation($g: ID!, $c: ID) { updateGateway(gatewayID: $g, customerID: $c, name: "Renamed") { id } }',
          { g: ups.gateway.id, c: customerID },
        ],
        [
          'mutation($g: ID!, $c: ID) { rotateGatewayToken(gatewayID: $g, customerID: $c) { token } }',
          { g: ups.gateway.id, c: customerID },
        ],
        [
          'mutation($g: ID!, $c: ID) { deleteGateway(gatewayID: $g, customerID: $c) }',
          { g: ups.gateway.id, c: customerID },
        ],
      ];
      for (const [query, variables] of mutations) {
        const answer = (await (
          await context.request.post('/graphql', { data: { query, variables } })
        ).json()) as { data?: unknown; errors?: { message: string }[] };
        expect(answer.errors?.[0]?.message, query).toMatch(
          /privileges|manage gateways|access to this information/,
        );
      }
      const upload = await context.request.post(`/files/equipment/${ups.id}`, {
        headers: { 'content-type': 'text/plain', 'x-file-name': 'x.txt' },
        data: 'nope',
      });
      expect(upload.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});

describe('on a phone', () => {
  it('fits the shell and every equipment page into 360 px', async () => {
    const { page, context } = await signedIn('admin@vigil.demo');
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      const fits = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(path);
        await ready();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(360);
      };
      await fits('/home', () => page.getByRole('heading', { name: /^Welcome to/ }).waitFor());
      // The area tabs move behind the navigation button.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('link', { name: 'Equipment' }).click();
      await page.waitForURL(/\/equipment/);
      await fits('/equipment', () => page.getByTestId('equipment-row').first().waitFor());
      await openEquipment(page, 'UPS A');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await fits('/equipment?tab=gateways', () =>
        page.getByRole('table', { name: 'Gateways' }).waitFor(),
      );
    } finally {
      await context.close();
    }
  });
});
