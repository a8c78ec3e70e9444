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

interface Entry<T> {
  value: T;
  /** When the copy counts as old: a load is due after this. */
  freshUntil: number;
}

export interface StaleCache<T> {
  /** The cached value, or `load()`'s; a failed load falls back to the last good copy, else throws. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createStaleCache<T>(options: StaleCacheOptions): StaleCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();

  function remember(key: string, value: T, freshFor: number) {
    entries.delete(key);
    entries.set(key, { value, freshUntil: now() + freshFor });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function startLoad(key: string, load: () => Promise<T>): Promise<T> {
    let pending = loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          remember(key, value, options.ttlMs);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    async get(key, load) {
      const entry = entries.get(key);
      if (entry && now() < entry.freshUntil) return entry.value;
      try {
        return await startLoad(key, load);
      } catch (error) {
        const last = entries.get(key) ?? entry;
        if (!last) throw error;
        options.onStale?.(key, error);
        remember(key, last.value, options.retryAfterMs);
        return last.value;
      }
    },
    clear() {
      entries.clear();
      loading.clear();
    },
  };
}
