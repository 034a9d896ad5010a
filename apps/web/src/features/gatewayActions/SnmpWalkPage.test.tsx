// @vitest-environment jsdom
import { APP_ROUTES, LIVE_EVENTS, buildSnmpTemplateCsv, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  AddGatewayActionDocument,
  CreateWalkLibraryDocument,
  GatewayActionDocument,
  SnmpWalkDocument,
  SnmpWalkExistsDocument,
} from '../../graphql/generated/graphql';
import type {
  AddGatewayActionMutationVariables,
  CreateWalkLibraryMutationVariables,
  GatewayActionFieldsFragment,
  SnmpWalkQueryVariables,
} from '../../graphql/generated/graphql';
import { gatewayActionTexts as texts } from './gatewayActionTexts';
import { SnmpWalkPage } from './SnmpWalkPage';
import {
  ALWAYS,
  actionFixture,
  gatewayFixture,
  gatewayMock,
  mutationMock,
  queueMock,
} from './testing/gatewayActionMocks';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const manager = { customer: { id: 'c1', name: 'Acme', roles: ['mg'] } };

/** 120 OIDs of a UPS's walk. */
const WALKED = Array.from({ length: 120 }, (_, index) => ({
  __typename: 'WalkedOid' as const,
  oid: `1.3.6.1.2.1.33.1.${index + 1}.0`,
  type: index % 2 === 0 ? 'INTEGER' : 'OctetString',
  value: index === 4 ? 'Smart-UPS 1500' : String(index * 10),
}));

