import { accountUnlocked, type Badge, type BadgeState, badgeState } from "@rimbun/domain/badges";
import { useMemo } from "react";
import type { SessionUser } from "../../lib/api.ts";

/** Badge points as the session gives them; a donor without them has 0 points: only Seed can be open. */
export function badgePointsOf(user: SessionUser): number {
  const points = user.profile.badge_points ?? 0;
  return Number.isFinite(points) ? points : 0;
}

/** The account is unlocked (badges open) once a password was set or the person signed in by link. */
export function isUnlocked(user: SessionUser): boolean {
  return accountUnlocked({ passwordSet: user.first, signedInByLink: user.signed_in_by_link });
}

export function useBadgeState(user: SessionUser): BadgeState {
  const points = badgePointsOf(user);
  const passwordSet = user.first;
  const signedInByLink = user.signed_in_by_link === true;
  return useMemo(
    () => badgeState({ points, passwordSet, signedInByLink }),
    [points, passwordSet, signedInByLink],
  );
}

const seenKey = (email: string) => `badges-seen:${email}`;

/**
 * Badges earned since this device last showed the dashboard, for the congratulation modal
 * (docs/product/fundraiser-buddy.md#badges). A device with no record congratulates on the highest badge only,
 * not on a whole history at once.
 */
export function unseenBadges(email: string, state: BadgeState, storage: Storage = localStorage): Badge[] {
  const stored = storage.getItem(seenKey(email));
  const seenCount = stored === null ? Math.max(0, state.badgesCollected - 1) : Number(stored) || 0;
  // Badges open from the lowest up, so the ones beyond the seen count are the new ones.
  return state.badges.filter((badge) => badge.isOpen).slice(seenCount);
}

export function rememberBadgesSeen(email: string, state: BadgeState, storage: Storage = localStorage): void {
  storage.setItem(seenKey(email), String(state.badgesCollected));
}
