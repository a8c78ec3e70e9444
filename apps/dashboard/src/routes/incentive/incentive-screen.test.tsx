import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { donatePoints, getIncentive, type Incentive, type PointHistoryItem } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { IncentiveScreen } from "./incentive-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getIncentive: vi.fn(),
  donatePoints: vi.fn(),
}));

const now = new Date("2026-11-20T05:00:00Z");

const entry = (n: number, notes: string | null): PointHistoryItem => ({
  id: `e${n}`,
  amount: "150.00",
  rupiah: 15_000,
  created_at: "2026-11-18T03:00:00Z",
  description: "Withdrawal to BNI",
  type: "withdraw",
  status: "approved",
  notes_action: notes,
});

const incentive = (page: number, pageCount: number, rows: PointHistoryItem[]): Incentive => ({
  point: "2000.00",
  withdrawal_point: { result: "150.00" },
  withdrawal_hold: { result: "25.00" },
  withdrawal_data: { result: rows },
  active: "1825.00",
  on_hold: "25.00",
  page,
  page_count: pageCount,
  total: pageCount * 10,
});

describe("incentive dashboard", () => {
  beforeEach(() => {
    vi.mocked(getIncentive).mockReset();
    useSessionStore.getState().setUser({
      email: "bima@demo.test",
      role: "volunteer",
      first: true,
      two_factor: true,
      profile: { fullname: "Bima Pratama" },
    });
  });

  it("titles the page with the full name and date and shows the three point boxes", async () => {
    vi.mocked(getIncentive).mockResolvedValue(incentive(1, 1, [entry(1, "Paid on Monday"), entry(2, null)]));
    renderScreen(<IncentiveScreen now={now} />);
    expect(screen.getByRole("heading", { level: 1, name: "Bima Pratama's incentive" })).toBeTruthy();
    expect(screen.getByText("Friday, 20 November 2026")).toBeTruthy();
    // Each box with its unit.
    expect(await screen.findByText("2,000.00 points")).toBeTruthy();
    expect(screen.getByText("1,825.00 points")).toBeTruthy();
    expect(screen.getByText("25.00 points")).toBeTruthy();
    // History cards: amount with the points label, type, status, notes or a dash.
    expect(screen.getAllByText("150.00 points")).toHaveLength(2);
    expect(screen.getAllByText("Withdrawal").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Approved")).toHaveLength(2);
    expect(screen.getByText("Paid on Monday")).toBeTruthy();
    expect(screen.getByText("-")).toBeTruthy();
  });

  it("asks the API for the next page of 10 and refreshes after a point request", async () => {
    vi.mocked(getIncentive).mockImplementation(async (query) =>
      incentive(query?.page ?? 1, 2, [entry(query?.page ?? 1, null)]),
    );
    renderScreen(<IncentiveScreen now={now} />);
    fireEvent.click(await screen.findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(vi.mocked(getIncentive).mock.lastCall?.[0]).toMatchObject({ page: 2 }));
    const calls = vi.mocked(getIncentive).mock.calls.length;
    // A point request that went through refreshes the figures (the mutation's onSuccess, no window listener).
    vi.mocked(donatePoints).mockResolvedValue({
      entry: entry(3, null),
      point: "2000.00",
      active: "1800.00",
      on_hold: "50.00",
    });
    fireEvent.click(screen.getByRole("button", { name: "Donate" }));
    fireEvent.click(screen.getByRole("radio", { name: /^25\.00/ }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, send request" }));
    await waitFor(() => expect(donatePoints).toHaveBeenCalled());
    await waitFor(() => expect(vi.mocked(getIncentive).mock.calls.length).toBeGreaterThan(calls));
  });
});
