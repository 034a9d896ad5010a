import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached answers that list templates (the list, the defaults offered after
 * onboarding), so they load again when shown. Used when a template is added or deleted.
 */
export function forgetTemplateLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'templates' });
  cache.gc();
}
