import { LRUCache } from "lru-cache";

/**
 * A small in-memory cache for the pages rendered on request: an answer is reused for `ttlMs`, one
 * load runs at a time per key (a burst of visitors makes one API call), and when a load fails the
 * last good copy is served instead (the API down must not take the public site down with it).
 * A failed refresh keeps the old copy for `retryAfterMs` before the next attempt, so visitors do not
 * each wait for the API's time limit while it is down. The number of keys is bounded: unknown
 * addresses cannot grow it without limit.
 */
export interface StaleCacheOptions {
  ttlMs: number;
  retryAfterMs: number;
  maxEntries: number;
  now?: () => number;
  /** Told when a stale copy is served because the load failed. */
  onStale?: (key: string, error: unknown) => void;
}

export interface StaleCache<T> {
  /** The cached value, or `load()`'s; a failed load falls back to the last good copy, else throws. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** lru-cache keeps no null or undefined values: each value travels in a box. */
interface Box<T> {
  value: T;
}

/** lru-cache counts an entry old once its age is over `ttl`; here it is old from `ms` on (whole ms). */
const expiresAfter = (ms: number) => Math.max(1, ms - 1);

/**
 * lru-cache does the keeping: `ttl` per entry, at most `max` keys (the least recently used goes first),
 * one fetch in flight per key shared by every caller. A failed fetch returns the last good copy, kept for
 * `retryAfterMs` rather than `ttlMs`.
 */
export function createStaleCache<T>(options: StaleCacheOptions): StaleCache<T> {
  const cache = new LRUCache<string, Box<T>, () => Promise<T>>({
    max: options.maxEntries,
    ttl: expiresAfter(options.ttlMs),
    // Every look-up reads the clock (the default caches it for 1 ms, which a test clock would outrun).
    ttlResolution: 0,
    // Only differences of the clock count; lru-cache reads a start at 0 as "no time kept", and a test
    // clock may start there, so it runs one ms ahead.
    perf: { now: () => (options.now ?? Date.now)() + 1 },
    fetchMethod: async (key, stale, { options: set, context: load }) => {
      try {
        return { value: await load() };
      } catch (error) {
        if (!stale) throw error;
        options.onStale?.(key, error);
        set.ttl = expiresAfter(options.retryAfterMs);
        return stale;
      }
    },
  });
  return {
    async get(key, load) {
      const box = await cache.fetch(key, { context: load });
      if (!box) throw new Error(`stale-cache: no value for ${key}`);
      return box.value;
    },
    clear() {
      cache.clear();
    },
  };
}
