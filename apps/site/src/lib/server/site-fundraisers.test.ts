import type { PublicFundraiserPage } from "@rimbun/contract";
import { describe, expect, it, vi } from "vitest";
import { createFundraiserSource, type FundraiserCalls, isFundraiserSlug } from "./site-fundraisers.ts";

const page = { slug: "siti" } as PublicFundraiserPage;

function calls(over: Partial<FundraiserCalls> = {}): FundraiserCalls {
  return {
    getPage: vi.fn(async () => page),
    getTeam: vi.fn(async () => null),
    getWall: vi.fn(async () => ({ messages: [], next_before: null })),
    listShown: vi.fn(async () => ({ pages: [], teams: [] })),
    ...over,
  };
}

describe("createFundraiserSource", () => {
  it("asks the API once per key while the answer is fresh", async () => {
    let now = 1_000;
    const api = calls();
    const source = createFundraiserSource({ calls: api, cacheMs: 30_000, now: () => now, log: () => {} });
    await Promise.all([source.page("siti"), source.page("siti")]);
    now += 10_000;
    await source.page("siti");
    expect(api.getPage).toHaveBeenCalledTimes(1);
    now += 30_000;
    await source.page("siti");
    expect(api.getPage).toHaveBeenCalledTimes(2);
  });

  it("serves the last copy when the API fails, and keeps walls of campaigns and pages apart", async () => {
    let now = 1_000;
    let fail = false;
    const api = calls({
      getPage: vi.fn(async () => {
        if (fail) throw new Error("down");
        return page;
      }),
    });
    const log = vi.fn();
    const source = createFundraiserSource({ calls: api, cacheMs: 1_000, now: () => now, log });
    await source.page("siti");
    fail = true;
    now += 5_000;
    await expect(source.page("siti")).resolves.toBe(page);
    expect(log).toHaveBeenCalled();
    await source.wall("campaign", "x");
    await source.wall("fundraiser", "x");
    expect(api.getWall).toHaveBeenCalledTimes(2);
  });

  it("asks the API for the sitemap's list once while fresh, and keeps the last copy when it fails", async () => {
    let now = 1_000;
    let fail = false;
    const list = { pages: [{ slug: "siti", updated_at: "2026-11-20T00:00:00.000Z" }], teams: [] };
    const api = calls({
      listShown: vi.fn(async () => {
        if (fail) throw new Error("down");
        return list;
      }),
    });
    const source = createFundraiserSource({ calls: api, cacheMs: 1_000, now: () => now, log: () => {} });
    await Promise.all([source.shown(), source.shown()]);
    expect(api.listShown).toHaveBeenCalledTimes(1);
    fail = true;
    now += 5_000;
    await expect(source.shown()).resolves.toBe(list);
  });
});

describe("isFundraiserSlug", () => {
  it.each(["siti-tanam-100", "a"])("takes %s", (slug) => expect(isFundraiserSlug(slug)).toBe(true));
  it.each([undefined, "", "Siti", "a--b", "-a", "a/b", "a".repeat(101), "<script>", "%3Cx"])(
    "refuses %s without asking the API",
    (slug) => expect(isFundraiserSlug(slug)).toBe(false),
  );
});
