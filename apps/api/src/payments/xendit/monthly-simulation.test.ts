import { billingInstant } from "@rimbun/domain";
import { DAY_MS } from "@rimbun/domain/dates";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyDonorRequest } from "../../billing/recurring.ts";
import { donations, jobs, recurringPlans } from "../../platform/db/schema/index.ts";
import type { FakeXendit } from "../../test/fake-xendit/server.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { countOf, mailKinds, planOf, planOwner } from "../../test/monthly-plans.ts";
import { createPayment, monthlyForm } from "../../test/payments.ts";
import { startXenditFake, wireXenditThroughEnv } from "../../test/xendit.ts";

/**
 * 13 simulated months per recurring channel kind, end to end: the real app and job runner over
 * PGlite, Xendit's scheduler and callbacks played by the fake (which refuses any request that is not
 * the documented shape), one injected clock for both.
 */
const secretKey = "xnd_development_simulation_secret";
const callbackToken = "simulation-callback-token-0123456789";

let h: Harness;
let fake: FakeXendit;

beforeAll(async () => {
  h = await createHarness();
  fake = await startXenditFake(h, { secretKey, callbackToken });
  wireXenditThroughEnv(h, fake, { secretKey, callbackToken });
});

/**
 * Each simulation starts on the 10th of a month, 09:00 in Jakarta: every later due day exists in
 * every month (Xendit's behaviour on the 29th-31st is not documented; see docs/xendit.md).
 */
function startOnTheTenth(): Date {
  const start = new Date(h.clock.current);
  start.setUTCMonth(start.getUTCMonth() + 1, 10);
  start.setUTCHours(2, 0, 0, 0);
  h.clock.current = start;
  return start;
}
afterAll(async () => {
  await fake.close();
  await h.close();
});

/** The clock moves through our jobs and the fake's scheduled cycles alike. */
const advanceTo = (until: Date) =>
  h.advanceTo(until, { nextAt: () => fake.nextCycleAt(), runDue: (now) => fake.runDueCycles(now) });

const monthsLater = (from: Date, months: number) => new Date(from.getTime() + months * 30.5 * DAY_MS);

function xenditPlanOf(plan: { providerPlanId: string | null }) {
  const found = fake.plans.get(plan.providerPlanId ?? "");
  if (!found) throw new Error("no Xendit plan");
  return found;
}

async function donationsOf(planId: string, status?: "done" | "failed" | "pending") {
  const rows = await h.db.select().from(donations).where(eq(donations.recurringPlanId, planId));
  return status ? rows.filter((row) => row.status === status) : rows;
}

/** A monthly gift on a recurring channel: the donor links on Xendit's page and pays the first month. */
async function startPlan(email: string, channel: string, amount = 50000) {
  const created = await createPayment(
    h,
    "recurring",
    monthlyForm({ email, payment_methods: channel, amount: String(amount) }),
  );
  const pending = await planOf(h, created.pg_id);
  expect(created.invoice_url).toBe(xenditPlanOf(pending).actions?.[0]?.url);
  await fake.linkPlan(pending.providerPlanId ?? "");
  const plan = await planOf(h, created.pg_id);
  expect(plan.status).toBe("active");
  expect(plan.providerMethodId).toMatch(/^pm-/);
  return { pgId: created.pg_id, plan };
}

async function failedJobs() {
  return h.db.select().from(jobs).where(eq(jobs.status, "failed"));
}

