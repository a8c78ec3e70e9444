import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { fetchSession, resetPassword } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { ResetScreen } from "./reset-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  resetPassword: vi.fn(),
  fetchSession: vi.fn(),
}));

const token = "uiL5aQTyXWeG_ubBzjdduDXqzrL289fh";
// Required labels carry a star after the words.
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save password" }));

describe("reset and set-password screen", () => {
  beforeEach(() => {
    vi.mocked(resetPassword).mockReset();
    vi.mocked(fetchSession).mockReset();
    useSessionStore.setState({ status: "idle", user: null, loggedOut: false });
  });

  it("asks for an equal confirmation", async () => {
    renderScreen(<ResetScreen />, { path: `/reset?token=${token}` });
    type("New password", "hutan-lestari-2026");
    type("Confirm new password", "hutan-lestari-2025");
    save();
    expect(await screen.findByText("Passwords do not match.")).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("sends the password with the token from the link and lands the donor on the dashboard, signed in", async () => {
    vi.mocked(resetPassword).mockResolvedValue(undefined);
    vi.mocked(fetchSession).mockResolvedValue({
      email: "tari@mail.test",
      role: "donor",
      first: true,
      two_factor: true,
      profile: {},
    });
    renderScreen(
      <Routes>
        <Route path="/reset" element={<ResetScreen />} />
        <Route path="/dashboard" element={<p>Dashboard home</p>} />
      </Routes>,
      { path: `/reset?token=${token}&welcome=1` },
    );
    type("New password", "hutan-lestari-2026");
    type("Confirm new password", "hutan-lestari-2026");
    save();
    expect(await screen.findByText("Dashboard home")).toBeTruthy();
    expect(resetPassword).toHaveBeenCalledWith({ password: "hutan-lestari-2026", token });
    expect(useSessionStore.getState().user?.email).toBe("tari@mail.test");
  });

  it("offers to log in when the API signed no one in (staff and administrators)", async () => {
    vi.mocked(resetPassword).mockResolvedValue(undefined);
    vi.mocked(fetchSession).mockResolvedValue(null);
    renderScreen(<ResetScreen />, { path: `/reset?token=${token}&welcome=1` });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Set your password");
    type("New password", "hutan-lestari-2026");
    type("Confirm new password", "hutan-lestari-2026");
    save();
    await waitFor(() =>
      expect(resetPassword).toHaveBeenCalledWith({ password: "hutan-lestari-2026", token }),
    );
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
  });

  it("explains a link without a token and offers a new one", () => {
    renderScreen(<ResetScreen />, { path: "/reset" });
    expect(screen.getByRole("alert").textContent).toContain("Ask for a new link");
    expect((screen.getByRole("button", { name: "Save password" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
