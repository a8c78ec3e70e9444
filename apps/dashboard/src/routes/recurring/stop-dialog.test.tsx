import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import {
  changeRecurringChargeDay,
  getRecurringDonation,
  pauseRecurringDonation,
  type RecurringDonation,
  stopRecurringDonation,
} from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { RecurringScreen } from "./recurring-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getRecurringDonation: vi.fn(),
  pauseRecurringDonation: vi.fn(),
  stopRecurringDonation: vi.fn(),
  changeRecurringChargeDay: vi.fn(),
}));

const active: RecurringDonation = {
  pg_id: "pg-9",
  status: "active",
  payment_method: "VISA",
  payment_type: "recurring",
  amount: 50_000,
  next_charge_date: "2026-12-05",
  paused_until: null,
  pause_reason: null,
  skipped: false,
  charge_day: 5,
  cover_fee: false,
  created_at: "2026-06-05T03:00:00Z",
};

async function openStop() {
  renderScreen(<RecurringScreen />);
  fireEvent.click(await screen.findByRole("button", { name: "Stop" }));
  return screen.findByRole("dialog", { name: "Before you stop" });
}

describe("stop with an offer first", () => {
  beforeEach(() => {
    vi.mocked(getRecurringDonation).mockReset().mockResolvedValue(active);
    vi.mocked(pauseRecurringDonation).mockReset();
    vi.mocked(stopRecurringDonation).mockReset();
    vi.mocked(changeRecurringChargeDay).mockReset();
    useSessionStore
      .getState()
      .setUser({ email: "sari@mail.test", role: "donor", first: true, two_factor: true, profile: {} });
  });

  it("offers a pause first: choosing it pauses and never stops", async () => {
    vi.mocked(pauseRecurringDonation).mockResolvedValue({ ...active, status: "paused" });
    await openStop();
    fireEvent.click(screen.getByRole("radio", { name: /Pause for 2 months/ }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(pauseRecurringDonation).toHaveBeenCalledWith({ pg_id: "pg-9", months: 2 }));
    expect(stopRecurringDonation).not.toHaveBeenCalled();
  });

  it("a lower amount opens the amount dialog", async () => {
    await openStop();
    fireEvent.click(screen.getByRole("radio", { name: /Give a lower amount/ }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("dialog", { name: "Change monthly amount" })).toBeTruthy();
    expect(stopRecurringDonation).not.toHaveBeenCalled();
  });

  it("preselects nothing: Continue goes on to the stop, never to a pause", async () => {
    vi.mocked(stopRecurringDonation).mockResolvedValue("success");
    await openStop();
    for (const radio of screen.getAllByRole("radio")) expect((radio as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Do you really want to stop your monthly donation?")).toBeTruthy();
    expect(pauseRecurringDonation).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Stop my monthly donation" }));
    await waitFor(() => expect(stopRecurringDonation).toHaveBeenCalledWith({ pgid: "pg-9" }));
    expect(pauseRecurringDonation).not.toHaveBeenCalled();
  });

  it("stops only after the confirm step, saying it stops at once (as the API does)", async () => {
    vi.mocked(stopRecurringDonation).mockResolvedValue("success");
    // After the stop the screen reloads a stopped plan: the dialog still says it stopped.
    vi.mocked(getRecurringDonation)
      .mockReset()
      .mockResolvedValueOnce(active)
      .mockResolvedValue({ ...active, status: "inactive", next_charge_date: null });
    await openStop();
    fireEvent.click(screen.getByRole("radio", { name: /No, stop my monthly donation/ }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText(/stops as soon as you confirm: no more charges or invoices after today/),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/working days/);
    expect(stopRecurringDonation).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Stop my monthly donation" }));
    await waitFor(() => expect(stopRecurringDonation).toHaveBeenCalledWith({ pgid: "pg-9" }));
    expect(await screen.findByText("You have stopped the monthly donation.")).toBeTruthy();
    await waitFor(() => expect(getRecurringDonation).toHaveBeenCalledTimes(2));
    expect(screen.getByText("You have stopped the monthly donation.")).toBeTruthy();
    expect(screen.getByText(/It has stopped now/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByRole("button", { name: "Reactivate" })).toBeTruthy();
    // Stopped: nothing to change until it is reactivated.
    expect(screen.queryByRole("button", { name: "Change amount" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change payment method" })).toBeNull();
  });
});

describe("charge day", () => {
  it("shows the day and saves a new one", async () => {
    vi.mocked(getRecurringDonation).mockReset().mockResolvedValue(active);
    vi.mocked(changeRecurringChargeDay).mockResolvedValue({ ...active, charge_day: 20 });
    renderScreen(<RecurringScreen />);
    expect(await screen.findByText("Day 5")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change charge day" }));
    fireEvent.change(await screen.findByLabelText("Day of the month"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Save charge day" }));
    await waitFor(() => expect(changeRecurringChargeDay).toHaveBeenCalledWith({ pg_id: "pg-9", day: 20 }));
  });
});
