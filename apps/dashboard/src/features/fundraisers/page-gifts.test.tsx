import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FundraiserPageDays, getFundraiserPageDays, type OwnFundraiserPage } from "../../lib/api.ts";
import { renderInLocale, renderScreen } from "../../test/render.tsx";
import { PageGifts } from "./page-gifts.tsx";
import { runningTotals } from "./page-gifts-series.ts";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getFundraiserPageDays: vi.fn(),
}));
// The drawing is recharts (nothing to measure in jsdom); the card's sentence and table are what is read.
vi.mock("./page-gifts-drawing.tsx", () => ({ PageGiftsDrawing: () => <p>drawing</p> }));

const page = {
  slug: "lari-untuk-hutan",
  goal: 1_000_000,
  raised: 350_000,
  progress: 35,
} as OwnFundraiserPage;

const series: FundraiserPageDays = {
  from: "2026-11-01",
  to: "2026-11-04",
  raised_before: 0,
  days: [
    { day: "2026-11-01", raised: 100_000, gifts: 1 },
    { day: "2026-11-02", raised: 0, gifts: 0 },
    { day: "2026-11-03", raised: 250_000, gifts: 2 },
    { day: "2026-11-04", raised: 0, gifts: 0 },
  ],
};

beforeEach(() => vi.mocked(getFundraiserPageDays).mockReset());

describe("gifts over time on the owner's page screen", () => {
  it("adds the days up from what was raised before them", () => {
    expect(runningTotals({ ...series, raised_before: 50_000 }).map((day) => day.total)).toEqual([
      150_000, 150_000, 400_000, 400_000,
    ]);
  });

  it("says what the chart shows and lists the days with gifts as a table (English)", async () => {
    vi.mocked(getFundraiserPageDays).mockResolvedValue(series);
    renderScreen(<PageGifts page={page} />);
    const [card] = await screen.findAllByRole("region", { name: "Gifts over time" });
    if (!card) throw new Error("no card");
    expect(
      within(card).getByText(
        "Rp 350,000 raised by 4 Nov 2026: 35% of the Rp 1,000,000 goal, counted since 1 Nov 2026. Best day: 3 Nov 2026, Rp 250,000.",
      ),
    ).toBeTruthy();
    // Amounts keep "Rp" and the figure together with a no-break space.
    const rows = within(card)
      .getAllByRole("row")
      .map((row) => row.textContent?.replaceAll("\u00a0", " "));
    expect(rows).toEqual([
      "DayGiftsRaised that dayRaised so far",
      "1 Nov 20261Rp 100,000Rp 100,000",
      "3 Nov 20262Rp 250,000Rp 350,000",
    ]);
    expect(await within(card).findByText("drawing")).toBeTruthy();
    expect(getFundraiserPageDays).toHaveBeenCalledWith("lari-untuk-hutan", expect.anything());
  });

  it("reads in Indonesian with Indonesian dates and amounts", async () => {
    vi.mocked(getFundraiserPageDays).mockResolvedValue(series);
    await renderInLocale(<PageGifts page={page} />, "id");
    const [card] = await screen.findAllByRole("region", { name: "Donasi dari hari ke hari" });
    if (!card) throw new Error("no card");
    expect(
      within(card).getByText(
        "Rp 350.000 terkumpul hingga 4 Nov 2026: 35% dari target Rp 1.000.000, dihitung sejak 1 Nov 2026. Hari terbaik: 3 Nov 2026, Rp 250.000.",
      ),
    ).toBeTruthy();
    expect(within(card).getByRole("columnheader", { name: "Terkumpul sejauh ini" })).toBeTruthy();
  });

  it("a page without gifts says so, without a chart", async () => {
    vi.mocked(getFundraiserPageDays).mockResolvedValue({
      ...series,
      days: series.days.map((day) => ({ ...day, raised: 0, gifts: 0 })),
    });
    renderScreen(<PageGifts page={page} />);
    expect(
      await screen.findByText(
        "No gifts yet since 1 Nov 2026. Share the link: the chart starts with the first gift.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("drawing")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
