import type { OwnFundraiserPage } from "@rimbun/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cycleDonationRow } from "../donations/create-donation.ts";
import { setMailPreferences } from "../mail/mail-preferences.ts";
import {
  campaignTotals,
  donations,
  fundraiserPageDays,
  fundraiserPageDonors,
  fundraiserPages,
  fundraiserPageTotals,
  jobs,
  pointLedger,
  recurringPlans,
  teamTotals,
  users,
} from "../platform/db/schema/index.ts";
import { deleteAccount } from "../privacy/deletion.ts";
import { createPage, createTeam, seededCampaign } from "../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../test/harness.ts";
import { createPayment, deliverWebhook, donationForm, monthlyForm } from "../test/payments.ts";
import { rebuildFundraiserTotals } from "./fundraiser-totals.ts";

/* Gifts through a fundraiser page: where they go, who earns, what a refund takes back, the owner's mails. */

let h: Harness;
let buddy: string;
let buddyId: string;
let page: OwnFundraiserPage;
let teamId: string;
let events = 0;

beforeAll(async () => {
  h = await createHarness();
  const user = await h.createUser({ email: "buddy@example.test", role: "volunteer", name: "Budi" });
  buddyId = user.id;
  await h.createUser({ email: "someone@example.test", role: "volunteer" });
  buddy = await h.login("buddy@example.test");
  page = await createPage(h, buddy, { goal: 200_000, campaign: seededCampaign });
  const team = await createTeam(h, buddy);
  await h.request("POST", `/v1/fundraisers/pages/${page.slug}/team`, {
    cookie: buddy,
    json: { team: team.slug },
  });
  const [row] = await h.db.select({ id: sql<string>`id` }).from(sql`teams`).where(sql`slug = ${team.slug}`);
  teamId = row?.id ?? "";
});
afterAll(() => h.close());

async function event(pgId: string, outcome: string) {
  events += 1;
  const response = await deliverWebhook(h, { event_id: `evt-page-${events}`, pg_id: pgId, outcome });
  expect(response.status).toBe(200);
}

async function pageTotals() {
  const [row] = await h.db
    .select()
    .from(fundraiserPageTotals)
    .where(eq(fundraiserPageTotals.pageId, await pageId()));
  return row
    ? { raised: row.raised, gifts: row.gifts, donors: row.donorCount, milestones: row.milestonesMailed }
    : null;
}

async function pageId(): Promise<string> {
  const [row] = await h.db
    .select({ id: sql<string>`id` })
    .from(sql`fundraiser_pages`)
    .where(sql`slug = ${page.slug}`);
  return row?.id ?? "";
}

async function teamFigures() {
  const [row] = await h.db.select().from(teamTotals).where(eq(teamTotals.teamId, teamId));
  return row ? { raised: row.raised, gifts: row.gifts, donors: row.donorCount } : null;
}

async function buddyPoints(): Promise<number> {
  const [row] = await h.db
    .select({ total: sql<string>`coalesce(sum(points), 0)::text` })
    .from(pointLedger)
    .where(eq(pointLedger.userId, buddyId));
  return Number(row?.total ?? 0);
}

