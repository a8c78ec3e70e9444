import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cycleDonation } from "../billing/cycle-donation.ts";
import {
  auditLog,
  donations,
  jobs,
  pointLedger,
  recurringPlans,
  referralTotals,
  users,
  volunteerProfiles,
} from "../platform/db/schema/index.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import { pointSummary } from "../points/points.ts";
import { createHarness, type Harness, json } from "../test/harness.ts";
import { createPayment, deliverWebhook, donationForm, monthlyForm, payOnSandbox } from "../test/payments.ts";
import { processPaymentEvent } from "./process-event.ts";
import { signSandboxBody } from "./sandbox.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
let eventCounter = 0;
function newEventId() {
  eventCounter += 1;
  return `sec-${Date.now()}-${eventCounter}`;
}

/** A signed sandbox webhook with any body (amount, currency, refunded: what a provider may send). */
function deliver(body: Record<string, unknown>, signature?: string): Promise<Response> {
  return deliverWebhook(h, body, signature);
}

async function result(response: Response) {
  expect(response.status).toBe(200);
  return (await json<{ result: string }>(response)).result;
}

async function donationOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  if (!row) throw new Error(`no donation ${pgId}`);
  return row;
}

async function volunteer(email: string) {
  const user = await h.createUser({ email, role: "volunteer", name: "Vina Volunteer" });
  await h.db
    .update(volunteerProfiles)
    .set({ bankAccount: { bank_name: "BNI", holder: "Vina", account_number: "1234567890", branch: "Bogor" } })
    .where(eq(volunteerProfiles.userId, user.id));
  return user;
}

async function earned(userId: string) {
  const [row] = await h.db
    .select({ total: sql<string>`coalesce(sum(${pointLedger.points}), 0)::text` })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return row?.total;
}

