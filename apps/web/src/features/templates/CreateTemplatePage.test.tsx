// @vitest-environment jsdom
import { APP_ROUTES, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  NewTemplateDocument,
  TemplateViewEquipmentDocument,
  UpdateViewLayoutDocument,
  ViewDocument,
  WidgetReadingsDocument,
  WidgetSensorsDocument,
  WidgetsDocument,
} from '../../graphql/generated/graphql';
import type {
  NewTemplateMutationVariables,
  TemplateViewEquipmentQueryVariables,
  UpdateViewLayoutMutationVariables,
  WidgetSensorsQueryVariables,
} from '../../graphql/generated/graphql';
import { readingsOf, sensorOf, viewOf, widgetOf } from '../views/viewPage/testFixtures';
import type { WidgetBodyProps } from '../views/widgets/widgetTypes';
import { CreateTemplatePage } from './CreateTemplatePage';
import { templateTexts as texts } from './templateTexts';

// The widgets have their own tests: here each shows its name only.
vi.mock('../views/widgets/WidgetBody', () => ({
  WidgetBody: (props: WidgetBodyProps) => <div data-testid="widget-body">{props.widget.name}</div>,
}));

afterEach(cleanup);

const LAYOUT = {
  lg: [
    { i: 'w1', x: 0, y: 0, w: 3, h: 3 },
    { i: 'w2', x: 3, y: 0, w: 3, h: 3 },
  ],
  xxs: [
    { i: 'w1', x: 0, y: 0, w: 1, h: 3 },
    { i: 'w2', x: 1, y: 0, w: 1, h: 3 },
  ],
};

/** Two widgets: one on a UPS, one on a CRAC (slot order is by name: CRAC first). */
const SENSORS = [
  sensorOf('sw1', { equipmentID: 'e7', equipmentName: 'UPS A' }),
  sensorOf('sw2', { equipmentID: 'e3', equipmentName: 'CRAC 1' }),
];

const ownsWidget = (sensorID: string, widgetIDs: string[]) =>
  widgetIDs.includes(sensorID.replace(/^s/, ''));

function viewMocks(): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ViewDocument, variables: { viewName: 'Plant', customerID: 'c1' } },
      result: { data: { view: viewOf({ layout: JSON.stringify(LAYOUT) }) } },
      maxUsageCount: 5,
    },
    {
      request: { query: WidgetsDocument, variables: () => true },
      result: { data: { widgets: [widgetOf('w1'), widgetOf('w2')] } },
      maxUsageCount: 5,
    },
    {
      request: { query: WidgetSensorsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: WidgetSensorsQueryVariables) => {
        const ids = [variables.widgetIDs].flat();
        return { data: { sensors: SENSORS.filter((s) => ownsWidget(s.id, ids)) } };
      },
    },
    {
      request: { query: WidgetReadingsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { readings: [readingsOf('w1'), readingsOf('w2')] } },
    },
    {
      request: { query: TemplateViewEquipmentDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: TemplateViewEquipmentQueryVariables) => {
        const ids = [variables.widgetIDs].flat();
        return {
          data: {
            sensors: SENSORS.filter((s) => ownsWidget(s.id, ids)).map((s) => ({
              __typename: 'Sensor',
              id: s.id,
              equipmentID: s.equipmentID,
              equipmentName: s.equipmentName,
            })),
          },
        };
      },
    },
  ];
}

const CREATOR = { customer: { __typename: 'CustomerRef', id: 'c1', name: 'Acme', roles: ['ct'] } };

const openCreate = (mocks: MockLink.MockedResponse[], user: object = CREATOR) =>
  renderPage(<CreateTemplatePage />, {
    route: APP_ROUTES.templateAdd,
    at: '/c1/templates/add/Plant',
    mocks,
    user,
  });

const button = (name: string) => screen.getByRole('button', { name });
const disabled = (name: string) => button(name).hasAttribute('disabled');
const grid = () => screen.getByTestId('view-grid');

async function reviewBothSizes() {
  await waitFor(() => expect(screen.getAllByTestId('widget-body')).toHaveLength(2));
  fireEvent.click(button('Next'));
  await waitFor(() => expect(grid().getAttribute('data-screen-size')).toBe('lg'));
}

