import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, jobs, recurringPlans } from "../../platform/db/schema/index.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import {
  createPayment,
  deliverWebhook,
  donationForm,
  monthlyForm,
  newKey,
  payOnSandbox,
} from "../../test/payments.ts";

/*
 * What happens to a donor's money is mailed, in the donor's language, from the transaction that
 * changes it (docs/decisions/guest-links.md): the receipt names the campaign and opens without an
 * account, a refund (staff's or the provider's) and a stop (donor, link, staff) are mailed once, a
 * one-time payment that did not go through says how to give again.
 */

let h: Harness;
let staffCookie: string;
const DAY = 24 * 3600_000;
const campaign = {
  slug: "bantu-hara-jaga-situ-gede",
  id: "Bantu Hara Jaga Situ Gede",
  en: "Help Hara Protect Situ Gede",
};

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "money.staff@example.test", role: "staff", name: "Sari Staff" });
  staffCookie = await h.login("money.staff@example.test");
});
afterAll(() => h.close());

async function donationOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  if (!row) throw new Error("no donation");
  return row;
}

async function mailsOf(email: string, kind: string) {
  return (await h.outbox(email)).filter((mail) => mail.kind === kind);
}

/** A paid single gift, in `locale`, optionally to a campaign. */
async function paidGift(email: string, locale: "id" | "en", extra: Record<string, string> = {}) {
  const response = await h.request("POST", `/v1/payments/single?locale=${locale}`, {
    multipart: donationForm({ email, ...extra }),
    headers: { "Idempotency-Key": newKey() },
    origin: "http://site.test",
  });
  const { result } = await json<{ result: { pg_id: string } }>(response);
  await payOnSandbox(h, result.pg_id);
  return donationOf(result.pg_id);
}

