// @vitest-environment jsdom
import { STATUS_COLORS } from '@vigil/domain';
import type { SensorStatus } from '@vigil/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CalculationWidget } from './CalculationWidget';
import { OpenClosedWidget } from './OpenClosedWidget';
import { OtherWidget } from './OtherWidget';
import { SensorValueWidget } from './SensorValueWidget';
import { SingleValueWidget } from './SingleValueWidget';
import {
  NOW,
  cracSupply,
  doorContact,
  latestOf,
  latestValue,
  rgb,
  testProps,
  testWidget,
  upsLoad,
} from './widgetTestData';
import type { WidgetBodyProps } from './widgetTypes';

afterEach(cleanup);

/** The value shown, its status and colour (computed and as data), and the status in words. */
function shown(scope: HTMLElement = document.body) {
  const value = within(scope).getByTestId('widget-value');
  const label = within(scope).getAllByTestId('sensor-status')[0];
  return {
    text: value.textContent?.replace(/\s+/g, ' ').trim(),
    status: value.getAttribute('data-status'),
    dataColor: value.getAttribute('data-color'),
    color: getComputedStyle(value).color,
    label: label?.textContent,
    labelStatus: label?.getAttribute('data-status'),
  };
}

const STATUS_CASES: [string, number | null, boolean, SensorStatus, string, string, string][] = [
  ['ok', 45, false, 'ok', '45 %', 'OK', STATUS_COLORS.green],
  ['warning', 72, false, 'warning', '72 %', 'Warning', STATUS_COLORS.yellow],
  ['error', 91.5, false, 'error', '91.5 %', 'Error', STATUS_COLORS.red],
  ['disconnected', 45, true, 'disconnected', 'Disconnected', 'Disconnected', STATUS_COLORS.grey],
  ['missing reading', null, false, 'unknown', '—', 'Unknown', STATUS_COLORS.grey],
];

describe('Single Value widget: a UPS output load', () => {
  it.each(STATUS_CASES)('%s', (_case, value, disconnected, status, text, label, color) => {
    render(
      <SingleValueWidget
        {...testProps({
          widget: testWidget({ type: 'SINGLE_VALUE' }),
          latest: latestOf({ 's-load': latestValue(value, { disconnected }) }),
        })}
      />,
    );
    expect(shown()).toEqual({
      text,
      status,
      dataColor: color,
      color: rgb(color),
      label,
      labelStatus: status,
    });
  });

  it("colours by the widget's thresholds when it sets them", () => {
    render(
      <SingleValueWidget
        {...testProps({ widget: testWidget({ type: 'SINGLE_VALUE', greenTo: 30, yellowTo: 40 }) })}
      />,
    );
    expect(shown().status).toBe('error');
  });
});

describe('Sensor Value widget: a CRAC supply temperature', () => {
  const props = (value: number | null, extra: Partial<WidgetBodyProps> = {}) =>
    testProps({
      widget: testWidget({ name: 'CRAC 1 supply' }),
      sensors: [cracSupply()],
      latest: latestOf({ 's-crac': latestValue(value, { at: NOW - 5 * 60_000 }) }),
      ...extra,
    });

  it.each<[number, SensorStatus, string, string]>([
    [18.4, 'ok', 'OK', STATUS_COLORS.green],
    [22, 'warning', 'Warning', STATUS_COLORS.yellow],
    [26.25, 'error', 'Error', STATUS_COLORS.red],
  ])('%d °C is %s', (value, status, label, color) => {
    render(<SensorValueWidget {...props(value)} />);
    const s = shown();
    expect(s.status).toBe(status);
    expect(s.color).toBe(rgb(color));
    expect(s.label).toBe(label);
    expect(screen.getByText('Supply air temperature')).toBeTruthy();
    expect(screen.getByText(/CRAC 1$/)).toBeTruthy();
    expect(screen.getByText('Updated 5 minutes ago')).toBeTruthy();
  });

  it('lists green, yellow and the default red threshold', () => {
    render(<SensorValueWidget {...props(18.4)} />);
    const items = within(screen.getByRole('list', { name: 'Thresholds' })).getAllByRole('listitem');
    expect(items.map((i) => [i.getAttribute('data-kind'), i.textContent])).toEqual([
      ['green', 'Green to 20 °C'],
      ['yellow', 'Yellow to 24 °C'],
      ['red', 'Red to 28.8 °C (default)'],
    ]);
  });

  it('shows a disconnected sensor as Disconnected in grey, not its stale value', () => {
    render(
      <SensorValueWidget
        {...props(18.4, {
          latest: latestOf({ 's-crac': latestValue(18.4, { disconnected: true }) }),
        })}
      />,
    );
    const s = shown();
    expect(s.text).toBe('Disconnected');
    expect(s.color).toBe(rgb(STATUS_COLORS.grey));
    expect(screen.queryByText(/18\.4/)).toBeNull();
    expect(screen.queryByText(/^Updated/)).toBeNull();
  });

  it('shows the value relative to a basis and says so', () => {
    render(<SensorValueWidget {...props(22, { widget: testWidget({ basis: 20 }) })} />);
    expect(shown().text).toBe('2 °C');
    expect(shown().status).toBe('warning');
    expect(screen.getByTestId('basis').textContent).toBe('Relative to basis 20');
  });

  it('says when no sensor is chosen', () => {
    render(<SensorValueWidget {...props(1, { sensors: [] })} />);
    expect(screen.getByText('No sensors chosen')).toBeTruthy();
  });
});

