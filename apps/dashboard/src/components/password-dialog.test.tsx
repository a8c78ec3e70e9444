import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../app/session-store.ts";
import { updatePassword } from "../lib/api.ts";
import { renderScreen } from "../test/render.tsx";
import { PASSWORD_UPDATE_EVENT, PasswordDialog } from "./password-dialog.tsx";

vi.mock("../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/api.ts")>()),
  updatePassword: vi.fn(),
}));

const field = () => screen.getByLabelText("New password") as HTMLInputElement;
const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm" }));

describe("password dialog (SPEC 4)", () => {
  beforeEach(() => {
    vi.mocked(updatePassword).mockReset();
    useSessionStore.getState().setUser({ email: "sari@mail.test", role: "donor", first: false, profile: {} });
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
    // SPEC 4 names a falsy answer; the client types the happy one.
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
});
