/**
 * A token bucket of room joins for one socket: it starts full with `burst` joins and refills at
 * `perSecond`. Taking asks for some joins and gets as many as the bucket holds.
 */
export interface JoinBudget {
  /** Grants up to `wanted` joins now; returns how many were granted. */
  take(wanted: number): number;
}

export function createJoinBudget(
  perSecond: number,
  burst: number,
  now: () => number = Date.now,
): JoinBudget {
  let tokens = burst;
  let at = now();
  return {
    take(wanted) {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      const granted = Math.max(0, Math.min(Math.floor(wanted), Math.floor(tokens)));
      tokens -= granted;
      return granted;
    },
  };
}
