import { describe, expect, it } from "vitest";
import { billingTransition, startBillingPlan } from "../billing-machine.ts";
import {
  billingStateSchema,
  chargeDayRequestSchema,
  pauseRecurringRequestSchema,
  skipRecurringRequestSchema,
} from "./billing.ts";
import { errorsOf } from "./test-helpers.ts";

describe("pauseRecurringRequestSchema", () => {
  it.each([
    [{ pg_id: "pg_1", months: "1" }, {}],
    [{ pg_id: "pg_1", months: 3 }, {}],
    [{ pg_id: "pg_1", months: "4" }, { months: "billing.pauseMonths" }],
    [{ pg_id: "pg_1", months: "0" }, { months: "billing.pauseMonths" }],
    [{ pg_id: "pg_1", months: "two" }, { months: "billing.pauseMonths" }],
    [{ pg_id: "", months: "1" }, { pg_id: "error.validation" }],
  ])("%j -> %j", (input, errors) => {
    expect(errorsOf(pauseRecurringRequestSchema, input)).toEqual(errors);
  });

  it("yields whole months", () => {
    expect(pauseRecurringRequestSchema.parse({ pg_id: "pg_1", months: "2" })).toEqual({
      pg_id: "pg_1",
      months: 2,
    });
  });
});

describe("chargeDayRequestSchema", () => {
  it.each([
    [{ pg_id: "pg_1", day: "1" }, {}],
    [{ pg_id: "pg_1", day: 28 }, {}],
    [{ pg_id: "pg_1", day: " 7 " }, {}],
    [{ pg_id: "pg_1", day: "0" }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1", day: "29" }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1", day: "31" }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1", day: "abc" }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1", day: "1e1" }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1", day: "99999999999999999999" }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1", day: 2.5 }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1", day: true }, { day: "billing.chargeDay" }],
    [{ pg_id: "pg_1" }, { day: "billing.chargeDay" }],
  ])("%j -> %j", (input, errors) => {
    expect(errorsOf(chargeDayRequestSchema, input)).toEqual(errors);
  });

  it("yields the day as a number", () => {
    expect(chargeDayRequestSchema.parse({ pg_id: "pg_1", day: "05" })).toEqual({ pg_id: "pg_1", day: 5 });
  });
});

describe("skipRecurringRequestSchema", () => {
  it("needs the plan's pg_id", () => {
    expect(errorsOf(skipRecurringRequestSchema, { pg_id: "pg_1" })).toEqual({});
    expect(errorsOf(skipRecurringRequestSchema, {})).toEqual({ pg_id: "error.validation" });
  });
});

describe("billingStateSchema", () => {
  const start = startBillingPlan({
    firstPaidAt: new Date("2026-01-15T03:00:00Z"),
    paymentType: "recurring",
    amount: 50_000,
  });

  it("reads back a state stored as JSON, mid-retry too", () => {
    const charging = billingTransition(start, { type: "tick" }, new Date("2026-02-15T02:00:00Z")).state;
    const retrying = billingTransition(
      charging,
      { type: "charge-failed" },
      new Date("2026-02-15T02:00:00Z"),
    ).state;
    for (const state of [start, charging, retrying]) {
      expect(billingStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
  });

  it.each([
    ["an unknown status", { status: "pending" }],
    ["an impossible due day", { nextDue: "2026-02-30" }],
    ["a negative failure count", { failedCycles: -1 }],
  ])("refuses %s", (_, patch) => {
    expect(billingStateSchema.safeParse({ ...start, ...patch }).success).toBe(false);
  });
});
