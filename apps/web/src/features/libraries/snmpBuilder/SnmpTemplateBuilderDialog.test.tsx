// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_ROUTES } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import {
  FindGatewayOptionsDocument,
  ImportMibDocument,
  MibModulesDocument,
  MibObjectsDocument,
  ResolveOidsDocument,
  SaveSnmpTemplateDocument,
  SnmpWalkDocument,
  SnmpWalkOptionsDocument,
} from '../../../graphql/generated/graphql';
import type { SaveSnmpTemplateMutationVariables } from '../../../graphql/generated/graphql';
import { adminUser, libraryFixture, mutationMock } from '../testing/libraryMocks';
import { SnmpTemplateBuilderDialog } from './SnmpTemplateBuilderDialog';
import type { BuilderLibrary } from './SnmpTemplateBuilderDialog';

const ALWAYS = Number.POSITIVE_INFINITY;

const upsModule = {
  __typename: 'MibModule',
  name: 'UPS-MIB',
  builtIn: true,
  fileName: null,
  objectCount: 120,
  createdAt: null,
};

const mibObject = (name: string, oid: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'MibObject',
  oid,
  name,
  module: 'UPS-MIB',
  kind: 'OBJECT-TYPE',
  shape: 'scalar',
  syntax: 'NonNegativeInteger',
  access: 'read-only',
  units: null,
  description: `The ${name}.`,
  enums: [],
  ...extra,
});

const voltage = mibObject('upsBatteryVoltage', '1.3.6.1.2.1.33.1.2.5', { units: '0.1 Volt DC' });
const charge = mibObject('upsEstimatedChargeRemaining', '1.3.6.1.2.1.33.1.2.4', {
  units: 'percent',
});

