import { describe, expect, it, vi } from "vitest";
import { createStaleCache } from "./stale-cache.ts";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("the site's short cache of API answers", () => {
  it("reuses an answer within its time and loads again after", async () => {
    const c = clock();
    const cache = createStaleCache<number>({
      ttlMs: 30_000,
      retryAfterMs: 5_000,
      maxEntries: 10,
      now: c.now,
    });
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get("k", load)).toBe(1);
    c.advance(29_999);
    expect(await cache.get("k", load)).toBe(1);
    c.advance(1);
    expect(await cache.get("k", load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("makes one load for a burst of requests", async () => {
    const cache = createStaleCache<string>({ ttlMs: 30_000, retryAfterMs: 5_000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const answers = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    release("one");
    expect(await answers).toEqual(["one", "one", "one"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the last good copy when a load fails, and waits a little before trying again", async () => {
    const c = clock();
    const onStale = vi.fn();
    const cache = createStaleCache<string>({
      ttlMs: 30_000,
      retryAfterMs: 5_000,
      maxEntries: 10,
      now: c.now,
      onStale,
    });
    await cache.get("k", async () => "good");
    c.advance(31_000);
    const failing = vi.fn().mockRejectedValue(new Error("API down"));
    expect(await cache.get("k", failing)).toBe("good");
    expect(onStale).toHaveBeenCalledOnce();
    c.advance(4_000);
    expect(await cache.get("k", failing)).toBe("good");
    expect(failing).toHaveBeenCalledTimes(1);
    c.advance(1_000);
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
  });

  it("throws when a load fails and there is no copy", async () => {
    const cache = createStaleCache<string>({ ttlMs: 30_000, retryAfterMs: 5_000, maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("API down")))).rejects.toThrow("API down");
  });

  it("keeps at most maxEntries keys, dropping the oldest", async () => {
    const cache = createStaleCache<string>({ ttlMs: 30_000, retryAfterMs: 5_000, maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(await cache.get("b", async () => "b2")).toBe("b1");
    expect(await cache.get("a", async () => "a2")).toBe("a2");
  });
});
