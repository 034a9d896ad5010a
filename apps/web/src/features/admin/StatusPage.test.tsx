// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import { APP_ROUTES, SYSTEM_STATUS_POLL_MS } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { SystemStatusDocument } from '../../graphql/generated/graphql';
import type { SystemStatusQuery } from '../../graphql/generated/graphql';
import { statusTexts as texts } from './adminTexts';
import { StatusPage } from './StatusPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Status = SystemStatusQuery['systemStatus'];

const process = (id: string, host: string, pid: number) => ({
  __typename: 'ServerProcess' as const,
  id,
  host,
  pid,
  startedAt: new Date(Date.now() - 3_600_000).toISOString(),
  lastSeenAt: new Date(Date.now() - 2_000).toISOString(),
  rssBytes: 150 * 1024 * 1024,
});

const STATUS = {
  __typename: 'SystemStatus',
  checkedAt: new Date().toISOString(),
  processes: [process('a', 'web-1', 4242)],
  database: 'PostgreSQL 16.4',
  databaseOk: true,
  redisOk: null,
  gatewaysConnected: 3,
  gatewaysTotal: 5,
  readingsPerSecond: 12.5,
  notificationsQueued: 2,
  reportRunsQueued: 0,
  gatewayActionsQueued: 7,
} as Status;

/** Answers each status in turn, the last one from then on (a string answers an error). */
function statusMock(...answers: (Status | string)[]): MockLink.MockedResponse {
  let call = 0;
  return {
    request: { query: SystemStatusDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      return typeof answer === 'string'
        ? { errors: [new GraphQLError(answer)] }
        : { data: { systemStatus: answer } };
    },
  };
}

const SUPER = { id: 'u0', email: 'root@vigil.test', super: true, customer: null };

const open = (mocks: MockLink.MockedResponse[], user: object = SUPER) =>
  renderPage(<StatusPage />, { route: APP_ROUTES.status, at: '/status', mocks, user });

const figure = (title: string) => screen.getByRole('region', { name: title });

describe('/status', () => {
  it('sends everyone but super users to /home', async () => {
    open([], { id: 'u1', email: 'mia@acme.test', super: false });
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('shows the processes, database, Redis, gateways, ingest rate and queues', async () => {
    open([statusMock(STATUS)]);
    expect(await screen.findByText(texts.processCount(1))).toBeTruthy();
    const processes = figure(texts.processes);
    expect(within(processes).getByText(texts.ok)).toBeTruthy();
    const [row] = screen.getAllByTestId('status-process');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['web-1', '4242', expect.any(String), expect.any(String), '150 MB']);
    expect(within(figure(texts.database)).getByText('PostgreSQL 16.4')).toBeTruthy();
    expect(within(figure(texts.database)).getByText(texts.ok)).toBeTruthy();
    expect(within(figure(texts.redis)).getByText(texts.redisOff)).toBeTruthy();
    expect(within(figure(texts.redis)).getByText(texts.off)).toBeTruthy();
    expect(within(figure(texts.gateways)).getByText(texts.gatewaysValue(3, 5))).toBeTruthy();
    expect(within(figure(texts.ingest)).getByText(texts.ingestValue(12.5))).toBeTruthy();
    const queues = figure(texts.queues);
    expect(within(queues).getByText(texts.gatewayActions).nextSibling?.textContent).toBe('7');
    expect(within(queues).getByText(texts.notifications).nextSibling?.textContent).toBe('2');
  });

  it('marks what is down as an error', async () => {
    open([
      statusMock({
        ...STATUS,
        processes: [],
        database: 'Unreachable',
        databaseOk: false,
        redisOk: false,
      }),
    ]);
    expect(await screen.findByText(texts.noProcesses)).toBeTruthy();
    expect(within(figure(texts.processes)).getByText(texts.error)).toBeTruthy();
    expect(within(figure(texts.database)).getByText(texts.error)).toBeTruthy();
    expect(within(figure(texts.redis)).getByText(texts.redisDown)).toBeTruthy();
  });

  it(`asks again every ${SYSTEM_STATUS_POLL_MS / 1000} s, keeping the figures when a refresh fails`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open([
      statusMock(
        STATUS,
        { ...STATUS, processes: [process('a', 'web-1', 4242), process('b', 'web-2', 99)] },
        'Database unavailable',
      ),
    ]);
    expect(await screen.findByText(texts.processCount(1))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SYSTEM_STATUS_POLL_MS));
    expect(await screen.findByText(texts.processCount(2))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SYSTEM_STATUS_POLL_MS));
    expect(await screen.findByText(`${texts.failed} Database unavailable`)).toBeTruthy();
    expect(screen.getByText(texts.processCount(2))).toBeTruthy();
  });

  it('tells a failed first load, with Retry', async () => {
    open([statusMock('Database unavailable', STATUS)]);
    expect(await screen.findByText(`${texts.failed} Database unavailable`)).toBeTruthy();
    await act(async () => {
      screen.getByRole('button', { name: 'Retry' }).click();
    });
    expect(await screen.findByText(texts.processCount(1))).toBeTruthy();
  });
});
