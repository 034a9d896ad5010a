import { messages } from '@vigil/domain';
import { startPymodbus, type PeerProcess } from '@vigil/gateway/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLibraryFixtures, type LibraryFixtures } from './libraryFixtures.js';

// The Modbus side of the libraries the way a person uses it: a library made on the Libraries
// page, its template written on Add Modbus Template and read through a real agent from
// pymodbus, whose FLOAT is served CDAB, the CDAB order picked in the four-order preview and
// saved; a device onboarded with it reads the true value; the register's multiplier edited on
// the library's page scales the next readings; and deleting the register its sensor reads is
// refused with the spec's message.

const SUFFIX = Date.now().toString(36);
const UNIT_ID = 9;
const GATEWAY = `Modbus site ${SUFFIX}`;
const MODEL = `Chiller ${SUFFIX}`;
const REGISTER = `Supply temperature ${SUFFIX}`;
/** pymodbusServer.py: holding registers 24-25 hold 123.456 as a float32 sent CDAB. */
const ADDRESS = 24;
const TRUE_VALUE = 123.456;

let pymodbus: PeerProcess | undefined;
let modbusPort = 0;
let site: LibraryFixtures;

/** The latest value of the equipment's one sensor, as the server stored it. */
async function reading(equipmentID: string): Promise<number | null> {
  const { sensors } = await site.gql<{
    sensors: { name: string; reading: { value: number | null } | null }[];
  }>(
    `query($e: ID, $c: ID) { sensors(equipmentID: $e, customerID: $c) { name reading { value } } }`,
    { e: equipmentID, c: site.customerID },
  );
  return sensors.find((sensor) => sensor.name === REGISTER)?.reading?.value ?? null;
}

/** Whether the stored value is `expected` to float32 precision. */
function reads(value: number | null, expected: number): boolean {
  return value !== null && Math.abs(value - expected) < Math.abs(expected) * 1e-5;
}

/** The sensor's value as the sensors page shows it. */
async function shownValue(page: Page): Promise<string> {
  await page.goto(`/sensors?query=${encodeURIComponent(REGISTER)}`);
  const row = page.getByTestId('sensor-row').filter({ hasText: REGISTER });
  await row.first().waitFor();
  return (await row.first().getByTestId('sensor-value').textContent()) ?? '';
}

beforeAll(async () => {
  ({ port: modbusPort, peer: pymodbus } = await startPymodbus(UNIT_ID));
  site = await startLibraryFixtures(GATEWAY, 'vigil-e2e-libraries-');
});

afterAll(async () => {
  await site?.close();
  await pymodbus?.stop();
});

