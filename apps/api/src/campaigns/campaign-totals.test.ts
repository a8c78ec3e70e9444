import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignDonors, campaigns, campaignTotals, donations } from "../platform/db/schema/index.ts";
import { deleteAccount } from "../privacy/deletion.ts";
import { createHarness, type Harness, json } from "../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../test/payments.ts";
import { rebuildCampaignTotals } from "./campaign-totals.ts";
import { campaignsChanged } from "./recent-answers.ts";

/* The campaigns' running totals always equal what the donations say. */

let h: Harness;
const forest = "bersama-jaga-alam-kita";
const lake = "bantu-hara-jaga-situ-gede";
let events = 0;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function give(slug: string, email: string, amount: number): Promise<string> {
  const created = await createPayment(
    h,
    "single",
    donationForm({ campaign: slug, email, amount: String(amount) }),
  );
  return created.pg_id;
}

async function event(pgId: string, outcome: string, extra: Record<string, unknown> = {}, id?: string) {
  events += 1;
  const response = await deliverWebhook(h, {
    event_id: id ?? `evt-totals-${events}`,
    pg_id: pgId,
    outcome,
    ...extra,
  });
  expect(response.status).toBe(200);
}

type Row = { slug: string; raised: number; gifts: number; donors: number };

/** What the donations say, computed the slow way. */
async function recomputed(): Promise<Row[]> {
  const rows = (await h.db.execute(sql`
    select campaign_slug as slug, sum(amount)::bigint as raised, count(*)::int as gifts,
      count(distinct lower(email))::int as donors
    from donations where status = 'done' and campaign_slug is not null
    group by campaign_slug order by campaign_slug`)) as unknown as { rows: Row[] };
  return rows.rows.map((row) => ({ ...row, raised: Number(row.raised) }));
}

/** The aggregate, without rows a refund brought back to nothing. */
async function stored(): Promise<Row[]> {
  const rows = await h.db.select().from(campaignTotals).orderBy(campaignTotals.campaignSlug);
  return rows
    .filter((row) => row.gifts !== 0 || row.raised !== 0 || row.donorCount !== 0)
    .map((row) => ({ slug: row.campaignSlug, raised: row.raised, gifts: row.gifts, donors: row.donorCount }));
}

async function totalsOf(slug: string): Promise<Row | undefined> {
  return (await stored()).find((row) => row.slug === slug);
}

async function donorKeys() {
  const kept = await h.db
    .select()
    .from(campaignDonors)
    .orderBy(campaignDonors.campaignSlug, campaignDonors.email);
  const fresh = (await h.db.execute(sql`
    select campaign_slug, lower(email) as email, count(*)::int as gifts from donations
    where status = 'done' and campaign_slug is not null
    group by campaign_slug, lower(email) order by campaign_slug, lower(email)`)) as unknown as {
    rows: { campaign_slug: string; email: string; gifts: number }[];
  };
  return {
    kept: kept.map((row) => [row.campaignSlug, row.email, row.gifts]),
    fresh: fresh.rows.map((row) => [row.campaign_slug, row.email, row.gifts]),
  };
}

async function expectInStep() {
  expect(await stored()).toEqual(await recomputed());
  const keys = await donorKeys();
  expect(keys.kept).toEqual(keys.fresh);
}

