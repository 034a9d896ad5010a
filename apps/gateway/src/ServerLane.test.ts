import { describe, expect, it } from 'vitest';
import { ServerLane } from './ServerLane.js';
import { UplinkError } from './UplinkError.js';

describe('ServerLane', () => {
  it('runs one request at a time, in the order sent', async () => {
    const lane = new ServerLane(() => undefined);
    const order: string[] = [];
    let release!: () => void;
    const first = lane.send('a', async () => {
      order.push('a starts');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('a ends');
    });
    const second = lane.send('b', async () => {
      order.push('b starts');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['a starts']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('goes on after a failed request', async () => {
    const lane = new ServerLane(() => undefined);
    await expect(lane.send('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(lane.send('b', () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('logs a failure once until it changes, and its recovery once', async () => {
    const lines: string[] = [];
    const lane = new ServerLane((line) => lines.push(line));
    lane.failed('check-in', new Error('connection refused'));
    lane.failed('check-in', new Error('connection refused'));
    expect(lane.failing('check-in')).toBe(true);
    lane.failed('check-in', new Error('timed out'));
    await lane.send('check-in', () => Promise.resolve());
    await lane.send('check-in', () => Promise.resolve());
    expect(lines).toEqual([
      'check-in: connection refused',
      'check-in: timed out',
      'check-in: the server answers again',
    ]);
    expect(lane.failing('check-in')).toBe(false);
  });

  it('names refused credentials and says queued readings stay', () => {
    const lines: string[] = [];
    const lane = new ServerLane((line) => lines.push(line));
    lane.failed('readings', new UplinkError('unauthorized', 'HTTP 401'));
    expect(lines).toEqual([
      "readings: the server refused the gateway's credentials (HTTP 401); check the gateway id and token; batches stay queued",
    ]);
  });

  it('forgets a failure without logging a recovery', async () => {
    const lines: string[] = [];
    const lane = new ServerLane((line) => lines.push(line));
    lane.failed('listen', 'socket closed');
    lane.forget('listen');
    await lane.send('listen', () => Promise.resolve());
    expect(lines).toEqual(['listen: socket closed']);
  });
});
