import { describe, expect, it } from 'vitest';
import { seededNoise } from './seededNoise.js';

describe('seededNoise', () => {
  it('repeats for the same seed, channel and tick', () => {
    expect(seededNoise(7, 2, 1_768_435_200)).toBe(seededNoise(7, 2, 1_768_435_200));
  });

  it.each([
    ['seed', [8, 2, 100]],
    ['channel', [7, 3, 100]],
    ['tick', [7, 2, 101]],
  ])('changes with the %s', (_, [seed, channel, tick]) => {
    expect(seededNoise(seed!, channel!, tick!)).not.toBe(seededNoise(7, 2, 100));
  });

  it('stays within [-1, 1] and averages near 0', () => {
    const samples = Array.from({ length: 10_000 }, (_, tick) => seededNoise(1, 1, tick));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(-1);
    expect(Math.max(...samples)).toBeLessThanOrEqual(1);
    expect(Math.abs(samples.reduce((sum, x) => sum + x, 0) / samples.length)).toBeLessThan(0.05);
  });
});