describe('Open / Closed widget: a rack door contact', () => {
  const props = (
    value: number | null,
    disconnected = false,
    extra: Partial<WidgetBodyProps> = {},
  ) =>
    testProps({
      widget: testWidget({ type: 'OPEN_CLOSED', name: 'Rack 4 door' }),
      sensors: [doorContact()],
      latest: latestOf({ 's-door': latestValue(value, { disconnected }) }),
      ...extra,
    });

  it.each<[string, number | null, boolean, SensorStatus, string, string]>([
    ['closed', 0, false, 'ok', 'Closed', STATUS_COLORS.green],
    [
      'open, a warning by the contact conditions',
      1,
      false,
      'warning',
      'Open',
      STATUS_COLORS.yellow,
    ],
    ['an unknown state', 7, false, 'unknown', 'unknown', STATUS_COLORS.grey],
    ['disconnected', 1, true, 'disconnected', 'Disconnected', STATUS_COLORS.grey],
    ['no reading', null, false, 'unknown', '—', STATUS_COLORS.grey],
  ])('%s', (_case, value, disconnected, status, text, color) => {
    render(<OpenClosedWidget {...props(value, disconnected)} />);
    const s = shown();
    expect([s.text, s.status, s.color, s.labelStatus]).toEqual([text, status, rgb(color), status]);
    expect(screen.getByText('Rack door')).toBeTruthy();
  });

  it('labels by the widget states when it has its own', () => {
    render(
      <OpenClosedWidget
        {...props(1, false, {
          widget: testWidget({ type: 'OPEN_CLOSED', states: ['Shut', 'Ajar'] }),
        })}
      />,
    );
    expect(shown().text).toBe('Ajar');
  });

  it('lists several contacts in a table', () => {
    render(
      <OpenClosedWidget
        {...props(0, false, {
          sensors: [doorContact(), doorContact({ id: 's-door2', name: 'Rear door' })],
          latest: latestOf({ 's-door': latestValue(0), 's-door2': latestValue(1) }),
        })}
      />,
    );
    expect(shown(screen.getByTestId('sensor-row-s-door')).text).toBe('Closed');
    expect(shown(screen.getByTestId('sensor-row-s-door2')).text).toBe('Open');
  });
});

describe('Calculation widget: total UPS load', () => {
  const sensors = [upsLoad(), upsLoad({ id: 's-load2', name: 'UPS B load' })];
  const props = (
    a: number | null,
    b: number | null,
    extra: Partial<WidgetBodyProps['widget']> = {},
    disconnected: [boolean, boolean] = [false, false],
  ) =>
    testProps({
      widget: testWidget({
        type: 'CALCULATION',
        calculation: 'sum',
        greenTo: 100,
        yellowTo: 140,
        unit: '%',
        ...extra,
      }),
      sensors,
      latest: latestOf({
        's-load': latestValue(a, { disconnected: disconnected[0] }),
        's-load2': latestValue(b, { disconnected: disconnected[1] }),
      }),
    });

  it.each<[number, number, SensorStatus, string, string]>([
    [45, 40, 'ok', '85 %', STATUS_COLORS.green],
    [70, 50, 'warning', '120 %', STATUS_COLORS.yellow],
    [80, 75, 'error', '155 %', STATUS_COLORS.red],
  ])('%d + %d is %s', (a, b, status, text, color) => {
    render(<CalculationWidget {...props(a, b)} />);
    const s = shown();
    expect([s.text, s.status, s.color, s.labelStatus]).toEqual([text, status, rgb(color), status]);
    expect(screen.getByText('Sum of 2 sensors')).toBeTruthy();
  });

  it('averages in sensor order and names the calculation', () => {
    render(<CalculationWidget {...props(45, 40, { calculation: 'average' })} />);
    expect(shown().text).toBe('42.5 %');
    expect(screen.getByText('Average of 2 sensors')).toBeTruthy();
  });

  it('leaves a disconnected sensor out, and says Disconnected when all are', () => {
    render(<CalculationWidget {...props(45, 99, {}, [false, true])} />);
    expect(shown().text).toBe('45 %');
    expect(screen.getByText('1 sensor disconnected, left out')).toBeTruthy();
    cleanup();
    render(<CalculationWidget {...props(45, 99, {}, [true, true])} />);
    expect(shown().text).toBe('Disconnected');
    expect(shown().color).toBe(rgb(STATUS_COLORS.grey));
  });

  it('says when no calculation is chosen', () => {
    render(<CalculationWidget {...props(1, 2, { calculation: null })} />);
    expect(screen.getByText('No calculation chosen')).toBeTruthy();
  });
});

describe('Other widget: a table of sensors', () => {
  it('shows each sensor with its value and status', () => {
    render(
      <OtherWidget
        {...testProps({
          widget: testWidget({ type: 'OTHER' }),
          sensors: [upsLoad(), cracSupply(), doorContact()],
          latest: latestOf({
            's-load': latestValue(72),
            's-crac': latestValue(26, { disconnected: true }),
            's-door': latestValue(1),
          }),
        })}
      />,
    );
    const row = (id: string) => shown(screen.getByTestId(`sensor-row-${id}`));
    expect(row('s-load')).toMatchObject({ text: '72 %', status: 'warning', label: 'Warning' });
    expect(row('s-load').color).toBe(rgb(STATUS_COLORS.yellow));
    expect(row('s-crac')).toMatchObject({ text: 'Disconnected', status: 'disconnected' });
    expect(row('s-crac').color).toBe(rgb(STATUS_COLORS.grey));
    expect(row('s-door')).toMatchObject({ text: 'Open', status: 'warning', label: 'Warning' });
    expect(within(screen.getByTestId('sensor-row-s-load')).getByText('Output load')).toBeTruthy();
  });
});
