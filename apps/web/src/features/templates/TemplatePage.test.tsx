// @vitest-environment jsdom
import { APP_ROUTES, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  DeleteTemplateDocument,
  NewTemplateViewDocument,
  ReapplyTemplateDocument,
  StampEquipmentDocument,
  TemplateDocument,
  TemplateRegistersDocument,
  TemplateViewDriftDocument,
  TemplateWidgetsDocument,
} from '../../graphql/generated/graphql';
import type {
  NewTemplateViewMutationVariables,
  StampEquipmentQueryVariables,
  TemplateQuery,
} from '../../graphql/generated/graphql';
import { TemplatePage } from './TemplatePage';
import { templateTexts as texts } from './templateTexts';

afterEach(cleanup);

type Template = NonNullable<TemplateQuery['template']>;

const templateOf = (extra: Partial<Template> = {}): Template =>
  ({
    __typename: 'Template',
    id: 't1',
    name: 'Power room',
    owner: 'Acme',
    ownerID: 'c1',
    viewCount: 2,
    outOfSyncViewCount: 1,
    isDefault: true,
    widgetCount: 1,
    canDelete: true,
    createdAt: '2026-03-10T12:00:00.000Z',
    layout: JSON.stringify({ lg: [{ i: 'k1', x: 0, y: 0, w: 4, h: 3 }] }),
    sourceViewID: 'v1',
    displayEquipment: [],
    equipment: [
      {
        __typename: 'TemplateEquipment',
        order: 0,
        name: 'Main UPS',
        protocol: 'SNMP',
        libraryID: 'L1',
        manufacturer: 'Vigil Simulated',
        model: 'SIM-UPS 3000',
      },
    ],
    ...extra,
  }) as Template;

const templateMock = (template: Template | null): MockLink.MockedResponse => ({
  request: { query: TemplateDocument, variables: { customerID: 'c1', id: 't1' } },
  result: { data: { template } },
});

const detailMocks = (): MockLink.MockedResponse[] => [
  {
    request: { query: TemplateWidgetsDocument, variables: { id: 't1', customerID: 'c1' } },
    result: {
      data: {
        templateWidgets: [
          {
            __typename: 'TemplateWidget',
            id: 'tw1',
            key: 'k1',
            name: 'UPS load',
            type: 'GAUGE',
            displayType: 'other',
            unit: '%',
          },
        ],
      },
    },
    maxUsageCount: 3,
  },
  {
    request: { query: TemplateRegistersDocument, variables: { id: 't1', customerID: 'c1' } },
    result: {
      data: {
        templateRegisters: [
          {
            __typename: 'TemplateRegister',
            widgetID: 'tw1',
            order: 0,
            registerID: 'r1',
            name: 'Load percent',
            unit: '%',
            protocol: 'SNMP',
          },
        ],
      },
    },
    maxUsageCount: 3,
  },
];

const open = (mocks: MockLink.MockedResponse[], at = '/c1/templates/t1') =>
  renderPage(<TemplatePage />, { route: APP_ROUTES.template, at, mocks });

const count = (testId: string) => screen.getByTestId(testId).textContent;

