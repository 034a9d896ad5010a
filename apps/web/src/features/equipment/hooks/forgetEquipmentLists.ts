import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached answers that count or list equipment or its sensors, so the lists on screen
 * load again and the others do when next shown. Used when equipment is added or deleted.
 */
export function forgetEquipmentLists(cache: ApolloCache): void {
  for (const fieldName of ['allEquipment', 'sensors', 'sensorsCount', 'siteSummary']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
