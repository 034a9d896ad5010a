import { startSnmpd, type SnmpdHandle } from '@vigil/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLibraryFixtures, type LibraryFixtures } from './libraryFixtures.js';

// A library's OID variables and device facts the way a person uses them (ADR 012): the variable
// labelled and the facts listed on the library's page, the equipment's number given in Manage
// Sensors, and the agent polling Debian's snmpd with the number put in and filing the facts it
// reads in the equipment's asset data.

const SUFFIX = Date.now().toString(36);
/** A module table of an enterprise MIB: row 3 holds the module's serial, load and status. */
const MODULE = '1.3.6.1.4.1.99999.7';
const SERIAL = 'SN-E2E-0042';
const LOAD = 417;

let snmpd: SnmpdHandle;
let site: LibraryFixtures;

beforeAll(async () => {
  snmpd = await startSnmpd([
    { oid: `.${MODULE}.3.1`, type: 'octet_str', value: SERIAL },
    { oid: `.${MODULE}.3.2`, type: 'integer', value: LOAD },
    { oid: `.${MODULE}.3.3`, type: 'integer', value: 2 },
  ]);
  site = await startLibraryFixtures(`Variables site ${SUFFIX}`, 'vigil-e2e-variables-');
});

afterAll(async () => {
  await site?.close();
  await snmpd?.stop();
});

describe('OID variables and device facts', () => {
  it('polls a module by its number and files what the device says it is', async () => {
    const { page } = site.admin;
    const { importEquipmentTemplateSNMP: library } = await site.gql<{
      importEquipmentTemplateSNMP: { id: string };
    }>(
      `mutation($c: ID!, $m: String!, $oids: [SNMPPointInput!]!) {
        importEquipmentTemplateSNMP(model: $m, manufacturer: "Acme", customerID: $c, oids: $oids) {
          id } }`,
      {
        c: site.customerID,
        m: `Modular UPS ${SUFFIX}`,
        oids: [
          { oid: '1.3.6.1.2.1.1.7.0', name: 'Services' },
          { oid: `${MODULE}.x.2`, name: 'Module {x} load', unit: '%' },
        ],
      },
    );

    // The library's page: the letter labelled, the facts listed.
    await page.goto(`/libraries/${library.id}`);
    await page.getByRole('button', { name: 'Edit variables' }).click();
    const variables = page.getByRole('dialog', { name: 'OID variables' });
    await variables.getByLabel('Letter 1').fill('xy');
    await variables.getByLabel('Label 1').fill('Module');
    await variables.getByRole('button', { name: 'Save' }).click();
    await variables.getByText('A variable is one small letter, such as x.').waitFor();
    await variables.getByLabel('Letter 1').fill('x');
    await variables.getByRole('button', { name: 'Save' }).click();
    await variables.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'OID variables' }).getByText('Module').waitFor();

    await page.getByRole('button', { name: 'Edit device facts' }).click();
    const facts = page.getByRole('dialog', { name: 'Device facts' });
    const row = async (n: number, kind: string, oid: string, label?: string, values?: string) => {
      if (n > 1) await facts.getByRole('button', { name: 'Add fact' }).click();
      await facts.getByRole('combobox', { name: `Kind ${n}` }).click();
      await page.getByRole('option', { name: kind, exact: true }).click();
      await facts.getByLabel(`OID ${n}`).fill(oid);
      if (label) await facts.getByLabel(`Label ${n}`).fill(label);
      if (values) await facts.getByLabel(`Values ${n}`).fill(values);
    };
    await row(1, 'Name', '.1.3.6.1.2.1.1.5.0');
    await row(2, 'Serial number', `${MODULE}.x.1`);
    await row(3, 'Other', `${MODULE}.x.3`, 'Module status', '1=Offline, 2=Online');
    await facts.getByRole('button', { name: 'Save' }).click();
    await facts.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Device facts' }).getByText('Module status').waitFor();

    // Onboarded, the module's points wait for its number.
    const { onboardEquipmentList } = await site.gql<{
      onboardEquipmentList: { id: string; sensorCount: number }[];
    }>(
      `mutation($g: ID!, $c: ID!, $e: [EquipmentInput!]!) {
        onboardEquipmentList(gatewayID: $g, customerID: $c, equipment: $e) { id sensorCount } }`,
      {
        g: site.gatewayID,
        c: site.customerID,
        e: [
          {
            ip: '127.0.0.1',
            port: snmpd.port,
            manufacturerModel: library.id,
            description: `Modular UPS ${SUFFIX}`,
            protocol: 'SNMP',
            snmpVersion: '2',
            communityString: 'public',
          },
        ],
      },
    );
    const equipment = onboardEquipmentList[0]!;
    expect(equipment.sensorCount).toBe(1);

    // Manage Sensors: module 3, its load added and named with the number.
    await page.goto(`/gateways/${site.gatewayID}/equipment/${equipment.id}/add`);
    await page.getByText(/^Needs a number for Module \(x\)/).waitFor();
    await page.getByLabel('Module (x)').fill('3');
    await page.getByRole('switch', { name: 'Monitor Module {x} load' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: 1 added, 0 updated, 0 removed.').waitFor();

    // The agent polls module 3's load: what snmpget reads there.
    const [served] = await snmpd.snmpget(['-v2c', '-c', 'public'], [`${MODULE}.3.2`]);
    await expect
      .poll(
        async () =>
          (
            await site.gql<{ sensors: { name: string; reading: { value: number } | null }[] }>(
              `query($e: ID, $c: ID) { sensors(equipmentID: $e, customerID: $c) {
                name reading { value } } }`,
              { e: equipment.id, c: site.customerID },
            )
          ).sensors.find((s) => s.name === 'Module 3 load')?.reading?.value,
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(Number(served));

    // And files what the device says it is in its asset data, as the Assets screen shows it.
    const { newView } = await site.gql<{ newView: { id: string } }>(
      `mutation($c: ID!, $n: String!, $e: [ID!]) {
        newView(customerID: $c, name: $n, viewType: "asset", equipmentIDs: $e) { id } }`,
      { c: site.customerID, n: `Modules ${SUFFIX}`, e: [equipment.id] },
    );
    const [sysName] = await snmpd.snmpget(['-v2c', '-c', 'public'], ['1.3.6.1.2.1.1.5.0']);
    const assets = page.getByRole('table', { name: 'Asset data of the equipment' });
    await expect
      .poll(
        async () => {
          await page.goto(`/gateways/assets/${newView.id}`);
          await assets.waitFor();
          return assets.textContent();
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toContain(SERIAL);
    const text = await assets.textContent();
    for (const expected of [
      'Serial Number',
      'Module status',
      'Online',
      sysName!.replace(/^"|"$/g, ''),
    ]) {
      expect(text).toContain(expected);
    }
  }, 150_000);
});