describe('Create View Template', () => {
  it('tells a user without the create-templates role that they may not', () => {
    openCreate(viewMocks(), {});
    expect(screen.getByText(messages.noCreateTemplates)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('previews Mobile, then Desktop, with the hint, and keeps Finish off until both were seen', async () => {
    openCreate(viewMocks());
    expect(await screen.findByText(texts.previewHint)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('widget-body')).toHaveLength(2));
    expect(grid().getAttribute('data-screen-size')).toBe('xxs');
    expect(grid().getAttribute('data-frame')).toBe('mobile');
    expect(disabled('Back')).toBe(true);
    expect(disabled('Finish')).toBe(true);
    expect(screen.getByText(texts.finishNeedsReview)).toBeTruthy();
    const steps = screen.getByRole('list', { name: texts.stepsLabel });
    expect(within(steps).getByText('Mobile')).toBeTruthy();

    fireEvent.click(button('Next'));
    expect(grid().getAttribute('data-screen-size')).toBe('lg');
    expect(grid().getAttribute('data-frame')).toBe('desktop');
    expect(disabled('Next')).toBe(true);
    expect(disabled('Finish')).toBe(false);

    // Back to Mobile: both sizes stay reviewed.
    fireEvent.click(button('Back'));
    expect(grid().getAttribute('data-screen-size')).toBe('xxs');
    expect(disabled('Finish')).toBe(false);
  });

  it("edits the shown size's layout in place and saves it to the view", async () => {
    const saves: UpdateViewLayoutMutationVariables[] = [];
    openCreate([
      ...viewMocks(),
      {
        request: { query: UpdateViewLayoutDocument, variables: () => true },
        result: (variables: UpdateViewLayoutMutationVariables) => {
          saves.push(variables);
          return { data: { updateViewLayout: variables.layout } };
        },
      },
    ]);
    await reviewBothSizes();
    fireEvent.click(button('Edit'));
    // Nothing moves on while an edit is unsaved.
    expect(disabled('Back')).toBe(true);
    expect(disabled('Finish')).toBe(true);
    fireEvent.keyDown(screen.getByRole('button', { name: /^Move Widget w2/ }), {
      key: 'ArrowRight',
    });
    fireEvent.click(button('Save'));
    await screen.findByRole('button', { name: 'Edit' });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ viewName: 'Plant', id: 'v1' });
    expect(JSON.parse(saves[0]!.layout)).toEqual({
      lg: [
        { i: 'w1', x: 0, y: 0, w: 3, h: 3 },
        { i: 'w2', x: 4, y: 0, w: 3, h: 3 },
      ],
      xxs: LAYOUT.xxs,
    });
    expect(disabled('Finish')).toBe(false);
  });

  it('asks a name for every slot, then creates the template and opens it', async () => {
    const sent: NewTemplateMutationVariables[] = [];
    const { getByTestId } = openCreate([
      ...viewMocks(),
      {
        request: { query: NewTemplateDocument, variables: () => true },
        result: (variables: NewTemplateMutationVariables) => {
          sent.push(variables);
          return {
            data: {
              newTemplate: {
                __typename: 'Template',
                id: 't9',
                name: variables.name,
                owner: 'Acme',
                ownerID: 'c1',
                viewCount: 0,
                outOfSyncViewCount: 0,
                isDefault: true,
                widgetCount: 2,
                canDelete: true,
                createdAt: '2026-03-10T12:00:00.000Z',
                equipment: [],
              },
            },
          };
        },
      },
    ]);
    await reviewBothSizes();
    fireEvent.click(button('Finish'));

    // The slots in slot order, named as the view's equipment to start with.
    const crac = await screen.findByRole('textbox', { name: texts.slotName('CRAC 1') });
    const ups = screen.getByRole('textbox', { name: texts.slotName('UPS A') });
    expect((crac as HTMLInputElement).value).toBe('CRAC 1');
    const inputs = screen.getAllByRole('textbox').slice(1);
    expect(inputs).toEqual([crac, ups]);

    fireEvent.change(screen.getByRole('textbox', { name: texts.templateName }), {
      target: { value: 'Power room' },
    });
    fireEvent.change(ups, { target: { value: '  ' } });
    fireEvent.click(button(texts.create));
    expect(await screen.findByText(messages.required)).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(ups, { target: { value: 'Main UPS' } });
    fireEvent.click(screen.getByRole('checkbox', { name: texts.makeDefault }));
    fireEvent.click(button(texts.create));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/c1/templates/t9'));
    expect(sent).toEqual([
      {
        viewID: 'v1',
        customerID: 'c1',
        name: 'Power room',
        equipmentNames: ['CRAC 1', 'Main UPS'],
        makeDefault: true,
      },
    ]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    openCreate([
      ...viewMocks(),
      {
        request: { query: NewTemplateDocument, variables: () => true },
        result: { errors: [{ message: messages.noCreateTemplates }] },
      },
    ]);
    await reviewBothSizes();
    fireEvent.click(button('Finish'));
    await screen.findByRole('textbox', { name: texts.slotName('UPS A') });
    fireEvent.click(button(texts.create));
    expect(await screen.findByText(messages.noCreateTemplates)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: texts.templateName })).toBeTruthy();
    fireEvent.click(button(texts.backToPreview));
    expect(await screen.findByText(texts.previewHint)).toBeTruthy();
  });
});
