import { ACTION_FILE_MAX_LENGTH } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { LogBuffer } from './LogBuffer.js';

const T0 = Date.UTC(2026, 10, 24, 12);
const STAMP = '2026-11-24T12:00:00.000Z';

describe('LogBuffer', () => {
  it('keeps lines in order, each with its time', () => {
    const logs = new LogBuffer({ now: () => T0 });
    logs.add('config: revision r1');
    logs.add('listen mode: on');
    expect(logs.text()).toBe(`${STAMP} config: revision r1\n${STAMP} listen mode: on\n`);
  });

  it('drops the oldest lines once the text would pass its limit', () => {
    const line = (n: number) => `${STAMP} line ${n}\n`;
    const logs = new LogBuffer({ now: () => T0, maxLength: line(4998).length * 3 });
    for (let n = 1; n <= 5000; n++) logs.add(`line ${n}`);
    expect(logs.text()).toBe(line(4998) + line(4999) + line(5000));
  });

  it('cuts a line longer than the whole buffer', () => {
    const logs = new LogBuffer({ now: () => T0, maxLength: 60 });
    logs.add('x'.repeat(100));
    expect(logs.text()).toHaveLength(60);
    expect(logs.text()).toMatch(/^2026-11-24T12:00:00.000Z x+…\n$/);
  });

  it('holds at most what one action file may by default', () => {
    const logs = new LogBuffer();
    for (let n = 0; n < 20_000; n++) logs.add(`poll ${n}: ${'y'.repeat(80)}`);
    expect(logs.text().length).toBeLessThanOrEqual(ACTION_FILE_MAX_LENGTH);
    expect(logs.text().length).toBeGreaterThan(ACTION_FILE_MAX_LENGTH - 200);
    expect(logs.text()).toMatch(/poll 19999: y+\n$/);
  });
});
