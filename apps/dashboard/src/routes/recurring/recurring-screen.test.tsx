import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { getRecurringDonation, type RecurringDonation, reactivateRecurringDonation } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { RecurringScreen } from "./recurring-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getRecurringDonation: vi.fn(),
  reactivateRecurringDonation: vi.fn(),
}));

const plan = (status: RecurringDonation["status"]): RecurringDonation => ({
  pg_id: "pg-123",
  status,
  payment_method: "BNI",
  payment_type: "reminder",
  amount: 75_000,
  next_charge_date: status === "active" ? "2026-12-05" : null,
  paused_until: status === "paused" ? "2027-02-05" : null,
  pause_reason: status === "paused" ? "donor" : null,
  skipped: false,
  charge_day: 5,
  cover_fee: false,
  created_at: "2026-06-05T03:00:00Z",
});

describe("recurring management", () => {
  beforeEach(() => {
    vi.mocked(getRecurringDonation).mockReset();
    vi.mocked(reactivateRecurringDonation).mockReset();
    useSessionStore
      .getState()
      .setUser({ email: "sari@mail.test", role: "donor", first: true, two_factor: true, profile: {} });
  });

  it("shows an active plan's next charge, amount and method, without Reactivate", async () => {
    vi.mocked(getRecurringDonation).mockResolvedValue(plan("active"));
    renderScreen(<RecurringScreen />);
    expect(await screen.findByText("Next charge: Saturday, 5 December 2026")).toBeTruthy();
    expect(screen.getByText("Rp 75,000")).toBeTruthy();
    expect(screen.getByText("BNI")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reactivate" })).toBeNull();
    expect(screen.getByRole("button", { name: "Skip or pause" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change amount" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change payment method" })).toBeTruthy();
  });

  it("offers no amount or method change on a stopped plan, only Reactivate", async () => {
    vi.mocked(getRecurringDonation).mockResolvedValue(plan("inactive"));
    renderScreen(<RecurringScreen />);
    expect(await screen.findByRole("button", { name: "Reactivate" })).toBeTruthy();
    expect(screen.getByText("Rp 75,000")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change amount" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change payment method" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  });

  it.each(["paused", "inactive"] as const)(
    "offers Reactivate for a %s plan and reloads after it",
    async (status) => {
      vi.mocked(getRecurringDonation).mockResolvedValueOnce(plan(status)).mockResolvedValue(plan("active"));
      vi.mocked(reactivateRecurringDonation).mockResolvedValue(plan("active"));
      renderScreen(<RecurringScreen />);
      fireEvent.click(await screen.findByRole("button", { name: "Reactivate" }));
      await waitFor(() => expect(reactivateRecurringDonation).toHaveBeenCalledWith({ pg_id: "pg-123" }));
      await waitFor(() => expect(screen.queryByRole("button", { name: "Reactivate" })).toBeNull());
      expect(getRecurringDonation).toHaveBeenCalledTimes(2);
    },
  );

  it("invites a donor without a plan to start one", async () => {
    vi.mocked(getRecurringDonation).mockResolvedValue(null);
    renderScreen(<RecurringScreen />);
    expect(await screen.findByText("You have no monthly donation yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start a monthly donation" }).getAttribute("href")).toMatch(
      /\/en\/donation\/monthly$/,
    );
  });
});
