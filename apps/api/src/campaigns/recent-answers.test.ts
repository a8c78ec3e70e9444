import { afterEach, describe, expect, it, vi } from "vitest";
import { campaignsChanged, recentAnswer } from "./recent-answers.ts";

/* The public campaign answers' one-second reuse. */

afterEach(() => {
  vi.restoreAllMocks();
});

function clockAt(ms: number) {
  vi.spyOn(performance, "now").mockReturnValue(ms);
}

describe("recentAnswer", () => {
  it("loads once a second per key and database, sharing a load in flight", async () => {
    const db = {};
    const load = vi.fn(async () => ({ raised: 1 }));
    clockAt(10_000);
    const [a, b] = await Promise.all([recentAnswer(db, "k", load), recentAnswer(db, "k", load)]);
    expect(a).toBe(b);
    clockAt(10_999);
    await recentAnswer(db, "k", load);
    expect(load).toHaveBeenCalledTimes(1);
    await recentAnswer({}, "k", load); // another database
    await recentAnswer(db, "other", load);
    expect(load).toHaveBeenCalledTimes(3);
    clockAt(11_000);
    await recentAnswer(db, "k", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("a change made in this process shows at once", async () => {
    const db = {};
    let raised = 1;
    const load = async () => ({ raised });
    clockAt(0);
    expect(await recentAnswer(db, "k", load)).toEqual({ raised: 1 });
    raised = 2;
    expect(await recentAnswer(db, "k", load)).toEqual({ raised: 1 });
    campaignsChanged();
    expect(await recentAnswer(db, "k", load)).toEqual({ raised: 2 });
  });

  it("a failed load is not kept", async () => {
    const db = {};
    clockAt(0);
    await expect(recentAnswer(db, "k", async () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await recentAnswer(db, "k", async () => "up")).toBe("up");
  });

  it("many keys (unknown slugs in a loop) do not grow it without limit", async () => {
    const db = {};
    clockAt(0);
    const load = vi.fn(async () => []);
    for (let i = 0; i < 1_200; i += 1) await recentAnswer(db, `slug-${i}`, load);
    await recentAnswer(db, "slug-0", load);
    // slug-0, the least recently used, was dropped past the bound, so it loads again.
    expect(load).toHaveBeenCalledTimes(1_201);
  });
});
