import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  freePort,
  runScript,
  type RunningProcess,
} from '../apps/server/src/testing/serverProcess.js';
import { DEMO_PASSWORD, force, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Told at once: the demo admin subscribes to red and cleared alerts of the demo dashboard, the
// UPS is forced past red, and the alarm shows in My Alerts and the header without a reload while
// its e-mail reaches a real SMTP server; its acknowledge link works signed out; the clear is
// mailed too; the same fault with the UPS in maintenance tells nobody; and a gateway whose
// agent is killed raises one alarm, not one per sensor.

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;

/** Mails to the admin about the UPS load whose subject matches, oldest first. */
const loadMails = async (subject: RegExp) =>
  (await mails()).filter(
    (m) =>
      m.to.includes('admin@vigil.demo') &&
      subject.test(m.subject) &&
      /Load percent/.test(m.subject),
  );

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await force('ups-1', { loadPercent: 40 });
  await browser?.close();
});

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signedIn(email: string): Promise<TestPage> {
  const opened = await openPage(browser);
  await opened.page.goto('/login');
  await signIn(opened.page, email, DEMO_PASSWORD);
  await opened.page.waitForURL('**/home');
  return opened;
}

const alarmCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Alarms' }).getByRole('listitem').filter({ hasText: name });

async function setMaintenance(page: Page, on: boolean) {
  await page.goto('/equipment?tab=equipment');
  await page.getByLabel('Search equipment').fill('UPS A');
  await page.waitForURL(/query=/);
  const row = page
    .getByTestId('equipment-row')
    .filter({ has: page.getByRole('link', { name: 'UPS A', exact: true }) });
  await row.getByRole('link', { name: 'UPS A', exact: true }).click();
  const toggle = page.getByTestId('equipment-details').getByRole('switch', { name: 'Maintenance' });
  await toggle.waitFor();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect.poll(() => toggle.isChecked()).toBe(on);
}

describe('alarms and notifications', () => {
  let admin: TestPage;

  beforeAll(async () => {
    // A known start: the UPS load normal, its alarm (if an earlier test raised one) cleared.
    await force('ups-1', { loadPercent: 40 });
    admin = await signedIn('admin@vigil.demo');
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it('subscribes to red and cleared alerts on the view’s alerts page', async () => {
    const { page } = admin;
    await page.goto(`/views/${encodeURIComponent('DC1 Overview')}/alerts`);
    const kinds = page.getByRole('group', { name: 'Alerts of admin@vigil.demo' });
    for (const kind of ['Red', 'Cleared']) {
      const box = kinds.getByRole('checkbox', { name: kind, exact: true });
      if (!(await box.isChecked())) await box.check();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Success').waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Alerts of admin@vigil.demo' })
          .getByRole('checkbox', { name: 'Red', exact: true })
          .isChecked(),
      )
      .toBe(true);
  });

  it('shows a red alarm live, e-mails it, and takes its acknowledgement signed out', async () => {
    const { page } = admin;
    await page.goto('/alerts');
    await page.getByRole('heading', { name: 'My Alerts' }).waitFor();
    const mailedBefore = (await loadMails(/ALARM/)).length;

    await force('ups-1', { loadPercent: 95 });
    // Without a reload: the list and the header's count.
    await alarmCard(page, 'Load percent').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: /^Open alarms: [1-9]/ }).waitFor();

    await expect
      .poll(async () => (await loadMails(/ALARM/)).length, { timeout: 30_000 })
      .toBe(mailedBefore + 1);
    const [mail] = (await loadMails(/ALARM/)).slice(-1);
    expect(mail!.text).toContain('View: DC1 Overview');
    const link = /(http\S+\/alerts\/[0-9a-f.]+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();

    // The link works for someone who is not signed in.
    const visitor = await openPage(browser);
    try {
      await visitor.page.goto(link!);
      await visitor.page.getByText('Load percent').first().waitFor();
      await visitor.page.getByLabel('Comment (optional)').fill('Shedding load on rack 4');
      await visitor.page.getByRole('button', { name: 'Acknowledge' }).click();
      await visitor.page.getByText('Alarm acknowledged').waitFor();
      // A link that was tampered with is refused in the spec's words.
      await visitor.page.goto(`${link!.slice(0, -1)}${link!.endsWith('0') ? '1' : '0'}`);
      await visitor.page.getByText('Invalid token').waitFor();
    } finally {
      await visitor.context.close();
    }

    // Acknowledged with who and the comment, without a reload.
    await page.getByRole('tab', { name: /^Acknowledged/ }).click();
    await expect
      .poll(() => alarmCard(page, 'Load percent').first().textContent(), { timeout: 15_000 })
      .toContain('Shedding load on rack 4');
  });

  it('mails the clear when the value comes back', async () => {
    const clearedBefore = (await loadMails(/CLEARED/)).length;
    await force('ups-1', { loadPercent: 40 });
    // Within the storm window of the last message it waits a few seconds, then goes out.
    await expect
      .poll(async () => (await loadMails(/CLEARED/)).length, { timeout: 40_000 })
      .toBe(clearedBefore + 1);
  });

  it('tells nobody of an alarm of equipment in maintenance, and shows it suppressed', async () => {
    const { page } = admin;
    await setMaintenance(page, true);
    try {
      const mailedBefore = (await mails()).length;
      await force('ups-1', { loadPercent: 95 });
      await page.goto('/alerts');
      const card = alarmCard(page, 'Load percent').filter({
        hasText: 'Suppressed (maintenance or repair)',
      });
      await card.first().waitFor({ timeout: 30_000 });
      // Notifications are written with the alarm's transition, in one transaction: an alarm
      // shown with nobody in its delivery log will never be mailed.
      await card.first().getByRole('button', { name: 'Delivery log of Load percent' }).click();
      await card.first().getByText('Nobody was notified of this alarm.').waitFor();
      expect((await mails()).length).toBe(mailedBefore);
      await force('ups-1', { loadPercent: 40 });
      await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(0);
      expect((await mails()).length).toBe(mailedBefore);
    } finally {
      await setMaintenance(page, false);
    }
  });
});

