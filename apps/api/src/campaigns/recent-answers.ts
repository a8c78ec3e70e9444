/**
 * The public campaign answers reused for one second in this process (docs/decisions/public-figures.md): in a
 * burst only the first visitor of each second costs database round trips, the rest cost what the trivial
 * route costs. A change to a campaign or its totals made in this process (`campaignsChanged`) drops them at
 * once; one made by another process shows within the second, well inside the answers' HTTP cache times. A
 * load in flight is shared; a failed one is not kept. Answers are shared objects: never mutate one.
 */

import { LRUCache } from "lru-cache";

const RECENT_MS = 1_000;
/** Unknown slugs must not grow the cache without limit: past this many keys the least recently used goes. */
const MAX_KEYS = 500;

interface Entry {
  value: Promise<unknown>;
  at: number;
  stamp: number;
}

let generation = 0;
/** Per database, lru-cache bounds the keys; whether a kept answer is recent enough is `reuse`'s to say. */
const caches = new WeakMap<object, LRUCache<string, Entry>>();

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

/**
 * Called where a fundraiser page, a team, their totals or a wall message changes: the page, team, team
 * board, sitemap list and wall answers reused here show it at once (they share the campaigns' generation,
 * since a page's gift moves its campaign's figures too).
 */
export function fundraisersChanged(): void {
  campaignsChanged();
}

/** This process's map for one database (tests open many), made on first use. */
export function ofDatabase<V>(maps: WeakMap<object, Map<string, V>>, db: object): Map<string, V> {
  let map = maps.get(db);
  if (!map) {
    map = new Map();
    maps.set(db, map);
  }
  return map;
}

/** How an answer is reused: for `forMs` from `at` (ms on one clock), while `stamp` stays the same. */
export interface Reuse {
  forMs: number;
  at: number;
  stamp: number;
}

/**
 * The answer for `key` on this database, loaded again once `reuse` says the kept one is too old or its
 * stamp moved. A load in flight is shared; a failed one is not kept.
 */
export function reusedAnswer<T>(db: object, key: string, load: () => Promise<T>, reuse: Reuse): Promise<T> {
  const cache = caches.get(db) ?? new LRUCache<string, Entry>({ max: MAX_KEYS });
  caches.set(db, cache);
  const entry = cache.get(key);
  if (entry && entry.stamp === reuse.stamp && reuse.at >= entry.at && reuse.at - entry.at < reuse.forMs)
    return entry.value as Promise<T>;
  const value = load();
  const fresh: Entry = { value, at: reuse.at, stamp: reuse.stamp };
  cache.set(key, fresh);
  value.catch(() => {
    if (cache.peek(key) === fresh) cache.delete(key);
  });
  return value;
}

/** The answer for `key` on this database, loaded at most once a second or after a campaign change. */
export function recentAnswer<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return reusedAnswer(db, key, load, { forMs: RECENT_MS, at: performance.now(), stamp: generation });
}
