import { describe, expect, it } from 'vitest';
import { chunk } from './chunk.js';

describe('chunk', () => {
  it.each([
    [[], 3, []],
    [[1, 2, 3], 3, [[1, 2, 3]]],
    [[1, 2, 3, 4], 3, [[1, 2, 3], [4]]],
    [[1, 2, 3, 4, 5, 6, 7], 2, [[1, 2], [3, 4], [5, 6], [7]]],
  ])('%j in batches of %i → %j', (items, size, batches) => {
    expect(chunk(items, size)).toEqual(batches);
  });

  it.each([0, -1, 1.5])('refuses a batch size of %d', (size) => {
    expect(() => chunk([1], size)).toThrow(RangeError);
  });
});
