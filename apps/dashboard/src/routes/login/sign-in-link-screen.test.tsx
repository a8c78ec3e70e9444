import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, signInByLink } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { SignInLinkScreen } from "./sign-in-link-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  signInByLink: vi.fn(),
}));

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const signInButton = () => screen.getByRole("button", { name: "Sign me in" });

describe("the e-mailed sign-in link's screen", () => {
  beforeEach(() => {
    vi.mocked(signInByLink).mockReset();
  });

  it("spends nothing when opened; the button posts the token", async () => {
    vi.mocked(signInByLink).mockResolvedValue({
      email: "sari@mail.test",
      role: "donor",
      first: false,
      two_factor: true,
      profile: {},
    });
    renderScreen(<SignInLinkScreen />, { path: `/login/link?token=${token}&locale=en` });
    expect(signInByLink).not.toHaveBeenCalled();
    fireEvent.click(signInButton());
    await waitFor(() => expect(signInByLink).toHaveBeenCalledWith(token));
  });

  it("says so when the link is spent or expired, and offers a new one", async () => {
    vi.mocked(signInByLink).mockRejectedValue(new ApiError(400, "BAD_REQUEST", "signInLink.invalid"));
    renderScreen(<SignInLinkScreen />, { path: `/login/link?token=${token}` });
    fireEvent.click(signInButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in link has expired or was already used. Please ask for a new one.",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/login");
  });

  it("a missing or malformed token shows the problem without calling the API", () => {
    renderScreen(<SignInLinkScreen />, { path: "/login/link?token=<script>" });
    expect(screen.getByRole("alert").textContent).toContain("expired or was already used");
    expect(screen.queryByRole("button", { name: "Sign me in" })).toBeNull();
  });
});
