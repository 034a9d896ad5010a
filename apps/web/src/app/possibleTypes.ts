/**
 * The schema's unions and the types each may be, for Apollo's cache: without them it cannot tell
 * which inline fragment an answer of a union matches. possibleTypes.test.ts checks them against
 * the SDL.
 */
export const POSSIBLE_TYPES: Readonly<Record<string, readonly string[]>> = {
  OverlayData: ['Sensor', 'OverlayViewLink', 'OverlayLink'],
};

/** A copy Apollo's InMemoryCache takes (it wants mutable arrays). */
export function possibleTypes(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(POSSIBLE_TYPES).map(([name, types]) => [name, [...types]]),
  );
}
