import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type DonationHistoryItem, listDonations } from "../../lib/api.ts";
import { renderInLocale, renderScreen } from "../../test/render.tsx";
import { HistoryScreen } from "./history-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listDonations: vi.fn(),
}));

const now = new Date("2026-11-20T05:00:00Z");

const donation = (n: number, status: DonationHistoryItem["status"] = "done"): DonationHistoryItem => ({
  id: `0b7f3c2a-91d4-4c8e-${String(n).padStart(4, "0")}`,
  local_id: `RB-${String(n).padStart(4, "0")}`,
  donation_type: n === 1 ? "recurring" : "single",
  amount: 50_000 + n * 1000,
  created_at: `2026-11-${String(20 - n).padStart(2, "0")}T03:00:00Z`,
  status,
  description: "Donation",
  payment_method: "VISA",
});

function show() {
  return renderScreen(
    <Routes>
      <Route path="/dashboard/history" element={<HistoryScreen now={now} />} />
      <Route path="/oops/500" element={<p>server error page</p>} />
    </Routes>,
    { path: "/dashboard/history" },
  );
}

const bodyRows = () => screen.getAllByRole("row").filter((row) => row.closest("tbody"));

describe("donation history", () => {
  beforeEach(() => {
    vi.mocked(listDonations).mockReset();
    window.innerWidth = 1280;
  });

  it("asks for this month so far and shows 6 rows a page, newest first, with pagination", async () => {
    vi.mocked(listDonations).mockResolvedValue(Array.from({ length: 8 }, (_, i) => donation(i + 1)));
    show();
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(vi.mocked(listDonations).mock.calls[0]?.[0]).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-20",
      limit: 0,
    });
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(bodyRows()).toHaveLength(2);
  });

  it("takes a page size from 0 (everything) up to the number of rows", async () => {
    vi.mocked(listDonations).mockResolvedValue(Array.from({ length: 8 }, (_, i) => donation(i + 1)));
    show();
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    const size = screen.getByLabelText("Rows per page");
    fireEvent.change(size, { target: { value: "50" } });
    expect(bodyRows()).toHaveLength(8);
    expect((size as HTMLInputElement).max).toBe("8");
    fireEvent.change(size, { target: { value: "3" } });
    expect(bodyRows()).toHaveLength(3);
    fireEvent.change(size, { target: { value: "0" } });
    expect(bodyRows()).toHaveLength(8);
  });

  it("keeps one row expanded at a time", async () => {
    vi.mocked(listDonations).mockResolvedValue([donation(1), donation(2)]);
    show();
    const first = await screen.findByRole("button", { name: "Show details of RB-0001" });
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Show details of RB-0002" }));
    expect(
      screen.getByRole("button", { name: "Show details of RB-0001" }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(
      screen.getByRole("button", { name: "Hide details of RB-0002" }).getAttribute("aria-expanded"),
    ).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Hide details of RB-0002" }));
    expect(screen.queryByRole("button", { name: /Hide details/ })).toBeNull();
  });

  it("offers download and print for a paid donation, and shows them disabled with the reason for a failed one", async () => {
    vi.mocked(listDonations).mockResolvedValue([
      donation(1),
      donation(2, "failed"),
      donation(3, "pending"),
      donation(4, "refunded"),
    ]);
    show();
    const [paid, failed, pending, refunded] = await waitFor(() => {
      const rows = bodyRows();
      expect(rows).toHaveLength(4);
      return rows;
    });
    // A paid gift's document is its receipt, an unpaid one's its invoice (docs/decisions/guest-links.md).
    expect(
      within(paid as HTMLElement)
        .getByRole("link", { name: "Download receipt RB-0001" })
        .getAttribute("href"),
    ).toBe("/invoice/download/RB-0001?locale=en");
    expect(within(paid as HTMLElement).getByRole("link", { name: "Print receipt RB-0001" })).toBeTruthy();
    expect(
      within(pending as HTMLElement).getByRole("link", { name: "Download invoice RB-0003" }),
    ).toBeTruthy();
    const refundedDownload = within(refunded as HTMLElement).getByRole("button", {
      name: "Download receipt RB-0004",
    });
    expect(
      document.getElementById(refundedDownload.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("No receipt: this donation was refunded.");
    const download = within(failed as HTMLElement).getByRole("button", { name: "Download invoice RB-0002" });
    const print = within(failed as HTMLElement).getByRole("button", { name: "Print invoice RB-0002" });
    for (const action of [download, print]) {
      expect(action.getAttribute("aria-disabled")).toBe("true");
      expect(action.getAttribute("href")).toBeNull();
      const reason = document.getElementById(action.getAttribute("aria-describedby") ?? "");
      expect(reason?.textContent).toBe("No invoice: this payment did not go through.");
    }
    expect(within(failed as HTMLElement).queryAllByRole("link")).toHaveLength(0);
    expect(within(failed as HTMLElement).queryByText("No invoice")).toBeNull();
    // The status in words, never the raw code.
    expect(within(failed as HTMLElement).getByText("Failed")).toBeTruthy();
    expect(within(paid as HTMLElement).getByText("Done")).toBeTruthy();
    expect(
      bodyRows()
        .map((row) => row.textContent ?? "")
        .join(" "),
    ).not.toMatch(/\b(DONE|FAILED|PENDING|REFUNDED)\b/);
    // The plan's charge is called monthly.
    expect(within(paid as HTMLElement).getByText("Monthly")).toBeTruthy();
  });

  it("says No data to display. for an empty range", async () => {
    vi.mocked(listDonations).mockResolvedValue([]);
    show();
    expect(await screen.findByText("No data to display.")).toBeTruthy();
  });

  it("ignores a request stopped after 10 s: empty list, no error page", async () => {
    vi.mocked(listDonations).mockRejectedValue(new DOMException("timed out", "TimeoutError"));
    show();
    expect(await screen.findByText("No data to display.")).toBeTruthy();
    expect(screen.queryByText("server error page")).toBeNull();
  });

  it("sends a server failure to /oops/500", async () => {
    vi.mocked(listDonations).mockRejectedValue(new Error("boom"));
    show();
    expect(await screen.findByText("server error page")).toBeTruthy();
  });

  it("turns the table into cards below 768 px", async () => {
    window.innerWidth = 375;
    vi.mocked(listDonations).mockResolvedValue([donation(1)]);
    show();
    expect(await screen.findByRole("link", { name: "Download receipt RB-0001" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says each status in Indonesian words on an Indonesian page, at both widths", async () => {
    for (const width of [1280, 375]) {
      window.innerWidth = width;
      vi.mocked(listDonations).mockResolvedValue([
        donation(1, "done"),
        donation(2, "failed"),
        donation(3, "pending"),
        donation(4, "refunded"),
        donation(5, "expired"),
      ]);
      const { container, unmount } = await renderInLocale(
        <Routes>
          <Route path="/dashboard/history" element={<HistoryScreen now={now} />} />
        </Routes>,
        "id",
        { path: "/dashboard/history" },
      );
      await screen.findAllByText("Berhasil");
      for (const word of ["Gagal", "Menunggu", "Dikembalikan", "Kedaluwarsa"]) {
        expect(screen.getAllByText(word).length, `${word} at ${width}`).toBeGreaterThan(0);
      }
      expect(container.textContent).not.toMatch(/\b(DONE|FAILED|PENDING|REFUNDED|EXPIRED|done|failed)\b/);
      unmount();
    }
  });
});
