import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../app/session-store.ts";
import { ApiError, updatePassword } from "../lib/api.ts";
import { PASSWORD_UPDATE_EVENT } from "../lib/events.ts";
import { renderScreen } from "../test/render.tsx";
import { PasswordDialog } from "./password-dialog.tsx";

vi.mock("../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/api.ts")>()),
  updatePassword: vi.fn(),
}));

const field = () => screen.getByLabelText("New password") as HTMLInputElement;
const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm" }));

describe("password dialog", () => {
  beforeEach(() => {
    vi.mocked(updatePassword).mockReset();
    useSessionStore
      .getState()
      .setUser({ email: "sari@mail.test", role: "donor", first: false, two_factor: true, profile: {} });
  });

  it("refuses an empty password without calling the API", async () => {
    renderScreen(<PasswordDialog open onClose={() => {}} />);
    confirm();
    expect(await screen.findByText("Please enter a password.")).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it("on success unlocks the account, announces the update, clears the field and closes", async () => {
    vi.mocked(updatePassword).mockResolvedValue(true);
    const onClose = vi.fn();
    const announced = vi.fn();
    window.addEventListener(PASSWORD_UPDATE_EVENT, announced);
    renderScreen(<PasswordDialog open onClose={onClose} />);
    fireEvent.change(field(), { target: { value: "hutan-lestari-2026" } });
    confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updatePassword).toHaveBeenCalledWith({ email: "sari@mail.test", password: "hutan-lestari-2026" });
    expect(useSessionStore.getState().user?.first).toBe(true);
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(PASSWORD_UPDATE_EVENT, announced);
  });

  it("on a falsy result clears the field and stays open", async () => {
    // The original screens handled a falsy answer; the client types the happy one.
    vi.mocked(updatePassword).mockResolvedValue(null as unknown as true);
    const onClose = vi.fn();
    renderScreen(<PasswordDialog open onClose={onClose} />);
    fireEvent.change(field(), { target: { value: "hutan-lestari-2026" } });
    confirm();
    await waitFor(() => expect(field().value).toBe(""));
    expect(onClose).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user?.first).toBe(false);
  });

  it("shows and hides the typed password", () => {
    renderScreen(<PasswordDialog open onClose={() => {}} />);
    expect(field().type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(field().type).toBe("text");
  });

  it("the first password asks for no current password", () => {
    renderScreen(<PasswordDialog open onClose={() => {}} />);
    expect(screen.queryByLabelText("Current password")).toBeNull();
  });
});

describe("password change once a password is set", () => {
  const current = () => screen.getByLabelText("Current password") as HTMLInputElement;

  beforeEach(() => {
    vi.mocked(updatePassword).mockReset();
    useSessionStore
      .getState()
      .setUser({ email: "sari@mail.test", role: "donor", first: true, two_factor: true, profile: {} });
  });

  it("asks for the current password before calling the API, and sends it", async () => {
    vi.mocked(updatePassword).mockResolvedValue(true);
    const onClose = vi.fn();
    renderScreen(<PasswordDialog open onClose={onClose} />);
    fireEvent.change(field(), { target: { value: "hutan-lestari-2027" } });
    confirm();
    expect(await screen.findByText("Please enter your current password.")).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
    fireEvent.change(current(), { target: { value: "hutan-lestari-2026" } });
    confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updatePassword).toHaveBeenCalledWith({
      email: "sari@mail.test",
      current_password: "hutan-lestari-2026",
      password: "hutan-lestari-2027",
    });
  });

  it("shows the API's refusals under the field they concern, in words", async () => {
    vi.mocked(updatePassword).mockRejectedValueOnce(
      new ApiError(400, "VALIDATION", "password.currentWrong", { current_password: "password.currentWrong" }),
    );
    renderScreen(<PasswordDialog open onClose={() => {}} />);
    fireEvent.change(current(), { target: { value: "not-my-password" } });
    fireEvent.change(field(), { target: { value: "hutan-lestari-2027" } });
    confirm();
    expect(await screen.findByText("Your current password is incorrect.")).toBeTruthy();
    expect(current().getAttribute("aria-invalid")).toBe("true");

    vi.mocked(updatePassword).mockRejectedValueOnce(
      new ApiError(400, "VALIDATION", "password.common", { password: "password.common" }),
    );
    fireEvent.change(current(), { target: { value: "hutan-lestari-2026" } });
    fireEvent.change(field(), { target: { value: "qwertyuiop" } });
    confirm();
    expect(
      await screen.findByText("This password is too common and easy to guess. Please choose another one."),
    ).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
  });
});
