import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, logIn, requestSignInLink } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { LoginForm, safeNextPath } from "./login-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  logIn: vi.fn(),
  requestSignInLink: vi.fn(),
}));

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Log in" }));

describe("login form", () => {
  beforeEach(() => {
    vi.mocked(logIn).mockReset();
  });

  it("asks for the e-mail first and the password, before any format check", async () => {
    renderScreen(<LoginForm />);
    submit();
    expect(await screen.findByText("Email cannot be empty.")).toBeTruthy();
    expect(screen.getByText("Password cannot be empty.")).toBeTruthy();
    expect(screen.queryByText(/correct format/)).toBeNull();
    expect(logIn).not.toHaveBeenCalled();
    expect(email().getAttribute("aria-invalid")).toBe("true");
  });

  it("checks the e-mail format once something is typed", async () => {
    renderScreen(<LoginForm />);
    fireEvent.change(email(), { target: { value: "budi" } });
    fireEvent.change(password(), { target: { value: "secret" } });
    submit();
    expect(await screen.findByText(/correct format/)).toBeTruthy();
    expect(screen.queryByText("Email cannot be empty.")).toBeNull();
    expect(screen.queryByText("Password cannot be empty.")).toBeNull();
    expect(logIn).not.toHaveBeenCalled();
  });

  it("sends e-mail, password and remember me when the form is valid", async () => {
    vi.mocked(logIn).mockResolvedValue({
      email: "budi@mail.test",
      role: "donor",
      first: true,
      two_factor: true,
      profile: {},
    });
    renderScreen(<LoginForm />);
    fireEvent.change(email(), { target: { value: " Budi@Mail.test " } });
    fireEvent.change(password(), { target: { value: "secret" } });
    fireEvent.click(screen.getByLabelText("Remember me"));
    submit();
    await waitFor(() =>
      expect(logIn).toHaveBeenCalledWith({ email: "budi@mail.test", password: "secret", remember: true }),
    );
  });

  it("shows the login failure message the API names", async () => {
    vi.mocked(logIn).mockRejectedValue(new ApiError(401, "LOGIN_FAILED", "login.failed"));
    renderScreen(<LoginForm />);
    fireEvent.change(email(), { target: { value: "budi@mail.test" } });
    fireEvent.change(password(), { target: { value: "wrong" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Your email or password is incorrect...");
  });
});

describe("e-mail me a sign-in link", () => {
  const askForLink = () => fireEvent.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));

  beforeEach(() => {
    vi.mocked(requestSignInLink).mockReset();
  });

  it("needs only the e-mail, and says the same whether or not it has an account", async () => {
    vi.mocked(requestSignInLink).mockResolvedValue(undefined);
    renderScreen(<LoginForm />);
    fireEvent.change(email(), { target: { value: " Sari@Mail.test " } });
    askForLink();
    await waitFor(() => expect(requestSignInLink).toHaveBeenCalledWith("sari@mail.test"));
    expect((await screen.findByRole("status")).textContent).toContain(
      "If sari@mail.test has an account with us, a sign-in link is on its way.",
    );
    expect(screen.queryByText("Password cannot be empty.")).toBeNull();
    expect(logIn).not.toHaveBeenCalled();
  });

  it("asks for the e-mail before sending anything", async () => {
    renderScreen(<LoginForm />);
    askForLink();
    expect(await screen.findByText("Email cannot be empty.")).toBeTruthy();
    expect(requestSignInLink).not.toHaveBeenCalled();
  });

  it("shows the API's refusal (too many requests)", async () => {
    vi.mocked(requestSignInLink).mockRejectedValue(new ApiError(429, "RATE_LIMITED", "error.rateLimited"));
    renderScreen(<LoginForm />);
    fireEvent.change(email(), { target: { value: "sari@mail.test" } });
    askForLink();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please wait a moment and try again.",
    );
  });
});

describe("return path after login", () => {
  it("accepts only dashboard and invoice pages", () => {
    expect(safeNextPath("/dashboard/badges")).toBe("/dashboard/badges");
    expect(safeNextPath("/invoice/print/RB-1?locale=en")).toBe("/invoice/print/RB-1?locale=en");
    expect(safeNextPath("https://evil.test/dashboard")).toBeNull();
    expect(safeNextPath("//evil.test")).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