describe("13 months on Xendit per channel kind", () => {
  it("card: the first month paid on Xendit's page, then charged by Xendit's schedule every month after our invoice mail", async () => {
    const email = "sim.card@example.test";
    const start = startOnTheTenth();
    const { pgId, plan } = await startPlan(email, "VISA");
    const first = xenditPlanOf(plan);
    expect(first).toMatchObject({ immediate_action_type: "FULL_AMOUNT", status: "ACTIVE" });
    expect(first.schedule).toMatchObject({ interval: "MONTH", interval_count: 1, total_retry: 0 });

    await advanceTo(monthsLater(start, 12.2));
    const paid = await donationsOf(plan.id, "done");
    expect(paid).toHaveLength(13);
    const kinds = await mailKinds(h, email);
    expect(countOf(kinds, "charge-notice")).toBe(12);
    expect(countOf(kinds, "receipt")).toBe(13);
    expect(countOf(kinds, "invoice")).toBe(0);
    // Each cycle: our invoice mail at 09:00 (Jakarta), Xendit's attempt three hours later.
    const cycles = fake.cycles.get(first.id) ?? [];
    expect(cycles.filter((cycle) => cycle.type === "SCHEDULED")).toHaveLength(12);
    for (const row of paid.filter((donation) => donation.cycleDueDay)) {
      const cycle = cycles.find((c) => c.scheduled_timestamp.startsWith(row.cycleDueDay ?? "-"));
      expect(new Date(cycle?.scheduled_timestamp ?? 0).getTime()).toBe(
        billingInstant(row.cycleDueDay ?? "").getTime() + 3 * 3600_000,
      );
    }
    expect((await planOf(h, pgId)).providerPlanId).toBe(first.id);
    expect(await failedJobs()).toEqual([]);
  });

  it("card declined, then retried by us after 1 and 3 days on the linked card, and recovered", async () => {
    const email = "sim.declined@example.test";
    const start = startOnTheTenth();
    const { plan } = await startPlan(email, "MASTERCARD", 75000);
    await advanceTo(monthsLater(start, 1.2));
    expect(await donationsOf(plan.id, "done")).toHaveLength(2);

    // Month 2: the card is declined on Xendit's attempt and on our first retry; the second works.
    fake.decline(plan.providerCustomerId ?? "", "CARD_DECLINED");
    const due = ((await planOf(h, plan.pgId)).billingState as { nextDue: string }).nextDue;
    await advanceTo(new Date(billingInstant(due).getTime() + 1.5 * DAY_MS));
    expect(await donationsOf(plan.id, "failed")).toHaveLength(2);
    fake.decline(plan.providerCustomerId ?? "", null);
    await advanceTo(new Date(billingInstant(due).getTime() + 4 * DAY_MS));
    const retries = [...fake.paymentRequests.values()].filter((request) =>
      request.reference_id.startsWith(plan.providerPlanReference ?? "-"),
    );
    expect(retries.map((request) => request.status)).toEqual(["FAILED", "SUCCEEDED"]);
    expect(retries.map((request) => request.reference_id.slice(-3))).toEqual(["_r1", "_r2"]);
    expect((await planOf(h, plan.pgId)).status).toBe("active");

    await advanceTo(monthsLater(start, 12.2));
    expect(await donationsOf(plan.id, "done")).toHaveLength(13);
    expect(countOf(await mailKinds(h, email), "payment-failed")).toBe(0);
    expect(await failedJobs()).toEqual([]);
  });

  it("a retry Xendit answers with 429 waits the time asked and charges then: no failed attempt, no failed cycle", async () => {
    const email = "sim.limited@example.test";
    const start = startOnTheTenth();
    const { plan } = await startPlan(email, "VISA", 60000);
    await advanceTo(monthsLater(start, 1.2));
    fake.decline(plan.providerCustomerId ?? "", "CARD_DECLINED");
    const due = ((await planOf(h, plan.pgId)).billingState as { nextDue: string }).nextDue;
    await advanceTo(new Date(billingInstant(due).getTime() + 0.5 * DAY_MS));
    expect(await donationsOf(plan.id, "failed")).toHaveLength(1);
    fake.decline(plan.providerCustomerId ?? "", null);
    fake.failNext(
      "/payment_requests",
      429,
      { error_code: "RATE_LIMIT_EXCEEDED", message: "slow down" },
      {
        "Rate-Limit-Reset": "90",
      },
    );
    await advanceTo(new Date(billingInstant(due).getTime() + 1.5 * DAY_MS));
    const ownRetry = `${plan.providerPlanReference ?? "-"}`;
    const asked = fake.requests.filter(
      (request) =>
        request.path === "/payment_requests" &&
        (request.body as { reference_id?: string }).reference_id?.startsWith(ownRetry) === true,
    );
    const retries = [...fake.paymentRequests.values()].filter((request) =>
      request.reference_id.startsWith(ownRetry),
    );
    // Asked twice (the 429, then 90 s later), charged once.
    expect(asked.map((request) => (request.body as { reference_id: string }).reference_id.slice(-3))).toEqual(
      ["_r1", "_r1"],
    );
    expect(retries.map((request) => [request.reference_id.slice(-3), request.status])).toEqual([
      ["_r1", "SUCCEEDED"],
    ]);
    const [charge] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `charge:${plan.id}:${due}:1`));
    expect([charge?.status, charge?.attempts]).toEqual(["done", 1]);
    expect(charge?.lastError).toContain("RATE_LIMIT_EXCEEDED");
    expect((await planOf(h, plan.pgId)).status).toBe("active");
    expect(await donationsOf(plan.id, "failed")).toHaveLength(1);
    expect(countOf(await mailKinds(h, email), "payment-failed")).toBe(0);
    expect(await failedJobs()).toEqual([]);
  });

  it("BRI direct debit with no balance: Xendit's attempt and our 3 retries fail for 3 cycles, the plan pauses and Xendit's plan ends", async () => {
    const email = "sim.debit@example.test";
    const start = startOnTheTenth();
    const { pgId, plan } = await startPlan(email, "BRI", 40000);
    expect(fake.paymentMethods.get(plan.providerMethodId ?? "")?.type).toBe("DIRECT_DEBIT");
    fake.decline(plan.providerCustomerId ?? "", "INSUFFICIENT_BALANCE");
    await advanceTo(monthsLater(start, 4.5));
    const paused = await planOf(h, pgId);
    expect(paused.status).toBe("paused");
    expect(await donationsOf(plan.id, "failed")).toHaveLength(12);
    const kinds = await mailKinds(h, email);
    expect(countOf(kinds, "payment-failed")).toBe(2);
    expect(countOf(kinds, "plan-paused")).toBe(1);
    expect(xenditPlanOf(plan).status).toBe("INACTIVE");
    expect(paused.providerPlanId).toBeNull();

    // Paused: nothing is charged for two months.
    const before = (await donationsOf(plan.id)).length;
    await advanceTo(monthsLater(start, 6.5));
    expect(await donationsOf(plan.id)).toHaveLength(before + 0);

    // The donor tops up and reactivates: a new Xendit plan on the same linked account, from the next due day.
    fake.decline(plan.providerCustomerId ?? "", null);
    await applyDonorRequest(h.services, planOwner(paused), {
      pgId,
      event: { type: "reactivate" },
      action: "recurring.reactivate",
    });
    await advanceTo(new Date(h.clock.current.getTime() + 60_000));
    const again = await planOf(h, pgId);
    const second = xenditPlanOf(again);
    expect(second).toMatchObject({ status: "ACTIVE", amount: 40000 });
    expect(second.payment_methods?.[0]?.payment_method_id).toBe(plan.providerMethodId);
    expect(again.providerPlanReference).not.toBe(plan.providerPlanReference);
    await advanceTo(monthsLater(start, 12.2));
    expect((await donationsOf(plan.id, "done")).length).toBeGreaterThanOrEqual(6);
    expect(await failedJobs()).toEqual([]);
  });

  it("OVO unlinked by the donor: the plan ends at Xendit, the donor is told, later months come with a pay link until a wallet is linked again", async () => {
    const email = "sim.wallet@example.test";
    const start = startOnTheTenth();
    const { pgId, plan } = await startPlan(email, "OVO", 25000);
    expect(fake.paymentMethods.get(plan.providerMethodId ?? "")?.type).toBe("EWALLET");
    await advanceTo(monthsLater(start, 2.2));
    expect(await donationsOf(plan.id, "done")).toHaveLength(3);

    await fake.unlinkMethod(plan.providerMethodId ?? "");
    const unlinked = await planOf(h, pgId);
    expect(unlinked).toMatchObject({ providerMethodId: null, providerPlanId: null, status: "active" });
    expect(countOf(await mailKinds(h, email), "method-unlinked")).toBe(1);
    const unlinkedMail = (await h.outbox(email)).find((mail) => mail.kind === "method-unlinked");
    expect(unlinkedMail?.text).toContain("/dashboard/recurring");

    // Month 4: nothing charged silently; the donor gets the month's pay link (a Xendit invoice).
    await advanceTo(monthsLater(start, 3.2));
    expect(countOf(await mailKinds(h, email), "invoice")).toBe(1);
    const open = await donationsOf(plan.id, "pending");
    expect(open).toHaveLength(1);
    expect(fake.invoiceByExternalId(open[0]?.pgId ?? "")).toBeDefined();

    // The donor moves to ShopeePay: Xendit's plan waits for the link, mailed to the donor.
    await applyDonorRequest(h.services, planOwner(unlinked), {
      pgId,
      event: { type: "change-channel", paymentType: "recurring" },
      action: "recurring.paymentMethod",
      extra: { channel: "SHOPEEPAY" },
    });
    await advanceTo(new Date(h.clock.current.getTime() + 60_000));
    const relinking = await planOf(h, pgId);
    const waiting = xenditPlanOf(relinking);
    expect(waiting.status).toBe("REQUIRES_ACTION");
    expect(waiting.immediate_action_type).toBeNull();
    const linkMail = (await h.outbox(email)).find((mail) => mail.kind === "method-link");
    expect(linkMail?.text).toContain(waiting.actions?.[0]?.url ?? "-");
    await fake.linkPlan(waiting.id);
    expect((await planOf(h, pgId)).providerMethodId).toMatch(/^pm-/);

    await advanceTo(monthsLater(start, 12.2));
    const paid = await donationsOf(plan.id, "done");
    expect(paid.length).toBeGreaterThanOrEqual(11);
    expect(await failedJobs()).toEqual([]);
  });
});

