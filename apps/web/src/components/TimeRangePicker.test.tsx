// @vitest-environment jsdom
import {
  CUSTOM_RANGE_LABEL,
  TIME_RANGE_PRESETS,
  defaultCustomRange,
  messages,
} from '@vigil/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toDateTimeLocal } from './localDateTime';
import { TimeRangePicker } from './TimeRangePicker';
import type { TimeRangeValue } from './timeRangeValue';
import {
  timeRangeFromSearchParams,
  timeRangeRequest,
  timeRangeToSearchParams,
} from './timeRangeValue';

// A fixed "now" (only Date is faked, so MUI's transitions still run on real timers).
const NOW = new Date(2026, 2, 10, 14, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPicker(value: TimeRangeValue = { range: 'DAY' }) {
  const onChange = vi.fn<(value: TimeRangeValue) => void>();
  render(<TimeRangePicker value={value} onChange={onChange} />);
  return onChange;
}

const field = (name: 'Start' | 'End') => screen.getByLabelText(name) as HTMLInputElement;

describe('TimeRangePicker presets', () => {
  it('offers the domain presets and Custom, in order, as one labelled group', () => {
    renderPicker();
    const group = screen.getByRole('group', { name: 'Time range' });
    const labels = [...group.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toEqual([...TIME_RANGE_PRESETS.map((p) => p.label), CUSTOM_RANGE_LABEL]);
  });

  it.each(TIME_RANGE_PRESETS.map((p) => [p.label, p.range] as const))(
    '%s picks %s',
    (label, range) => {
      const onChange = renderPicker(range === 'HOUR' ? { range: 'DAY' } : { range: 'HOUR' });
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(onChange).toHaveBeenCalledWith({ range });
    },
  );

  it('marks the chosen preset pressed and keeps it when clicked again', () => {
    const onChange = renderPicker({ range: 'WEEK' });
    const week = screen.getByRole('button', { name: 'Week' });
    expect(week.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(week);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('TimeRangePicker custom dialog', () => {
  it('opens with the domain defaults: 7 days ago 00:00 to today 23:59', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: CUSTOM_RANGE_LABEL }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    const defaults = defaultCustomRange(NOW);
    expect(field('Start').value).toBe(toDateTimeLocal(defaults.start));
    expect(field('End').value).toBe(toDateTimeLocal(defaults.end));
    expect(field('Start').value).toBe('2026-03-03T00:00');
    expect(field('End').value).toBe('2026-03-10T23:59');
  });

  it('applies the defaults as a custom range', async () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: CUSTOM_RANGE_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith({
      range: 'CUSTOM',
      start: new Date(2026, 2, 3, 0, 0).getTime(),
      end: new Date(2026, 2, 10, 23, 59).getTime(),
    });
  });

  it.each([
    ['a missing start', { Start: '' }, 'Start', messages.required],
    ['a missing end', { End: '' }, 'End', messages.required],
    ['an end after today', { End: '2026-03-11T00:00' }, 'End', messages.endDateAfterToday],
    [
      'a start after the end',
      { Start: '2026-03-09T12:00', End: '2026-03-09T11:00' },
      'Start',
      messages.startAfterEnd,
    ],
  ] as const)('refuses %s with the domain message', async (_case, values, fieldName, message) => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: CUSTOM_RANGE_LABEL }));
    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(field(name as 'Start' | 'End'), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(message);
    expect(field(fieldName).getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reopens on the chosen custom range and shows its bounds', async () => {
    const chosen = {
      range: 'CUSTOM' as const,
      start: new Date(2026, 1, 1, 8, 0).getTime(),
      end: new Date(2026, 1, 2, 18, 45).getTime(),
    };
    const onChange = renderPicker(chosen);
    expect(
      screen.getByRole('button', { name: CUSTOM_RANGE_LABEL }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByTestId('custom-range-bounds').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: CUSTOM_RANGE_LABEL }));
    expect(field('Start').value).toBe('2026-02-01T08:00');
    expect(field('End').value).toBe('2026-02-02T18:45');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes with Escape without changing the range', async () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: CUSTOM_RANGE_LABEL }));
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('time range in the URL', () => {
  it.each<[string, TimeRangeValue]>([
    ['', { range: 'DAY' }],
    ['range=WEEK', { range: 'WEEK' }],
    ['range=six_months', { range: 'SIX_MONTHS' }],
    ['range=LATEST', { range: 'DAY' }],
    ['range=CUSTOM&start=1000&end=2000', { range: 'CUSTOM', start: 1000, end: 2000 }],
    [
      'range=CUSTOM&start=2026-03-01T00:00:00Z&end=2026-03-02T00:00:00Z',
      { range: 'CUSTOM', start: Date.UTC(2026, 2, 1), end: Date.UTC(2026, 2, 2) },
    ],
    ['range=CUSTOM&start=2000&end=1000', { range: 'DAY' }],
    ['range=CUSTOM&start=1000', { range: 'DAY' }],
  ])('%s reads as %j', (query, expected) => {
    expect(timeRangeFromSearchParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('round-trips and drops custom bounds for a preset, keeping other keys', () => {
    const custom: TimeRangeValue = { range: 'CUSTOM', start: 5, end: 9 };
    const withCustom = timeRangeToSearchParams(custom, new URLSearchParams('x=1'));
    expect(withCustom.toString()).toBe('x=1&range=CUSTOM&start=5&end=9');
    expect(timeRangeFromSearchParams(withCustom)).toEqual(custom);
    expect(timeRangeToSearchParams({ range: 'HOUR' }, withCustom).toString()).toBe(
      'x=1&range=HOUR',
    );
  });

  it('asks the server for the range, with dates only when custom', () => {
    expect(timeRangeRequest({ range: 'YEAR' })).toEqual({ range: 'YEAR' });
    expect(timeRangeRequest({ range: 'CUSTOM', start: 1, end: 2 })).toEqual({
      range: 'CUSTOM',
      date: { start: 1, end: 2 },
    });
  });
});
