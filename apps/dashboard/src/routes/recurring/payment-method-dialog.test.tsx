import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { changeRecurringPaymentMethod, type RecurringDonation } from "../../lib/api.ts";
import { PAYMENT_CHANGE_EVENT } from "../../lib/events.ts";
import { renderScreen } from "../../test/render.tsx";
import { PaymentMethodDialog } from "./payment-method-dialog.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  changeRecurringPaymentMethod: vi.fn(),
}));

const plan: RecurringDonation = {
  pg_id: "pg-123",
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

// Label lookups: role queries over the whole channel catalogue are slow in jsdom on a busy machine.
const radio = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("change payment method in two steps", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(changeRecurringPaymentMethod).mockReset();
    useSessionStore
      .getState()
      .setUser({ email: "sari@mail.test", role: "donor", first: true, two_factor: true, profile: {} });
  });
  afterEach(() => vi.useRealTimers());

  it("first asks recurring or reminder, then offers only that type's channels", () => {
    renderScreen(<PaymentMethodDialog open onClose={() => {}} plan={plan} />);
    // The plan's own type is preselected.
    expect(radio("Recurring").checked).toBe(true);
    fireEvent.click(radio("Reminder"));
    click("Next");
    expect(radio("BNI").disabled).toBe(false);
    expect(radio("QRIS").disabled).toBe(false);
    expect(radio("Visa").disabled).toBe(true);
    expect(radio("OVO").disabled).toBe(true);
    click("Back");
    fireEvent.click(radio("Recurring"));
    click("Next");
    expect(radio("Visa").disabled).toBe(false);
    expect(radio("BNI").disabled).toBe(true);
    // The current channel is already chosen when its type is picked again.
    expect(radio("Visa").checked).toBe(true);
  });

  it("saves the channel, announces payment-change and closes 1.2 s after the answer", async () => {
    vi.mocked(changeRecurringPaymentMethod).mockResolvedValue(plan);
    const onClose = vi.fn();
    const changed = vi.fn();
    window.addEventListener(PAYMENT_CHANGE_EVENT, changed);
    renderScreen(<PaymentMethodDialog open onClose={onClose} plan={plan} />);
    fireEvent.click(radio("Reminder"));
    click("Next");
    click("Save payment method");
    expect(screen.getByText("Please choose a payment method.")).toBeTruthy();
    expect(changeRecurringPaymentMethod).not.toHaveBeenCalled();
    fireEvent.click(radio("BNI"));
    click("Save payment method");
    expect(await screen.findByText("Payment method changed.")).toBeTruthy();
    expect(changeRecurringPaymentMethod).toHaveBeenCalledWith({ pg_id: "pg-123", payment_methods: "BNI" });
    expect(changed).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledTimes(1);
    window.removeEventListener(PAYMENT_CHANGE_EVENT, changed);
  });

  it("closed by hand before the 1.2 s, it leaves no timer to close the next dialog", async () => {
    vi.mocked(changeRecurringPaymentMethod).mockResolvedValue(plan);
    const onClose = vi.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            close by hand
          </button>
          <PaymentMethodDialog open={open} onClose={onClose} plan={plan} />
        </>
      );
    }
    renderScreen(<Host />);
    fireEvent.click(radio("Reminder"));
    click("Next");
    fireEvent.click(radio("BNI"));
    click("Save payment method");
    expect(await screen.findByText("Payment method changed.")).toBeTruthy();
    fireEvent.click(screen.getByText("close by hand"));
    act(() => vi.advanceTimersByTime(1500));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("on a failed call says nothing changed, sends no event and still closes after 1.2 s", async () => {
    vi.mocked(changeRecurringPaymentMethod).mockRejectedValue(new Error("down"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onClose = vi.fn();
    const changed = vi.fn();
    window.addEventListener(PAYMENT_CHANGE_EVENT, changed);
    renderScreen(<PaymentMethodDialog open onClose={onClose} plan={plan} />);
    click("Next");
    click("Save payment method");
    expect(
      await screen.findByText("The payment method could not be changed. Please try again later."),
    ).toBeTruthy();
    expect(changed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1200));
    expect(onClose).toHaveBeenCalledTimes(1);
    window.removeEventListener(PAYMENT_CHANGE_EVENT, changed);
  });
});