describe("the donor's requests reach Xendit's plan", () => {
  it("amount, skip, pause, reactivate and stop act on the fake's plan", async () => {
    const email = "sim.requests@example.test";
    const { pgId, plan } = await startPlan(email, "JCB", 60000);
    const act = async (event: Parameters<typeof applyDonorRequest>[2]["event"], action: string) => {
      await applyDonorRequest(h.services, planOwner(plan), { pgId, event, action });
      await advanceTo(new Date(h.clock.current.getTime() + 60_000));
      return planOf(h, pgId);
    };

    let row = await act({ type: "change-amount", amount: 90000 }, "recurring.amount");
    expect(xenditPlanOf(row).amount).toBe(90000);
    expect(row.providerPlanId).toBe(plan.providerPlanId);

    // A new charge day (H2's machine event): a new plan anchored on the moved due day.
    const before = row.providerPlanId;
    row = await act({ type: "change-charge-day", day: 20 }, "recurring.chargeDay");
    const moved = (row.billingState as { nextDue: string }).nextDue;
    expect(moved.endsWith("-20")).toBe(true);
    expect(row.providerPlanId).not.toBe(before);
    expect(xenditPlanOf(row).schedule.anchor_date).toBe(
      new Date(billingInstant(moved).getTime() + 3 * 3600_000).toISOString(),
    );
    expect(fake.plans.get(before ?? "")?.status).toBe("INACTIVE");

    const nextBefore = (row.billingState as { nextDue: string }).nextDue;
    row = await act({ type: "skip-next" }, "recurring.skip");
    const skipped = xenditPlanOf(row);
    expect(row.providerPlanId).not.toBe(plan.providerPlanId);
    expect(fake.plans.get(plan.providerPlanId ?? "")?.status).toBe("INACTIVE");
    const nextDue = (row.billingState as { nextDue: string }).nextDue;
    expect(nextDue > nextBefore).toBe(true);
    expect(skipped.schedule.anchor_date).toBe(
      new Date(billingInstant(nextDue).getTime() + 3 * 3600_000).toISOString(),
    );
    expect(skipped).toMatchObject({ status: "ACTIVE", amount: 90000 });

    row = await act({ type: "pause", months: 2 }, "recurring.pause");
    expect(skipped.status).toBe("INACTIVE");
    expect(row.providerPlanId).toBeNull();

    row = await act({ type: "reactivate" }, "recurring.reactivate");
    const resumed = xenditPlanOf(row);
    expect(resumed).toMatchObject({ status: "ACTIVE", amount: 90000 });
    expect(resumed.payment_methods?.[0]?.payment_method_id).toBe(plan.providerMethodId);

    row = await act({ type: "stop" }, "recurring.stop");
    expect(resumed.status).toBe("INACTIVE");
    expect(row.providerPlanId).toBeNull();
    expect(await failedJobs()).toEqual([]);
  });

  it("reads a linked card's expiry from Xendit's payment method object and mails a month before it", async () => {
    const email = "sim.card-expiry@example.test";
    const start = startOnTheTenth();
    const expiry = new Date(start);
    expiry.setUTCMonth(expiry.getUTCMonth() + 3);
    fake.nextCardExpiry(expiry.getUTCMonth() + 1, expiry.getUTCFullYear());
    const { pgId } = await startPlan(email, "VISA");
    await advanceTo(new Date(start.getTime() + 60_000));
    const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0));
    expect((await planOf(h, pgId)).providerMethodExpiresOn).toBe(lastDay.toISOString().slice(0, 10));
    expect(fake.requests.some((request) => request.path.startsWith("/v2/payment_methods/"))).toBe(true);
    await advanceTo(new Date(lastDay.getTime() - 35 * DAY_MS));
    expect(countOf(await mailKinds(h, email), "method-expiring")).toBe(0);
    await advanceTo(new Date(lastDay.getTime() - 20 * DAY_MS));
    expect(countOf(await mailKinds(h, email), "method-expiring")).toBe(1);
    fake.nextCardExpiry(12, 2049);
  });

  it("mails once, a month before, that the linked card expires, with the dashboard's link to change it", async () => {
    const email = "sim.expiry@example.test";
    const { pgId, plan } = await startPlan(email, "VISA");
    const expiresAt = new Date(h.clock.current.getTime() + 90 * DAY_MS);
    await fake.methodExpiring(plan.providerMethodId ?? "", expiresAt);
    await fake.redeliverLast();
    const stored = await planOf(h, pgId);
    expect(stored.providerMethodExpiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await advanceTo(new Date(h.clock.current.getTime() + 45 * DAY_MS));
    expect(countOf(await mailKinds(h, email), "method-expiring")).toBe(0);
    await advanceTo(new Date(h.clock.current.getTime() + 40 * DAY_MS));
    const mails = (await h.outbox(email)).filter((mail) => mail.kind === "method-expiring");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("/dashboard/recurring");
    expect((await planOf(h, pgId)).methodExpiryNoticeFor).toBe(
      `${plan.providerMethodId}:${stored.providerMethodExpiresOn}`,
    );
  });
});

