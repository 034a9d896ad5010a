// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { FakeLiveFeed } from '../../../app/testing/FakeLiveFeed';
import { render, screen, within } from '@testing-library/react';
import {
  SENSOR_STATUS_LABELS,
  WIDGET_TYPES,
  encodeWidgetNotes,
  statusColor,
  type Status,
  type WidgetType,
} from '@vigil/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import {
  latestOf,
  latestValue,
  rgb,
  testProps,
  testWidget,
  upsLoad,
} from '../widgets/widgetTestData';
import type { ViewWidget, WidgetBodyProps } from '../widgets/widgetTypes';
import { FRAME_STATUS_TYPES, WidgetFrame } from './WidgetFrame';

afterEach(cleanup);

/** A card as a reader sees it (not in edit mode). */
function ReadOnlyFrame(props: WidgetBodyProps) {
  return (
    <WidgetFrame
      {...props}
      editing={false}
      onEdit={() => {}}
      onDuplicate={async () => {}}
      onDelete={async () => {}}
      onMove={() => {}}
    />
  );
}

/** What each type is configured with on a real dashboard, over a UPS output load sensor. */
const CONFIG: Record<WidgetType, Partial<ViewWidget>> = {
  OPEN_CLOSED: { name: 'UPS output source' },
  SENSOR_VALUE: { name: 'UPS load' },
  SINGLE_VALUE: { name: 'UPS load' },
  CALCULATION: { name: 'Total load', calculation: 'sum', greenTo: 60, yellowTo: 80 },
  GAUGE: { name: 'UPS load gauge', lowerBound: 0, upperBound: 100 },
  TREND: { name: 'UPS load trend', displayType: 'trend' },
  CHART: { name: 'Loads', chartType: 'bar' },
  ALARMS: { name: 'Open alarms' },
  COUNTDOWN: { name: 'Battery test', expiration: Date.parse('2026-04-01T00:00:00Z') },
  IMAGE: {
    name: 'UPS room',
    image: 'img-1',
    imageURL: '/files/images/img-1',
    imageTransform: { translateX: 0, translateY: 0, scale: 1, rotation: 0 },
  },
  TEXT: { name: 'Notes', notes: encodeWidgetNotes('Call the on-call engineer.') },
  HEADER: { name: 'Power' },
  META: { name: 'UPS asset', equipmentID: 'e-ups' },
  TRAP: { name: 'UPS traps', equipmentID: 'e-ups' },
  ARTIFICIAL_INTELLIGENCE: { name: 'Load watch' },
  OTHER: { name: 'UPS sensors' },
};

/** The load at ok, warning and error against its thresholds (green to 60, yellow to 80). */
const LOADS: [Status, number][] = [
  ['ok', 45],
  ['warning', 70],
  ['error', 90],
];

/** Open / Closed widgets show a state sensor: the UPS output source, by RFC 1628 index. */
const upsOutputSource = () =>
  upsLoad({
    name: 'Output source',
    type: 'state',
    unit: null,
    greenTo: null,
    yellowTo: null,
    states: ['Normal', 'Bypass', 'Battery'],
    conditions: ['Normal', 'Warning', 'Alarm'],
  });
const STATE_OF: Record<Status, number> = { ok: 0, warning: 1, error: 2, unknown: 9 };

function renderCard(type: WidgetType, status: Status, load: number) {
  const state = type === 'OPEN_CLOSED';
  const props = testProps({
    widget: testWidget({ type, ...CONFIG[type] }),
    sensors: [state ? upsOutputSource() : upsLoad()],
    latest: latestOf({ 's-load': latestValue(state ? STATE_OF[status] : load) }),
    trend: [],
    window: { from: 0, to: 1 },
    insights: [],
  });
  render(
    <FakeLiveFeed>
      <MockedProvider mocks={[]}>
        <ReadOnlyFrame {...props} />
      </MockedProvider>
    </FakeLiveFeed>,
  );
  return screen.getByTestId('view-widget');
}

describe('a widget card of every type over a UPS output load', () => {
  for (const type of WIDGET_TYPES) {
    it.each(LOADS)(`${type}: at %s its card is coloured and says so`, (status, load) => {
      const card = renderCard(type, status, load);
      expect(card.getAttribute('data-status')).toBe(status);
      expect(getComputedStyle(card).borderLeftColor).toBe(rgb(statusColor(status)));
      // The status in words, from the body or, for FRAME_STATUS_TYPES, the title row.
      const words = within(card).getAllByText(SENSOR_STATUS_LABELS[status], { exact: false });
      expect(words.length).toBeGreaterThan(0);
      if (FRAME_STATUS_TYPES.has(type)) {
        expect(within(card).getByTestId('widget-frame-status').textContent).toBe(
          SENSOR_STATUS_LABELS[status],
        );
      }
    });
  }

  it('is grey and says Disconnected when its sensor is', () => {
    const props = testProps({
      widget: testWidget({ type: 'IMAGE', ...CONFIG.IMAGE }),
      latest: latestOf({ 's-load': latestValue(45, { disconnected: true }) }),
    });
    render(
      <FakeLiveFeed>
        <MockedProvider mocks={[]}>
          <ReadOnlyFrame {...props} />
        </MockedProvider>
      </FakeLiveFeed>,
    );
    const card = screen.getByTestId('view-widget');
    expect(getComputedStyle(card).borderLeftColor).toBe(rgb(statusColor('disconnected')));
    expect(within(card).getByTestId('widget-frame-status').textContent).toBe('Disconnected');
  });

  it.each([
    [{ equipmentMaintenance: true }, 'In maintenance'],
    [{ equipmentRepair: true }, 'In repair'],
    [{ equipmentMaintenance: true, equipmentRepair: true }, 'In maintenance'],
    [{}, null],
  ])('flags a widget whose equipment is out of service (%j) beside its title', (flags, text) => {
    const props = testProps({
      widget: testWidget({ type: 'SENSOR_VALUE', name: 'UPS load' }),
      sensors: [upsLoad(flags)],
    });
    render(
      <FakeLiveFeed>
        <MockedProvider mocks={[]}>
          <ReadOnlyFrame {...props} />
        </MockedProvider>
      </FakeLiveFeed>,
    );
    const flag = screen.queryByTestId('widget-service-flag');
    expect(flag?.textContent ?? null).toBe(text);
  });

  it.each([
    [
      'another site, in a new tab',
      'https://ups.example.com/status',
      'https://ups.example.com/status',
      '_blank',
    ],
    ['a page of the app, in place', '/c1/views/Plant', '/c1/views/Plant', null],
    ['nothing for a script address', 'javascript:alert(1)', null, null],
  ])('links its title to %s', (_case, link, href, target) => {
    const props = testProps({
      widget: testWidget({ type: 'SENSOR_VALUE', name: 'UPS load', link }),
    });
    render(
      <MemoryRouter>
        <FakeLiveFeed>
          <MockedProvider mocks={[]}>
            <ReadOnlyFrame {...props} />
          </MockedProvider>
        </FakeLiveFeed>
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { name: 'UPS load' });
    const anchor = heading.querySelector('a');
    expect(anchor?.getAttribute('href') ?? null).toBe(href);
    expect(anchor?.getAttribute('target') ?? null).toBe(target);
  });
});