describe("a gift through a page", () => {
  it("goes to the page's campaign, names the owner as referrer, and moves page, team and campaign totals", async () => {
    const before = (
      await h.db.select().from(campaignTotals).where(eq(campaignTotals.campaignSlug, seededCampaign))
    )[0];
    const created = await createPayment(
      h,
      "single",
      donationForm({
        fundraiser_page: page.slug,
        campaign: "bantu-hara-jaga-situ-gede",
        email: "ana@example.test",
      }),
    );
    const [row] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
    expect(row?.campaignSlug).toBe(seededCampaign);
    expect(row?.fundraiserPageId).toBe(await pageId());
    expect(row?.referrerUserId).toBe(buddyId);
    await event(created.pg_id, "paid");
    expect(await pageTotals()).toEqual({ raised: 100_000, gifts: 1, donors: 1, milestones: 50 });
    expect(await teamFigures()).toEqual({ raised: 100_000, gifts: 1, donors: 1 });
    const after = (
      await h.db.select().from(campaignTotals).where(eq(campaignTotals.campaignSlug, seededCampaign))
    )[0];
    expect((after?.raised ?? 0) - (before?.raised ?? 0)).toBe(100_000);
    expect(await buddyPoints()).toBeGreaterThan(0);
    const kinds = (await h.outbox("buddy@example.test")).map((mail) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(["fundraiser-new-donor", "fundraiser-milestone"]));
    const site = await json<{ result: { raised: number; donor_count: number; progress: number } }>(
      await h.request("GET", `/v1/site/fundraisers/${page.slug}`),
    );
    expect(site.result).toMatchObject({ raised: 100_000, donor_count: 1, progress: 50 });
  });

  it("a refund takes the gift off the page, the team and the owner's points", async () => {
    const created = await createPayment(
      h,
      "single",
      donationForm({ fundraiser_page: page.slug, email: "bo@example.test" }),
    );
    const pointsBefore = await buddyPoints();
    await event(created.pg_id, "paid");
    expect(await pageTotals()).toMatchObject({ raised: 200_000, gifts: 2, donors: 2, milestones: 100 });
    expect(await buddyPoints()).toBeGreaterThan(pointsBefore);
    // The page leaves its team before the refund: the refund still comes off the team the gift counted for.
    await h.request("POST", `/v1/fundraisers/pages/${page.slug}/team`, {
      cookie: buddy,
      json: { team: null },
    });
    await event(created.pg_id, "refunded");
    expect(await pageTotals()).toMatchObject({ raised: 100_000, gifts: 1, donors: 1, milestones: 100 });
    expect(await teamFigures()).toEqual({ raised: 100_000, gifts: 1, donors: 1 });
    expect(await buddyPoints()).toBe(pointsBefore);
    const milestones = (await h.outbox("buddy@example.test")).filter(
      (mail) => mail.kind === "fundraiser-milestone",
    );
    expect(milestones).toHaveLength(2);
  });

  it("a rebuild from the donations gives the running totals back (repair, bulk seeding)", async () => {
    const pageBefore = await pageTotals();
    const teamBefore = await teamFigures();
    const paidDays = async () =>
      (
        await h.db
          .select({
            day: fundraiserPageDays.day,
            raised: fundraiserPageDays.raised,
            gifts: fundraiserPageDays.gifts,
          })
          .from(fundraiserPageDays)
          .where(eq(fundraiserPageDays.pageId, await pageId()))
      ).filter((day) => day.gifts > 0);
    const daysBefore = await paidDays();
    expect(daysBefore.reduce((sum, day) => sum + day.raised, 0)).toBe(pageBefore?.raised);
    await h.db.execute(sql`update fundraiser_page_totals set raised = 0, gifts = 0, donor_count = 0`);
    await h.db.execute(sql`update fundraiser_page_days set raised = 0, gifts = 0`);
    await h.db.execute(sql`delete from team_totals`);
    await h.db.execute(sql`delete from team_donors`);
    await rebuildFundraiserTotals(h.db);
    expect(await pageTotals()).toEqual(pageBefore);
    expect(await teamFigures()).toEqual(teamBefore);
    // Days left at zero by refunds are not rows after a rebuild; the paid days are the same.
    expect(await paidDays()).toEqual(daysBefore);
  });

  it("a typed referral code wins over the page; the owner's own gift earns nobody anything", async () => {
    const [someone] = await h.db.select().from(users).where(eq(users.email, "someone@example.test"));
    const typed = await createPayment(
      h,
      "single",
      donationForm({
        fundraiser_page: page.slug,
        referral: someone?.referralCode ?? "",
        email: "cy@example.test",
      }),
    );
    const own = await createPayment(
      h,
      "single",
      donationForm({ fundraiser_page: page.slug, email: "buddy@example.test" }),
    );
    const [typedRow] = await h.db.select().from(donations).where(eq(donations.pgId, typed.pg_id));
    const [ownRow] = await h.db.select().from(donations).where(eq(donations.pgId, own.pg_id));
    expect(typed.referral).toBe("applied");
    expect(typedRow?.referrerUserId).toBe(someone?.id);
    expect(ownRow?.referrerUserId).toBeNull();
    expect(ownRow?.fundraiserPageId).toBe(await pageId());
  });

  it("a paused page takes no gifts (400 on the field); an unknown page neither", async () => {
    await h.request("POST", `/v1/fundraisers/pages/${page.slug}/status`, {
      cookie: buddy,
      json: { status: "paused" },
    });
    for (const slug of [page.slug, "no-such-page"]) {
      const response = await h.request("POST", "/v1/payments/single", {
        multipart: donationForm({ fundraiser_page: slug, idempotency_key: `k-${slug}-0000000001` }),
        origin: "http://site.test",
      });
      expect(response.status).toBe(400);
      expect((await json(response)).fields?.fundraiser_page).toBe("fundraiser.pageNotLive");
    }
    await h.request("POST", `/v1/fundraisers/pages/${page.slug}/status`, {
      cookie: buddy,
      json: { status: "live" },
    });
  });

  it("a monthly plan keeps the page and every cycle's donation copies it", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ fundraiser_page: page.slug, email: "dea@example.test" }),
    );
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    expect(plan?.fundraiserPageId).toBe(await pageId());
    const cycle = cycleDonationRow(plan as typeof recurringPlans.$inferSelect, {
      id: "x",
      pgId: "y",
      provider: "sandbox",
      amount: 100_000,
      dueDay: "2026-12-01",
      now: new Date(),
    });
    expect(cycle.fundraiserPageId).toBe(await pageId());
  });
});