describe("crash safety", () => {
  it("a sync whose plan creation answer was lost is retried under the same key: one new plan, no unlink mail", async () => {
    const email = "sim.crash@example.test";
    const { pgId, plan } = await startPlan(email, "VISA", 50000);
    fake.loseAnswerNext("POST", "/recurring/plans");
    await applyDonorRequest(h.services, planOwner(plan), {
      pgId,
      event: { type: "skip-next" },
      action: "recurring.skip",
    });
    await advanceTo(new Date(h.clock.current.getTime() + 10 * 60_000));
    const row = await planOf(h, pgId);
    const created = [...fake.plans.values()].filter((p) => p.reference_id === row.providerPlanReference);
    expect(created).toHaveLength(1);
    expect(created[0]?.status).toBe("ACTIVE");
    expect(row.providerPlanId).toBe(created[0]?.id);
    expect(row.providerMethodId).toBe(plan.providerMethodId);
    expect(countOf(await mailKinds(h, email), "method-unlinked")).toBe(0);
  });

  it("sends every write to Xendit with an idempotency key, and every job of the runner has a key", async () => {
    const writes = fake.requests.filter((request) => request.method === "POST" || request.method === "PATCH");
    expect(writes.length).toBeGreaterThan(20);
    for (const write of writes)
      expect(write.headers["x-idempotency-key"], `${write.method} ${write.path}`).toBeTruthy();
    const unkeyed = await h.db.select().from(jobs).where(sql`${jobs.key} is null`);
    expect(unkeyed).toEqual([]);
  });
});

