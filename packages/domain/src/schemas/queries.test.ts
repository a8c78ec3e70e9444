import { describe, expect, it } from "vitest";
import {
  donationHistoryQuerySchema,
  effectiveLimit,
  leaderboardQuerySchema,
  paymentCheckQuerySchema,
  volunteerStatsQuerySchema,
} from "./queries.ts";
import { errorsOf } from "./test-helpers.ts";

describe("list queries", () => {
  it("fills call 18's defaults: DESC by created_at, limit 40", () => {
    expect(donationHistoryQuerySchema.parse({ search: "b@x.id" })).toEqual({
      search: "b@x.id",
      searchBy: "donations.email",
      order: "DESC",
      orderBy: "created_at",
      limit: 40,
    });
  });

  it.each([
    [{ limit: "0" }, {}],
    [{ limit: "-1" }, { limit: "error.validation" }],
    [{ limit: "1001" }, { limit: "error.validation" }],
    [{ limit: "ten" }, { limit: "error.validation" }],
    [{ order: "asc" }, {}],
    [{ order: "random" }, { order: "error.validation" }],
    [{ startDate: "2026-03-01", endDate: "2026-03-31" }, {}],
    [{ startDate: "2026-03-31", endDate: "2026-03-01" }, { endDate: "invalid.dateRange" }],
    [{ startDate: "01/03/2026" }, { startDate: "invalid.date" }],
    [{ searchBy: "users.email" }, { searchBy: "error.validation" }],
  ])("history %j -> %j", (change, errors) => {
    expect(errorsOf(donationHistoryQuerySchema, { search: "b@x.id", ...change })).toEqual(errors);
  });

  it("reads limit 0 as everything up to the cap", () => {
    expect(effectiveLimit(0)).toBe(1000);
    expect(effectiveLimit(40)).toBe(40);
  });

  it("fills calls 19/20 defaults: refType VOLUNTEER, page size 10", () => {
    const query = volunteerStatsQuerySchema.parse({
      email: "r@x.id",
      refCode: "RINA01",
      refType: "volunteer",
    });
    expect(query).toMatchObject({ refType: "VOLUNTEER", limit: 10, order: "DESC", orderBy: "created_at" });
    expect(errorsOf(volunteerStatsQuerySchema, { email: "r@x.id", refCode: "" })).toEqual({
      refCode: "error.validation",
    });
  });

  it.each([
    [{}, {}],
    [{ month: "3", year: "2026" }, {}],
    [{ month: "13", year: "2026" }, { month: "error.validation" }],
    [{ month: "3", year: "2021" }, { year: "error.validation" }],
    [{ month: "3" }, { year: "leaderboard.yearNeeded" }],
    [{ year: "2026" }, { month: "leaderboard.yearNeeded" }],
  ])("leaderboard %j -> %j", (input, errors) => {
    expect(errorsOf(leaderboardQuerySchema, input)).toEqual(errors);
  });

  it("needs channel and pgid for the payment check (call 6)", () => {
    expect(errorsOf(paymentCheckQuerySchema, { channel: "sandbox", pgid: "pg_1" })).toEqual({});
    expect(errorsOf(paymentCheckQuerySchema, { pgid: "pg_1" })).toEqual({ channel: "error.validation" });
  });
});
