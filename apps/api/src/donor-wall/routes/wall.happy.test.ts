import { validateResponse } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cycleDonationRow } from "../../donations/create-donation.ts";
import { donations, recurringPlans, wallMessages } from "../../platform/db/schema/index.ts";
import { giveWithMessage, makeCampaign, makePage, messageCount, messageOf } from "../../test/donor-wall.ts";
import { createHarness, type Harness, json, nextCookieHeader, siteOrigin } from "../../test/harness.ts";
import { deliverWebhook } from "../../test/payments.ts";
import { writeWallMessage } from "../wall-messages.ts";

// The donor wall end to end: a gift's message appears when paid, visitors answer it, a monthly plan's
// later charges add no message, and every answer matches the contract the site and dashboard are typed by.

let h: Harness;
let staff: string;
const slug = "wall-happy";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  staff = await h.login("officer@example.test");
  await makeCampaign(h, staff, slug);
}, 120_000);
afterAll(() => h.close());

describe("a gift with a prayer", () => {
  it("appears on the campaign's wall when paid, and visitors say Aamiin", async () => {
    const { donationId } = await giveWithMessage(h, {
      campaign: slug,
      fullname: "Siti Aminah",
      wall_message: "Semoga bumi tetap hijau, aamiin 🌳",
      wall_display: "first",
      wall_show_amount: "true",
    });
    const wall = validateResponse(
      "getCampaignWall",
      (await json(await h.request("GET", `/v1/campaigns/${slug}/wall`))).result,
    );
    expect(wall.messages).toEqual([
      expect.objectContaining({
        display_name: "Siti",
        body: "Semoga bumi tetap hijau, aamiin 🌳",
        amount: 100_000,
      }),
    ]);
    const id = wall.messages[0]?.id ?? "";
    const first = await h.request("POST", `/v1/wall/messages/${id}/aamiin`, { origin: siteOrigin });
    const answer = validateResponse("sayAamiin", (await json(first.clone())).result);
    expect(answer.aamiin_count).toBe(1);
    const again = await h.request("POST", `/v1/wall/messages/${id}/aamiin`, {
      origin: siteOrigin,
      cookie: nextCookieHeader("", first),
    });
    expect(validateResponse("sayAamiin", (await json(again)).result)).toEqual(answer);
    expect((await messageOf(h, donationId)).publishedAt).not.toBeNull();
  });

  it("a gift without wall fields writes no message", async () => {
    const before = await messageCount(h);
    await giveWithMessage(h, { campaign: slug });
    expect(await messageCount(h)).toBe(before);
  });

  it("the staff queue and a report match the contract", async () => {
    const { donationId } = await giveWithMessage(h, {
      campaign: slug,
      wall_message: "klik www.judi.example",
    });
    const held = await messageOf(h, donationId);
    const report = await h.request("POST", `/v1/wall/messages/${held.id}/report`, {
      origin: siteOrigin,
      json: { reason: "spam" },
    });
    expect(report.status).toBe(404);
    const queue = validateResponse(
      "getWallQueue",
      (await json(await h.request("GET", "/v1/admin/wall/queue", { cookie: staff }))).result,
    );
    expect(queue.messages.map((message) => message.id)).toContain(held.id);
    const approved = await h.request("POST", `/v1/admin/wall/messages/${held.id}/approve`, {
      cookie: staff,
      json: { reason: "harmless" },
    });
    validateResponse("approveWallMessage", (await json(approved)).result);
    const reported = await h.request("POST", `/v1/wall/messages/${held.id}/report`, {
      origin: siteOrigin,
      json: { reason: "spam" },
    });
    expect(validateResponse("reportWallMessage", (await json(reported)).result)).toEqual({ reported: true });
  });
});

describe("a fundraiser page's gift", () => {
  it("copies the page from the donation row when the message is written", async () => {
    const pageId = await makePage(h, { slug: "page-copy", campaignSlug: slug });
    const { donationId } = await giveWithMessage(h, { campaign: slug }, { pay: false });
    await h.db.update(donations).set({ fundraiserPageId: pageId }).where(eq(donations.id, donationId));
    await writeWallMessage(h.db, donationId, "Rudi Hartono", {
      body: "dari halaman",
      display: "full",
      showAmount: false,
    });
    expect(await messageOf(h, donationId)).toMatchObject({
      fundraiserPageId: pageId,
      campaignSlug: slug,
      displayName: "Rudi Hartono",
      shownAmount: null,
      status: "awaiting_payment",
    });
  });
});

describe("a monthly plan", () => {
  it("shows its message once: the later charges add none", async () => {
    const { donationId } = await giveWithMessage(
      h,
      { campaign: slug, wall_message: "Donasi bulanan pertama", interval: "MONTH", interval_count: "1" },
      { kind: "recurring" },
    );
    expect((await messageOf(h, donationId)).status).toBe("visible");
    const [first] = await h.db.select().from(donations).where(eq(donations.id, donationId));
    const [plan] = await h.db
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.id, first?.recurringPlanId ?? ""));
    if (!plan) throw new Error("no plan");
    const before = await messageCount(h);
    const cycle = cycleDonationRow(plan, {
      id: crypto.randomUUID(),
      pgId: "sbx-wall-cycle-2",
      provider: first?.provider ?? "sandbox",
      amount: plan.amount,
      dueDay: "2026-12-01",
      now: h.clock.current,
    });
    await h.db.insert(donations).values(cycle);
    const paid = await deliverWebhook(h, {
      event_id: "evt-wall-cycle-2",
      pg_id: "sbx-wall-cycle-2",
      outcome: "paid",
    });
    expect(paid.status).toBe(200);
    const [charged] = await h.db.select().from(donations).where(eq(donations.pgId, "sbx-wall-cycle-2"));
    expect(charged?.status).toBe("done");
    expect(await messageCount(h)).toBe(before);
    const bodies = (await h.db.select().from(wallMessages)).map((row) => row.body);
    expect(bodies.filter((body) => body === "Donasi bulanan pertama")).toHaveLength(1);
  });
});
