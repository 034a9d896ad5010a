// @vitest-environment jsdom
import { STATUS_COLORS } from '@vigil/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AiWidget, insightStatus } from './AiWidget';
import {
  NOW,
  cracSupply,
  latestOf,
  latestValue,
  rgb,
  testProps,
  testWidget,
} from './widgetTestData';
import type { SensorInsight, WidgetBodyProps } from './widgetTypes';

afterEach(cleanup);

const insight = (extra: Partial<SensorInsight> = {}): SensorInsight => ({
  sensorID: 's-crac',
  expected: 18,
  spread: 0.5,
  deviation: 0.8,
  anomaly: false,
  crossesAt: null,
  crossesLevel: null,
  smartThresholds: { warning: 19.5, critical: 20.5 },
  learnedHours: 24 * 14,
  ...extra,
});

const props = (
  insights: readonly SensorInsight[] | undefined,
  value = 18.4,
  extra: Partial<WidgetBodyProps> = {},
) =>
  testProps({
    widget: testWidget({ type: 'ARTIFICIAL_INTELLIGENCE' }),
    sensors: [cracSupply()],
    latest: latestOf({ 's-crac': latestValue(value) }),
    insights,
    ...extra,
  });

const row = () => within(screen.getByTestId('insight-s-crac'));

describe('Artificial Intelligence widget: a CRAC supply temperature', () => {
  it.each<[string, Partial<SensorInsight>, string, string, string]>([
    ['normal', { deviation: 0.8 }, 'ok', 'Normal', STATUS_COLORS.green],
    ['unusual at 2 σ', { deviation: -2 }, 'warning', 'Unusual', STATUS_COLORS.yellow],
    ['an anomaly', { deviation: 4.2, anomaly: true }, 'error', 'Anomaly', STATUS_COLORS.red],
  ])('%s', (_case, extra, status, label, color) => {
    render(<AiWidget {...props([insight(extra)])} />);
    const verdict = row().getByTestId('insight-verdict');
    expect(verdict.textContent).toBe(label);
    expect(verdict.getAttribute('data-status')).toBe(status);
    expect(getComputedStyle(verdict).backgroundColor).toBe(rgb(color));
    expect(insightStatus(insight(extra))).toBe(status);
  });

  it.each<[number, string]>([
    [18.4, 'ok'],
    [19.8, 'warning'],
    [21, 'error'],
  ])('colours %s °C by its smart thresholds when it has them (%s)', (value, status) => {
    render(
      <AiWidget
        {...props([insight()], value, {
          widget: testWidget({
            type: 'ARTIFICIAL_INTELLIGENCE',
            smartThresholds: { smartWarning: 19.5, smartCritical: 20.5 },
          }),
        })}
      />,
    );
    expect(row().getByTestId('widget-value').getAttribute('data-status')).toBe(status);
  });

  it('shows the value against its expected band', () => {
    render(<AiWidget {...props([insight({ deviation: 0.8 })])} />);
    expect(row().getByTestId('widget-value').textContent).toBe('18.4 °C');
    expect(row().getByText('Expected 18 °C ± 0.5 · +0.8 σ from normal')).toBeTruthy();
    expect(row().getByTestId('insight-smart').textContent).toBe(
      'Smart thresholds: warning 19.5 °C, critical 20.5 °C',
    );
  });

  it('says when the trend reaches a threshold, or that none is ahead', () => {
    render(
      <AiWidget
        {...props([
          insight({ crossesAt: NOW + (3 * 60 + 20) * 60_000 + 15_000, crossesLevel: 'warning' }),
        ])}
      />,
    );
    expect(row().getByTestId('insight-crossing').textContent).toBe('Reaches warning in 3 h 20 m');
    cleanup();
    render(
      <AiWidget {...props([insight({ crossesAt: NOW + 45 * 60_000, crossesLevel: 'error' })])} />,
    );
    expect(row().getByTestId('insight-crossing').textContent).toBe('Reaches error in 45 m');
    cleanup();
    render(<AiWidget {...props([insight()])} />);
    expect(row().getByTestId('insight-crossing').textContent).toBe('No threshold crossing ahead');
  });

  it('says it is still learning with less than a day of history', () => {
    render(<AiWidget {...props([insight({ learnedHours: 6, anomaly: true })])} />);
    expect(row().getByTestId('insight-learning').textContent).toBe('Learning — 6 hours of history');
    expect(row().queryByTestId('insight-verdict')).toBeNull();
  });

  it('shows a disconnected sensor as Disconnected and gives no verdict', () => {
    render(
      <AiWidget
        {...props([insight({ anomaly: true })], 18.4, {
          latest: latestOf({ 's-crac': latestValue(30, { disconnected: true }) }),
        })}
      />,
    );
    const value = row().getByTestId('widget-value');
    expect(value.textContent).toBe('Disconnected');
    expect(getComputedStyle(value).color).toBe(rgb(STATUS_COLORS.grey));
    expect(row().queryByTestId('insight-verdict')).toBeNull();
  });

  it('shows loading until insights arrive', () => {
    render(<AiWidget {...props(undefined)} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading insights')).toBeTruthy();
  });
});