describe("campaign totals", () => {
  it("follow a mixed sequence: paid, duplicate and late webhooks, refunds, a mismatch, another campaign", async () => {
    const a = await give(forest, "Ana@Example.test", 100_000);
    const b = await give(forest, "ana@example.test", 50_000);
    const c = await give(forest, "bob@example.test", 70_000);
    const d = await give(forest, "carl@example.test", 60_000);
    const e = await give(forest, "dina@example.test", 50_000);
    const f = await give(lake, "ana@example.test", 50_000);
    const untagged = (await createPayment(h, "single", donationForm({ email: "eve@example.test" }))).pg_id;

    await event(a, "paid", {}, "evt-a-paid");
    await event(a, "paid", {}, "evt-a-paid"); // the same delivery again
    await event(a, "paid"); // another event for a paid donation
    await event(b, "paid");
    await event(c, "paid");
    await event(d, "failed");
    await event(d, "paid"); // paid after all, late
    await event(e, "paid", { amount: 1 }); // not what was asked: flagged, not counted
    await event(f, "paid");
    await event(untagged, "paid");
    await expectInStep();
    expect(await totalsOf(forest)).toEqual({ slug: forest, raised: 280_000, gifts: 4, donors: 3 });

    await event(c, "refunded"); // bob's only gift: he no longer counts
    await event(c, "refunded"); // a second refund event changes nothing
    await event(a, "refunded"); // Ana still counts through her other gift
    await expectInStep();
    expect(await totalsOf(forest)).toEqual({ slug: forest, raised: 110_000, gifts: 2, donors: 2 });
  });

  it("the public figure is the aggregate plus what staff recorded offline", async () => {
    await h.db.update(campaigns).set({ raisedOffline: 1_000_000 }).where(eq(campaigns.slug, forest));
    campaignsChanged(); // written behind the services' back, as staff's edit would say
    const figures = await json<{ result: { raised: number; donor_count: number } }>(
      await h.request("GET", `/v1/campaigns/${forest}`),
    );
    const row = (await recomputed()).find((entry) => entry.slug === forest);
    expect(figures.result).toMatchObject({
      raised: (row?.raised ?? 0) + 1_000_000,
      donor_count: row?.donors,
    });
    await h.db.update(campaigns).set({ raisedOffline: 0 }).where(eq(campaigns.slug, forest));
  });

  it("follow an account deletion that gives two addresses one placeholder", async () => {
    const user = await h.createUser({ email: "fina@example.test" });
    const own = await give(forest, "fina@example.test", 50_000);
    const other = await give(forest, "fina.old@example.test", 60_000);
    await event(own, "paid");
    await event(other, "paid");
    // Her older address's gift was linked to her account (as a sign-in links it).
    await h.db.update(donations).set({ userId: user.id }).where(eq(donations.pgId, other));
    const before = (await totalsOf(forest))?.donors ?? 0;
    await deleteAccount(h.services, user);
    await expectInStep();
    expect((await totalsOf(forest))?.donors).toBe(before - 1);
  });

  it("rebuildCampaignTotals gives what the running totals hold, and repairs a broken one", async () => {
    const running = await stored();
    const keys = (await donorKeys()).kept;
    await h.db.update(campaignTotals).set({ raised: 1, donorCount: 99 });
    await h.db.delete(campaignDonors).where(eq(campaignDonors.campaignSlug, lake));
    await rebuildCampaignTotals(h.db);
    expect(await stored()).toEqual(running);
    expect((await donorKeys()).kept).toEqual(keys);
  });

  it("concurrent payments and refunds of one campaign lose no update", async () => {
    const slug = lake;
    const emails = ["r1@example.test", "R1@example.test", "r2@example.test", "r3@example.test"];
    const pgIds: string[] = [];
    for (let i = 0; i < 12; i += 1) pgIds.push(await give(slug, emails[i % emails.length] ?? "", 50_000 + i));
    await Promise.all(pgIds.map((pgId) => event(pgId, "paid")));
    await expectInStep();
    // Refunds of some racing with payments of others, and with their own duplicates.
    const more: string[] = [];
    for (let i = 0; i < 6; i += 1) more.push(await give(slug, `r${i % 4}@example.test`, 55_000));
    const refunded = pgIds.slice(0, 6);
    await Promise.all([
      ...refunded.map((pgId, index) => event(pgId, "refunded", {}, `evt-race-refund-${index}`)),
      ...refunded.map((pgId, index) => event(pgId, "refunded", {}, `evt-race-refund-${index}`)),
      ...more.map((pgId) => event(pgId, "paid")),
    ]);
    await expectInStep();
  });
});
