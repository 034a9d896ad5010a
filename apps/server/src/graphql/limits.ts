/**
 * What one GraphQL request may be, checked before any full parse: the body's bytes (Fastify,
 * before JSON parsing), the query text's length (before the GraphQL parser), then tokens while
 * parsing (the parse stops at the limit), then depth and aliases on the bounded document.
 * The standard introspection query nests 21 deep, so tools keep working.
 */
export const GRAPHQL_LIMITS = {
  /**
   * Bytes of a POST /graphql body: the query and its variables (layouts, notes …). The largest
   * is a MIB file's text (importMib, MIB_TEXT_MAX 2 MiB), with room for its JSON escapes.
   */
  maxBodyBytes: 3 * 1024 * 1024,
  /** Characters of the query text; the web app's largest operation is under 3,000. */
  maxQueryLength: 32 * 1024,
  maxTokens: 2000,
  maxDepth: 25,
  maxAliases: 10,
} as const;