function walkMock(
  calls: SnmpWalkQueryVariables[] = [],
  extra: readonly (typeof WALKED)[number][] = [],
): MockLink.MockedResponse {
  const all = [...WALKED, ...extra];
  return {
    request: { query: SnmpWalkDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: (variables: SnmpWalkQueryVariables) => {
      calls.push(variables);
      const query = variables.query?.toLowerCase();
      const matching = query
        ? all.filter((entry) =>
            `${entry.oid} ${entry.type} ${entry.value}`.toLowerCase().includes(query),
          )
        : all;
      const offset = variables.offset ?? 0;
      return {
        data: {
          snmpWalk: {
            __typename: 'SnmpWalk',
            actionID: variables.actionID ?? '30',
            ip: '10.0.0.9',
            root: '1.3.6.1',
            createdAt: new Date(Date.now() - 3_600_000).toISOString(),
            stopped: null,
            total: matching.length,
            oids: matching.slice(offset, offset + (variables.limit ?? 50)),
          },
        },
      };
    },
  };
}

function existsMock(exists: boolean, calls: unknown[] = []): MockLink.MockedResponse {
  return {
    request: { query: SnmpWalkExistsDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: (variables: unknown) => {
      calls.push(variables);
      return { data: { snmpWalkExists: exists } };
    },
  };
}

function renderWalk(
  at: string,
  mocks: MockLink.MockedResponse[],
  queue = () => [] as GatewayActionFieldsFragment[],
  user: { customer: { id: string; name: string; roles: string[] } } = manager,
) {
  return renderPage(<SnmpWalkPage />, {
    route: APP_ROUTES.gatewayEquipmentWalk,
    at,
    mocks: [gatewayMock(() => gatewayFixture()), queueMock(queue), ...mocks],
    user,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const oidsShown = () =>
  (screen.getAllByTestId('walk-row') as HTMLTableRowElement[]).map(
    (row) => row.cells[1]?.textContent,
  );

describe('SNMP Walk route', () => {
  it('wins over an equipment whose id would be walk', () => {
    const routes = [
      { path: APP_ROUTES.gatewayEquipment },
      { path: APP_ROUTES.gatewayEquipmentWalk },
    ];
    for (const path of ['/gateways/3/equipment/walk', '/12/gateways/3/equipment/walk']) {
      expect(matchRoutes(routes, path)?.[0]?.route.path).toBe(APP_ROUTES.gatewayEquipmentWalk);
    }
    expect(matchRoutes(routes, '/12/gateways/3/equipment/41')?.[0]?.route.path).toBe(
      APP_ROUTES.gatewayEquipment,
    );
  });
});

describe('SnmpWalkPage', () => {
  it('skips the check when an ip is given and prefills the form', async () => {
    const checks: unknown[] = [];
    renderWalk('/gateways/1/equipment/walk?ip=10.0.0.9&communityString=public&desc=Rack%20UPS', [
      existsMock(true, checks),
    ]);
    expect(await screen.findByRole('form', { name: texts.walkTitle })).toBeTruthy();
    expect(field(texts.ipLabel).value).toBe('10.0.0.9');
    expect(field('Community string').value).toBe('public');
    expect(field(texts.descLabel).value).toBe('Rack UPS');
    expect(field(texts.rootLabel).value).toBe('1.3.6.1');
    expect(checks).toHaveLength(0);
    // The drawer beside the page shows the gateway's queue.
    expect(await screen.findByText(texts.emptyQueue)).toBeTruthy();
  });

  it('checks for a stored walk without an ip, and shows the form when there is none', async () => {
    const checks: unknown[] = [];
    renderWalk('/gateways/1/equipment/walk', [existsMock(false, checks)]);
    expect(await screen.findByRole('form', { name: texts.walkTitle })).toBeTruthy();
    expect(checks).toEqual([{ gatewayID: '1', customerID: 'c1' }]);
    expect(field(texts.ipLabel).value).toBe('');
  });

  it('shows the newest walk when one is stored: searched and paged on the server', async () => {
    const calls: SnmpWalkQueryVariables[] = [];
    renderWalk('/gateways/1/equipment/walk', [existsMock(true), walkMock(calls)]);
    expect(await screen.findByText(texts.walkOf('10.0.0.9', '1.3.6.1'))).toBeTruthy();
    expect(oidsShown()).toHaveLength(50);
    expect(calls[0]).toEqual({ gatewayID: '1', customerID: 'c1', limit: 50, offset: 0 });
    expect(screen.getByText('1–50 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(oidsShown()[0]).toBe('1.3.6.1.2.1.33.1.51.0'));
    expect(calls.at(-1)).toMatchObject({ limit: 50, offset: 50 });

    fireEvent.change(screen.getByRole('searchbox', { name: texts.searchOids }), {
      target: { value: 'smart-ups' },
    });
    await waitFor(() => expect(oidsShown()).toEqual(['1.3.6.1.2.1.33.1.5.0']));
    // A new search starts again at the first page.
    expect(calls.at(-1)).toMatchObject({ query: 'smart-ups', offset: 0 });
    expect(screen.getByText('Smart-UPS 1500')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: texts.searchOids }), {
      target: { value: 'nothing-like-this' },
    });
    expect(await screen.findByText(texts.noOidsMatch)).toBeTruthy();
  });

  it('exports the selected OIDs, across pages, as an SNMP template CSV', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((given: Blob) => {
      blob = given;
      return 'blob:walk';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWalk('/gateways/1/equipment/walk', [existsMock(true), walkMock()]);
    await screen.findByText(texts.walkOf('10.0.0.9', '1.3.6.1'));
    const exportButton = screen.getByRole('button', { name: texts.exportSelected });
    expect(exportButton.hasAttribute('disabled')).toBe(true);

    fireEvent.click(
      screen.getByRole('checkbox', { name: texts.selectOid('1.3.6.1.2.1.33.1.2.0') }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(oidsShown()[0]).toBe('1.3.6.1.2.1.33.1.51.0'));
    fireEvent.click(
      screen.getByRole('checkbox', { name: texts.selectOid('1.3.6.1.2.1.33.1.51.0') }),
    );
    expect(screen.getByTestId('selected-count').textContent).toBe(texts.selectedCount(2));

    fireEvent.click(exportButton);
    expect(click).toHaveBeenCalledTimes(1);
    expect(await blob?.text()).toBe(
      buildSnmpTemplateCsv([
        { oid: '1.3.6.1.2.1.33.1.2.0', name: '1.3.6.1.2.1.33.1.2.0' },
        { oid: '1.3.6.1.2.1.33.1.51.0', name: '1.3.6.1.2.1.33.1.51.0' },
      ]),
    );
  });

  it('checks the form as the server does and queues nothing while it is wrong', async () => {
    const calls: AddGatewayActionMutationVariables[] = [];
    renderWalk('/gateways/1/equipment/walk?ip=10.0.0', [
      mutationMock(AddGatewayActionDocument, () => true, { data: {} }, calls),
    ]);
    await screen.findByRole('form', { name: texts.walkTitle });
    fireEvent.click(screen.getByRole('button', { name: texts.walk }));
    expect(await screen.findByText(messages.invalidIPv4)).toBeTruthy();
    fireEvent.change(field(texts.ipLabel), { target: { value: '10.0.0.9' } });
    fireEvent.click(screen.getByRole('button', { name: texts.walk }));
    expect(await screen.findByText(messages.required)).toBeTruthy();
    expect(field('Community string').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('queues a walk, follows it in the page and the drawer, and shows its OIDs when it ends', async () => {
    const added: AddGatewayActionMutationVariables[] = [];
    const createdAt = new Date().toISOString();
    let walkAction = actionFixture('31', {
      action: 'SNMP_WALK',
      label: 'SNMP Walk',
      ip: '10.0.0.9',
      ips: ['10.0.0.9'],
      createdAt,
    });
    let queue: GatewayActionFieldsFragment[] = [];
    const walks: SnmpWalkQueryVariables[] = [];
    const { sockets } = renderWalk(
      '/gateways/1/equipment/walk?ip=10.0.0.9&communityString=public',
      [
        mutationMock<AddGatewayActionMutationVariables>(
          AddGatewayActionDocument,
          () => true,
          {
            data: {
              addGatewayAction: {
                __typename: 'ActionRecord',
                id: '31',
                label: 'SNMP Walk',
                createdAt,
              },
            },
          },
          added,
        ),
        {
          request: { query: GatewayActionDocument, variables: () => true },
          maxUsageCount: ALWAYS,
          result: () => ({ data: { gatewayAction: walkAction } }),
        },
        walkMock(walks),
      ],
      () => queue,
    );
    await screen.findByRole('form', { name: texts.walkTitle });
    fireEvent.change(field(texts.rootLabel), { target: { value: '1.3.6.1.2.1.33' } });
    queue = [walkAction];
    fireEvent.click(screen.getByRole('button', { name: texts.walk }));

    expect(await screen.findByText(texts.walkWaiting('10.0.0.9'))).toBeTruthy();
    expect(added[0]).toEqual({
      gatewayID: '1',
      customerID: 'c1',
      gatewayType: 'STD',
      action: 'SNMP_WALK',
      ip: '10.0.0.9',
      snmpCreds: { snmpVersion: '2', communityString: 'public', port: 161 },
      snmpWalk: { root: '1.3.6.1.2.1.33' },
    });
    const drawer = screen.getByTestId('action-drawer');
    await waitFor(() => expect(within(drawer).getByText('SNMP Walk')).toBeTruthy());
    expect(within(drawer).getByTestId('action-status').textContent).toBe(texts.statuses.PENDING);

    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.serverConnects());
    walkAction = { ...walkAction, status: 'SUCCESS', finishedAt: new Date().toISOString() };
    queue = [walkAction];
    act(() =>
      sockets[0]!.serverSends(LIVE_EVENTS.gatewayAction, {
        gatewayID: '1',
        actionID: '31',
        status: 'SUCCESS',
      }),
    );
    expect(await screen.findByText(texts.walkOf('10.0.0.9', '1.3.6.1'))).toBeTruthy();
    expect(walks[0]).toMatchObject({ gatewayID: '1', actionID: '31' });
    expect(oidsShown()).toHaveLength(50);
  });

  it('shows why a walk failed, with the form to try again', async () => {
    renderPage(<SnmpWalkPage />, {
      route: APP_ROUTES.gatewayEquipmentWalk,
      at: '/gateways/1/equipment/walk',
      state: { actionID: '32' },
      user: manager,
      mocks: [
        gatewayMock(() => gatewayFixture()),
        queueMock(() => []),
        {
          request: { query: GatewayActionDocument, variables: () => true },
          maxUsageCount: ALWAYS,
          result: {
            data: {
              gatewayAction: actionFixture('32', {
                action: 'SNMP_WALK',
                label: 'SNMP Walk',
                ip: '10.0.0.9',
                status: 'FAILED',
                error: 'No answer from 10.0.0.9 (timeout)',
              }),
            },
          },
        },
      ],
    });
    expect(await screen.findByText('No answer from 10.0.0.9 (timeout)')).toBeTruthy();
    expect(screen.getByText(texts.walkFailed)).toBeTruthy();
    expect(field(texts.ipLabel).value).toBe('10.0.0.9');
  });
});

describe('Create a library from the selected OIDs', () => {
  const librarian = { customer: { id: 'c1', name: 'Acme', roles: ['mg', 'cl'] } };
  const SYS_OBJECT_ID = {
    __typename: 'WalkedOid' as const,
    oid: '1.3.6.1.2.1.1.2.0',
    type: 'OID',
    value: '1.3.6.1.4.1.318.1.3.27',
  };
  const created = {
    data: {
      importEquipmentTemplateSNMP: {
        __typename: 'EquipmentLibrary',
        id: 'lib9',
        name: 'Smart-UPS X',
        model: 'Smart-UPS X',
        manufacturer: 'APC',
      },
    },
  };

  /** The walk shown, two OIDs selected (one per page), and the dialog open. */
  async function openDialog(mocks: MockLink.MockedResponse[], extra = [SYS_OBJECT_ID]) {
    renderWalk(
      '/gateways/1/equipment/walk',
      [existsMock(true), walkMock([], extra), ...mocks],
      undefined,
      librarian,
    );
    await screen.findByText(texts.walkOf('10.0.0.9', '1.3.6.1'));
    const create = screen.getByRole('button', { name: texts.createLibrary });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(
      screen.getByRole('checkbox', { name: texts.selectOid('1.3.6.1.2.1.33.1.2.0') }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(oidsShown()[0]).toBe('1.3.6.1.2.1.33.1.51.0'));
    fireEvent.click(
      screen.getByRole('checkbox', { name: texts.selectOid('1.3.6.1.2.1.33.1.51.0') }),
    );
    fireEvent.click(create);
    const dialog = await screen.findByRole('dialog', { name: texts.createLibraryTitle });
    await within(dialog).findByRole('form', { name: texts.createLibraryTitle });
    return dialog;
  }
  const input = (scope: HTMLElement, label: string) =>
    within(scope).getByLabelText(label) as HTMLInputElement;
  const row = (dialog: HTMLElement, oid: string) =>
    within(dialog).getByRole('group', { name: oid });

  it('sends the selected OIDs with their names and units, the sysObjectID and the customer', async () => {
    const calls: CreateWalkLibraryMutationVariables[] = [];
    const dialog = await openDialog([
      mutationMock(CreateWalkLibraryDocument, () => true, created, calls),
    ]);
    expect(input(dialog, texts.sysObjectIDLabel).value).toBe('1.3.6.1.4.1.318.1.3.27');
    expect(within(dialog).getAllByTestId('library-oid')).toHaveLength(2);
    const first = row(dialog, '1.3.6.1.2.1.33.1.2.0');
    const second = row(dialog, '1.3.6.1.2.1.33.1.51.0');
    // Each name starts as its OID.
    expect(input(first, texts.pointNameLabel).value).toBe('1.3.6.1.2.1.33.1.2.0');
    expect(input(second, texts.pointNameLabel).value).toBe('1.3.6.1.2.1.33.1.51.0');

    fireEvent.change(input(dialog, texts.manufacturerLabel), { target: { value: ' APC ' } });
    fireEvent.change(input(dialog, texts.modelLabel), { target: { value: 'Smart-UPS X' } });
    fireEvent.change(input(first, texts.pointNameLabel), { target: { value: 'Input voltage' } });
    fireEvent.change(input(first, texts.pointUnitLabel), { target: { value: 'V' } });
    fireEvent.change(input(first, texts.pointMultiplierLabel), { target: { value: '0.1' } });
    fireEvent.change(input(second, texts.pointUnitLabel), { target: { value: '%' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.createLibrarySubmit }));

    expect(await screen.findByText(texts.libraryCreated('Smart-UPS X'))).toBeTruthy();
    expect(calls).toEqual([
      {
        model: 'Smart-UPS X',
        manufacturer: 'APC',
        sysObjectID: '1.3.6.1.4.1.318.1.3.27',
        customerID: 'c1',
        oids: [
          { oid: '1.3.6.1.2.1.33.1.2.0', name: 'Input voltage', unit: 'V', multiplier: 0.1 },
          { oid: '1.3.6.1.2.1.33.1.51.0', name: '1.3.6.1.2.1.33.1.51.0', unit: '%' },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection and the CSV export stay.
    expect(screen.getByTestId('selected-count').textContent).toBe(texts.selectedCount(2));
    expect(screen.getByRole('button', { name: texts.exportSelected })).toBeTruthy();
  });

  it('requires a model and a name for each OID, as the server does, and sends nothing', async () => {
    const calls: CreateWalkLibraryMutationVariables[] = [];
    const dialog = await openDialog(
      [mutationMock(CreateWalkLibraryDocument, () => true, created, calls)],
      [],
    );
    // The walk holds no sysObjectID: the field starts empty.
    expect(input(dialog, texts.sysObjectIDLabel).value).toBe('');
    const first = row(dialog, '1.3.6.1.2.1.33.1.2.0');
    fireEvent.change(input(dialog, texts.manufacturerLabel), { target: { value: 'APC' } });
    fireEvent.change(input(first, texts.pointNameLabel), { target: { value: '  ' } });
    fireEvent.change(input(first, texts.pointMultiplierLabel), { target: { value: 'ten' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.createLibrarySubmit }));

    await waitFor(() =>
      expect(input(dialog, texts.modelLabel).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getAllByText(messages.required)).toHaveLength(2);
    expect(input(first, texts.pointNameLabel).getAttribute('aria-invalid')).toBe('true');
    expect(within(first).getByText(messages.mustBeNumber)).toBeTruthy();
    expect(input(dialog, texts.manufacturerLabel).getAttribute('aria-invalid')).toBe('false');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const refusal = messages.libraryModelTaken('Smart-UPS X');
    const dialog = await openDialog([
      mutationMock(CreateWalkLibraryDocument, () => true, { error: refusal, field: 'model' }),
    ]);
    fireEvent.change(input(dialog, texts.manufacturerLabel), { target: { value: 'APC' } });
    fireEvent.change(input(dialog, texts.modelLabel), { target: { value: 'Smart-UPS X' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.createLibrarySubmit }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(input(dialog, texts.modelLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(texts.libraryCreated('Smart-UPS X'))).toBeNull();
  });

  it('is not offered to users who may not create libraries', async () => {
    renderWalk('/gateways/1/equipment/walk', [existsMock(true), walkMock()]);
    await screen.findByText(texts.walkOf('10.0.0.9', '1.3.6.1'));
    expect(screen.getByRole('button', { name: texts.exportSelected })).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.createLibrary })).toBeNull();
  });
});
