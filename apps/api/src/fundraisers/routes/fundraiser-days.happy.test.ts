import { type FundraiserPageDays, type OwnFundraiserPage, validateResponse } from "@rimbun/contract";
import { addDays, DAY_MS, jakartaDay } from "@rimbun/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPage } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";
import { rebuildFundraiserTotals } from "../fundraiser-totals.ts";

/* The owner's chart: gifts by the Jakarta day they were paid, a refund off its payment's day. */

let h: Harness;
let buddy: string;
let page: OwnFundraiserPage;
let firstDay: string;
let events = 0;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  buddy = await h.login("buddy@example.test");
  page = await createPage(h, buddy, { goal: 1_000_000 });
  firstDay = jakartaDay(h.clock.current);
});
afterAll(() => h.close());

async function days(): Promise<FundraiserPageDays> {
  const response = await h.request("GET", `/v1/fundraisers/pages/${page.slug}/days`, { cookie: buddy });
  expect(response.status).toBe(200);
  return validateResponse("getFundraiserPageDays", (await json<{ result: unknown }>(response)).result);
}

async function paidGift(amount: number, email: string): Promise<string> {
  const created = await createPayment(
    h,
    "single",
    donationForm({ fundraiser_page: page.slug, amount: String(amount), email }),
  );
  await event(created.pg_id, "paid");
  return created.pg_id;
}

async function event(pgId: string, outcome: string) {
  events += 1;
  const response = await deliverWebhook(h, { event_id: `evt-days-${events}`, pg_id: pgId, outcome });
  expect(response.status).toBe(200);
}

const nextDay = () => {
  h.clock.current = new Date(h.clock.current.getTime() + DAY_MS);
};

describe("the owner's gifts by day", () => {
  let firstGift = "";

  it("a new page has one empty day: today", async () => {
    expect(await days()).toEqual({
      from: firstDay,
      to: firstDay,
      raised_before: 0,
      days: [{ day: firstDay, raised: 0, gifts: 0 }],
    });
  });

  it("two gifts on two days, and an empty day filled with zeros", async () => {
    firstGift = await paidGift(100_000, "ana@example.test");
    nextDay();
    nextDay();
    await paidGift(150_000, "bo@example.test");
    await paidGift(50_000, "cy@example.test");
    expect(await days()).toEqual({
      from: firstDay,
      to: addDays(firstDay, 2),
      raised_before: 0,
      days: [
        { day: firstDay, raised: 100_000, gifts: 1 },
        { day: addDays(firstDay, 1), raised: 0, gifts: 0 },
        { day: addDays(firstDay, 2), raised: 200_000, gifts: 2 },
      ],
    });
  });

  it("a refund a day later comes off the day its gift was paid, not the refund's day", async () => {
    nextDay();
    await event(firstGift, "refunded");
    const series = await days();
    expect(series.days).toEqual([
      { day: firstDay, raised: 0, gifts: 0 },
      { day: addDays(firstDay, 1), raised: 0, gifts: 0 },
      { day: addDays(firstDay, 2), raised: 200_000, gifts: 2 },
      { day: addDays(firstDay, 3), raised: 0, gifts: 0 },
    ]);
    const own = await json<{ result: OwnFundraiserPage }>(
      await h.request("GET", `/v1/fundraisers/pages/${page.slug}`, { cookie: buddy }),
    );
    expect(series.days.reduce((sum, day) => sum + day.raised, 0)).toBe(own.result.raised);
  });

  it("a rebuild from the donations gives the same days back", async () => {
    const before = await days();
    await h.db.execute(sql`delete from fundraiser_page_days`);
    await rebuildFundraiserTotals(h.db);
    expect(await days()).toEqual(before);
  });

  it("an older page shows its last 365 days, with what it raised before them as the start", async () => {
    await h.db.execute(
      sql`update fundraiser_pages set created_at = created_at - interval '500 days' where slug = ${page.slug}`,
    );
    // The two gifts of the third day move 400 days back, out of the window.
    await h.db.execute(sql`update fundraiser_page_days set day = day - 400 where raised > 0`);
    const series = await days();
    const today = addDays(firstDay, 3);
    expect(series.to).toBe(today);
    expect(series.from).toBe(addDays(today, -364));
    expect(series.days).toHaveLength(365);
    expect(series.raised_before).toBe(200_000);
    expect(series.days.every((day) => day.raised === 0 && day.gifts === 0)).toBe(true);
  });
});
