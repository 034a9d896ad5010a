import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SNMPD_STABLE_COMMUNITY, startSnmpd, type SnmpdHandle } from '@vigil/gateway/testing';
import { startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/testing/serverProcess.js';
import { startLibraryFixtures, type LibraryFixtures } from './libraryFixtures.js';

// The SNMP template builder's three sources the way a person uses them: a standard MIB file
// uploaded (UPS-MIB) and a walk of Debian's snmpd, each made into a template that is onboarded
// and reads what snmpget reads; and pasted OIDs, symbolic and numeric, resolved and saved.

const run = promisify(execFile);
const SUFFIX = Date.now().toString(36);
const UPS = { name: `builder-ups-${SUFFIX}`, host: '127.0.0.31' };
const UPS_MIB_FILE = fileURLToPath(new URL('../apps/server/mibs/UPS-MIB.txt', import.meta.url));
const CHARGE = '1.3.6.1.2.1.33.1.2.4.0';
const VOLTAGE = '1.3.6.1.2.1.33.1.2.5.0';
/** UCD-SNMP memTotalReal.0 (kB) and IF-MIB ifNumber.0: values that hold still. */
const MEM_TOTAL = '1.3.6.1.4.1.2021.4.5.0';
const IF_NUMBER = '1.3.6.1.2.1.2.1.0';

let simulators: SimulatorsHandle;
let snmpd: SnmpdHandle;
let upsPort = 0;
let site: LibraryFixtures;

/** snmpget's number for an OID of an agent. */
async function snmpget(target: string, community: string, oid: string): Promise<number> {
  const { stdout } = await run('/usr/bin/snmpget', [
    '-v2c',
    '-c',
    community,
    '-On',
    '-Oqv',
    target,
    oid,
  ]);
  return Number(stdout.trim().split(/\s+/)[0]);
}

/** Onboards an SNMP v2c device with a library through the agent; its sensor ids by OID. */
async function onboard(libraryID: string, ip: string, port: number, community: string) {
  const { onboardEquipmentList } = await site.gql<{ onboardEquipmentList: { id: string }[] }>(
    `mutation($g: ID!, $c: ID!, $e: [EquipmentInput!]!) {
      onboardEquipmentList(gatewayID: $g, customerID: $c, equipment: $e) { id } }`,
    {
      g: site.gatewayID,
      c: site.customerID,
      e: [
        {
          ip,
          port,
          manufacturerModel: libraryID,
          description: `Built ${libraryID} ${SUFFIX}`,
          protocol: 'SNMP',
          snmpVersion: '2',
          communityString: community,
        },
      ],
    },
  );
  return onboardEquipmentList[0]!.id;
}

/** The latest value of each sensor of an equipment, by the OID it reads. */
async function readings(equipmentID: string): Promise<Record<string, number | null>> {
  const { sensors } = await site.gql<{
    sensors: { register: string; reading: { value: number | null } | null }[];
  }>(
    `query($e: ID, $c: ID) { sensors(equipmentID: $e, customerID: $c) { register reading { value } } }`,
    { e: equipmentID, c: site.customerID },
  );
  return Object.fromEntries(
    sensors.map((s) => [s.register.replace(/^\./, ''), s.reading?.value ?? null]),
  );
}

/** Whether a sensor reads the agent's value scaled (the simulated UPS's values move a little). */
function near(sensor: number | null | undefined, expected: number): boolean {
  if (sensor === null || sensor === undefined) return false;
  return Math.abs(sensor - expected) <= Math.max(0.5, Math.abs(expected) * 0.02);
}

async function libraryIdFromUrl(page: Page): Promise<string> {
  await page.waitForURL(/\/libraries\/[^/?]+\?tabVal=snmp$/, { timeout: 20_000 });
  return /\/libraries\/([^/?]+)\?/.exec(page.url())![1]!;
}

async function snmpPoints(libraryID: string) {
  return (
    await site.gql<{
      equipmentLib: {
        snmpPoints: { oid: string; name: string; multiplier: number; unit: string | null }[];
      };
    }>(
      `query($id: ID!, $c: ID) { equipmentLib(equipmentID: $id, customerID: $c, withRegisters: true) {
        snmpPoints { oid name multiplier unit } } }`,
      { id: libraryID, c: site.customerID },
    )
  ).equipmentLib.snmpPoints;
}

beforeAll(async () => {
  upsPort = await freePort();
  simulators = await startSimulators({
    devices: [
      { name: UPS.name, kind: 'ups', snmp: { host: UPS.host, port: upsPort, community: 'public' } },
    ],
  });
  snmpd = await startSnmpd([]);
  site = await startLibraryFixtures(`Builder site ${SUFFIX}`, 'vigil-e2e-builder-');
});

afterAll(async () => {
  await site?.close();
  await snmpd?.stop();
  await simulators?.close();
});

/** Picks one object of the chosen module, found by its name. */
async function pickObject(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search objects').fill(name);
  const pick = dialog.getByRole('checkbox', { name: `Pick ${name}`, exact: true });
  await pick.waitFor({ timeout: 20_000 });
  await pick.check();
}

/** The picked row of an OID. */
function pickedRow(page: Page, oid: string) {
  return page.getByTestId('picked-oid').filter({ hasText: oid });
}

describe('the SNMP template builder', () => {
  it('builds a template from an uploaded UPS-MIB that reads what snmpget reads', async () => {
    const { page } = site.admin;
    await page.goto('/libraries');
    await page.getByRole('button', { name: 'New SNMP template' }).click();
    await page.waitForURL(/builder=snmp&source=mib/);
    const dialog = page.getByRole('dialog', { name: 'New SNMP template' });
    await dialog.getByTestId('mib-file').setInputFiles(UPS_MIB_FILE);
    await dialog.getByText(/^UPS-MIB was read: \d+ objects\.$/).waitFor({ timeout: 30_000 });
    await pickObject(page, 'upsEstimatedChargeRemaining');
    await pickObject(page, 'upsBatteryVoltage');
    // The MIB's UNITS '0.1 Volt DC' set the multiplier.
    expect(await pickedRow(page, VOLTAGE).getByLabel('Multiplier').inputValue()).toBe('0.1');
    await pickedRow(page, VOLTAGE).getByLabel('Name').fill('Battery voltage');
    await pickedRow(page, VOLTAGE).getByLabel('Unit').fill('V');
    await dialog.getByLabel('Manufacturer', { exact: true }).fill('Built');
    await dialog.getByLabel('Model', { exact: true }).fill(`MIB UPS ${SUFFIX}`);
    await dialog.getByRole('button', { name: 'Save template' }).click();
    const libraryID = await libraryIdFromUrl(page);
    await page.getByRole('table', { name: 'SNMP OIDs' }).getByText('Battery voltage').waitFor();
    expect(await snmpPoints(libraryID)).toEqual([
      { oid: CHARGE, name: 'upsEstimatedChargeRemaining', multiplier: 1, unit: 'percent' },
      { oid: VOLTAGE, name: 'Battery voltage', multiplier: 0.1, unit: 'V' },
    ]);

    const equipmentID = await onboard(libraryID, UPS.host, upsPort, 'public');
    const target = `${UPS.host}:${upsPort}`;
    await expect
      .poll(
        async () => {
          const values = await readings(equipmentID);
          const charge = await snmpget(target, 'public', CHARGE);
          const voltage = await snmpget(target, 'public', VOLTAGE);
          return near(values[CHARGE], charge) && near(values[VOLTAGE], voltage * 0.1);
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
  }, 120_000);

  it('builds a template from a walk of snmpd that reads what snmpget reads', async () => {
    const { page } = site.admin;
    // The walk, queued from the walk page as an operator does.
    await page.goto(`/gateways/${site.gatewayID}/equipment/walk?ip=127.0.0.1`);
    await page.getByRole('combobox', { name: 'SNMP version' }).click();
    await page.getByRole('option', { name: 'v2c', exact: true }).click();
    await page.getByLabel('Community string', { exact: true }).fill(SNMPD_STABLE_COMMUNITY);
    await page.getByLabel('Port', { exact: true }).fill(String(snmpd.port));
    await page.getByRole('button', { name: 'Walk', exact: true }).click();
    await page.getByRole('table', { name: /Walk of/ }).waitFor({ timeout: 60_000 });

    await page.goto('/libraries?builder=snmp&source=walk');
    const dialog = page.getByRole('dialog', { name: 'New SNMP template' });
    await dialog.getByRole('combobox', { name: 'Gateway' }).click();
    await page.getByRole('option', { name: `Builder site ${SUFFIX}`, exact: true }).click();
    // The walk's sysObjectID is the new library's.
    const sysObjectID = await snmpd.snmpget(['-v2c', '-c', 'public', '-On'], ['1.3.6.1.2.1.1.2.0']);
    await expect
      .poll(() => dialog.getByLabel('sysObjectID').inputValue(), { timeout: 20_000 })
      .toBe(sysObjectID[0]!.replace(/^\./, ''));
    for (const oid of [MEM_TOTAL, IF_NUMBER]) {
      await dialog.getByLabel('Search OIDs or values').fill(oid);
      const pick = dialog.getByRole('checkbox', { name: `Pick ${oid}`, exact: true });
      await pick.waitFor({ timeout: 20_000 });
      await pick.check();
    }
    await pickedRow(page, MEM_TOTAL).getByLabel('Name').fill('Memory total');
    await pickedRow(page, MEM_TOTAL).getByLabel('Unit').fill('MB');
    await pickedRow(page, MEM_TOTAL).getByLabel('Multiplier').fill('0.001');
    await pickedRow(page, IF_NUMBER).getByLabel('Name').fill('Interfaces');
    await dialog.getByLabel('Manufacturer', { exact: true }).fill('Net-SNMP');
    await dialog.getByLabel('Model', { exact: true }).fill(`snmpd ${SUFFIX}`);
    await dialog.getByRole('button', { name: 'Save template' }).click();
    const libraryID = await libraryIdFromUrl(page);
    await page.getByRole('table', { name: 'SNMP OIDs' }).getByText('Memory total').waitFor();

    const equipmentID = await onboard(libraryID, '127.0.0.1', snmpd.port, SNMPD_STABLE_COMMUNITY);
    const target = `127.0.0.1:${snmpd.port}`;
    const memory = await snmpget(target, SNMPD_STABLE_COMMUNITY, MEM_TOTAL);
    const interfaces = await snmpget(target, SNMPD_STABLE_COMMUNITY, IF_NUMBER);
    await expect
      .poll(
        async () => {
          const values = await readings(equipmentID);
          return (
            Math.abs((values[MEM_TOTAL] ?? Number.NaN) - memory * 0.001) < 0.01 &&
            values[IF_NUMBER] === interfaces
          );
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
  }, 150_000);

  it('resolves pasted OIDs, symbolic and numeric, and saves them', async () => {
    const { page } = site.admin;
    await page.goto('/libraries?builder=snmp&source=paste');
    const dialog = page.getByRole('dialog', { name: 'New SNMP template' });
    await dialog
      .getByLabel('OIDs, one a line')
      .fill(`UPS-MIB::upsEstimatedChargeRemaining.0\n.1.3.6.1.2.1.33.1.2.4.0\nnot an oid`);
    await dialog.getByText(/^Line 3: not an oid/).waitFor();
    const checked = dialog.getByRole('table', { name: 'Checked OIDs' });
    await expect
      .poll(() => checked.textContent(), { timeout: 20_000 })
      .toMatch(/UPS-MIB::upsEstimatedChargeRemaining\.0[\s\S]*1\.3\.6\.1\.2\.1\.33\.1\.2\.4\.0/);
    await dialog.getByRole('button', { name: 'Add 1 OID' }).click();
    await pickedRow(page, CHARGE).waitFor();
    await dialog.getByLabel('Manufacturer', { exact: true }).fill('Pasted');
    await dialog.getByLabel('Model', { exact: true }).fill(`Pasted UPS ${SUFFIX}`);
    await dialog.getByRole('button', { name: 'Save template' }).click();
    const libraryID = await libraryIdFromUrl(page);
    expect(await snmpPoints(libraryID)).toEqual([
      { oid: CHARGE, name: 'upsEstimatedChargeRemaining', multiplier: 1, unit: 'percent' },
    ]);
  });
});
