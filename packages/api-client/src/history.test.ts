import { describe, expect, it } from "vitest";
import { listDonations } from "./history.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

describe("donation history (call 18)", () => {
  it("asks for the documented query, newest first", async () => {
    const { fetch, seen } = fakeFetch(200, ok("listDonations", []));
    await listDonations(checked(fetch), { startDate: "2026-11-01", limit: 0 });
    const url = new URL(seen[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/donations");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchBy: "donations.email",
      order: "DESC",
      orderBy: "created_at",
      limit: "0",
      startDate: "2026-11-01",
    });
    expect(seen[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });
});