describe('a gateway that goes silent', () => {
  const suffix = Date.now().toString(36);
  const gatewayName = `Alarm site ${suffix}`;
  const agentDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-alerts-'));
  let simulators: SimulatorsHandle;
  let agent: RunningProcess | undefined;
  let admin: TestPage;

  beforeAll(async () => {
    const snmpPort = await freePort();
    simulators = await startSimulators({
      devices: [
        { name: `env-${suffix}`, kind: 'env', snmp: { host: '127.0.0.31', port: snmpPort } },
      ],
    });
    admin = await signedIn('admin@vigil.demo');
    const { page } = admin;
    const customerID = (
      await gql<{ me: { customer: { id: string } } }>(page, '{ me { customer { id } } }')
    ).me.customer.id;
    const gateway = (
      await gql<{ registerGateway: { id: string; token: string } }>(
        page,
        `mutation($c: ID!, $n: String!) {
          registerGateway(customerID: $c, name: $n, pollInterval: 5) { id token } }`,
        { c: customerID, n: gatewayName },
      )
    ).registerGateway;
    const [library] = (
      await gql<{ equipmentList: { id: string; model: string }[] }>(
        page,
        `query($c: ID) { equipmentList(customerID: $c, allLists: true, query: "SIM-ENV TH1") {
          id model } }`,
        { c: customerID },
      )
    ).equipmentList.filter((l) => l.model === 'SIM-ENV TH1');
    const equipment = (
      await gql<{ onboardEquipment: { id: string } }>(
        page,
        `mutation($g: ID!, $c: ID!, $l: ID, $p: Int) { onboardEquipment(gatewayID: $g,
          customerID: $c, ip: "127.0.0.31", port: $p, manufacturerModel: $l,
          description: "Aisle probe", protocol: "SNMP", snmpVersion: "2",
          communityString: "public") { id } }`,
        { g: gateway.id, c: customerID, l: library!.id, p: snmpPort },
      )
    ).onboardEquipment;
    const sensors = (
      await gql<{ sensors: { id: string }[] }>(
        page,
        `query($c: ID, $e: ID) { sensors(customerID: $c, equipmentID: $e) { id } }`,
        { c: customerID, e: equipment.id },
      )
    ).sensors;
    expect(sensors.length).toBeGreaterThan(1);
    const view = (
      await gql<{ newView: { id: string } }>(
        page,
        `mutation($c: ID!, $n: String!) { newView(customerID: $c, name: $n) { id } }`,
        { c: customerID, n: `Aisle ${suffix}` },
      )
    ).newView;
    await gql(
      page,
      `mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }`,
      { v: view.id, w: { type: 'TREND', name: 'Aisle', sensorIDs: sensors.map((s) => s.id) } },
    );
    const me = (await gql<{ me: { id: string } }>(page, '{ me { id } }')).me;
    await gql(
      page,
      `mutation($v: ID!, $c: ID!, $a: [ViewAlertsInput!]!) {
        updateViewAlerts(viewID: $v, customerID: $c, alerts: $a) { userID } }`,
      {
        v: view.id,
        c: customerID,
        a: [{ userID: me.id, disconnected: true, red: true, yellow: true }],
      },
    );
    agent = runScript(
      '../gateway/src/cli.ts',
      ['--server', inject('baseUrl'), '--gateway', gateway.id, '--data-dir', agentDir],
      { VIGIL_GATEWAY_TOKEN: gateway.token },
    );
  });
  afterAll(async () => {
    agent?.child.kill('SIGTERM');
    await agent?.exited;
    await simulators?.close();
    await admin?.context.close();
    rmSync(agentDir, { recursive: true, force: true });
  });

  it('raises one gateway alarm and one e-mail when its agent dies, none per sensor', async () => {
    const { page } = admin;
    await page.goto(`/alerts?query=${encodeURIComponent('Aisle probe')}`);
    // The agent reads the probe: its sensors have values (the gateway is alive).
    await expect
      .poll(
        async () =>
          (
            await gql<{ sensors: { reading: { value: number | null } | null }[] }>(
              page,
              `query($q: String) { sensors(query: $q) { reading { value } } }`,
              { q: 'Aisle probe' },
            )
          ).sensors.some((s) => s.reading?.value != null),
        { timeout: 30_000 },
      )
      .toBe(true);
    const before = (await mails()).length;

    agent!.child.kill('SIGKILL');
    await agent!.exited;
    agent = undefined;

    // Two poll intervals on, the gateway is silent: its alarm shows, live.
    await page.goto(`/alerts?query=${encodeURIComponent(gatewayName)}`);
    await alarmCard(page, gatewayName).first().waitFor({ timeout: 40_000 });
    await expect
      .poll(async () => (await mails()).filter((m) => m.subject.includes(gatewayName)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const sinceKill = (await mails()).slice(before);
    expect(sinceKill.map((m) => m.subject)).toEqual([
      expect.stringContaining(`DISCONNECTED: ${gatewayName}`),
    ]);
    // Its sensors show as disconnected under it, with no alarm of their own in the list.
    await page.goto(`/alerts?query=${encodeURIComponent('Aisle probe')}`);
    await page.getByText('No open alarms').first().waitFor();
  });
});
