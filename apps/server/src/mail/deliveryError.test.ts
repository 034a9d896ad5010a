import { describe, expect, it } from 'vitest';
import { oneLine, redact } from './deliveryError.js';

describe('redact', () => {
  it.each([
    [
      'auth failed for smtp://u:p%40ss@mail:587',
      ['smtp://u:p%40ss@mail:587', 'p@ss'],
      'auth failed for ***',
    ],
    ['echoed p@ss and p%40ss', ['p%40ss'], 'echoed *** and ***'],
    ['nothing secret here', [undefined, ''], 'nothing secret here'],
    ['bad %E0 escape', ['%E0'], 'bad *** escape'],
  ])('%j hides %j', (text, secrets, expected) => {
    expect(redact(text, secrets)).toBe(expected);
  });
});

describe('oneLine', () => {
  it.each([
    ['550 No such\r\n  user', '550 No such user'],
    ['x'.repeat(205), `${'x'.repeat(200)}…`],
  ])('%j → %j', (text, expected) => {
    expect(oneLine(text)).toBe(expected);
  });
});
