import { DAY_MS } from "@rimbun/domain/dates";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, recurringPlans } from "../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { countOf, mailKinds, paidMonthlyPlan, planOf, planOwner } from "../test/monthly-plans.ts";
import { payOnSandbox } from "../test/payments.ts";
import { applyDonorRequest } from "./recurring.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("13 simulated months", () => {
  it("a card plan: charged after the invoice mail, a failing card retried 1/3/7 days, paused after 3 failed cycles, reactivated, stopped", async () => {
    const email = "card.donor@example.test";
    const start = h.clock.current;
    const created = await paidMonthlyPlan(h, { email, payment_methods: "VISA", amount: "50000" });

    // Months 1-2: charged every month, each with the invoice notice before and a receipt after.
    await h.advanceTo(new Date(start.getTime() + 62 * DAY_MS));
    let kinds = await mailKinds(h, email);
    expect(countOf(kinds, "charge-notice")).toBe(2);
    expect(countOf(kinds, "receipt")).toBe(3);
    expect(kinds.indexOf("charge-notice")).toBeLessThan(kinds.lastIndexOf("receipt"));

    // Months 3-5: the card fails. Each cycle is tried 4 times (due day, +1, +3, +7 days).
    await h.db
      .update(recurringPlans)
      .set({ testOutcome: "fail" })
      .where(eq(recurringPlans.pgId, created.pg_id));
    await h.advanceTo(new Date(start.getTime() + 160 * DAY_MS));
    const plan = await planOf(h, created.pg_id);
    expect(plan.status).toBe("paused");
    kinds = await mailKinds(h, email);
    expect(countOf(kinds, "payment-failed")).toBe(2);
    expect(countOf(kinds, "plan-paused")).toBe(1);
    const failed = await h.db
      .select()
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "failed")));
    expect(failed).toHaveLength(12);
    const retryDays = failed
      .filter((row) => row.cycleDueDay === failed[0]?.cycleDueDay)
      .map((row) => Math.round((row.createdAt.getTime() - (failed[0]?.createdAt.getTime() ?? 0)) / DAY_MS));
    expect(retryDays).toEqual([0, 1, 3, 7]);

    // Paused: nothing happens for a month.
    await h.advanceTo(new Date(start.getTime() + 190 * DAY_MS));
    expect(countOf(await mailKinds(h, email), "charge-notice")).toBe(5);

    // Month 7: the donor reactivates with a working card; charged again from the next anchor day.
    await h.db
      .update(recurringPlans)
      .set({ testOutcome: null })
      .where(eq(recurringPlans.pgId, created.pg_id));
    const reactivated = await applyDonorRequest(h.services, planOwner(plan), {
      pgId: created.pg_id,
      event: { type: "reactivate" },
      action: "recurring.reactivate",
    });
    expect(reactivated.status).toBe("active");
    await h.advanceTo(new Date(start.getTime() + 310 * DAY_MS));
    const paidCycles = await h.db
      .select()
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "done")))
      .orderBy(asc(donations.createdAt));
    expect(paidCycles.length).toBeGreaterThanOrEqual(7);

    // Month 11: stopped; the last two months charge nothing.
    await applyDonorRequest(h.services, planOwner(plan), {
      pgId: created.pg_id,
      event: { type: "stop" },
      action: "recurring.stop",
    });
    const before = await h.db.select().from(donations).where(eq(donations.recurringPlanId, plan.id));
    await h.advanceTo(new Date(start.getTime() + 396 * DAY_MS));
    const after = await h.db.select().from(donations).where(eq(donations.recurringPlanId, plan.id));
    expect(after).toHaveLength(before.length);
    kinds = await mailKinds(h, email);
    expect(countOf(kinds, "stop-confirmation")).toBe(1);
    h.clock.current = new Date(Math.max(h.clock.current.getTime(), Date.now()));
  });

  it("a VA plan: reminded 3 days before, invoiced with a pay link, unpaid invoices expire, paused with a one-click pay link that resumes it, stopped", async () => {
    const email = "va.donor@example.test";
    const start = h.clock.current;
    const created = await paidMonthlyPlan(h, { email, payment_methods: "BNI", amount: "30000" });
    const plan = await planOf(h, created.pg_id);
    const openInvoice = async () => {
      const [row] = await h.db
        .select()
        .from(donations)
        .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "pending")));
      return row;
    };

    // Months 1-2: a reminder, then an invoice with a pay link, which the donor pays.
    for (let month = 1; month <= 2; month += 1) {
      await h.advanceTo(new Date(start.getTime() + (month * 31 + 1) * DAY_MS));
      const invoice = await openInvoice();
      expect(invoice, `month ${month}`).toBeDefined();
      await payOnSandbox(h, invoice?.pgId ?? "");
    }
    let kinds = await mailKinds(h, email);
    expect(countOf(kinds, "reminder")).toBe(2);
    expect(countOf(kinds, "invoice")).toBe(2);
    expect(kinds.indexOf("reminder")).toBeLessThan(kinds.indexOf("invoice"));
    const invoiceMail = (await h.outbox(email)).find((mail) => mail.kind === "invoice");
    expect(invoiceMail?.text).toMatch(/\/sandbox\/pay\/sbx_/);
    expect(invoiceMail?.text).toMatch(/\/donation\/stop\?pgid=/);

    // Months 3-5 unpaid: each invoice expires after 7 days; the third pauses the plan.
    await h.advanceTo(new Date(start.getTime() + 160 * DAY_MS));
    expect((await planOf(h, created.pg_id)).status).toBe("paused");
    const expired = await h.db
      .select()
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "expired")));
    expect(expired).toHaveLength(3);
    kinds = await mailKinds(h, email);
    expect(countOf(kinds, "payment-failed")).toBe(2);
    expect(countOf(kinds, "plan-paused")).toBe(1);

    // One click on the paused notice pays the missed month and resumes the plan.
    const paused = (await h.outbox(email)).find((mail) => mail.kind === "plan-paused");
    const pgId = paused?.text.match(/\/sandbox\/pay\/(sbx_[0-9a-f]+)/)?.[1] ?? "";
    await payOnSandbox(h, pgId);
    expect((await planOf(h, created.pg_id)).status).toBe("active");

    // Months 6-10 paid again; then the donor stops and months 11-13 send nothing.
    for (let day = 163; day <= 310; day += 3) {
      await h.advanceTo(new Date(start.getTime() + day * DAY_MS));
      const invoice = await openInvoice();
      if (invoice) await payOnSandbox(h, invoice.pgId);
    }
    await applyDonorRequest(h.services, planOwner(await planOf(h, created.pg_id)), {
      pgId: created.pg_id,
      event: { type: "stop" },
      action: "recurring.stop",
    });
    const mailsAtStop = (await h.outbox(email)).length;
    await h.advanceTo(new Date(start.getTime() + 396 * DAY_MS));
    expect((await h.outbox(email)).length).toBe(mailsAtStop);
    const done = await h.db
      .select()
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "done")));
    expect(done.length).toBeGreaterThanOrEqual(8);
  });
});
