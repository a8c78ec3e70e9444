import type { CampaignCard, CampaignPage } from "@rimbun/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCampaignCalls, type CampaignCalls, createCampaignSource } from "./site-campaigns.ts";

const localized = (text: string) => ({ id: text, en: text });
const card: CampaignCard = {
  slug: "hutan-kita",
  kind: "campaign",
  status: "published",
  title: localized("Hutan kita"),
  summary: localized("Ringkasan"),
  place: localized("Bogor"),
  uses: localized("- Bibit"),
  target: 1_000_000,
  raised: 250_000,
  donor_count: 3,
  starts_on: "2026-01-01",
  ends_on: "2026-12-31",
  cover: null,
  scene: "forest",
  funds_used: 0,
  matched: 0,
  matching: null,
};
const page: CampaignPage = { ...card, story: localized("Cerita"), updates: [] };

function envelope(result: unknown, status = 200) {
  const error = status >= 400;
  return new Response(JSON.stringify({ error, result, message: error ? "error" : "ok" }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the API's two public campaign calls, as the site's server makes them", () => {
  it("asks for the list and a page, passing a preview token through", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return envelope(url.endsWith("/v1/site/campaigns") ? [card] : page);
    });
    const signal = AbortSignal.timeout(2_000);
    expect(await apiCampaignCalls.listCampaigns(signal)).toEqual([card]);
    expect(await apiCampaignCalls.getCampaign("hutan-kita", null, signal)).toEqual(page);
    await apiCampaignCalls.getCampaign("hutan-kita", "tok.en", signal);
    expect(urls).toEqual([
      "http://localhost:8787/v1/site/campaigns",
      "http://localhost:8787/v1/site/campaigns/hutan-kita",
      "http://localhost:8787/v1/site/campaigns/hutan-kita?preview=tok.en",
    ]);
  });

  it("reads a 404 or 400 as no such page and anything else as a failure", async () => {
    vi.stubGlobal("fetch", async () => envelope(null, 404));
    expect(await apiCampaignCalls.getCampaign("draft", null, AbortSignal.timeout(2_000))).toBeNull();
    vi.stubGlobal("fetch", async () => envelope(null, 400));
    expect(
      await apiCampaignCalls.getCampaign("draft", "x".repeat(600), AbortSignal.timeout(2_000)),
    ).toBeNull();
    vi.stubGlobal("fetch", async () => envelope(null, 503));
    await expect(
      apiCampaignCalls.getCampaign("hutan-kita", null, AbortSignal.timeout(2_000)),
    ).rejects.toThrow();
  });
});

describe("the site's campaign source", () => {
  function fakeCalls() {
    return {
      listCampaigns: vi.fn<CampaignCalls["listCampaigns"]>(async () => [card]),
      getCampaign: vi.fn<CampaignCalls["getCampaign"]>(async () => page),
    };
  }

  it("reuses answers for 30 seconds, so a published edit shows within the minute", async () => {
    let time = 0;
    const calls = fakeCalls();
    const source = createCampaignSource({ calls, now: () => time });
    await source.landingCampaigns();
    await source.campaignPage("hutan-kita");
    time = 29_000;
    await source.landingCampaigns();
    await source.campaignPage("hutan-kita");
    expect(calls.listCampaigns).toHaveBeenCalledTimes(1);
    expect(calls.getCampaign).toHaveBeenCalledTimes(1);
    time = 30_000;
    await source.campaignPage("hutan-kita");
    expect(calls.getCampaign).toHaveBeenCalledTimes(2);
  });

  it("a landing visit costs at most one API call: a burst of renders shares it, no figures call", async () => {
    const calls = fakeCalls();
    const source = createCampaignSource({ calls, now: () => 0 });
    const lists = await Promise.all(Array.from({ length: 20 }, () => source.landingCampaigns()));
    expect(lists.every((list) => list[0]?.raised === card.raised)).toBe(true);
    expect(calls.listCampaigns).toHaveBeenCalledTimes(1);
    expect(calls.getCampaign).not.toHaveBeenCalled();
  });

  it("serves the last copy while the API is down, and unpublishing is a 404 at the next load", async () => {
    let time = 0;
    const calls = fakeCalls();
    const log = vi.fn();
    const source = createCampaignSource({ calls, now: () => time, log });
    await source.campaignPage("hutan-kita");
    time = 31_000;
    calls.getCampaign.mockRejectedValueOnce(new DOMException("timed out", "TimeoutError"));
    expect(await source.campaignPage("hutan-kita")).toEqual(page);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("serving the last copy"));
    time = 70_000;
    calls.getCampaign.mockResolvedValueOnce(null);
    expect(await source.campaignPage("hutan-kita")).toBeNull();
  });

  it("never caches a preview, neither reading nor writing", async () => {
    const calls = fakeCalls();
    const source = createCampaignSource({ calls });
    const draft = { ...page, slug: "draft", status: "draft" as const };
    calls.getCampaign.mockResolvedValueOnce(draft).mockResolvedValueOnce(null);
    expect(await source.campaignPage("draft", "token")).toEqual(draft);
    expect(await source.campaignPage("draft")).toBeNull();
    expect(calls.getCampaign.mock.calls.map((call) => call[1])).toEqual(["token", null]);
  });
});
