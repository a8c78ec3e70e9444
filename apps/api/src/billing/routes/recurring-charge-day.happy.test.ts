import { addBillingMonths, billingInstant, jakartaDay } from "@rimbun/domain";
import { formatLongDate } from "@rimbun/i18n";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, recurringPlans } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { paidMonthlyPlan } from "../../test/monthly-plans.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Plan = { next_charge_date: string; charge_day: number };

describe("the donor's charge day", () => {
  it("moves the next charge within its month, charges on the new day and the invoice mail says the next date", async () => {
    const email = "charge.day@example.test";
    await h.createUser({ email });
    const created = await paidMonthlyPlan(h, { email, payment_methods: "VISA" });
    const cookie = await h.login(email);
    const today = jakartaDay(h.clock.current);
    const nextMonth = addBillingMonths(today, 1, 31).slice(0, 7);
    // A day that differs from today's: the next charge moves to it, in next month.
    const day = (Number(today.slice(8, 10)) % 28) + 1;
    const answer = await json<{ result: Plan }>(
      await h.request("POST", "/v1/donations/recurring/charge-day", {
        cookie,
        form: { pg_id: created.pg_id, day: String(day) },
      }),
    );
    const expected = `${nextMonth}-${String(day).padStart(2, "0")}`;
    expect(answer.result).toMatchObject({ charge_day: day, next_charge_date: expected });

    await h.advanceTo(new Date(billingInstant(expected).getTime() + 3600_000));
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    const charged = await h.db
      .select({ dueDay: donations.cycleDueDay })
      .from(donations)
      .where(and(eq(donations.recurringPlanId, plan?.id ?? ""), isNotNull(donations.cycleDueDay)));
    expect(charged.map((row) => row.dueDay)).toEqual([expected]);
    const notice = (await h.outbox(email)).find((mail) => mail.kind === "charge-notice");
    const following = addBillingMonths(expected, 1, day);
    expect(notice?.text).toContain(formatLongDate(following, "id"));
    expect(notice?.text).toContain(String(day));
  });
});
