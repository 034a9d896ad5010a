// @vitest-environment jsdom
import { APP_ROUTES, encodeWidgetNotes, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  NewWidgetDocument,
  UpdateWidgetDocument,
  ViewDocument,
  WidgetReadingsDocument,
  WidgetSensorsDocument,
  WidgetsDocument,
} from '../../graphql/generated/graphql';
import type {
  NewWidgetMutationVariables,
  UpdateWidgetMutationVariables,
  ViewQuery,
} from '../../graphql/generated/graphql';
import { readingsOf, sensorOf, viewOf, widgetOf } from './viewPage/testFixtures';
import type { WidgetBodyProps } from './widgets/widgetTypes';
import { WidgetEditorPage } from './WidgetEditorPage';

// The preview's widget components have their own tests: a probe shows what the preview gave.
const previews: WidgetBodyProps[] = [];
vi.mock('./widgets/WidgetBody', () => ({
  WidgetBody: (props: WidgetBodyProps) => {
    previews.push(props);
    return <div data-testid="widget-body">{props.widget.type}</div>;
  },
}));

afterEach(() => {
  cleanup();
  previews.length = 0;
});

type View = NonNullable<ViewQuery['view']>;

const viewMock = (view: View | null): MockLink.MockedResponse => ({
  request: { query: ViewDocument, variables: { viewName: 'Plant', customerID: 'c1' } },
  result: { data: { view } },
});

const openAdd = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<WidgetEditorPage />, {
    route: APP_ROUTES.widgetAdd,
    at: '/c1/views/Plant/add',
    mocks,
  });

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const location = () => screen.getByTestId('location').textContent;

