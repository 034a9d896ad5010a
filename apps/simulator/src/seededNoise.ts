/**
 * Deterministic noise in [-1, 1]: the same seed, channel and tick always give the same value,
 * so a simulated device replays exactly whatever order or rate it is read at.
 */
export function seededNoise(seed: number, channel: number, tick: number): number {
  let h =
    Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^
    Math.imul(channel + 1, 0xc2b2ae35) ^
    Math.imul(tick, 0x27d4eb2f);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return ((h >>> 0) / 0xffffffff) * 2 - 1;
}
