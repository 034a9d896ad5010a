// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '../../../components/groupLogsByDay';
import { SensorLogList } from './SensorLogs';

afterEach(cleanup);

/** An ISO instant at a local date and time, so the test holds in any time zone. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 2, day, hour, minute).toISOString();

const log = (id: string, createdAt: string, sensorID = '1') => ({
  id,
  sensorID,
  status: 'warning',
  value: 27,
  message: `entry ${id}`,
  createdAt,
});

describe('SensorLogList', () => {
  it('shows one date separator per day, each heading its own entries', () => {
    render(
      <SensorLogList logs={[log('a', at(9, 8)), log('b', at(10, 7)), log('c', at(10, 18))]} />,
    );
    const days = screen.getAllByTestId('sensor-log-day');
    expect(days.map((d) => d.textContent)).toEqual([
      formatDay('2026-03-10'),
      formatDay('2026-03-09'),
    ]);
    const newest = screen.getByRole('region', { name: formatDay('2026-03-10') });
    expect(
      within(newest)
        .getAllByTestId('sensor-log')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('entry c'), expect.stringContaining('entry b')]);
    expect(within(newest).getAllByTestId('sensor-status')[0]?.getAttribute('data-status')).toBe(
      'warning',
    );
  });

  it("names each entry's sensor when several sensors share the log", () => {
    render(
      <SensorLogList
        logs={[log('a', at(10, 8), '1'), log('b', at(10, 9), '2')]}
        sensorNames={
          new Map([
            ['1', 'Inlet temperature'],
            ['2', 'Outlet temperature'],
          ])
        }
      />,
    );
    const entries = screen.getAllByTestId('sensor-log').map((li) => li.textContent);
    expect(entries[0]).toContain('Outlet temperature: entry b');
    expect(entries[1]).toContain('Inlet temperature: entry a');
  });
});
