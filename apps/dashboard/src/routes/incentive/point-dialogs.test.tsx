import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { ApiError, donatePoints, redeemPoints, withdrawPoints } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { DonatePointsDialog, RedeemPointsDialog, WithdrawPointsDialog } from "./point-dialogs.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  donatePoints: vi.fn(),
  withdrawPoints: vi.fn(),
  redeemPoints: vi.fn(),
}));

const radio = (name: string) =>
  screen.getByRole("radio", { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const custom = () => screen.getByLabelText(/Other amount/) as HTMLInputElement;
const answer = {
  entry: {
    id: "e1",
    amount: "25.00",
    rupiah: null,
    created_at: "2026-11-20T03:00:00Z",
    description: "",
    type: "donate" as const,
    status: "pending" as const,
    notes_action: null,
  },
  point: "120.00",
  active: "95.00",
  on_hold: "25.00",
};

describe("point dialogs", () => {
  beforeEach(() => {
    vi.mocked(donatePoints).mockReset();
    vi.mocked(withdrawPoints).mockReset();
    vi.mocked(redeemPoints).mockReset();
    useSessionStore
      .getState()
      .setUser({ email: "rina@mail.test", role: "volunteer", first: true, two_factor: true, profile: {} });
  });

  it("donate: presets at or above the available points are disabled; a custom value needs 10 up to available", () => {
    renderScreen(<DonatePointsDialog open onClose={() => {}} available={5000} />);
    expect(radio("10.00").disabled).toBe(false);
    expect(radio("25.00").disabled).toBe(false);
    expect(radio("50.00").disabled).toBe(true);
    expect(radio("100.00").disabled).toBe(true);
    fireEvent.change(custom(), { target: { value: "9.99" } });
    click("Continue");
    expect(screen.getByText("The minimum is 10 points.")).toBeTruthy();
    fireEvent.change(custom(), { target: { value: "50.01" } });
    click("Continue");
    expect(screen.getByText("You do not have enough active points.")).toBeTruthy();
    expect(donatePoints).not.toHaveBeenCalled();
  });

  it("donate: asks for confirmation, then sends, broadcasts close-donate and closes", async () => {
    vi.mocked(donatePoints).mockResolvedValue(answer);
    const onClose = vi.fn();
    const closed = vi.fn();
    window.addEventListener("close-donate", closed);
    renderScreen(<DonatePointsDialog open onClose={onClose} available={12000} />);
    fireEvent.click(radio("25.00"));
    click("Continue");
    expect(screen.getByText("Donate 25.00 points to the foundation's programmes?")).toBeTruthy();
    expect(donatePoints).not.toHaveBeenCalled();
    click("Yes, send request");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(donatePoints).toHaveBeenCalledWith({ email: "rina@mail.test", amount: "25.00" });
    expect(closed).toHaveBeenCalledTimes(1);
    window.removeEventListener("close-donate", closed);
  });

  it("withdraw: without a complete bank account, points to the profile instead", () => {
    renderScreen(<WithdrawPointsDialog open onClose={() => {}} available={50000} bankComplete={false} />);
    expect(screen.getByText(/Please complete your bank account on your profile first/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe(
      "/dashboard/profile",
    );
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("withdraw: at least 100 points; a refusal from the API stays in the dialog", async () => {
    vi.mocked(withdrawPoints).mockRejectedValue(new ApiError(409, "CONFLICT", "points.max"));
    const closed = vi.fn();
    window.addEventListener("close-withdraw", closed);
    renderScreen(<WithdrawPointsDialog open onClose={() => {}} available={30000} bankComplete />);
    fireEvent.change(custom(), { target: { value: "99" } });
    click("Continue");
    expect(screen.getByText("The minimum withdrawal is 100 points.")).toBeTruthy();
    fireEvent.change(custom(), { target: { value: "150" } });
    click("Continue");
    click("Yes, send request");
    expect(await screen.findByText("You do not have enough active points.")).toBeTruthy();
    expect(withdrawPoints).toHaveBeenCalledWith({ email: "rina@mail.test", amount: "150.00" });
    expect(closed).not.toHaveBeenCalled();
    window.removeEventListener("close-withdraw", closed);
  });

  it("redeem: nothing chosen at first, options above the available points disabled, then confirmation", async () => {
    vi.mocked(redeemPoints).mockResolvedValue(answer);
    const onClose = vi.fn();
    const closed = vi.fn();
    window.addEventListener("close-redeem", closed);
    renderScreen(<RedeemPointsDialog open onClose={onClose} available={30000} />);
    const options = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(options.some((option) => option.checked)).toBe(false);
    expect(radio("Tote bag").disabled).toBe(false);
    expect(radio("Tumbler").disabled).toBe(false);
    expect(radio("T-shirt").disabled).toBe(true);
    click("Continue");
    expect(screen.getByText("Please choose an item.")).toBeTruthy();
    fireEvent.click(radio("Tumbler"));
    // A tumbler is sent by post: where it goes is asked, and checked, before the confirmation.
    click("Continue");
    expect(screen.getByText(/Please enter the shipping address/)).toBeTruthy();
    expect(screen.getByText("Please enter the 5-digit postal code.")).toBeTruthy();
    expect(screen.queryByText(/Redeem 300.00 points/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Shipping address/), {
      target: { value: "Jl. Kenari Hijau No. 17, Bogor" },
    });
    fireEvent.change(screen.getByLabelText(/Postal code/), { target: { value: "16128" } });
    fireEvent.change(screen.getByLabelText(/Phone number for the courier/), {
      target: { value: "081234567890" },
    });
    click("Continue");
    expect(screen.getByText(/Redeem 300.00 points for Tumbler\?/)).toBeTruthy();
    expect(screen.getByText(/Sent to Jl. Kenari Hijau No. 17, Bogor, 16128/)).toBeTruthy();
    click("Yes, send request");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(redeemPoints).toHaveBeenCalledWith({
      email: "rina@mail.test",
      item: "tumbler",
      shipping: { address: "Jl. Kenari Hijau No. 17, Bogor", postal_code: "16128", phone: "+6281234567890" },
    });
    expect(closed).toHaveBeenCalledTimes(1);
    window.removeEventListener("close-redeem", closed);
  });

  it("redeem: a T-shirt asks for its size too; the digital certificate asks for no address", async () => {
    vi.mocked(redeemPoints).mockResolvedValue(answer);
    renderScreen(<RedeemPointsDialog open onClose={vi.fn()} available={200000} />);
    fireEvent.click(radio("T-shirt"));
    expect(screen.getByLabelText(/T-shirt size/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Shipping address/), {
      target: { value: "Jl. Kenari Hijau No. 17, Bogor" },
    });
    fireEvent.change(screen.getByLabelText(/Postal code/), { target: { value: "16128" } });
    fireEvent.change(screen.getByLabelText(/Phone number for the courier/), {
      target: { value: "081234567890" },
    });
    click("Continue");
    expect(screen.getByText("Please choose a T-shirt size.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/T-shirt size/), { target: { value: "M" } });
    click("Continue");
    expect(screen.getByText(/Size M, sent to Jl. Kenari Hijau No. 17, Bogor, 16128/)).toBeTruthy();
    click("Back");
    fireEvent.click(radio("Adopt-a-tree certificate"));
    expect(screen.queryByLabelText(/Shipping address/)).toBeNull();
    click("Continue");
    click("Yes, send request");
    await waitFor(() =>
      expect(redeemPoints).toHaveBeenCalledWith({ email: "rina@mail.test", item: "tree-certificate" }),
    );
  });
});
