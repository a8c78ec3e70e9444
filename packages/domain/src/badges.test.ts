import { describe, expect, it } from "vitest";
import { accountUnlocked, BADGE_COUNT, badgeState, badges, donorBadgePoints } from "./badges.ts";

describe("badges", () => {
  it("has five levels with their points and ids", () => {
    expect(BADGE_COUNT).toBe(5);
    expect(badges.map((b) => [b.level, b.pointMin, b.title, b.color])).toEqual([
      ["seed", 0, "badge.seed.title", "badge-seed"],
      ["sprout", 100, "badge.sprout.title", "badge-sprout"],
      ["tree", 500, "badge.tree.title", "badge-tree"],
      ["forest", 2000, "badge.forest.title", "badge-forest"],
      ["guardian", 5000, "badge.guardian.title", "badge-guardian"],
    ]);
  });

  it("keeps everything locked until the password is set, whatever the points", () => {
    const state = badgeState({ points: 9_999, passwordSet: false });
    expect(state.badges.every((b) => !b.isOpen)).toBe(true);
    expect(state.badgesCollected).toBe(0);
    expect(state.currentBadges).toEqual([]);
    expect(state.nextBadges).toHaveLength(5);
    expect(state.completed).toBe(false);
    expect(state.showNextBadgeMessage).toBe(true);
  });

  it.each([
    [0, 1, "seed", "sprout", 0, 100],
    [99, 1, "seed", "sprout", 99, 100],
    [100, 2, "sprout", "tree", 100, 500],
    [499, 2, "sprout", "tree", 499, 500],
    [500, 3, "tree", "forest", 500, 2000],
    [2000, 4, "forest", "guardian", 2000, 5000],
    [4999, 4, "forest", "guardian", 4999, 5000],
  ])(
    "%d points: %d collected, current %s, next %s, progress %d/%d",
    (points, collected, current, next, bar, max) => {
      const state = badgeState({ points, passwordSet: true });
      expect(state.badgesCollected).toBe(collected);
      expect(state.currentBadges[0]?.level).toBe(current);
      expect(state.nextBadges[0]?.level).toBe(next);
      expect(state.progressBar).toEqual({ currentPoint: bar, pointMax: max });
      expect(state.displayBadges.map((b) => b.level).at(-1)).toBe(next);
      expect(state.showNextBadgeMessage).toBe(true);
      expect(state.completed).toBe(false);
      expect(state.userPoint).toBe(points);
    },
  );

  it("is completed with all five and hides the next-badge message", () => {
    const state = badgeState({ points: 7_500, passwordSet: true });
    expect(state.badgesCollected).toBe(5);
    expect(state.completed).toBe(true);
    expect(state.showNextBadgeMessage).toBe(false);
    expect(state.nextBadges).toEqual([]);
    expect(state.displayBadges).toHaveLength(5);
    expect(state.progressBar).toEqual({ currentPoint: 5000, pointMax: 5000 });
  });

  it.each([
    [[], 0, 0],
    [[10_000], 0, 10],
    [[1_500, 1_500], 0, 3],
    [[999], 0, 0],
    [[50_000, 250_000], 2, 400],
    [[-1000], 1, 50],
  ])("donations %j and %d referred monthly donors -> %d points", (amounts, referred, points) => {
    expect(donorBadgePoints({ successfulDonationAmounts: amounts, referredMonthlyDonors: referred })).toBe(
      points,
    );
  });
});

describe("the first badge's one rule", () => {
  it("unlocks with a password of one's own or with the first sign-in by e-mailed link", () => {
    expect(accountUnlocked({ passwordSet: false })).toBe(false);
    expect(accountUnlocked({ passwordSet: true })).toBe(true);
    expect(accountUnlocked({ passwordSet: false, signedInByLink: true })).toBe(true);
    expect(badgeState({ points: 0, passwordSet: false, signedInByLink: true }).badgesCollected).toBe(1);
    expect(badgeState({ points: 0, passwordSet: false }).badgesCollected).toBe(0);
  });

  it("says how it was won: a password set, or a sign-in by link (never 'password set' for a link)", () => {
    const seedOf = (input: Parameters<typeof badgeState>[0]) => badgeState(input).badges[0];
    expect(seedOf({ points: 0, passwordSet: true })).toMatchObject({
      unlockedBy: "password",
      description: "badge.seed.description",
    });
    expect(seedOf({ points: 0, passwordSet: true, signedInByLink: true })?.unlockedBy).toBe("password");
    expect(seedOf({ points: 0, passwordSet: false, signedInByLink: true })).toMatchObject({
      unlockedBy: "link",
      description: "badge.seed.descriptionByLink",
    });
    const locked = seedOf({ points: 0, passwordSet: false });
    expect(locked?.unlockedBy).toBeUndefined();
    expect(locked?.description).toBe("badge.seed.descriptionLocked");
    expect(badgeState({ points: 0, passwordSet: false, signedInByLink: true }).badges[1]).not.toHaveProperty(
      "unlockedBy",
    );
  });
});
