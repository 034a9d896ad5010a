// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextPollCountdown } from './NextPollCountdown';

const start = Date.UTC(2026, 2, 10, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.getByTestId('next-poll');

describe('NextPollCountdown', () => {
  it('counts down every second to the next poll, then counts how long it is overdue', () => {
    // Polled 55 s ago with a 60 s interval: the next poll is due in 5 s.
    render(
      <NextPollCountdown lastUpdated={new Date(start - 55_000).toISOString()} pollInterval={60} />,
    );
    expect(shown().textContent).toBe('in 0:05');
    expect(shown().getAttribute('data-state')).toBe('due');

    act(() => vi.advanceTimersByTime(1_000));
    expect(shown().textContent).toBe('in 0:04');
    act(() => vi.advanceTimersByTime(4_000));
    expect(shown().textContent).toBe('in 0:00');

    act(() => vi.advanceTimersByTime(2_000));
    expect(shown().textContent).toBe('overdue by 0:02');
    expect(shown().getAttribute('data-state')).toBe('overdue');
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown().textContent).toBe('overdue by 1:02');
  });

  it('restarts from a new check-in', () => {
    const { rerender } = render(
      <NextPollCountdown lastUpdated={new Date(start - 90_000).toISOString()} pollInterval={60} />,
    );
    expect(shown().textContent).toBe('overdue by 0:30');
    rerender(<NextPollCountdown lastUpdated={new Date(start).toISOString()} pollInterval={60} />);
    expect(shown().textContent).toBe('in 1:00');
  });

  it('says unknown for a gateway that never checked in', () => {
    render(<NextPollCountdown lastUpdated={null} pollInterval={60} />);
    expect(shown().textContent).toBe('unknown');
    expect(shown().getAttribute('data-state')).toBe('unknown');
  });
});