describe('Modbus libraries', () => {
  let libraryID = '';
  let equipmentID = '';

  it('writes a template whose CDAB FLOAT reads right once CDAB is picked in the four-order preview', async () => {
    const { page } = site.admin;
    await page.goto('/libraries');
    await page.getByRole('button', { name: 'New library' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New library' });
    await dialog.getByLabel('Model', { exact: true }).fill(MODEL);
    await dialog.getByLabel('Manufacturer', { exact: true }).fill('Pymodbus');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/libraries\/\d+/);
    libraryID = /\/libraries\/(\d+)/.exec(page.url())![1]!;

    await page.getByRole('tab', { name: /^Modbus/ }).click();
    await page.getByRole('link', { name: 'Add Modbus Template' }).click();
    await page.waitForURL(new RegExp(`/libraries/add/${libraryID}$`));

    const rows = page.getByRole('form', { name: 'Registers' });
    await rows.getByLabel('Name', { exact: true }).fill(REGISTER);
    await rows.getByLabel('Function code', { exact: true }).selectOption('3');
    await rows.getByLabel('Starting register', { exact: true }).fill(String(ADDRESS));
    await rows.getByLabel('Data type', { exact: true }).selectOption('FLOAT');
    expect(await rows.getByLabel('Word order', { exact: true }).inputValue()).toBe('ABCD');
    await rows.getByLabel('Unit', { exact: true }).fill('°C');

    const preview = page.getByRole('region', { name: 'Live preview' });
    await preview.getByLabel('Gateway', { exact: true }).selectOption({ label: GATEWAY });
    await preview.getByLabel('Device IP', { exact: true }).fill('127.0.0.1');
    await preview.getByLabel('Port', { exact: true }).fill(String(modbusPort));
    await preview.getByLabel('Unit id', { exact: true }).fill(String(UNIT_ID));
    await preview
      .getByText(
        `Reads 2 registers of Holding registers (function code 3) from address ${ADDRESS}.`,
      )
      .waitFor();
    await preview.getByRole('button', { name: 'Read', exact: true }).click();

    // The four orders side by side, ABCD (the row's) current; only CDAB reads 123.456.
    const orders = preview.getByRole('table', { name: REGISTER });
    await orders.waitFor({ timeout: 60_000 });
    const orderRows = orders.getByRole('row').filter({ has: page.getByRole('rowheader') });
    expect(await orderRows.getByRole('rowheader').allTextContents()).toEqual([
      'ABCD (current)',
      'CDAB',
      'BADC',
      'DCBA',
    ]);
    const cdab = orderRows.filter({ has: page.getByRole('rowheader', { name: 'CDAB' }) });
    expect(await cdab.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([String(TRUE_VALUE), `${TRUE_VALUE} °C`]),
    );
    for (const order of ['ABCD (current)', 'BADC', 'DCBA']) {
      const other = orderRows.filter({ has: page.getByRole('rowheader', { name: order }) });
      expect(await other.textContent()).not.toContain(String(TRUE_VALUE));
    }

    await preview.getByRole('button', { name: `Use CDAB for ${REGISTER}` }).click();
    expect(await rows.getByLabel('Word order', { exact: true }).inputValue()).toBe('CDAB');
    await expect
      .poll(() => orders.locator('tr[aria-current="true"]').getByRole('rowheader').textContent())
      .toBe('CDAB (current)');
    await rows.getByRole('button', { name: 'Save template' }).click();

    await page.waitForURL(new RegExp(`/libraries/${libraryID}\\?.*tabVal=modbus`));
    const registers = page.getByRole('table', { name: 'Modbus registers' });
    const saved = registers.getByRole('row').filter({ hasText: REGISTER });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('CDAB');

    const { onboardEquipment } = await site.gql<{
      onboardEquipment: { id: string; sensorCount: number };
    }>(
      `mutation($g: ID!, $c: ID!, $ip: String, $port: Int, $s: Int, $l: ID, $d: String) {
        onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, port: $port, slaveID: $s,
          manufacturerModel: $l, description: $d, protocol: "Modbus") { id sensorCount } }`,
      {
        g: site.gatewayID,
        c: site.customerID,
        ip: '127.0.0.1',
        port: modbusPort,
        s: UNIT_ID,
        l: libraryID,
        d: `Chiller A ${SUFFIX}`,
      },
    );
    // Onboarding makes one sensor per register of the template.
    expect(onboardEquipment.sensorCount).toBe(1);
    equipmentID = onboardEquipment.id;
    await expect
      .poll(async () => reads(await reading(equipmentID), TRUE_VALUE), { timeout: 60_000 })
      .toBe(true);
    expect(await shownValue(page)).toBe('123.46 °C');
  }, 180_000);

  it('scales the next readings by the multiplier edited in the register dialog', async () => {
    const { page } = site.admin;
    await page.goto(`/libraries/${libraryID}?tabVal=modbus`);
    await page.getByRole('button', { name: `Edit ${REGISTER}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Modbus register' });
    await dialog.getByLabel('Multiplier', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: 'Modbus registers' }).getByRole('row', {
      name: new RegExp(REGISTER),
    });
    expect(await row.getByRole('cell').allTextContents()).toContain('10');

    await expect
      .poll(async () => reads(await reading(equipmentID), TRUE_VALUE * 10), { timeout: 60_000 })
      .toBe(true);
    expect(await shownValue(page)).toBe('1,234.56 °C');
  }, 120_000);

  it('refuses to delete the register its sensor reads, with the spec’s message', async () => {
    const { page } = site.admin;
    await page.goto(`/libraries/${libraryID}?tabVal=modbus`);
    await page.getByRole('button', { name: `Delete ${REGISTER}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${REGISTER}?` });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const refusal = messages.sensorsDependOnRegister(1);
    expect(refusal).toBe(
      'There are 1 active sensors that depend on this register. It cannot be deleted.',
    );
    await dialog.getByText(refusal).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Modbus registers' }).getByText(REGISTER).waitFor();
    await page.reload();
    await page.getByRole('table', { name: 'Modbus registers' }).getByText(REGISTER).waitFor();
  });
});
