import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { getVolunteerStats } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { VolunteerDashboard } from "./volunteer-dashboard.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getVolunteerStats: vi.fn(),
}));

const now = new Date("2026-11-20T05:00:00Z");

describe("volunteer page", () => {
  beforeEach(() => {
    vi.mocked(getVolunteerStats).mockReset();
    useSessionStore.getState().setUser({
      email: "bima@demo.test",
      role: "volunteer",
      first: true,
      two_factor: true,
      profile: {
        fullname: "Bima Pratama",
        first_name: "Bima",
        referral_code: "BIMA-RIMBUN",
        referral_lock: 0,
      },
    });
  });

  it("shows points, donation amount, number of donors and prize value for this month, and masked donors", async () => {
    vi.mocked(getVolunteerStats).mockResolvedValue({
      point: "575.00",
      donation: 575_000,
      total_per_page: 2,
      avg_gift: 287_500,
      prize_value: "287.50",
      active_point: "575.00",
      hold_point: "0.00",
      donors: [
        {
          email: "b****@mail.test",
          created_at: "2026-11-02T03:00:00Z",
          amount: 500_000,
          donation_type: "single",
        },
        {
          email: "d****@deleted.invalid",
          created_at: "2026-11-04T03:00:00Z",
          amount: 25_000,
          donation_type: "single",
        },
        {
          email: "a****@mail.test",
          created_at: "2026-11-06T03:00:00Z",
          amount: 75_000,
          donation_type: "recurring",
        },
      ],
    });
    renderScreen(<VolunteerDashboard now={now} />);
    // Points and the prize value carry their unit, and the prize value its rupiah (1 point = Rp 100).
    expect(await screen.findByText("575.00 points")).toBeTruthy();
    expect(screen.getByText("Rp 575,000")).toBeTruthy();
    expect(screen.getByText("2")).toBeTruthy();
    expect(screen.getByText("287.50 points per donor")).toBeTruthy();
    expect(screen.getByText("Worth Rp 28,750 per donor")).toBeTruthy();
    // A referred donor who deleted the account: no address, masked or not.
    expect(screen.getByText("Deleted account")).toBeTruthy();
    expect(screen.queryByText(/deleted\.invalid/)).toBeNull();
    expect(screen.getByText("b****@mail.test")).toBeTruthy();
    expect(screen.getByText(/Monthly/)).toBeTruthy();
    expect(vi.mocked(getVolunteerStats).mock.calls[0]?.[0]).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-20",
    });
  });
});
