import type { AgentAction, GatewayConfig, WireAction } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext, ActionHost, ActionKinds, ActionOutcome } from './actionKinds.js';
import { succeeded } from './actionResults.js';
import { ActionRunner } from './ActionRunner.js';
import { ServerLane } from './ServerLane.js';
import { FakeUplink, type FakeListen } from './testing/FakeUplink.js';

const CONFIG: GatewayConfig = {
  gateway: { id: 40, name: 'Site A', pollInterval: 3600, listen: true },
  equipment: [],
  revision: 'r1',
};

const action = (id: number, kind: AgentAction = 'RUN_POLL'): WireAction => ({
  id,
  action: kind,
  params: { kind: 'none' },
});

let server: FakeUplink;
let logs: string[];
let running: boolean;
let listen: FakeListen;
let runner: ActionRunner;
/** Action ids in the order their kind ran, with the status the server held for each then. */
let ran: { id: number; status: string | undefined }[];

const host = (overrides: Partial<ActionHost> = {}): ActionHost => ({
  poll: async () => ({ equipment: 0, answered: 0, silent: 0, readings: 0, lines: [] }),
  facts: () => ({
    version: '1.2.3',
    startedAt: 0,
    queuedBatches: 0,
    queuedReadings: 0,
    revision: 'r1',
    equipmentCount: 0,
  }),
  logs: () => '',
  restart: undefined,
  tokens: undefined,
  ...overrides,
});

/** A kind that records that it ran, and answers what `perform` says (SUCCESS by default). */
const recording =
  (perform?: (context: ActionContext) => Promise<ActionOutcome>) =>
  async (context: ActionContext): Promise<ActionOutcome> => {
    ran.push({ id: context.action.id, status: server.item(context.action.id)?.status });
    return perform ? perform(context) : succeeded(`ran ${context.action.id}`);
  };

/** The runner as the agent wires it: woken by the listen socket's events, cancelled by them. */
function start(options: { host?: ActionHost; kinds?: Partial<ActionKinds> } = {}) {
  runner = new ActionRunner({
    uplink: server,
    lane: new ServerLane((line) => logs.push(line)),
    log: (line) => logs.push(line),
    isRunning: () => running,
    isListening: () => listen.connected,
    retryMs: { first: 5, max: 20 },
    host: options.host ?? host(),
    kinds: { RUN_POLL: recording(), ...options.kinds },
  });
  listen = server.openListen({
    onConnect: () => runner.wake(),
    onMode: () => undefined,
    onActions: () => runner.wake(),
    onCancel: (id) => runner.cancel(id),
    onError: () => undefined,
  });
  return runner;
}

/** Resolves when the runner has taken everything and asked for more. */
async function idle() {
  await vi.waitFor(() => {
    expect(runner.running).toBeUndefined();
    expect(server.requests.at(-1)).toBe('next');
  });
}

beforeEach(() => {
  server = new FakeUplink(CONFIG);
  logs = [];
  running = true;
  ran = [];
});

afterEach(async () => {
  running = false;
  await runner?.stop();
});