describe("plan and cycle callbacks are authentic, once, and only for their own plan", () => {
  async function post(body: unknown, token = callbackToken) {
    const response = await h.app.request("/v1/webhooks/xendit", {
      method: "POST",
      headers: { "content-type": "application/json", "x-callback-token": token },
      body: JSON.stringify(body),
    });
    return { status: response.status, result: ((await response.json()) as { result?: string }).result };
  }

  it("refuses a wrong token, answers a replay as duplicate, and flags a cycle paid with another amount", async () => {
    const { plan } = await startPlan("sim.security@example.test", "VISA", 50000);
    const xendit = xenditPlanOf(plan);
    const unlink = {
      event: "recurring.plan.inactivated",
      business_id: "b",
      created: "2027-01-01T00:00:00Z",
      data: { ...xendit, status: "INACTIVE" },
    };
    expect((await post(unlink, "not-the-token-000000000000")).status).toBe(401);
    expect((await planOf(h, plan.pgId)).providerPlanId).toBe(xendit.id);

    // Replay of the immediate cycle's success: nothing changes.
    const immediate = fake.callbacks.find(
      (c) => c.rawBody.includes('"recurring.cycle.succeeded"') && c.rawBody.includes(plan.pgId),
    );
    const replay = await h.app.request("/v1/webhooks/xendit", {
      method: "POST",
      headers: immediate?.headers,
      body: immediate?.rawBody,
    });
    expect(((await replay.json()) as { result: string }).result).toBe("duplicate");

    // Another amount for the next cycle: flagged for staff, not paid.
    await advanceTo(
      new Date(billingInstant((plan.billingState as { nextDue: string }).nextDue).getTime() + 60_000),
    );
    const [cycle] = await h.db
      .select()
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "pending")));
    const due = cycle?.cycleDueDay ?? "";
    const tampered = {
      event: "recurring.cycle.succeeded",
      business_id: "b",
      created: new Date().toISOString(),
      data: {
        id: "recy_tampered",
        plan_id: xendit.id,
        reference_id: xendit.reference_id,
        customer_id: xendit.customer_id,
        recurring_action: "PAYMENT",
        type: "SCHEDULED",
        cycle_number: 2,
        attempt_count: 1,
        status: "SUCCEEDED",
        scheduled_timestamp: new Date(billingInstant(due).getTime() + 3 * 3600_000).toISOString(),
        currency: "IDR",
        amount: 1000,
      },
    };
    expect(await post(tampered)).toEqual({ status: 200, result: "flagged" });
    const [after] = await h.db
      .select()
      .from(donations)
      .where(eq(donations.id, cycle?.id ?? ""));
    expect(after).toMatchObject({ status: "pending", flag: "amount-mismatch" });
  });

  it("an unlink between our invoice mail and Xendit's attempt turns that month into a pay link", async () => {
    const email = "sim.unlink-midcycle@example.test";
    const { pgId, plan } = await startPlan(email, "SHOPEEPAY", 30000);
    const due = (plan.billingState as { nextDue: string }).nextDue;
    await advanceTo(new Date(billingInstant(due).getTime() + 60_000));
    expect(await donationsOf(plan.id, "pending")).toHaveLength(1);
    await fake.unlinkMethod(plan.providerMethodId ?? "");
    await advanceTo(new Date(billingInstant(due).getTime() + 10 * 60_000));
    const pending = await donationsOf(plan.id, "pending");
    expect(pending).toHaveLength(1);
    expect(fake.invoiceByExternalId(pending[0]?.pgId ?? "")).toBeDefined();
    const kinds = await mailKinds(h, email);
    expect(countOf(kinds, "method-unlinked")).toBe(1);
    expect(countOf(kinds, "invoice")).toBe(1);
    const state = (await planOf(h, pgId)).billingState as { paymentType: string; cycle: { phase: string } };
    expect(state).toMatchObject({ paymentType: "reminder", cycle: { phase: "invoiced" } });
  });

  it("a plan from before links (no Xendit objects) gets its pay link, then a Xendit plan and a link mail; linked, it charges itself", async () => {
    const email = "sim.legacy@example.test";
    const start = startOnTheTenth();
    const { pgId, plan } = await startPlan(email, "VISA", 45000);
    const original = fake.plans.get(plan.providerPlanId ?? "");
    if (original) original.status = "INACTIVE";
    await h.db
      .update(recurringPlans)
      .set({
        providerCustomerId: null,
        providerPlanId: null,
        providerPlanReference: null,
        providerMethodId: null,
      })
      .where(eq(recurringPlans.id, plan.id));
    await advanceTo(monthsLater(start, 1.05));
    let kinds = await mailKinds(h, email);
    expect(countOf(kinds, "invoice")).toBe(1);
    expect(countOf(kinds, "method-link")).toBe(1);
    const waiting = xenditPlanOf(await planOf(h, pgId));
    expect(waiting.status).toBe("REQUIRES_ACTION");
    // The donor pays this month's link, then links the card.
    const [open] = await donationsOf(plan.id, "pending");
    await fake.payInvoice(fake.invoiceByExternalId(open?.pgId ?? "")?.id ?? "");
    await fake.linkPlan(waiting.id);
    await advanceTo(monthsLater(start, 3.2));
    expect(await donationsOf(plan.id, "done")).toHaveLength(4);
    kinds = await mailKinds(h, email);
    // Until linked: the month by pay link (with its reminder); after: charge notices, charged by Xendit.
    expect(kinds.filter((kind) => kind !== "receipt" && kind !== "set-password")).toEqual([
      "method-link",
      "reminder",
      "invoice",
      "charge-notice",
      "charge-notice",
    ]);
  });

  it("a first month declined on Xendit's page fails the donation and ends the plan; one mail offers to give again", async () => {
    const email = "sim.first-declined@example.test";
    const created = await createPayment(h, "recurring", monthlyForm({ email, payment_methods: "VISA" }));
    const pending = await planOf(h, created.pg_id);
    await fake.linkPlan(pending.providerPlanId ?? "", "failed");
    const [first] = await donationsOf(pending.id);
    expect(first?.status).toBe("failed");
    expect(xenditPlanOf(pending).status).toBe("INACTIVE");
    const after = await planOf(h, created.pg_id);
    expect(after.status).toBe("pending");
    expect(after.providerPlanId).toBeNull();
    // No receipt, welcome or plan mail: only the note that the payment did not go through (guest-links.md).
    expect(await mailKinds(h, email)).toEqual(["payment-incomplete"]);
  });

  it("an unlink for a replaced plan, or another plan's reference, changes nothing of this plan", async () => {
    const { pgId, plan } = await startPlan("sim.other@example.test", "VISA", 50000);
    const { plan: other } = await startPlan("sim.other2@example.test", "VISA", 50000);
    // A cycle callback naming the other plan's reference pays (at most) the other plan's cycle.
    const foreign = {
      event: "recurring.cycle.succeeded",
      business_id: "b",
      created: new Date().toISOString(),
      data: {
        id: "recy_foreign",
        plan_id: other.providerPlanId,
        reference_id: other.providerPlanReference,
        customer_id: other.providerCustomerId,
        recurring_action: "PAYMENT",
        type: "SCHEDULED",
        cycle_number: 2,
        attempt_count: 1,
        status: "SUCCEEDED",
        scheduled_timestamp: "2099-01-01T05:00:00.000Z",
        currency: "IDR",
        amount: 50000,
      },
    };
    expect(await post(foreign)).toEqual({ status: 200, result: "unknown-payment" });
    expect(await donationsOf(plan.id)).toHaveLength(1);

    // Xendit charging our plan's cycle a few days off (a month-end day) still pays that cycle, and only it.
    await advanceTo(
      new Date(billingInstant((plan.billingState as { nextDue: string }).nextDue).getTime() + 60_000),
    );
    const [open] = await donationsOf(plan.id, "pending");
    const offDay = new Date(billingInstant(open?.cycleDueDay ?? "").getTime() + (2 * 24 + 3) * 3600_000);
    const skewed = {
      ...foreign,
      data: {
        ...foreign.data,
        id: "recy_skewed",
        plan_id: plan.providerPlanId,
        reference_id: plan.providerPlanReference,
        customer_id: plan.providerCustomerId,
        scheduled_timestamp: offDay.toISOString(),
      },
    };
    expect(await post(skewed)).toEqual({ status: 200, result: "applied" });
    expect((await donationsOf(plan.id, "done")).map((d) => d.id)).toContain(open?.id);
    expect(await donationsOf(other.id, "done")).toHaveLength(1);

    // The donor skips: the old Xendit plan is replaced; its inactivation is the one we asked for.
    await applyDonorRequest(h.services, planOwner(plan), {
      pgId,
      event: { type: "skip-next" },
      action: "recurring.skip",
    });
    await advanceTo(new Date(h.clock.current.getTime() + 60_000));
    const row = await planOf(h, pgId);
    expect(row.providerPlanId).not.toBe(plan.providerPlanId);
    expect(row.providerMethodId).toBe(plan.providerMethodId);
    expect(countOf(await mailKinds(h, "sim.other@example.test"), "method-unlinked")).toBe(0);
  });
});
