// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { FakeLiveFeed } from '../../../app/testing/FakeLiveFeed';
import { WIDGET_TYPES } from '@vigil/domain';
import type { WidgetType } from '@vigil/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_COMPONENTS, WidgetBody, sameWidgetBody } from './WidgetBody';
import type { WidgetChartProps } from './WidgetChart';
import {
  NOW,
  cracSupply,
  latestOf,
  latestValue,
  testProps,
  testWidget,
  upsLoad,
} from './widgetTestData';
import type { WidgetBodyProps } from './widgetTypes';

vi.mock('./WidgetChart', () => ({
  WidgetChart: (props: WidgetChartProps) => <div role="img" aria-label={props.label} />,
}));

afterEach(cleanup);

describe('WidgetBody', () => {
  it('has a component for each of the sixteen widget types', () => {
    expect(Object.keys(WIDGET_COMPONENTS).sort()).toEqual([...WIDGET_TYPES].sort());
  });

  // What each type shows first from the same UPS load widget.
  it.each<[WidgetType, () => HTMLElement]>([
    ['OPEN_CLOSED', () => screen.getByTestId('widget-value')],
    ['SENSOR_VALUE', () => screen.getByRole('list', { name: 'Thresholds' })],
    ['SINGLE_VALUE', () => screen.getByTestId('widget-value')],
    ['CALCULATION', () => screen.getByText('No calculation chosen')],
    ['GAUGE', () => screen.getByRole('img', { name: 'Gauge of Output load: 45 %' })],
    ['TREND', () => screen.getByLabelText('Loading trend')],
    ['CHART', () => screen.getByRole('img', { name: 'Bar chart of Output load' })],
    ['ALARMS', () => screen.getByText('Loading alarms')],
    ['COUNTDOWN', () => screen.getByText('Loading timers')],
    ['IMAGE', () => screen.getByText('No image')],
    ['TEXT', () => screen.getByText('No text')],
    ['HEADER', () => screen.getByRole('heading', { level: 2, name: 'UPS A' })],
    ['META', () => screen.getByText('No equipment chosen')],
    ['TRAP', () => screen.getByText('No equipment chosen')],
    ['ARTIFICIAL_INTELLIGENCE', () => screen.getByText('Loading insights')],
    ['OTHER', () => screen.getByRole('table')],
  ])('renders %s', (type, find) => {
    render(
      <FakeLiveFeed>
        <MockedProvider mocks={[]} showWarnings={false}>
          <WidgetBody {...testProps({ widget: testWidget({ type }) })} />
        </MockedProvider>
      </FakeLiveFeed>,
    );
    expect(find()).toBeTruthy();
  });

  it('says so for a type it does not know', () => {
    render(<WidgetBody {...testProps({ widget: testWidget({ type: 'RADAR' }) })} />);
    expect(screen.getByText('Unknown widget type RADAR')).toBeTruthy();
  });
});

describe('sameWidgetBody: a widget renders again only when what it shows changed', () => {
  const latest = latestOf({ 's-load': latestValue(45), 's-crac': latestValue(18) });
  const base = (type: WidgetType): WidgetBodyProps =>
    testProps({ widget: testWidget({ type }), sensors: [upsLoad()], latest });

  it.each<[string, WidgetType, (p: WidgetBodyProps) => Partial<WidgetBodyProps>, boolean]>([
    ['the same props', 'SINGLE_VALUE', () => ({}), true],
    [
      "another sensor's live value",
      'SINGLE_VALUE',
      () => ({ latest: new Map([...latest, ['s-crac', latestValue(19)]]) }),
      true,
    ],
    [
      "its own sensor's live value",
      'SINGLE_VALUE',
      () => ({ latest: new Map([...latest, ['s-load', latestValue(72)]]) }),
      false,
    ],
    ['a clock tick, for a widget without times', 'SINGLE_VALUE', () => ({ now: NOW + 1000 }), true],
    ['a clock tick, for a countdown', 'COUNTDOWN', () => ({ now: NOW + 1000 }), false],
    ['a clock tick, for "updated …"', 'SENSOR_VALUE', () => ({ now: NOW + 1000 }), false],
    ['new live history, for a gauge', 'GAUGE', () => ({ history: [] }), true],
    ['new live history, for a trend', 'TREND', () => ({ history: [] }), false],
    ['a new trend', 'TREND', () => ({ trend: [] }), false],
    ['an edited widget', 'GAUGE', (p) => ({ widget: { ...p.widget } }), false],
    ['new sensors', 'GAUGE', () => ({ sensors: [cracSupply()] }), false],
    ['permission to update', 'COUNTDOWN', () => ({ canUpdate: false }), false],
  ])('%s (%s): same is %s', (_case, type, change, same) => {
    const prev = base(type);
    expect(sameWidgetBody(prev, { ...prev, ...change(prev) })).toBe(same);
  });
});
