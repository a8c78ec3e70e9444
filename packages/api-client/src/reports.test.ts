import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./http.ts";
import { downloadReportExport, getReport } from "./reports.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

const empty = {
  range: { startDate: "2026-01-01", endDate: "2026-01-31" },
  capped: false,
  months: [],
  channels: [],
  monthly_offers: [],
  top_campaigns: [],
  totals: {
    income: 0,
    gifts: 0,
    active_monthly_donors: 0,
    mrr: 0,
    points_liability: 0,
    payouts_amount: 0,
    failed_rate: 0,
    cycles_failed: 0,
    cycles_recovered: 0,
  },
};

describe("reports", () => {
  it("asks for the range and answers the contract's report", async () => {
    const { fetch, seen } = fakeFetch(200, ok("getReport", empty));
    const answer = await getReport(checked(fetch), { startDate: "2026-01-01", endDate: "2026-01-31" });
    const url = new URL(seen[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/admin/reports");
    expect(Object.fromEntries(url.searchParams)).toEqual({ startDate: "2026-01-01", endDate: "2026-01-31" });
    expect(answer.capped).toBe(false);
  });

  it("downloads an export as a file with its name and row count", async () => {
    const fetch = vi.fn(
      async () =>
        new Response("\uFEFFlocal_id\r\n", {
          status: 200,
          headers: {
            "content-disposition": 'attachment; filename="rimbun-donations-2026-01-01-2026-01-31.csv"',
            "x-export-rows": "0",
            "x-export-truncated": "false",
          },
        }),
    );
    const file = await downloadReportExport(checked(fetch as unknown as typeof globalThis.fetch), {
      dataset: "donations",
      format: "csv",
      startDate: "2026-01-01",
    });
    expect(String(fetch.mock.calls[0]?.[0 as never])).toBe(
      "http://api.test/v1/admin/reports/export?dataset=donations&format=csv&startDate=2026-01-01",
    );
    expect(file).toMatchObject({
      filename: "rimbun-donations-2026-01-01-2026-01-31.csv",
      rows: 0,
      truncated: false,
    });
  });

  it("a refused export is an ApiError with the API's status and code", async () => {
    const { fetch } = fakeFetch(403, {
      error: true,
      result: null,
      message: "error.forbidden",
      code: "FORBIDDEN",
    });
    await expect(
      downloadReportExport(checked(fetch), { dataset: "donors", format: "xlsx" }),
    ).rejects.toMatchObject(new ApiError(403, "FORBIDDEN", "error.forbidden"));
  });
});
