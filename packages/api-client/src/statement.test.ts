import { describe, expect, it } from "vitest";
import { getDonationStatement } from "./statement.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

const statement = {
  start_date: "2025-01-01",
  end_date: "2025-12-31",
  fullname: "Sari",
  email: "sari@example.test",
  donations: [],
  total: 0,
  co2_kg: "0",
};

describe("donation statement", () => {
  it("asks for the range and answers the contract's statement", async () => {
    const { fetch, seen } = fakeFetch(200, ok("getDonationStatement", statement));
    const answer = await getDonationStatement(checked(fetch), {
      startDate: "2025-01-01",
      endDate: "2025-12-31",
    });
    const url = new URL(seen[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/donations/statement");
    expect(Object.fromEntries(url.searchParams)).toEqual({ startDate: "2025-01-01", endDate: "2025-12-31" });
    expect(answer.total).toBe(0);
  });
});
