import type { OidResolver } from './oidResolver.js';

/** How many customers' resolvers a process keeps (each holds the built-in modules' objects too). */
export const OID_RESOLVERS_KEPT = 32;

/**
 * Each customer's OidResolver, kept in memory per process and keyed by a version of the customer's
 * modules read from the database on every call (mibs.repository.ts `version`). An import or a
 * deletion, by this process or any other server process, changes the version, so the next call
 * builds again; concurrent calls share one build. Beyond `max` customers the least recently used
 * one is forgotten.
 */
export class OidResolverCache {
  private readonly entries = new Map<number, { version: string; resolver: Promise<OidResolver> }>();
  /** How many resolvers were built: what a cache hit saves. */
  builds = 0;

  constructor(private readonly max = OID_RESOLVERS_KEPT) {}

  get(
    customerId: number,
    version: string,
    build: () => Promise<OidResolver>,
  ): Promise<OidResolver> {
    const cached = this.entries.get(customerId);
    this.entries.delete(customerId);
    if (cached?.version === version) {
      this.entries.set(customerId, cached);
      return cached.resolver;
    }
    this.builds += 1;
    const entry = { version, resolver: build() };
    this.entries.set(customerId, entry);
    entry.resolver.catch(() => {
      if (this.entries.get(customerId) === entry) this.entries.delete(customerId);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
    return entry.resolver;
  }
}
