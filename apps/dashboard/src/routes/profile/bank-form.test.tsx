import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { ApiError, type SessionUser, updateVolunteerProfile } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { BankForm } from "./bank-form.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  updateVolunteerProfile: vi.fn(),
}));

const bank = { bank_name: "BNI", holder: "Budi Buddy", account_number: "1234567890", branch: "Bogor" };
const volunteer: SessionUser = {
  email: "budi@mail.test",
  role: "volunteer",
  first: true,
  two_factor: true,
  profile: {
    fullname: "Budi Buddy",
    email: "budi@mail.test",
    phone_number: "",
    address: "",
    avatar: "",
    referral_code: "BUDI",
    referral_lock: 0,
    locale: "en",
    first_name: "Budi",
    last_name: "Buddy",
    phone: "81234567890",
    bank_account: JSON.stringify(bank),
  },
};

function openBankForm() {
  useSessionStore.getState().setUser(volunteer);
  renderScreen(<BankForm user={volunteer} />, { path: "/dashboard/profile" });
  fireEvent.click(screen.getByRole("button", { name: "Edit" }));
}

const accountNumber = () => screen.getByLabelText(/Account number/) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

describe("bank account form", () => {
  beforeEach(() => {
    vi.mocked(updateVolunteerProfile).mockReset();
  });

  it("asks for the current password only once the account changed", async () => {
    openBankForm();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    fireEvent.change(accountNumber(), { target: { value: "5555666677" } });
    expect(screen.getByLabelText(/Current password/)).toBeTruthy();
    save();
    expect(await screen.findByText("Please enter your current password.")).toBeTruthy();
    expect(updateVolunteerProfile).not.toHaveBeenCalled();
  });

  it("sends the password with the changed account", async () => {
    vi.mocked(updateVolunteerProfile).mockResolvedValue({ data: {} } as Awaited<
      ReturnType<typeof updateVolunteerProfile>
    >);
    openBankForm();
    fireEvent.change(accountNumber(), { target: { value: "5555666677" } });
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: "demo-password-2026" } });
    save();
    await waitFor(() => expect(updateVolunteerProfile).toHaveBeenCalled());
    expect(vi.mocked(updateVolunteerProfile).mock.calls[0]?.[0]).toMatchObject({
      email: "budi@mail.test",
      current_password: "demo-password-2026",
      bank_account: JSON.stringify({ ...bank, account_number: "5555666677" }),
    });
  });

  it("shows a wrong password under the field, in words", async () => {
    vi.mocked(updateVolunteerProfile).mockRejectedValue(
      new ApiError(400, "VALIDATION", "password.currentWrong", { current_password: "password.currentWrong" }),
    );
    openBankForm();
    fireEvent.change(accountNumber(), { target: { value: "5555666677" } });
    const password = screen.getByLabelText(/Current password/);
    fireEvent.change(password, { target: { value: "not-my-password" } });
    save();
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Your current password is incorrect.").length).toBeGreaterThan(0);
  });
});
