import type { CampaignFigures, MatchingStatement } from "@rimbun/contract";
import { jakartaDay } from "@rimbun/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationMatches, matchingPledges } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { attachPledge, pendingGifts, pledgeInput, settle } from "../../test/matching.ts";
import { campaignsChanged } from "../recent-answers.ts";

/*
 * A partner's match is allocated in the payment's transaction under the pledge's row lock: the cap is never
 * passed, also by 50 payments at once (on PostgreSQL with TEST_DATABASE_URL they really run in parallel),
 * and a refund gives the match back. docs/product/campaigns.md#matching-pledges
 */

let h: Harness;
let staff: string;
const forest = "bersama-jaga-alam-kita";
const lake = "bantu-hara-jaga-situ-gede";
const bonus = "donasi-untuk-aksi-bonus-untuk-prestasi";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  staff = await h.login("officer@example.test");
});
afterAll(() => h.close());

async function pledgeRow(id: string) {
  const [row] = await h.db.select().from(matchingPledges).where(eq(matchingPledges.id, id));
  return row;
}

async function figures(slug: string): Promise<CampaignFigures> {
  campaignsChanged();
  const response = await h.request("GET", `/v1/campaigns/${slug}`);
  return (await json<{ result: CampaignFigures }>(response)).result;
}

describe("the cap under concurrent payments", () => {
  it("50 gifts of Rp 10.000 paid at once against a Rp 100.000 cap match exactly Rp 100.000", async () => {
    const pledge = await attachPledge(h, staff, forest, pledgeInput(h, { cap: 100_000 }));
    const before = await figures(forest);
    const pgIds = await pendingGifts(
      h,
      forest,
      Array.from({ length: 50 }, () => 10_000),
    );
    await Promise.all(pgIds.map((pgId) => settle(h, pgId, "paid")));
    const row = await pledgeRow(pledge.id);
    expect(row?.used).toBe(100_000);
    const matches = await h.db.select().from(donationMatches).where(eq(donationMatches.pledgeId, pledge.id));
    expect(matches.reduce((sum, match) => sum + match.amount, 0)).toBe(100_000);
    expect(matches).toHaveLength(10);
    const after = await figures(forest);
    expect(after.raised - before.raised).toBe(500_000);
    expect(after.matched).toBe(100_000);
    // Used up: the public answers no longer promise a match.
    expect(after.matching).toBeNull();
  });
});

describe("partial matches, ratios, periods", () => {
  it("the gift that meets the last of the cap gets what is left; ratio 2 triples", async () => {
    const pledge = await attachPledge(h, staff, lake, pledgeInput(h, { cap: 50_000, ratio: 2 }));
    const [a, b, c] = await pendingGifts(h, lake, [10_000, 10_000, 10_000]);
    await settle(h, a as string, "paid");
    await settle(h, b as string, "paid");
    await settle(h, c as string, "paid");
    const matches = await h.db
      .select({ amount: donationMatches.amount })
      .from(donationMatches)
      .where(eq(donationMatches.pledgeId, pledge.id))
      .orderBy(donationMatches.matchedAt, donationMatches.amount);
    expect(matches.map((m) => m.amount).sort((x, y) => y - x)).toEqual([20_000, 20_000, 10_000]);
    expect((await pledgeRow(pledge.id))?.used).toBe(50_000);
  });

  it("a pledge that has not started, or was ended, matches nothing; a replayed event matches once", async () => {
    const tomorrow = jakartaDay(new Date(h.clock.current.getTime() + 86_400_000));
    const later = await attachPledge(
      h,
      staff,
      bonus,
      pledgeInput(h, { starts_on: tomorrow, ends_on: tomorrow, cap: 10_000_000 }),
    );
    const [early] = await pendingGifts(h, bonus, [25_000]);
    await settle(h, early as string, "paid");
    expect((await pledgeRow(later.id))?.used).toBe(0);
    const today = jakartaDay(h.clock.current);
    const now = await attachPledge(h, staff, bonus, pledgeInput(h, { starts_on: today, ends_on: today }));
    const [once] = await pendingGifts(h, bonus, [30_000]);
    await settle(h, once as string, "paid", "evt-replayed-match");
    await settle(h, once as string, "paid", "evt-replayed-match");
    await settle(h, once as string, "paid", "evt-replayed-match-2");
    expect((await pledgeRow(now.id))?.used).toBe(30_000);
    const ended = await h.request("POST", `/v1/admin/matching-pledges/${now.id}/end`, {
      cookie: staff,
      json: { reason: "Partner withdrew" },
    });
    expect(ended.status).toBe(200);
    const [after] = await pendingGifts(h, bonus, [30_000]);
    await settle(h, after as string, "paid");
    expect((await pledgeRow(now.id))?.used).toBe(30_000);
  });
});

describe("refunds give the match back", () => {
  it("the pledge's used amount and the campaign's matched total go down; the statement leaves the gift out", async () => {
    const [pledge] = await h.db
      .select()
      .from(matchingPledges)
      .where(eq(matchingPledges.campaignSlug, forest));
    const matched = await h.db
      .select()
      .from(donationMatches)
      .where(eq(donationMatches.pledgeId, pledge?.id as string))
      .limit(1);
    const donationId = matched[0]?.donationId as string;
    const [{ pg_id: pgId } = { pg_id: "" }] = (
      (await h.db.execute(sql`select pg_id from donations where id = ${donationId}`)) as unknown as {
        rows: { pg_id: string }[];
      }
    ).rows;
    await settle(h, pgId, "refunded");
    await settle(h, pgId, "refunded");
    expect((await pledgeRow(pledge?.id as string))?.used).toBe(90_000);
    const publicFigures = await figures(forest);
    expect(publicFigures.matched).toBe(90_000);
    // Cap left again: the page promises the match again, and the next gift takes the freed Rp 10.000.
    expect(publicFigures.matching?.used).toBe(90_000);
    const page = await h.request("GET", `/v1/site/campaigns/${forest}`);
    const site = (await json<{ result: { matched: number; matching: { partner: string } | null } }>(page))
      .result;
    expect(site.matched).toBe(90_000);
    expect(site.matching?.partner).toBe("PT Hijau Bersama");
    const cards = await h.request("GET", "/v1/site/campaigns");
    const card = (await json<{ result: { slug: string; matched: number }[] }>(cards)).result.find(
      (c) => c.slug === forest,
    );
    expect(card?.matched).toBe(90_000);
    const statement = await h.request("GET", `/v1/admin/matching-pledges/${pledge?.id}/statement`, {
      cookie: staff,
    });
    const body = (await json<{ result: MatchingStatement }>(statement)).result;
    expect(body.gifts).toHaveLength(9);
    expect(body.total_match).toBe(90_000);
    expect(body.gifts.some((gift) => gift.match <= 0)).toBe(false);
    const [next] = await pendingGifts(h, forest, [15_000]);
    await settle(h, next as string, "paid");
    expect((await pledgeRow(pledge?.id as string))?.used).toBe(100_000);
  });
});