describe('ActionRunner', () => {
  it('takes the queue in order, one at a time: ack, run, result, then the next', async () => {
    server.enqueue(action(1), action(2), action(3));
    start();
    await vi.waitFor(() => expect(ran).toHaveLength(3));
    await idle();
    // Each ran only once the server had started it (the ack), never before.
    expect(ran).toEqual([
      { id: 1, status: 'IN_PROGRESS' },
      { id: 2, status: 'IN_PROGRESS' },
      { id: 3, status: 'IN_PROGRESS' },
    ]);
    expect(server.requests).toEqual([
      ...['next', 'ack 1', 'result 1'],
      ...['next', 'ack 2', 'result 2'],
      ...['next', 'ack 3', 'result 3'],
      'next',
    ]);
    expect(server.queue.map((item) => [item.status, item.result?.output])).toEqual([
      ['SUCCESS', 'ran 1'],
      ['SUCCESS', 'ran 2'],
      ['SUCCESS', 'ran 3'],
    ]);
    expect(server.maxInFlight).toBe(1);
    expect(logs).toContain('action 1 (Poll): started');
    expect(logs).toContain('action 1 (Poll): SUCCESS');
  });

  it('looks at the queue again when the server says there is work', async () => {
    start();
    await idle();
    server.enqueue(action(7));
    await vi.waitFor(() => expect(server.item(7)?.status).toBe('SUCCESS'));
    expect(ran.map((entry) => entry.id)).toEqual([7]);
  });

  it('does not run an action the ack says not to run, and goes on with the next', async () => {
    // Another process acked action 1 between this agent's look at the queue and its ack.
    server.beforeAck = (id) => {
      const item = server.item(id);
      if (id === 1 && item) item.status = 'IN_PROGRESS';
    };
    server.enqueue(action(1), action(2));
    start();
    await vi.waitFor(() => expect(server.item(2)?.status).toBe('SUCCESS'));
    expect(ran.map((entry) => entry.id)).toEqual([2]);
    expect(server.item(1)?.result).toBeUndefined();
    expect(server.requests).not.toContain('result 1');
    expect(logs).toContain('action 1 (Poll): the server did not start it again; skipped');
  });

  it('does not loop on a head the server keeps offering and will not start', async () => {
    server.refuseAck.add(1);
    server.enqueue(action(1));
    start();
    await vi.waitFor(() => expect(server.requests.filter((r) => r === 'next')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual(['next', 'ack 1', 'next']);
    expect(ran).toEqual([]);
  });

  it('aborts the running action on a cancel event; it reports nothing and the next one runs', async () => {
    let aborted = false;
    server.enqueue(action(1), action(2));
    start({
      kinds: {
        RUN_POLL: recording(async ({ action: { id }, signal }) => {
          if (id === 1) {
            await new Promise((resolve) => signal.addEventListener('abort', resolve));
            aborted = true;
          }
          return succeeded(`ran ${id}`);
        }),
      },
    });
    await vi.waitFor(() => expect(runner.running).toBe(1));
    server.cancel(1);
    await vi.waitFor(() => expect(server.item(2)?.status).toBe('SUCCESS'));
    expect(aborted).toBe(true);
    expect(server.item(1)?.status).toBe('CANCELLED');
    expect(server.item(1)?.result).toBeUndefined();
    expect(server.requests).not.toContain('result 1');
    expect(logs).toContain('action 1: cancelled by the server; stopping it');
  });

  it('retries a result with backoff until the server records it, logging the outage once', async () => {
    server.failNext.set('result', 3);
    server.enqueue(action(1));
    start();
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('SUCCESS'));
    expect(server.requests.filter((request) => request === 'result 1')).toHaveLength(4);
    expect(ran).toHaveLength(1);
    expect(logs.filter((line) => line.startsWith('actions:'))).toEqual([
      'actions: 503 server busy',
      'actions: the server answers again',
    ]);
  });

  it('drops an action the server deleted (404) rather than retrying forever', async () => {
    server.enqueue(action(1), action(2), action(3));
    start({
      kinds: {
        RUN_POLL: recording(async ({ action: { id } }) => {
          // Deleted while it ran: its result has nowhere to go.
          if (id === 1) server.remove(1);
          return succeeded(`ran ${id}`);
        }),
      },
    });
    // Deleted before the ack: never run.
    server.beforeAck = (id) => {
      if (id === 2) server.remove(2);
    };
    await vi.waitFor(() => expect(server.item(3)?.status).toBe('SUCCESS'));
    expect(ran.map((entry) => entry.id)).toEqual([1, 3]);
    expect(server.requests.filter((request) => request === 'result 1')).toHaveLength(1);
    expect(server.requests.filter((request) => request === 'ack 2')).toHaveLength(1);
    expect(logs).toContain('action 1 (Poll): result not delivered (404 No such action.)');
    expect(logs).toContain('action 2 (Poll): not started (404 No such action.)');
  });

  it('REBOOT: restarts after the ack, posts no result, and takes nothing more', async () => {
    const restart = vi.fn();
    server.enqueue(action(1, 'REBOOT'), action(2));
    start({ host: host({ restart }) });
    await vi.waitFor(() => expect(restart).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual(['next', 'ack 1']);
    expect(server.item(1)?.status).toBe('IN_PROGRESS');
    expect(server.item(2)?.status).toBe('PENDING');
    expect(logs).toContain('action 1 (Restart): restarting the agent');
    server.announce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toEqual(['next', 'ack 1']);
  });

  it('REBOOT fails, and says why, when the agent cannot restart itself', async () => {
    server.enqueue(action(1, 'REBOOT'));
    start();
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('FAILED'));
    expect(server.item(1)?.result?.error).toBe(
      'This gateway agent runs inside another process and cannot restart itself.',
    );
  });

  it('takes nothing while the listen socket is down, and looks when it connects', async () => {
    server.autoConnect = false;
    server.enqueue(action(1));
    start();
    listen.closed = true;
    runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toEqual([]);
    listen.closed = false;
    listen.handlers.onConnect();
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('SUCCESS'));
  });

  it('on stop, aborts the running action and reports it FAILED once', async () => {
    server.enqueue(action(1));
    start({
      kinds: {
        RUN_POLL: recording(async ({ signal }) => {
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          return succeeded('finished anyway');
        }),
      },
    });
    await vi.waitFor(() => expect(runner.running).toBe(1));
    running = false;
    await runner.stop();
    expect(server.item(1)).toMatchObject({
      status: 'FAILED',
      result: { error: 'The gateway agent stopped before the action finished.' },
    });
  });

  it('sends a result the contract refuses as a FAILED saying why', async () => {
    server.enqueue(action(1));
    start({
      kinds: {
        RUN_POLL: recording(async () => succeeded('x', { meta: { '': 'y'.repeat(2000) } })),
      },
    });
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('FAILED'));
    expect(server.item(1)?.result?.error).toMatch(
      /^The agent's result does not fit the contract \(meta\./,
    );
  });
});