describe("the owner's mails", () => {
  it("a thank-you update reaches the page's donors who keep campaign news on, with an unsubscribe link", async () => {
    const eko = await createPayment(
      h,
      "single",
      donationForm({ fundraiser_page: page.slug, email: "eko@example.test" }),
    );
    await event(eko.pg_id, "paid");
    await setMailPreferences(h.db, "ana@example.test", { campaignUpdates: false });
    const posted = await h.request("POST", `/v1/fundraisers/pages/${page.slug}/updates`, {
      cookie: buddy,
      json: { body: "Terima kasih <b>semua</b>!" },
    });
    expect(posted.status).toBe(200);
    await h.advanceTo(new Date(h.clock.current.getTime() + 1000));
    expect(
      await h.outbox("ana@example.test").then((rows) => rows.filter((r) => r.kind === "fundraiser-update")),
    ).toHaveLength(0);
    const others = (await h.outbox()).filter((row) => row.kind === "fundraiser-update");
    expect(others.map((row) => row.to)).toEqual(["eko@example.test"]);
    for (const mail of others) {
      expect(mail.html).toContain("&lt;b&gt;semua&lt;/b&gt;");
      expect(mail.html).not.toContain("<b>semua</b>");
      expect(mail.text).toContain("/v1/mail/unsubscribe");
    }
  });

  it("three days before the end date the owner is reminded, once", async () => {
    const endsOn = new Date(h.clock.current.getTime() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    await h.request("PUT", `/v1/fundraisers/pages/${page.slug}`, {
      cookie: buddy,
      json: { title: page.title, story: page.story, goal: page.goal, locale: "id", ends_on: endsOn },
    });
    const queued = await h.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "fundraiser-ending-soon"), eq(jobs.status, "queued")));
    expect(queued).toHaveLength(1);
    await h.advanceTo(new Date(h.clock.current.getTime() + 8 * 24 * 3600_000));
    const reminders = (await h.outbox("buddy@example.test")).filter(
      (mail) => mail.kind === "fundraiser-ending-soon",
    );
    expect(reminders).toHaveLength(1);
  });
});

describe("an account deletion", () => {
  it("leaves no donor e-mail on pages or teams, keeps the counts, and closes the person's own pages", async () => {
    const donorUser = await h.createUser({ email: "gone@example.test" });
    const created = await createPayment(
      h,
      "single",
      donationForm({ fundraiser_page: page.slug, email: "gone@example.test" }),
    );
    await event(created.pg_id, "paid");
    const before = await pageTotals();
    await deleteAccount(h.services, donorUser);
    expect(await pageTotals()).toEqual(before);
    const emails = (await h.db.select().from(fundraiserPageDonors)).map((row) => row.email);
    expect(emails).not.toContain("gone@example.test");
    const owner = await h.createUser({ email: "owner-gone@example.test", role: "volunteer" });
    const own = await createPage(h, await h.login("owner-gone@example.test"), { title: "Akan hilang" });
    await deleteAccount(h.services, owner);
    const [row] = await h.db.select().from(fundraiserPages).where(eq(fundraiserPages.slug, own.slug));
    expect(row?.status).toBe("closed");
    expect((await h.request("GET", `/v1/site/fundraisers/${own.slug}`)).status).toBe(404);
  });
});