describe(`payment events (${database})`, () => {
  it("a replayed paid event changes nothing the second time: one receipt, one credit", async () => {
    const referrer = await volunteer("replay.volunteer@example.test");
    const email = "replay.donor@example.test";
    const created = await createPayment(
      h,
      "single",
      donationForm({ email, referral: referrer.referralCode ?? "" }),
    );
    const body = {
      event_id: newEventId(),
      pg_id: created.pg_id,
      outcome: "paid",
      amount: 100000,
      currency: "IDR",
    };
    expect(await result(await deliver(body))).toBe("applied");
    expect(await result(await deliver(body))).toBe("duplicate");
    // A new event id with the same outcome (the provider's second notice) is unchanged, not credited again.
    expect(await result(await deliver({ ...body, event_id: newEventId() }))).toBe("unchanged");
    expect((await h.outbox(email)).filter((mail) => mail.kind === "receipt")).toHaveLength(1);
    expect(await earned(referrer.id)).toBe("100.00");
  });

  it("racing deliveries of one payment apply it once", async () => {
    const referrer = await volunteer("race.volunteer@example.test");
    const email = "race.donor@example.test";
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email, referral_code: referrer.referralCode ?? "" }),
    );
    const same = { event_id: newEventId(), pg_id: created.pg_id, outcome: "paid" };
    const results = await Promise.all([
      deliver(same).then(result),
      deliver(same).then(result),
      deliver({ ...same, event_id: newEventId() }).then(result),
      deliver({ ...same, event_id: newEventId() }).then(result),
    ]);
    expect(results.filter((value) => value === "applied")).toHaveLength(1);
    expect(results.filter((value) => value === "duplicate")).toHaveLength(1);
    expect(results.filter((value) => value === "unchanged")).toHaveLength(2);
    const accounts = await h.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    const kinds = (await h.outbox(email)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(["receipt", "set-password"]);
    expect(await earned(referrer.id)).toBe("100.00");
    const [totals] = await h.db
      .select()
      .from(referralTotals)
      .where(and(eq(referralTotals.userId, referrer.id), eq(referralTotals.period, "all")));
    expect(totals?.points).toBe("100.00");
    expect(totals?.donors).toBe(1);
  });

  it("a paid event from another provider is an unknown payment and moves nothing", async () => {
    const email = "wrong.provider@example.test";
    const created = await createPayment(h, "single", donationForm({ email }));
    const answer = await processPaymentEvent(h.services, "xendit", {
      eventId: newEventId(),
      pgId: created.pg_id,
      outcome: "paid",
      raw: {},
    });
    expect(answer).toBe("unknown-payment");
    // And the other way round: a donation charged at Xendit cannot be paid by a sandbox webhook.
    await h.db.update(donations).set({ provider: "xendit" }).where(eq(donations.pgId, created.pg_id));
    expect(
      await result(await deliver({ event_id: newEventId(), pg_id: created.pg_id, outcome: "paid" })),
    ).toBe("unknown-payment");
    const donation = await donationOf(created.pg_id);
    expect(donation.status).toBe("pending");
    expect(await h.outbox(email)).toHaveLength(0);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "donation.wrong-provider"), eq(auditLog.subject, `donation:${donation.id}`)),
      );
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it("a payment of another amount or currency is flagged for staff, not marked paid", async () => {
    const referrer = await volunteer("mismatch.volunteer@example.test");
    for (const [index, reported] of [
      { amount: 1000, currency: "IDR" },
      { amount: 100000, currency: "USD" },
    ].entries()) {
      const email = `mismatch${index}@example.test`;
      const created = await createPayment(
        h,
        "single",
        donationForm({ email, referral: referrer.referralCode ?? "" }),
      );
      const answer = await result(
        await deliver({ event_id: newEventId(), pg_id: created.pg_id, outcome: "paid", ...reported }),
      );
      expect(answer).toBe("flagged");
      const donation = await donationOf(created.pg_id);
      expect(donation.status).toBe("pending");
      expect(donation.flag).toBe("amount-mismatch");
      expect(await h.outbox(email)).toHaveLength(0);
      const [audit] = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "donation.flagged"), eq(auditLog.subject, `donation:${donation.id}`)));
      expect(audit?.data).toMatchObject({ flag: "amount-mismatch", reported });
    }
    expect(Number(await earned(referrer.id))).toBe(0);
  });

  it("a refund of spent points leaves a debt: active shows 0 and nothing more can be spent", async () => {
    const email = "spender.volunteer@example.test";
    const referrer = await volunteer(email);
    const donor = "refunded.donor@example.test";
    const created = await createPayment(
      h,
      "single",
      donationForm({ email: donor, amount: "200000", referral: referrer.referralCode ?? "" }),
    );
    expect(
      await result(await deliver({ event_id: newEventId(), pg_id: created.pg_id, outcome: "paid" })),
    ).toBe("applied");
    const cookie = await h.login(email);
    const withdraw = (amount: string) =>
      h.request("POST", "/v1/donations/vwithdraw", { cookie, form: { email, amount } });
    expect((await withdraw("150")).status).toBe(200);

    const refund = { event_id: newEventId(), pg_id: created.pg_id, outcome: "refunded", amount: 200000 };
    expect(await result(await deliver(refund))).toBe("applied");
    expect(await result(await deliver(refund))).toBe("duplicate");
    expect(await result(await deliver({ ...refund, event_id: newEventId() }))).toBe("unchanged");
    expect((await donationOf(created.pg_id)).status).toBe("refunded");

    const entries = await h.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, referrer.id), eq(pointLedger.type, "adjust")));
    expect(entries.map((entry) => [entry.points, entry.reason])).toEqual([["-200.00", "refund"]]);
    const summary = await pointSummary(h.db, referrer.id);
    expect(summary.active).toBe(0);
    expect(summary.point - summary.withdrawalPoint - summary.withdrawalHold).toBe(-15000);
    const refused = await withdraw("100");
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields?.amount).toBe("points.max");
    const donate = await h.request("POST", "/v1/donations/vdonate", {
      cookie,
      form: { email, amount: "10" },
    });
    expect(donate.status).toBe(400);

    const [totals] = await h.db
      .select()
      .from(referralTotals)
      .where(and(eq(referralTotals.userId, referrer.id), eq(referralTotals.period, "all")));
    expect([totals?.points, totals?.donations, totals?.donors]).toEqual(["0.00", 0, 0]);
    // Only a paid donation can be refunded: a pending one stays pending.
    const pending = await createPayment(h, "single", donationForm({ email: "still.pending@example.test" }));
    expect(
      await result(await deliver({ event_id: newEventId(), pg_id: pending.pg_id, outcome: "refunded" })),
    ).toBe("unchanged");
  });

  it("signatures of any bytes are refused with 401, never a crash", async () => {
    const body = { event_id: newEventId(), pg_id: "sbx_none", outcome: "paid" };
    const good = signSandboxBody(h.env.WEBHOOK_SECRET, JSON.stringify(body));
    for (const signature of [
      "",
      "abc",
      `${good}00`,
      "é".repeat(64),
      `${good.slice(0, 62)}é`,
      "ÿ".repeat(32),
    ]) {
      const response = await deliver(body, signature);
      expect(response.status, JSON.stringify(signature)).toBe(401);
    }
  });

  it("the referrer is fixed by user id: a changed code keeps its donations, the code's next owner gets none", async () => {
    const first = await volunteer("code.changer@example.test");
    const oldCode = first.referralCode ?? "";
    const donor = "loyal.donor@example.test";
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: donor, referral_code: oldCode }),
    );
    await h.db.update(users).set({ referralCode: "CHANGEDCODE1" }).where(eq(users.id, first.id));
    const taker = await volunteer("code.taker@example.test");
    await h.db.update(users).set({ referralCode: oldCode }).where(eq(users.id, taker.id));
    await payOnSandbox(h, created.pg_id);
    expect(await earned(first.id)).toBe("100.00");
    expect(Number(await earned(taker.id))).toBe(0);
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    expect(plan?.referrerUserId).toBe(first.id);

    // Call 19 shows the donation to the volunteer who referred it, under the new code.
    const cookie = await h.login("code.changer@example.test");
    const stats = await json<{ result: { donation: number; donors: unknown[] } }>(
      await h.request("GET", "/v1/donations/point?refCode=CHANGEDCODE1", { cookie }),
    );
    expect(stats.result.donation).toBe(100000);
    expect(stats.result.donors).toHaveLength(1);
    const takerStats = await json<{ result: { donation: number } }>(
      await h.request("GET", `/v1/donations/point?refCode=${oldCode}`, {
        cookie: await h.login("code.taker@example.test"),
      }),
    );
    expect(takerStats.result.donation).toBe(0);

    // The next month's charge (made by the job runner) still credits the first volunteer.
    if (!plan) throw new Error("no plan");
    const next = await cycleDonation(h.services, plan, "2099-01-01", plan.amount);
    expect(next?.referrerUserId).toBe(first.id);
  });

  it("two racing charges of one plan cycle make one donation and ask the provider once", async () => {
    const created = await createPayment(h, "recurring", monthlyForm({ email: "cycle.race@example.test" }));
    await payOnSandbox(h, created.pg_id);
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    if (!plan) throw new Error("no plan");
    const provider = h.services.payments.current;
    const original = provider.createCharge;
    let calls = 0;
    provider.createCharge = async (input) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return original(input);
    };
    try {
      const rows = await Promise.all(
        Array.from({ length: 4 }, () => cycleDonation(h.services, plan, "2099-02-01", plan.amount)),
      );
      expect(new Set(rows.map((row) => row?.id)).size).toBe(1);
      expect(new Set(rows.map((row) => row?.pgId)).size).toBe(1);
      expect(rows[0]?.pgId.startsWith("pending:")).toBe(false);
    } finally {
      provider.createCharge = original;
    }
    expect(calls).toBe(1);
    const live = await h.db
      .select()
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.cycleDueDay, "2099-02-01")));
    expect(live).toHaveLength(1);
  });

  it("a provider that cannot make the charge leaves a failed donation, never a payable orphan", async () => {
    const provider = h.services.payments.current;
    const original = provider.createCharge;
    provider.createCharge = async () => {
      throw new Error("provider down");
    };
    try {
      const response = await h.request("POST", "/v1/payments/single", {
        multipart: donationForm({ email: "provider.down@example.test" }),
        headers: { "Idempotency-Key": `down-${Date.now()}-key-0001` },
        origin: "http://site.test",
      });
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      provider.createCharge = original;
    }
    const rows = await h.db.select().from(donations).where(eq(donations.email, "provider.down@example.test"));
    expect(rows.map((row) => row.status)).toEqual(["failed"]);
  });

  it("mails queued with a payment go out through the job runner, once", async () => {
    const email = "queued.mail@example.test";
    const created = await createPayment(h, "single", donationForm({ email }));
    await payOnSandbox(h, created.pg_id);
    const [queued] = await h.outbox(email);
    expect(queued?.sentAt).toBeNull();
    await runDueJobs(h.services);
    await runDueJobs(h.services);
    const [sent] = await h.outbox(email);
    expect(sent?.sentAt).not.toBeNull();
    const mailJobs = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${sent?.id}`));
    expect(mailJobs.map((job) => [job.status, job.attempts])).toEqual([["done", 1]]);
  });
});