function modulesMock(): MockLink.MockedResponse {
  return {
    request: { query: MibModulesDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: { data: { mibModules: [upsModule] } },
  };
}

function objectsMock(): MockLink.MockedResponse {
  return {
    request: {
      query: MibObjectsDocument,
      variables: (v: { module: string }) => v.module === 'UPS-MIB',
    },
    maxUsageCount: ALWAYS,
    result: {
      data: {
        mibObjects: {
          __typename: 'MibObjectPage',
          total: 3,
          items: [
            mibObject('upsBattery', '1.3.6.1.2.1.33.1.2', {
              kind: 'OBJECT IDENTIFIER',
              shape: null,
              access: null,
            }),
            charge,
            voltage,
          ],
        },
      },
    },
  };
}

function renderBuilder(
  at: string,
  mocks: MockLink.MockedResponse[],
  library: BuilderLibrary | null = null,
) {
  return renderPage(
    <Routes>
      <Route
        path={APP_ROUTES.libraries}
        element={
          <SnmpTemplateBuilderDialog
            customerID="c1"
            customerSegment={undefined}
            library={library}
          />
        }
      />
      <Route path={APP_ROUTES.library} element={<p>library page</p>} />
    </Routes>,
    { route: '/*', at, mocks: [modulesMock(), ...mocks], user: adminUser },
  );
}

const inputOf = (el: HTMLElement) => el as HTMLInputElement;
const valueOf = (el: HTMLElement) => inputOf(el).value;
const location = () => screen.getByTestId('location').textContent;
const pickedRows = () => screen.queryAllByTestId('picked-oid');

describe('SnmpTemplateBuilderDialog', () => {
  afterEach(cleanup);

  it('is open while the page query says so, and Close takes it out of the URL', async () => {
    const user = userEvent.setup();
    renderBuilder('/libraries?lib_tab=snmp&builder=snmp&source=paste', []);
    expect(await screen.findByRole('dialog', { name: 'New SNMP template' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Paste', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Walk' }));
    expect(location()).toBe('/libraries?lib_tab=snmp&builder=snmp&source=walk');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location()).toBe('/libraries?lib_tab=snmp');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a MIB that does not parse as the server words it', async () => {
    const user = userEvent.setup();
    renderBuilder('/libraries?builder=snmp&source=mib', [
      {
        request: {
          query: ImportMibDocument,
          variables: (v: { fileName: string; text: string }) =>
            v.fileName === 'BROKEN-MIB.txt' && v.text.startsWith('BROKEN-MIB DEFINITIONS'),
        },
        result: {
          errors: [new GraphQLError("line 3: expected '::=' after the module name", {})],
        },
      },
    ]);
    const file = new File(['BROKEN-MIB DEFINITIONS\nBEGIN\n nope\nEND\n'], 'BROKEN-MIB.txt', {
      type: 'text/plain',
    });
    await user.upload(screen.getByTestId('mib-file'), file);
    expect(await screen.findByText("line 3: expected '::=' after the module name")).toBeTruthy();
  });

  it('refuses a file over the size limit before sending it', async () => {
    renderBuilder('/libraries?builder=snmp&source=mib', []);
    const big = new File(['x'], 'HUGE-MIB.txt', { type: 'text/plain' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    await userEvent.setup().upload(screen.getByTestId('mib-file'), big);
    expect(await screen.findByText('Too big: 3.0MB/2MB')).toBeTruthy();
  });

  it('picks MIB objects: a scalar at .0, prefilled with its name and scaled units', async () => {
    const user = userEvent.setup();
    renderBuilder('/libraries?builder=snmp&source=mib', [objectsMock()]);
    await user.click(await screen.findByRole('combobox', { name: 'MIB module' }));
    await user.click(await screen.findByRole('option', { name: /UPS-MIB/ }));
    const pick = await screen.findByRole('checkbox', { name: 'Pick upsBatteryVoltage' });
    expect(
      inputOf(screen.getByRole('checkbox', { name: /upsBattery: Not a value/ })).disabled,
    ).toBe(true);
    await user.click(pick);
    const [row] = pickedRows();
    expect(row?.textContent).toContain('1.3.6.1.2.1.33.1.2.5.0');
    expect(valueOf(within(row!).getByRole('textbox', { name: 'Name' }))).toBe('upsBatteryVoltage');
    expect(valueOf(within(row!).getByRole('textbox', { name: 'Unit' }))).toBe('Volt DC');
    expect(valueOf(within(row!).getByRole('textbox', { name: 'Multiplier' }))).toBe('0.1');
    await user.click(pick);
    expect(pickedRows()).toHaveLength(0);
  });

  it('picks walked OIDs, and the walk names the new library’s sysObjectID', async () => {
    const user = userEvent.setup();
    renderBuilder('/libraries?builder=snmp&source=walk', [
      {
        request: { query: FindGatewayOptionsDocument, variables: () => true },
        maxUsageCount: ALWAYS,
        result: {
          data: { networks: [{ __typename: 'Network', id: 'g1', name: 'Site A', gwType: 'STD' }] },
        },
      },
      {
        request: { query: SnmpWalkOptionsDocument, variables: () => true },
        maxUsageCount: ALWAYS,
        result: {
          data: {
            gatewayActionQueue: [
              {
                __typename: 'GatewayAction',
                id: 'a7',
                ip: '127.0.0.1',
                status: 'SUCCESS',
                createdAt: '2026-11-01T10:00:00.000Z',
                finishedAt: '2026-11-01T10:00:05.000Z',
              },
            ],
          },
        },
      },
      walkMock(
        (v) => v.query === '1.3.6.1.2.1.1.2.0',
        [['.1.3.6.1.2.1.1.2.0', 'OID', '.1.3.6.1.4.1.8072.3.2.10']],
      ),
      walkMock(
        (v) => v.query === undefined,
        [
          ['.1.3.6.1.2.1.1.2.0', 'OID', '.1.3.6.1.4.1.8072.3.2.10'],
          ['.1.3.6.1.2.1.25.1.5.0', 'Gauge32', '3'],
        ],
      ),
    ]);
    await user.click(await screen.findByRole('combobox', { name: 'Gateway' }));
    await user.click(await screen.findByRole('option', { name: 'Site A' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Pick 1.3.6.1.2.1.25.1.5.0' }));
    expect(pickedRows()).toHaveLength(1);
    expect(pickedRows()[0]?.textContent).toContain('Gauge32 3');
    await waitFor(() =>
      expect(valueOf(screen.getByRole('textbox', { name: 'sysObjectID' }))).toBe(
        '1.3.6.1.4.1.8072.3.2.10',
      ),
    );
  });

  it('checks pasted OIDs line by line, resolves them and adds them', async () => {
    const user = userEvent.setup();
    renderBuilder('/libraries?builder=snmp&source=paste', [
      {
        request: {
          query: ResolveOidsDocument,
          variables: (v: { oids: string[] }) =>
            v.oids.join(' ') === 'UPS-MIB::upsEstimatedChargeRemaining.0 .1.3.6.1.2.1.33.1.2.4.0',
        },
        maxUsageCount: ALWAYS,
        result: {
          data: {
            resolveOids: [
              resolved('UPS-MIB::upsEstimatedChargeRemaining.0', '1.3.6.1.2.1.33.1.2.4.0', charge),
              resolved('.1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.4.0', charge),
            ],
          },
        },
      },
    ]);
    const box = await screen.findByRole('textbox', { name: 'OIDs, one a line' });
    await user.type(box, 'UPS-MIB::upsEstimatedChargeRemaining.0{Enter}ups mib{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Line 2: ups mib — One OID per line',
    );
    await user.clear(box);
    await user.type(box, 'UPS-MIB::upsEstimatedChargeRemaining.0{Enter}.1.3.6.1.2.1.33.1.2.4.0');
    const table = await screen.findByRole('table', { name: 'Checked OIDs' });
    expect(within(table).getAllByText('UPS-MIB::upsEstimatedChargeRemaining')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add 1 OID' }));
    expect(pickedRows()).toHaveLength(1);
    const row = pickedRows()[0]!;
    expect(valueOf(within(row).getByRole('textbox', { name: 'Name' }))).toBe(
      'upsEstimatedChargeRemaining',
    );
    expect(valueOf(within(row).getByRole('textbox', { name: 'Unit' }))).toBe('percent');
  });

  it('saves a new library and opens its SNMP tab; a refusal shows on the field it names', async () => {
    const user = userEvent.setup();
    const sent: SaveSnmpTemplateMutationVariables[] = [];
    renderBuilder('/libraries?builder=snmp&source=mib', [
      objectsMock(),
      mutationMock<SaveSnmpTemplateMutationVariables>(
        SaveSnmpTemplateDocument,
        (v) => [v.oids].flat()[0]?.name === 'bad',
        { refusal: 'OID 1: name: Too long.', field: 'oids.0.name' },
      ),
      mutationMock<SaveSnmpTemplateMutationVariables>(
        SaveSnmpTemplateDocument,
        (v) => {
          sent.push(v);
          return [v.oids].flat()[0]?.name === 'Battery voltage';
        },
        {
          data: {
            importEquipmentTemplateSNMP: {
              ...libraryFixture('lib9', 'UPS 1'),
              snmpPoints: [],
            },
          },
        },
      ),
    ]);
    await user.click(await screen.findByRole('combobox', { name: 'MIB module' }));
    await user.click(await screen.findByRole('option', { name: /UPS-MIB/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Pick upsBatteryVoltage' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Manufacturer' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'UPS 1');
    const name = within(pickedRows()[0]!).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'bad');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('OID 1: name: Too long.')).toBeTruthy();

    await user.clear(name);
    await user.type(name, 'Battery voltage');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(location()).toBe('/libraries/lib9?tabVal=snmp'));
    expect(sent.at(-1)).toEqual({
      model: 'UPS 1',
      manufacturer: 'Acme',
      customerID: 'c1',
      oids: [
        {
          oid: '1.3.6.1.2.1.33.1.2.5.0',
          name: 'Battery voltage',
          unit: 'Volt DC',
          multiplier: 0.1,
        },
      ],
    });
  });

  it('replaces a library’s template with its id, its own fields kept', async () => {
    const user = userEvent.setup();
    const sent: SaveSnmpTemplateMutationVariables[] = [];
    renderBuilder(
      '/libraries?builder=snmp&source=mib',
      [
        objectsMock(),
        mutationMock<SaveSnmpTemplateMutationVariables>(
          SaveSnmpTemplateDocument,
          (v) => {
            sent.push(v);
            return true;
          },
          {
            data: {
              importEquipmentTemplateSNMP: { ...libraryFixture('lib3', 'GXT5'), snmpPoints: [] },
            },
          },
        ),
      ],
      { id: 'lib3', model: 'GXT5', manufacturer: 'Vertiv', sysObjectID: '1.3.6.1.4.1.476.1.42' },
    );
    expect(
      await screen.findByRole('dialog', { name: 'Replace the SNMP template of GXT5' }),
    ).toBeTruthy();
    await user.click(await screen.findByRole('combobox', { name: 'MIB module' }));
    await user.click(await screen.findByRole('option', { name: /UPS-MIB/ }));
    await user.click(
      await screen.findByRole('checkbox', { name: 'Pick upsEstimatedChargeRemaining' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(location()).toBe('/libraries/lib3?tabVal=snmp'));
    expect(sent.at(-1)).toMatchObject({
      libraryID: 'lib3',
      model: 'GXT5',
      manufacturer: 'Vertiv',
      sysObjectID: '1.3.6.1.4.1.476.1.42',
    });
  });
});

function walkMock(
  matches: (v: { query?: string }) => boolean,
  oids: [string, string, string][],
): MockLink.MockedResponse {
  return {
    request: { query: SnmpWalkDocument, variables: matches },
    maxUsageCount: ALWAYS,
    result: {
      data: {
        snmpWalk: {
          __typename: 'SnmpWalk',
          actionID: 'a7',
          ip: '127.0.0.1',
          root: '1.3.6.1',
          createdAt: '2026-11-01T10:00:00.000Z',
          stopped: null,
          total: oids.length,
          oids: oids.map(([oid, type, value]) => ({ __typename: 'WalkedOid', oid, type, value })),
        },
      },
    },
  };
}

function resolved(input: string, oid: string, object: ReturnType<typeof mibObject>) {
  return {
    __typename: 'ResolvedOid',
    input,
    oid,
    name: object.name,
    module: object.module,
    instance: '0',
    error: null,
    warning: null,
    object,
  };
}
