import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDonationStatement } from "../../lib/api.ts";
import { downloadPdf } from "../../lib/pdf/download-pdf.ts";
import { renderScreen } from "../../test/render.tsx";
import { StatementPanel } from "./statement-panel.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getDonationStatement: vi.fn(),
}));
vi.mock("../../lib/pdf/download-pdf.ts", () => ({ downloadPdf: vi.fn() }));

const now = new Date("2026-11-20T05:00:00Z");

function show(path = "/dashboard/history") {
  return renderScreen(
    <Routes>
      <Route path="/dashboard/history" element={<StatementPanel now={now} />} />
    </Routes>,
    { path },
  );
}

const period = () => screen.getByLabelText("Statement period") as HTMLSelectElement;

describe("download statement", () => {
  beforeEach(() => {
    vi.mocked(getDonationStatement).mockReset();
    vi.mocked(downloadPdf).mockReset();
  });

  it("offers this year back to 2022 and preselects the year: this year in November, the mail's year from the link", () => {
    const first = show();
    expect(period().value).toBe("2026");
    expect([...period().options].map((option) => option.value)).toEqual([
      "2026",
      "2025",
      "2024",
      "2023",
      "2022",
      "custom",
    ]);
    first.unmount();
    show("/dashboard/history?statement=2025");
    expect(period().value).toBe("2025");
  });

  it("asks for the year's statement and saves ID-/EN-Statement-<year>.pdf", async () => {
    vi.mocked(getDonationStatement).mockResolvedValue({
      start_date: "2025-01-01",
      end_date: "2025-12-31",
      fullname: "Dewi",
      email: "donor@demo.test",
      donations: [],
      total: 0,
      co2_kg: "0",
    });
    show("/dashboard/history?statement=2025");
    fireEvent.click(screen.getByRole("button", { name: "Download statement" }));
    await waitFor(() => expect(downloadPdf).toHaveBeenCalled());
    expect(getDonationStatement).toHaveBeenCalledWith({ startDate: "2025-01-01", endDate: "2025-12-31" });
    expect(vi.mocked(downloadPdf).mock.calls[0]?.[1]).toBe("EN-Statement-2025.pdf");
    expect(await screen.findByText("Statement downloaded: 0 donations, Rp 0 in all.")).toBeTruthy();
  });

  it("a custom range longer than 366 days is refused before any request", async () => {
    show();
    fireEvent.change(period(), { target: { value: "custom" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2024-01-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2025-06-30" } });
    fireEvent.click(screen.getByRole("button", { name: "Download statement" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A statement covers at most 366 days. Choose a shorter range.",
    );
    expect(getDonationStatement).not.toHaveBeenCalled();
  });
});
