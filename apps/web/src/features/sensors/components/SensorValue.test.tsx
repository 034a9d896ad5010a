// @vitest-environment jsdom
import { STATUS_COLORS, statusColor } from '@vigil/domain';
import type { LiveReading } from '@vigil/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sensorDisplay, thresholdLines } from '../sensorDisplay';
import type { DisplayedSensor } from '../sensorDisplay';
import type { SensorStatus } from '@vigil/domain';
import { SensorValue } from './SensorValue';

afterEach(cleanup);

const analog = (value: number | null, extra: Partial<DisplayedSensor> = {}): DisplayedSensor => ({
  unit: '°C',
  disconnected: false,
  greenTo: 25,
  yellowTo: 30,
  redTo: null,
  states: [],
  reading: { value, createdAt: '2026-03-10T12:00:00Z' },
  ...extra,
});

/** jsdom reports computed colours as rgb(). */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

function renderValue(sensor: DisplayedSensor, live?: LiveReading) {
  render(<SensorValue display={sensorDisplay(sensor, live)} sensorID="7" />);
  return screen.getByTestId('sensor-value');
}

describe('sensor value colouring', () => {
  it.each<[string, DisplayedSensor, SensorStatus, string, string]>([
    ['below green', analog(20), 'ok', '20°C', STATUS_COLORS.green],
    ['on the green limit', analog(25), 'ok', '25°C', STATUS_COLORS.green],
    ['beyond green', analog(27.456), 'warning', '27.46°C', STATUS_COLORS.yellow],
    ['beyond yellow', analog(35), 'error', '35°C', STATUS_COLORS.red],
    [
      'falling thresholds, below yellow',
      analog(5, { greenTo: 20, yellowTo: 10 }),
      'error',
      '5°C',
      STATUS_COLORS.red,
    ],
    [
      'disconnected',
      analog(20, { disconnected: true }),
      'disconnected',
      'Disconnected',
      STATUS_COLORS.grey,
    ],
    ['without a reading', analog(null), 'unknown', 'No reading', STATUS_COLORS.grey],
    [
      'a state sensor',
      analog(1, { states: ['Closed', 'Open'] }),
      'ok',
      'Open',
      STATUS_COLORS.green,
    ],
    [
      'a state its conditions make a warning',
      analog(1, { states: ['Closed', 'Open'], conditions: ['Normal', 'Warning'] }),
      'warning',
      'Open',
      STATUS_COLORS.yellow,
    ],
    [
      'a state its conditions make an alarm',
      analog(1, { states: ['On mains', 'On battery'], conditions: ['Normal', 'Alarm'] }),
      'error',
      'On battery',
      STATUS_COLORS.red,
    ],
    [
      'a state sensor with an unknown index',
      analog(4, { states: ['Closed', 'Open'] }),
      'unknown',
      'unknown',
      STATUS_COLORS.grey,
    ],
  ])('%s', (_case, sensor, status, text, colour) => {
    const value = renderValue(sensor);
    expect(value.getAttribute('data-status')).toBe(status);
    expect(value.getAttribute('data-sensor-id')).toBe('7');
    expect(value.textContent?.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expect(statusColor(status)).toBe(colour);
    expect(getComputedStyle(value).color).toBe(rgb(colour));
    // The colour is never the only signal: the status is written out too.
    expect(screen.getByTestId('sensor-status').getAttribute('data-status')).toBe(status);
  });

  it('takes a newer live reading over the loaded one, and ignores an older one', () => {
    const live = (value: number, createdAt: string, disconnected = false): LiveReading => ({
      sensorID: '7',
      value,
      detail: null,
      createdAt,
      status: 'ok',
      disconnected,
    });
    expect(sensorDisplay(analog(20), live(35, '2026-03-10T12:00:05Z')).status).toBe('error');
    expect(sensorDisplay(analog(20), live(35, '2026-03-10T11:59:00Z')).status).toBe('ok');
    expect(sensorDisplay(analog(20), live(20, '2026-03-10T12:00:05Z', true)).text).toBe(
      'Disconnected',
    );
  });
});

describe('threshold lines', () => {
  it.each<[string, Partial<DisplayedSensor>, [string, number][]]>([
    [
      'red defaults to 1.2 × yellow',
      {},
      [
        ['green', 25],
        ['yellow', 30],
        ['red', 36],
      ],
    ],
    [
      'a given red wins',
      { redTo: 40 },
      [
        ['green', 25],
        ['yellow', 30],
        ['red', 40],
      ],
    ],
    ['only green', { yellowTo: null }, [['green', 25]]],
    ['none for state sensors', { states: ['Closed', 'Open'] }, []],
  ])('%s', (_case, extra, expected) => {
    expect(thresholdLines(analog(1, extra)).map((l) => [l.kind, l.value])).toEqual(expected);
  });
});