describe("the receipt", () => {
  it("names the campaign in the donor's language, or the general fund, and links the receipt page", async () => {
    const toCampaign = await paidGift("receipt.campaign@example.test", "id", { campaign: campaign.slug });
    const [id] = await mailsOf("receipt.campaign@example.test", "receipt");
    expect(id?.text).toContain(`untuk kampanye “${campaign.id}”`);
    expect(id?.text).toContain(
      `Lihat bukti donasi: ${h.env.DASHBOARD_URL}/invoice/download/${toCampaign.localId}?locale=id#link=`,
    );
    // The link's page reads the same campaign, titled in both languages (the page picks its own).
    const token = new URLSearchParams(
      new URL(id?.text.match(/http\S+#link=\S+/)?.[0] ?? "http://x").hash.slice(1),
    );
    const page = await h.request("GET", "/v1/donations/by-link", {
      headers: { "x-link-token": token.get("link") ?? "" },
    });
    expect((await json<{ result: { campaign: unknown } }>(page)).result.campaign).toEqual({
      slug: campaign.slug,
      title_id: campaign.id,
      title_en: campaign.en,
    });
    await paidGift("receipt.general@example.test", "en");
    const [en] = await mailsOf("receipt.general@example.test", "receipt");
    expect(en?.text).toContain("for the foundation's general fund");
    expect(en?.text).toContain("View receipt: ");
  });
});

describe("a refund", () => {
  it("by staff in donor support: one refund mail in the donor's language, when the money went back", async () => {
    const email = "refund.staff@example.test";
    const gift = await paidGift(email, "en", { campaign: campaign.slug });
    const ask = () =>
      h.request("POST", `/v1/admin/donations/${gift.id}/refund`, {
        cookie: staffCookie,
        json: { reason: "Donor asked on the phone" },
      });
    expect((await ask()).status).toBe(200);
    // Asked, not yet refunded: nothing is mailed before the money moves.
    expect(await mailsOf(email, "refund")).toHaveLength(0);
    await runDueJobs(h.services);
    expect((await donationOf(gift.pgId)).status).toBe("refunded");
    const refunds = await mailsOf(email, "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.locale).toBe("en");
    expect(refunds[0]?.subject).toBe(`Your donation ${gift.localId} was refunded`);
    expect(refunds[0]?.text).toContain("Rp\u00a0100,000");
    expect(refunds[0]?.text).toContain(`for the campaign “${campaign.en}” (number ${gift.localId})`);
    expect((await ask()).status).toBe(409);
    await runDueJobs(h.services);
    expect(await mailsOf(email, "refund")).toHaveLength(1);
  });

  it("by the provider's callback (its dashboard, a chargeback): mailed once, a replay mails nothing", async () => {
    const email = "refund.provider@example.test";
    const gift = await paidGift(email, "id");
    const refund = { event_id: `sbx_refund_cb_${gift.id}`, pg_id: gift.pgId, outcome: "refunded" };
    expect((await deliverWebhook(h, refund)).status).toBe(200);
    expect((await deliverWebhook(h, refund)).status).toBe(200);
    expect((await deliverWebhook(h, { ...refund, event_id: `${refund.event_id}-again` })).status).toBe(200);
    const refunds = await mailsOf(email, "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.subject).toBe(`Donasimu ${gift.localId} telah dikembalikan`);
    expect(refunds[0]?.text).toContain("dana umum yayasan");
  });

  it("of a monthly charge says the plan goes on, with the plan's stop link", async () => {
    const email = "refund.monthly@example.test";
    const created = await createPayment(h, "recurring", monthlyForm({ email }));
    await payOnSandbox(h, created.pg_id);
    const refund = { event_id: `sbx_refund_m_${created.pg_id}`, pg_id: created.pg_id, outcome: "refunded" };
    expect((await deliverWebhook(h, refund)).status).toBe(200);
    const [mail] = await mailsOf(email, "refund");
    expect(mail?.text).toContain("Donasi bulananmu sendiri tetap berjalan.");
    expect(mail?.text).toContain(`/donation/stop?pgid=${created.pg_id}&token=`);
  });
});

describe("a stop of a monthly plan", () => {
  async function runningPlan(email: string) {
    await h.createUser({ email });
    const created = await createPayment(h, "recurring", monthlyForm({ email }));
    await payOnSandbox(h, created.pg_id);
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    if (!plan) throw new Error("no plan");
    return plan;
  }

  it("by the donor, by the mailed link and by staff: one confirmation each, committed with the stop", async () => {
    const own = await runningPlan("stop.own@example.test");
    const cookie = await h.login("stop.own@example.test");
    const byDonor = await h.request("PUT", "/v1/payments/recurring", { cookie, json: { pgid: own.pgId } });
    expect(byDonor.status, await byDonor.clone().text()).toBe(200);

    await runningPlan("stop.link@example.test");
    const [receipt] = await mailsOf("stop.link@example.test", "receipt");
    const stop = new URL(receipt?.text.match(/http\S+\/donation\/stop\?\S+/)?.[0] ?? "http://x");
    const byLink = await h.request("PUT", "/v1/payments/recurring", {
      json: { pgid: stop.searchParams.get("pgid"), token: stop.searchParams.get("token") },
      origin: "http://site.test",
    });
    expect(byLink.status).toBe(200);

    const supported = await runningPlan("stop.staff@example.test");
    const byStaff = await h.request("POST", `/v1/admin/plans/${supported.id}/stop`, {
      cookie: staffCookie,
      json: { reason: "Donor called" },
    });
    expect(byStaff.status).toBe(200);

    for (const [email, staff] of [
      ["stop.own@example.test", false],
      ["stop.link@example.test", false],
      ["stop.staff@example.test", true],
    ] as const) {
      const mails = await mailsOf(email, "stop-confirmation");
      expect(mails, email).toHaveLength(1);
      expect(mails[0]?.text.includes("Tim kami mencatat penghentian ini"), email).toBe(staff);
      // Queued in the stop's own transaction: its delivery job exists before any runner ran.
      const [job] = await h.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `mail:${mails[0]?.id}`));
      expect(job?.kind, email).toBe("mail");
    }
  });
});

describe("a payment that did not go through", () => {
  it("a one-time gift failed or expired: one mail with the way back, neutral, in the donor's language", async () => {
    for (const [email, outcome, locale] of [
      ["incomplete.failed@example.test", "failed", "en"],
      ["incomplete.expired@example.test", "expired", "id"],
    ] as const) {
      const response = await h.request("POST", `/v1/payments/single?locale=${locale}`, {
        multipart: donationForm({ email, fullname: "<b>Typed By Anyone</b>", campaign: campaign.slug }),
        headers: { "Idempotency-Key": newKey() },
        origin: "http://site.test",
      });
      const { result } = await json<{ result: { pg_id: string } }>(response);
      await payOnSandbox(h, result.pg_id, outcome);
      const mails = await mailsOf(email, "payment-incomplete");
      expect(mails, email).toHaveLength(1);
      expect(mails[0]?.locale).toBe(locale);
      expect(mails[0]?.text).not.toContain("Typed By Anyone");
      const prefix = locale === "en" ? "/en" : "";
      expect(mails[0]?.text).toContain(`${h.env.PUBLIC_SITE_URL}${prefix}/campaign/${campaign.slug}`);
    }
  });
});

// The clock moves a month and more from here on: the sessions above are made before it does.
describe("later months", () => {
  it("a receipt of a later month names the plan in its stop link, which stops it", async () => {
    const email = "receipt.month@example.test";
    const created = await createPayment(h, "recurring", monthlyForm({ email, payment_methods: "VISA" }));
    await payOnSandbox(h, created.pg_id);
    await h.advanceTo(new Date(h.clock.current.getTime() + 32 * DAY));
    const receipts = await mailsOf(email, "receipt");
    expect(receipts).toHaveLength(2);
    const stop = new URL(receipts[1]?.text.match(/http\S+\/donation\/stop\?\S+/)?.[0] ?? "http://x");
    expect(stop.searchParams.get("pgid")).toBe(created.pg_id);
    const stopped = await h.request("PUT", "/v1/payments/recurring", {
      json: { pgid: stop.searchParams.get("pgid"), token: stop.searchParams.get("token") },
      origin: "http://site.test",
    });
    expect(stopped.status).toBe(200);
  });

  it("a monthly plan's later month is the failure notice's, never this mail", async () => {
    const email = "incomplete.month@example.test";
    const created = await createPayment(h, "recurring", monthlyForm({ email, payment_methods: "VISA" }));
    await payOnSandbox(h, created.pg_id);
    await h.db
      .update(recurringPlans)
      .set({ testOutcome: "fail" })
      .where(eq(recurringPlans.pgId, created.pg_id));
    await h.advanceTo(new Date(h.clock.current.getTime() + 45 * DAY));
    expect((await mailsOf(email, "payment-failed")).length).toBeGreaterThan(0);
    expect(await mailsOf(email, "payment-incomplete")).toHaveLength(0);
    const [failed] = await mailsOf(email, "payment-failed");
    expect(failed?.text).toContain(`/donation/stop?pgid=${created.pg_id}&token=`);
  });
});
