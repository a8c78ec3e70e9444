import { describe, expect, it } from "vitest";
import { issuesToFieldErrors } from "../messages.ts";
import { dateRangeSchema } from "./dates.ts";

describe("dateRangeSchema", () => {
  it("refuses a range that ends before it starts", () => {
    const result = dateRangeSchema.safeParse({ startDate: "2026-03-10", endDate: "2026-03-01" });
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesToFieldErrors(result.error)).toEqual({ endDate: "invalid.dateRange" });
    expect(dateRangeSchema.safeParse({ startDate: "2026-03-01", endDate: "2026-03-01" }).success).toBe(true);
  });
});