describe('TemplatePage', () => {
  it('shows the slots with their registers, the layout and the counts', async () => {
    open([templateMock(templateOf()), ...detailMocks()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Power room' })).toBeTruthy();
    expect(count('template-view-count')).toBe('2');
    expect(count('template-out-of-sync')).toBe('1');
    const slot = screen.getByTestId('template-slot');
    expect(within(slot).getByText('Main UPS')).toBeTruthy();
    expect(within(slot).getByText('Vigil Simulated SIM-UPS 3000')).toBeTruthy();
    expect(await within(slot).findByText('Load percent (%)')).toBeTruthy();
    const widget = await screen.findByRole('region', { name: 'UPS load' });
    expect(within(widget).getByText('Gauge')).toBeTruthy();
  });

  it('says when the template is not there', async () => {
    open([templateMock(null), ...detailMocks()]);
    expect(await screen.findByText(texts.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.allTemplates }).getAttribute('href')).toBe(
      '/c1/templates',
    );
  });

  it('offers Re-apply only with views out of sync', async () => {
    open([templateMock(templateOf({ outOfSyncViewCount: 0 })), ...detailMocks()]);
    await screen.findByRole('heading', { level: 1, name: 'Power room' });
    expect(screen.queryByRole('button', { name: texts.reapply })).toBeNull();
  });

  it('lists what re-applying changes, asks first, then shows the new counts', async () => {
    let reapplied = 0;
    open([
      templateMock(templateOf()),
      ...detailMocks(),
      {
        request: { query: TemplateViewDriftDocument, variables: { id: 't1', customerID: 'c1' } },
        result: {
          data: {
            templateViewDrift: [
              {
                __typename: 'TemplateViewDrift',
                viewID: 'v7',
                viewName: 'Hall B power',
                changes: ['The layout was changed.', 'Widget "UPS load" was changed.'],
              },
            ],
          },
        },
      },
      {
        request: { query: ReapplyTemplateDocument, variables: { id: 't1', customerID: 'c1' } },
        result: () => {
          reapplied += 1;
          return {
            data: {
              reapplyTemplate: {
                __typename: 'TemplateReapplyResult',
                views: 1,
                outOfSyncViewCount: 0,
              },
            },
          };
        },
      },
      templateMock(templateOf({ outOfSyncViewCount: 0 })),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.reapply }));
    const dialog = await screen.findByRole('dialog', { name: texts.reapplyTitle });
    const view = await within(dialog).findByTestId('drift-view');
    expect(within(view).getByText('Hall B power')).toBeTruthy();
    expect(within(view).getByText('The layout was changed.')).toBeTruthy();
    expect(within(view).getByText('Widget "UPS load" was changed.')).toBeTruthy();
    expect(reapplied).toBe(0);

    fireEvent.click(within(dialog).getByRole('button', { name: texts.reapply }));
    expect(await screen.findByText(texts.reapplied(1))).toBeTruthy();
    expect(reapplied).toBe(1);
    await waitFor(() => expect(count('template-out-of-sync')).toBe('0'));
    expect(screen.queryByRole('button', { name: texts.reapply })).toBeNull();
  });

  it('deletes after confirming and goes back to the list', async () => {
    const { getByTestId } = open([
      templateMock(templateOf()),
      ...detailMocks(),
      {
        request: { query: DeleteTemplateDocument, variables: { id: 't1', customerID: 'c1' } },
        result: { data: { deleteTemplate: true } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.delete }));
    const dialog = screen.getByRole('dialog', { name: texts.deleteTitle('Power room') });
    expect(within(dialog).getByText(texts.deleteBody(2))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/c1/templates'));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    open([
      templateMock(templateOf()),
      ...detailMocks(),
      {
        request: { query: DeleteTemplateDocument, variables: { id: 't1', customerID: 'c1' } },
        result: { errors: [{ message: messages.noDeleteTemplates }] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.delete }));
    const dialog = screen.getByRole('dialog', { name: texts.deleteTitle('Power room') });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    expect(await within(dialog).findByText(messages.noDeleteTemplates)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hides Delete when the template may not be deleted', async () => {
    open([templateMock(templateOf({ canDelete: false })), ...detailMocks()]);
    await screen.findByRole('heading', { level: 1, name: 'Power room' });
    expect(screen.queryByRole('button', { name: texts.delete })).toBeNull();
  });
});

const DEVICES = [
  { id: 'e1', name: 'UPS A', protocol: 'SNMP', library: 'L1' },
  { id: 'e20', name: 'UPS B', protocol: 'SNMP', library: 'L1' },
  { id: 'e5', name: 'UPS C', protocol: 'SNMP', library: 'L1' },
  { id: 'e9', name: 'Rack PDU', protocol: 'Modbus', library: 'L2' },
].map((device) => ({
  __typename: 'Equipment',
  id: device.id,
  name: device.name,
  protocol: device.protocol,
  gateway: { __typename: 'GatewayRef', id: 'g1', name: 'Site gateway' },
  equipment: {
    __typename: 'EquipmentLibraryRef',
    id: device.library,
    manufacturer: 'Vigil Simulated',
    model: device.library === 'L1' ? 'SIM-UPS 3000' : 'SIM-PDU 8',
  },
}));

const equipmentMock = (): MockLink.MockedResponse => ({
  request: { query: StampEquipmentDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: StampEquipmentQueryVariables) => {
    const found = DEVICES.filter(
      (device) =>
        (!variables.includeID || device.id === variables.includeID) &&
        (!variables.query || device.name.toLowerCase().includes(variables.query.toLowerCase())),
    );
    return {
      data: {
        allEquipment: { __typename: 'EquipmentPage', items: found, total: found.length },
      },
    };
  },
});

describe('Create views', () => {
  it('stamps one view per site in turn, listing each as created or failed', async () => {
    const sent: NewTemplateViewMutationVariables[] = [];
    const { getByTestId } = open(
      [
        templateMock(templateOf()),
        ...detailMocks(),
        equipmentMock(),
        {
          request: { query: NewTemplateViewDocument, variables: () => true },
          maxUsageCount: 3,
          result: (variables: NewTemplateViewMutationVariables) => {
            sent.push(variables);
            return sent.length === 2
              ? { errors: [{ message: messages.unableToCreateView }] }
              : {
                  data: {
                    newTemplateView: {
                      __typename: 'View',
                      id: `v${sent.length}`,
                      name: variables.name,
                    },
                  },
                };
          },
        },
        templateMock(templateOf({ viewCount: 4 })),
      ],
      '/c1/templates/t1?stamp=1&equipment=e20',
    );
    const dialog = await screen.findByRole('dialog', { name: texts.stampTitle });
    const deviceLabel = `${texts.deviceFor('Main UPS')} (Vigil Simulated SIM-UPS 3000)`;

    // The device onboarded a moment ago is in its slot, and names the view.
    const first = () => within(dialog).getAllByTestId('stamp-site')[0]!;
    await waitFor(() =>
      expect(within(first()).getByRole('combobox', { name: deviceLabel })).toHaveProperty(
        'value',
        'UPS B',
      ),
    );
    expect(within(first()).getByRole('textbox', { name: texts.viewName })).toHaveProperty(
      'value',
      'Power room – UPS B',
    );

    // Two more sites: each needs a device before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: texts.addSite }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.addSite }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.createViews(3) }));
    expect(await within(dialog).findAllByText(texts.deviceRequired)).toHaveLength(2);
    expect(sent).toHaveLength(0);

    const pick = async (siteIndex: number, name: string) => {
      const site = within(dialog).getAllByTestId('stamp-site')[siteIndex]!;
      const input = within(site).getByRole('combobox', { name: deviceLabel });
      fireEvent.mouseDown(input);
      fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
    };
    await pick(1, 'UPS A');
    await pick(2, 'UPS C');
    // Only devices of the slot's model are offered.
    const third = within(dialog).getAllByTestId('stamp-site')[2]!;
    fireEvent.mouseDown(within(third).getByRole('combobox', { name: deviceLabel }));
    expect(screen.queryByRole('option', { name: /Rack PDU/ })).toBeNull();
    fireEvent.keyDown(within(third).getByRole('combobox', { name: deviceLabel }), {
      key: 'Escape',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: texts.createViews(3) }));
    const rows = await within(dialog).findAllByTestId('stamp-row');
    await waitFor(() =>
      expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
        'created',
        'failed',
        'created',
      ]),
    );
    expect(sent.map((variables) => [variables.name, variables.equipment])).toEqual([
      ['Power room – UPS B', ['e20']],
      ['Power room – UPS A', ['e1']],
      ['Power room – UPS C', ['e5']],
    ]);
    expect(sent[0]).toMatchObject({ templateID: 't1', customerID: 'c1', isPublic: false });
    expect(
      within(rows[0]!).getByRole('link', { name: texts.openView('Power room – UPS B') }),
    ).toHaveProperty('pathname', `/c1/views/${encodeURIComponent('Power room – UPS B')}`);
    expect(within(rows[1]!).getByText(`Failed: ${messages.unableToCreateView}`)).toBeTruthy();
    expect(within(dialog).getByText(texts.stampDone(2, 1))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: texts.close }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/c1/templates/t1'));
    await waitFor(() => expect(count('template-view-count')).toBe('4'));
  });
});
