import type { RecurringDonation } from "@rimbun/contract";
import { describe, expect, it } from "vitest";
import {
  changeRecurringChargeDay,
  changeRecurringPaymentMethod,
  stopRecurringDonation,
} from "./recurring.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

const plan: RecurringDonation = {
  pg_id: "pg_1",
  status: "active",
  payment_method: "BNI",
  payment_type: "reminder",
  amount: 50000,
  next_charge_date: "2026-12-05",
  paused_until: null,
  pause_reason: null,
  skipped: false,
  charge_day: 5,
  cover_fee: false,
  created_at: "2026-11-05T03:00:00.000Z",
};

describe("monthly plan calls", () => {
  it("a stop that finds the plan already gone resolves empty", async () => {
    const { fetch } = fakeFetch(404, {
      error: true,
      result: null,
      message: "error.notFound",
      code: "NOT_FOUND",
    });
    await expect(stopRecurringDonation(checked(fetch), { pgid: "pg_1" })).resolves.toBe("empty");
  });

  it("call 12 posts a form with pg_id and payment_methods", async () => {
    const { fetch, seen } = fakeFetch(200, ok("changeRecurringPaymentMethod", plan));
    await changeRecurringPaymentMethod(checked(fetch), { pg_id: "pg_1", payment_methods: "BNI" });
    expect(seen[0]?.url).toBe("http://api.test/v1/donations/changePaymentMethod");
    expect(String(seen[0]?.init.body)).toBe("pg_id=pg_1&payment_methods=BNI");
  });

  it("the charge day posts a form with pg_id and day", async () => {
    const { fetch, seen } = fakeFetch(200, ok("changeRecurringChargeDay", { ...plan, charge_day: 3 }));
    const answer = await changeRecurringChargeDay(checked(fetch), { pg_id: "pg_1", day: 3 });
    expect(answer.charge_day).toBe(3);
    expect(seen[0]?.url).toBe("http://api.test/v1/donations/recurring/charge-day");
    expect(String(seen[0]?.init.body)).toBe("pg_id=pg_1&day=3");
  });
});