describe('WidgetEditorPage', () => {
  it('tells a user who may not update the view that they cannot edit it', async () => {
    openAdd([viewMock(viewOf({ canUpdate: false }))]);
    expect(await screen.findByText('You do not have permission to edit this view.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('requires a type and a display type', async () => {
    openAdd([viewMock(viewOf())]);
    await screen.findByRole('form', { name: 'Widget' });
    expect(select('Display type').value).toBe('other');
    fireEvent.change(select('Display type'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(messages.required)).toHaveLength(2));
    expect(select('Type').getAttribute('aria-invalid')).toBe('true');
    expect(select('Display type').getAttribute('aria-invalid')).toBe('true');
    expect(location()).toBe('/c1/views/Plant/add');
  });

  it('shows the default red threshold from yellow', async () => {
    openAdd([viewMock(viewOf())]);
    await screen.findByRole('form', { name: 'Widget' });
    fireEvent.change(select('Type'), { target: { value: 'SENSOR_VALUE' } });
    fireEvent.change(screen.getByLabelText('Yellow to'), { target: { value: '10' } });
    expect(await screen.findByText('Default: 12')).toBeTruthy();
    expect(screen.getByLabelText('Red to').getAttribute('placeholder')).toBe('12');
    // The preview follows the form.
    await waitFor(() => expect(previews.at(-1)?.widget.yellowTo).toBe(10));
    expect(previews.at(-1)?.widget.type).toBe('SENSOR_VALUE');
  });

  it('sends Text notes encoded and returns to the view after saving', async () => {
    const sent: NewWidgetMutationVariables[] = [];
    openAdd([
      viewMock(viewOf()),
      {
        request: { query: NewWidgetDocument, variables: () => true },
        result: (variables: NewWidgetMutationVariables) => {
          sent.push(variables);
          return { data: { newWidget: widgetOf('w9', { type: 'TEXT' }) } };
        },
      },
    ]);
    await screen.findByRole('form', { name: 'Widget' });
    fireEvent.change(select('Type'), { target: { value: 'TEXT' } });
    const notes = 'Shift notes:\nCheck <b>UPS A</b> & 50% load';
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: notes } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/c1/views/Plant'));
    expect(sent).toEqual([
      {
        viewID: 'v1',
        customerID: 'c1',
        widget: {
          type: 'TEXT',
          displayType: 'other',
          name: 'Notes',
          link: null,
          notes: encodeWidgetNotes(notes),
        },
      },
    ]);
  });

  it('edits a saved widget with its sensor and saves it with updateWidget', async () => {
    const sent: UpdateWidgetMutationVariables[] = [];
    renderPage(<WidgetEditorPage />, {
      route: APP_ROUTES.widgetEdit,
      at: '/c1/views/Plant/edit/w1',
      mocks: [
        viewMock(viewOf()),
        {
          request: { query: WidgetsDocument, variables: { viewID: 'v1' } },
          result: {
            data: { widgets: [widgetOf('w1', { name: 'Load', yellowTo: 50, redTo: 70 })] },
          },
        },
        {
          request: { query: WidgetSensorsDocument, variables: { widgetIDs: ['w1'] } },
          result: { data: { sensors: [sensorOf('sw1', { name: 'Output load' })] } },
        },
        {
          request: { query: UpdateWidgetDocument, variables: () => true },
          result: (variables: UpdateWidgetMutationVariables) => {
            sent.push(variables);
            return { data: { updateWidget: widgetOf('w1') } };
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Widget' });
    expect(select('Type').value).toBe('SENSOR_VALUE');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Load');
    expect((within(form).getByRole('combobox', { name: 'Sensor' }) as HTMLInputElement).value).toBe(
      'Output load (UPS A)',
    );
    expect(screen.queryByText(/^Default:/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Output' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/c1/views/Plant'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id: 'w1',
      widget: {
        type: 'SENSOR_VALUE',
        name: 'Output',
        sensorIDs: ['sw1'],
        greenTo: null,
        yellowTo: 50,
        redTo: 70,
      },
    });
  });

  it('offers the learned smart thresholds of an Artificial Intelligence widget and saves them', async () => {
    const sent: UpdateWidgetMutationVariables[] = [];
    const ai = widgetOf('w1', { type: 'ARTIFICIAL_INTELLIGENCE', name: 'Cold aisle watch' });
    renderPage(<WidgetEditorPage />, {
      route: APP_ROUTES.widgetEdit,
      at: '/c1/views/Plant/edit/w1',
      mocks: [
        viewMock(viewOf()),
        {
          request: { query: WidgetsDocument, variables: { viewID: 'v1' } },
          result: { data: { widgets: [ai] } },
        },
        {
          request: { query: WidgetSensorsDocument, variables: { widgetIDs: ['w1'] } },
          result: { data: { sensors: [sensorOf('sw1', { name: 'Temperature', unit: '°C' })] } },
        },
        {
          request: { query: WidgetReadingsDocument, variables: () => true },
          result: {
            data: {
              readings: [
                readingsOf('w1', {
                  insights: [
                    {
                      sensorID: 'sw1',
                      expected: 22,
                      spread: 0.2,
                      deviation: 0.5,
                      anomaly: false,
                      crossesAt: null,
                      crossesLevel: null,
                      learnedHours: 600,
                      smartThresholds: { warning: 22.6, critical: 23 },
                    },
                  ],
                }),
              ],
            },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: { query: UpdateWidgetDocument, variables: () => true },
          result: (variables: UpdateWidgetMutationVariables) => {
            sent.push(variables);
            return { data: { updateWidget: ai } };
          },
        },
      ],
    });
    await screen.findByRole('form', { name: 'Widget' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Use the learned values (22.6 and 23)' }),
    );
    expect((screen.getByLabelText('Warning at') as HTMLInputElement).value).toBe('22.6');
    expect((screen.getByLabelText('Critical at') as HTMLInputElement).value).toBe('23');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/c1/views/Plant'));
    expect(sent[0]?.widget).toMatchObject({
      type: 'ARTIFICIAL_INTELLIGENCE',
      sensorIDs: ['sw1'],
      smartWarning: 22.6,
      smartCritical: 23,
    });
  });

  it('returns to the view on Cancel', async () => {
    openAdd([viewMock(viewOf())]);
    await screen.findByRole('form', { name: 'Widget' });
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/c1/views/Plant'));
  });

  it('refuses an image over the upload limit before sending it', async () => {
    openAdd([viewMock(viewOf())]);
    await screen.findByRole('form', { name: 'Widget' });
    fireEvent.change(select('Type'), { target: { value: 'IMAGE' } });
    const file = new File(['x'], 'plan.png', { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: 11 * 1_048_576 });
    fireEvent.change(screen.getByLabelText('Upload image'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.uploadTooBig('11.0'));
    expect(screen.getAllByRole('slider')).toHaveLength(4);
  });
});
