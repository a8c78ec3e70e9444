/**
 * The public campaign answers reused for one second in this process (issue 13): in a burst only the
 * first visitor of each second costs database round trips, the rest cost what the trivial route costs.
 * A change to a campaign or its totals made in this process (`campaignsChanged`) drops them at once;
 * one made by another process shows within the second, well inside the answers' HTTP cache times.
 * A load in flight is shared; a failed one is not kept. Answers are shared objects: never mutate one.
 */

const RECENT_MS = 1_000;
/** Unknown slugs must not grow the cache without limit: past this many keys it starts over. */
const MAX_KEYS = 500;

interface Entry {
  value: Promise<unknown>;
  at: number;
  generation: number;
}

let generation = 0;
const caches = new WeakMap<object, Map<string, Entry>>();

let paymentsGeneration = 0;

/**
 * Called where a payment's status moves (in or before its transaction's commit): answers figured from
 * payments in this process (the reports' live month) are figured again on their next call.
 */
export function paymentsChanged(): void {
  paymentsGeneration += 1;
}

/** How many payment changes this process has seen: a reused answer is kept with the count it was made at. */
export function paymentChanges(): number {
  return paymentsGeneration;
}

/** Called where campaigns or their totals change (in or before the transaction's commit). */
export function campaignsChanged(): void {
  generation += 1;
}

/** The answer for `key` on this database, loaded at most once a second. */
export function recentAnswer<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = performance.now();
  const entry = cache.get(key);
  if (entry && entry.generation === generation && now - entry.at < RECENT_MS)
    return entry.value as Promise<T>;
  if (cache.size >= MAX_KEYS) cache.clear();
  const value = load();
  const fresh: Entry = { value, at: now, generation };
  const kept = cache;
  kept.set(key, fresh);
  value.catch(() => {
    if (kept.get(key) === fresh) kept.delete(key);
  });
  return value;
}
