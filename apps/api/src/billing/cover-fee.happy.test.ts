import { DAY_MS } from "@rimbun/domain/dates";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelFees, donations } from "../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { paidMonthlyPlan, planOf, planOwner } from "../test/monthly-plans.ts";
import { setPlanCoverFee } from "./cover-fee.ts";

/*
 * Monthly cycles with the fee covered (docs/product/monthly-giving.md#cover-the-fee): each cycle charges
 * gift + fee by the table of the cycle's day; turned off, the gift alone.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function cyclesOf(planId: string) {
  return h.db
    .select()
    .from(donations)
    .where(eq(donations.recurringPlanId, planId))
    .orderBy(asc(donations.createdAt));
}

describe("a fee-covering monthly plan", () => {
  it("charges gift + the day's fee each cycle, and the gift alone once turned off", async () => {
    const start = h.clock.current;
    const created = await paidMonthlyPlan(h, {
      email: "cycle.cover@example.test",
      payment_methods: "VISA",
      amount: "50000",
      cover_fee: "true",
    });
    const plan = await planOf(h, created.pg_id);
    expect(plan.coverFee).toBe(true);

    // Month 2 with the default card fee.
    await h.advanceTo(new Date(start.getTime() + 32 * DAY_MS));
    let cycles = await cyclesOf(plan.id);
    expect(cycles.map((row) => [row.status, row.amount, row.coveredFee])).toEqual([
      ["done", 50_000, 3_957],
      ["done", 50_000, 3_957],
    ]);

    // Staff change the card fee: month 3 uses the new table.
    await h.db
      .insert(channelFees)
      .values({ channel: "VISA", fixed: 0, percentBasisPoints: 100, vatBasisPoints: 0 });
    await h.advanceTo(new Date(start.getTime() + 63 * DAY_MS));
    cycles = await cyclesOf(plan.id);
    expect(cycles[2]).toMatchObject({ status: "done", amount: 50_000, coveredFee: 506 });

    // Turned off: month 4 charges the gift alone.
    await setPlanCoverFee(h.services, planOwner(plan), created.pg_id, false);
    await h.advanceTo(new Date(start.getTime() + 94 * DAY_MS));
    cycles = await cyclesOf(plan.id);
    expect(cycles[3]).toMatchObject({ status: "done", amount: 50_000, coveredFee: 0 });
  });
});
