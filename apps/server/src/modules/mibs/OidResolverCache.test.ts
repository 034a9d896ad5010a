import { describe, expect, it, vi } from 'vitest';
import { OidResolver } from './oidResolver.js';
import { OidResolverCache } from './OidResolverCache.js';

/** A build that counts its calls, each making a new resolver. */
const counted = () => vi.fn(async () => new OidResolver([]));

describe('the OID resolver cache', () => {
  it('builds once per customer and version, again when the version changes', async () => {
    const cache = new OidResolverCache();
    const build = counted();
    const first = await cache.get(1, '1@100', build);
    expect(await cache.get(1, '1@100', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(await cache.get(1, '2@250', build)).not.toBe(first);
    expect(await cache.get(2, '1@100', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
    expect(cache.builds).toBe(3);
  });

  it('shares one build between concurrent calls', async () => {
    const cache = new OidResolverCache();
    const build = counted();
    const [a, b] = await Promise.all([cache.get(1, 'v', build), cache.get(1, 'v', build)]);
    expect(a).toBe(b);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed build', async () => {
    const cache = new OidResolverCache();
    await expect(cache.get(1, 'v', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    const build = counted();
    await cache.get(1, 'v', build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently used customer beyond its size', async () => {
    const cache = new OidResolverCache(2);
    const build = counted();
    await cache.get(1, 'v', build);
    await cache.get(2, 'v', build);
    await cache.get(1, 'v', build);
    await cache.get(3, 'v', build);
    expect(build).toHaveBeenCalledTimes(3);
    await cache.get(1, 'v', build);
    expect(build).toHaveBeenCalledTimes(3);
    await cache.get(2, 'v', build);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
