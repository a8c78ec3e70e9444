import { type MessageId, messages } from "./messages.ts";
import type { Rupiah } from "./money.ts";

export const badgeLevels = ["seed", "sprout", "tree", "forest", "guardian"] as const;
export type BadgeLevel = (typeof badgeLevels)[number];

export interface BadgeDefinition {
  readonly level: BadgeLevel;
  /** Whole badge points needed. */
  readonly pointMin: number;
  readonly title: MessageId;
  readonly description: MessageId;
  /** Colour token name; `packages/ui` maps it to `--color-{token}`. */
  readonly color: string;
}

/**
 * Five environmental badges; Seed is won by unlocking the account (docs/product/fundraiser-buddy.md#badges).
 */
export const badges: readonly BadgeDefinition[] = [
  {
    level: "seed",
    pointMin: 0,
    title: messages.badgeSeedTitle.id,
    description: messages.badgeSeedDescription.id,
    color: "badge-seed",
  },
  {
    level: "sprout",
    pointMin: 100,
    title: messages.badgeSproutTitle.id,
    description: messages.badgeSproutDescription.id,
    color: "badge-sprout",
  },
  {
    level: "tree",
    pointMin: 500,
    title: messages.badgeTreeTitle.id,
    description: messages.badgeTreeDescription.id,
    color: "badge-tree",
  },
  {
    level: "forest",
    pointMin: 2000,
    title: messages.badgeForestTitle.id,
    description: messages.badgeForestDescription.id,
    color: "badge-forest",
  },
  {
    level: "guardian",
    pointMin: 5000,
    title: messages.badgeGuardianTitle.id,
    description: messages.badgeGuardianDescription.id,
    color: "badge-guardian",
  },
];

export const BADGE_COUNT = badges.length;

/** How the account was unlocked: a password set, or only a sign-in by an e-mailed link. */
export type UnlockedBy = "password" | "link";

export interface Badge extends BadgeDefinition {
  readonly isOpen: boolean;
  /**
   * The first badge only, once open: what really happened, so its words never say "password set" to a
   * donor who only signed in by link.
   */
  readonly unlockedBy?: UnlockedBy;
}

export interface BadgeState {
  /** All five, lowest first. */
  readonly badges: readonly Badge[];
  /** Collected badges, highest first: `currentBadges[0]` is the one the badge dialog shows. */
  readonly currentBadges: readonly Badge[];
  /** What the dashboard strip shows: collected badges then the next one, lowest first. */
  readonly displayBadges: readonly Badge[];
  /** Badges still locked, lowest first. */
  readonly nextBadges: readonly Badge[];
  readonly badgesCollected: number;
  readonly userPoint: number;
  /** Progress toward the next badge (toward the last one once completed). */
  readonly progressBar: { readonly currentPoint: number; readonly pointMax: number };
  readonly showNextBadgeMessage: boolean;
  readonly completed: boolean;
}

/**
 * The one rule for the first badge: the account is unlocked once the person took it, by setting a
 * password of their own or by a first sign-in with an e-mailed link (docs/decisions/sign-in-link.md).
 */
export function accountUnlocked(input: {
  passwordSet: boolean;
  signedInByLink?: boolean | undefined;
}): boolean {
  return input.passwordSet || input.signedInByLink === true;
}

/**
 * Everything stays locked until the account is unlocked (`accountUnlocked`,
 * docs/product/fundraiser-buddy.md#badges).
 */
export function badgeState(input: {
  points: number;
  passwordSet: boolean;
  signedInByLink?: boolean | undefined;
}): BadgeState {
  const points = Math.max(0, Math.floor(input.points));
  const unlocked = accountUnlocked(input);
  const unlockedBy: UnlockedBy | null = input.passwordSet ? "password" : unlocked ? "link" : null;
  const all: Badge[] = badges.map((b) => {
    const isOpen = unlocked && points >= b.pointMin;
    if (b.level !== "seed") return { ...b, isOpen };
    // The first badge says how it was won, or how to win it.
    const description =
      unlockedBy === "link"
        ? messages.badgeSeedDescriptionByLink.id
        : unlockedBy === "password"
          ? b.description
          : messages.badgeSeedDescriptionLocked.id;
    return { ...b, isOpen, description, ...(unlockedBy ? { unlockedBy } : {}) };
  });
  const collected = all.filter((b) => b.isOpen);
  const locked = all.filter((b) => !b.isOpen);
  const next = locked[0];
  const last = all[all.length - 1];
  const pointMax = next?.pointMin ?? last?.pointMin ?? 0;
  return {
    badges: all,
    currentBadges: [...collected].reverse(),
    displayBadges: next ? [...collected, next] : collected,
    nextBadges: locked,
    badgesCollected: collected.length,
    userPoint: points,
    progressBar: { currentPoint: Math.min(points, pointMax), pointMax },
    showNextBadgeMessage: collected.length < BADGE_COUNT,
    completed: collected.length === BADGE_COUNT,
  };
}

/** Badge points for a referral of a new monthly donor (docs/product/fundraiser-buddy.md#earning-points). */
export const BADGE_POINTS_PER_REFERRED_MONTHLY_DONOR = 50;
/** One badge point per this many rupiah donated. */
export const RUPIAH_PER_BADGE_POINT = 1000;

/**
 * Donor badge points: 1 per Rp 1.000 of the donor's successful donations (over their total, so
 * two gifts of Rp 1.500 make 3 points) plus 50 per new monthly donor referred.
 */
export function donorBadgePoints(input: {
  successfulDonationAmounts: readonly Rupiah[];
  referredMonthlyDonors: number;
}): number {
  const total = input.successfulDonationAmounts.reduce(
    (sum, amount) => sum + Math.max(0, Math.trunc(amount)),
    0,
  );
  const referred = Math.max(0, Math.trunc(input.referredMonthlyDonors));
  return Math.floor(total / RUPIAH_PER_BADGE_POINT) + referred * BADGE_POINTS_PER_REFERRED_MONTHLY_DONOR;
}
