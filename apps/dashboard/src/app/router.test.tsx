import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

// Screens load lazily: the first visit of a file compiles them, which can take longer than waitFor's 1 s.
const slow = { timeout: 20_000 };

import { fetchSession, SESSION_EXPIRED_EVENT, type SessionUser } from "../lib/api.ts";
import { routes } from "./router.tsx";
import { useSessionStore } from "./session-store.ts";

vi.mock("../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/api.ts")>()),
  fetchSession: vi.fn(),
}));

const as = (role: SessionUser["role"]): SessionUser => ({
  email: `${role}@mail.test`,
  role,
  first: true,
  two_factor: true,
  profile: { fullname: "Budi Santoso", referral_code: "BUDI01" },
});

async function open(path: string, user: SessionUser | null) {
  vi.mocked(fetchSession).mockResolvedValue(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={setupI18n({ locale: "en", messages: { en: {} } })}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

const where = (router: Awaited<ReturnType<typeof open>>) =>
  router.state.location.pathname + router.state.location.search;

describe("the dashboard layout rule", () => {
  beforeEach(() => {
    useSessionStore.setState({ status: "idle", user: null, loggedOut: false });
  });

  it("sends a visitor without a session to /login, remembering the page", async () => {
    const router = await open("/dashboard/profile", null);
    await waitFor(() => expect(where(router)).toBe("/login?next=%2Fdashboard%2Fprofile"), slow);
  });

  it("sends a donor asking for a volunteer page to /oops/404", async () => {
    const router = await open("/dashboard/leaderboard", as("donor"));
    await waitFor(() => expect(where(router)).toBe("/oops/404"), slow);
  });

  it("sends an unknown dashboard path to /oops/404", async () => {
    const router = await open("/dashboard/nowhere", as("volunteer"));
    await waitFor(() => expect(where(router)).toBe("/oops/404"), slow);
  });

  it("lets a volunteer open the leaderboard", async () => {
    const router = await open("/dashboard/leaderboard", as("volunteer"));
    await waitFor(() => expect(document.querySelector("h1")?.textContent).toBe("Leaderboard"), slow);
    expect(where(router)).toBe("/dashboard/leaderboard");
  });

  it("asks to log in again when a call finds the session ended", async () => {
    const router = await open("/dashboard/leaderboard", as("volunteer"));
    await waitFor(() => expect(document.querySelector("h1")?.textContent).toBe("Leaderboard"), slow);
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    });
    await waitFor(() => expect(where(router)).toBe("/login?next=%2Fdashboard%2Fleaderboard"), slow);
  });

  it("after a logout goes to a plain /login", async () => {
    const router = await open("/dashboard/leaderboard", as("volunteer"));
    await waitFor(() => expect(document.querySelector("h1")?.textContent).toBe("Leaderboard"), slow);
    act(() => useSessionStore.getState().forgetAfterLogout());
    await waitFor(() => expect(where(router)).toBe("/login"), slow);
  });

  it("takes an admin from /dashboard to the approval queue", async () => {
    const router = await open("/dashboard", as("admin"));
    await waitFor(() => expect(where(router)).toBe("/dashboard/queue"), slow);
  });
});
