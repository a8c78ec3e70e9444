import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getPartnerReport, getReport, type Report } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { ReportsScreen } from "./reports-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getReport: vi.fn(),
  getPartnerReport: vi.fn(),
}));

// Charts need a laid-out box; jsdom has none. The screen's words and tables are what is tested here.
vi.mock("./report-charts.tsx", () => ({ ReportCharts: () => null }));

const now = new Date("2026-11-20T05:00:00Z");

const report = (range: Report["range"], capped: boolean): Report => ({
  range,
  capped,
  months: [],
  channels: [],
  monthly_offers: [{ month: "2026-06", shown: 40, taken: 6, upgrades_mailed: 3, upgrades_taken: 1 }],
  top_campaigns: [
    {
      slug: "bersama-jaga-alam-kita",
      title: { id: "Bersama Jaga Alam Kita di Hutan Kalimantan Barat", en: "Guarding Nature Together" },
      amount: 1_250_000,
      gifts: 3,
    },
  ],
  totals: {
    income: 1_250_000,
    gifts: 3,
    active_monthly_donors: 1,
    mrr: 50_000,
    points_liability: 0,
    payouts_amount: 0,
    failed_rate: 0,
    cycles_failed: 0,
    cycles_recovered: 0,
  },
});

describe("reports", () => {
  beforeEach(() => {
    vi.mocked(getReport).mockReset();
    vi.mocked(getPartnerReport).mockReset();
    vi.mocked(getPartnerReport).mockResolvedValue([]);
  });

  it("names the range the figures cover: after the 36-month cap, not the range asked for", async () => {
    vi.mocked(getReport).mockResolvedValue(report({ startDate: "2023-12-01", endDate: "2026-11-30" }, true));
    renderScreen(<ReportsScreen now={now} />);
    expect(await screen.findByText("The range was shortened to its last 36 months.")).toBeTruthy();
    expect(screen.getByText("1 Dec 2023 to 30 Nov 2026, Jakarta time")).toBeTruthy();
    expect(screen.queryByText(/2022/)).toBeNull();
  });

  it("keeps the top campaigns' table in a box of its own that scrolls, named for the keyboard", async () => {
    vi.mocked(getReport).mockResolvedValue(report({ startDate: "2025-12-01", endDate: "2026-11-30" }, false));
    renderScreen(<ReportsScreen now={now} />);
    const campaign = await screen.findByRole("rowheader", { name: /Guarding Nature Together/ });
    const box = campaign.closest("table")?.parentElement as HTMLElement;
    expect(box.className).toContain("reports-table__wrap");
    expect(box.tabIndex).toBe(0);
  });

  it("shows the asks for monthly giving per month, with the range's sentence", async () => {
    vi.mocked(getReport).mockResolvedValue(report({ startDate: "2025-12-01", endDate: "2026-11-30" }, false));
    renderScreen(<ReportsScreen now={now} />);
    expect(await screen.findByRole("heading", { name: "Asks for monthly giving" })).toBeTruthy();
    expect(screen.getByText(/shown 40 times in the one-time flow and taken 6 times \(15%\)/)).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Monthly instead shown" })).toBeTruthy();
  });

  it("lists gifts by partner site for the range the figures cover, each figure named for phones", async () => {
    vi.mocked(getReport).mockResolvedValue(report({ startDate: "2023-12-01", endDate: "2026-11-30" }, true));
    vi.mocked(getPartnerReport).mockResolvedValue([
      {
        embed_id: "AB23CD45EF",
        partner_name: 'Kabar "Borneo" <b>',
        gifts: 12,
        donors: 9,
        paid_idr: 2_450_000,
      },
    ]);
    renderScreen(<ReportsScreen now={now} />);
    const table = await screen.findByRole("table", { name: "Gifts through partners' sites" });
    const row = within(table).getByRole("row", { name: /Kabar "Borneo" <b>/ });
    // The typed name stays text.
    expect(row.querySelector("b")).toBeNull();
    expect(row.textContent).toContain("AB23CD45EF");
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(["Gifts12", "Donors9", "PaidRp\u00a02,450,000"]);
    // Its rows as a file, beside the other exports.
    expect(screen.getByRole("button", { name: "Gifts through partners' sites CSV" })).toBeTruthy();
    // The capped range, not the one asked for.
    expect(vi.mocked(getPartnerReport).mock.calls.at(-1)?.[0]).toEqual({
      from: "2023-12-01",
      to: "2026-11-30",
    });
  });

  it("says so when no gift came through a partner in the range", async () => {
    vi.mocked(getReport).mockResolvedValue(report({ startDate: "2025-12-01", endDate: "2026-11-30" }, false));
    renderScreen(<ReportsScreen now={now} />);
    expect(await screen.findByText(/No paid gifts through an embed code in this range/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Embed codes" }).getAttribute("href")).toBe("/dashboard/embeds");
  });
});
