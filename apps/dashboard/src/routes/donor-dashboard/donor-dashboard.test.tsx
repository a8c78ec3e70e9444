import { badgeState } from "@rimbun/domain/badges";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import type { SessionUser } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { DonorDashboard } from "./donor-dashboard.tsx";
import { unseenBadges } from "./use-badges.ts";

const donor = (first: boolean, points = 0): SessionUser => ({
  email: "sari@mail.test",
  role: "donor",
  first,
  two_factor: false,
  profile: { fullname: "Sari Wulandari", referral_code: "SARI01", referral_lock: 0, badge_points: points },
});

function show(user: SessionUser) {
  useSessionStore.getState().setUser(user);
  return renderScreen(<DonorDashboard />, { path: "/dashboard" });
}

describe("donor dashboard", () => {
  beforeEach(() => localStorage.clear());

  it("shows the Update Password button instead of badges while the password is not set", () => {
    show(donor(false));
    expect(screen.getByRole("button", { name: "Update Password" })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("No badge yet")).toBeTruthy();
  });

  it("shows the badges with progress toward the next one once the password is set", () => {
    show(donor(true, 40));
    expect(screen.queryByRole("button", { name: "Update Password" })).toBeNull();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByText("60 more points to reach Sprout.")).toBeTruthy();
  });

  it("links the boost card to the site's boost form", () => {
    show(donor(true));
    expect(screen.getByRole("link", { name: "Give a boost" }).getAttribute("href")).toMatch(
      /\/donation\/boost\/form$/,
    );
  });
});

describe("congratulation on new badges", () => {
  it("congratulates once on the badges earned since the last visit", () => {
    const storage = window.localStorage;
    const seedOnly = badgeState({ points: 0, passwordSet: true });
    expect(unseenBadges("a@mail.test", seedOnly, storage).map((badge) => badge.level)).toEqual(["seed"]);
    storage.setItem("badges-seen:a@mail.test", "1");
    expect(unseenBadges("a@mail.test", seedOnly, storage)).toEqual([]);
    const tree = badgeState({ points: 600, passwordSet: true });
    expect(unseenBadges("a@mail.test", tree, storage).map((badge) => badge.level)).toEqual([
      "sprout",
      "tree",
    ]);
  });
});
