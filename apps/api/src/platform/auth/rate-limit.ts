import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/*
 * Login (docs/security.md, "Sign-in that a stranger cannot take away"). Subjects start with the
 * account's e-mail so a password reset can clear every count of the account at once.
 * - A browser with a valid device note for the account (accounts/trusted-device.ts): 10 failed
 *   tries per 15 minutes on that device, and nothing else counts against it, so the owner signs in from
 *   their own browser whatever strangers do elsewhere.
 * - Any other browser: 10 tries per account and client address per 15 minutes (a success clears it),
 *   and 100 failed tries per account from unknown devices per 15 minutes, so spraying from many
 *   addresses stops too (each try holds a count while it runs; a success gives its count back).
 */
export const loginLimit: RateLimitRule = { name: "login", limit: 10, windowSeconds: 15 * 60 };
export const loginAccountLimit: RateLimitRule = { name: "login-account", limit: 100, windowSeconds: 15 * 60 };
export const loginDeviceLimit: RateLimitRule = { name: "login-device", limit: 10, windowSeconds: 15 * 60 };
/** Forgot password: 5 mails per target e-mail per hour, whoever asks; 20 requests per client address per hour. */
export const forgotEmailLimit: RateLimitRule = { name: "forgot-email", limit: 5, windowSeconds: 60 * 60 };
export const forgotAddressLimit: RateLimitRule = { name: "forgot-ip", limit: 20, windowSeconds: 60 * 60 };
/**
 * Sign-in link (docs/product/accounts.md#sign-in-links): counted like forgot-password, in counts of its own.
 */
export const signInLinkEmailLimit: RateLimitRule = {
  name: "sign-in-link-email",
  limit: 5,
  windowSeconds: 60 * 60,
};
export const signInLinkAddressLimit: RateLimitRule = {
  name: "sign-in-link-ip",
  limit: 20,
  windowSeconds: 60 * 60,
};
/**
 * The current password asked by a password or bank-account change: 10 wrong tries per account per
 * 15 minutes, so a stolen session cannot guess it.
 */
export const currentPasswordLimit: RateLimitRule = {
  name: "current-password",
  limit: 10,
  windowSeconds: 15 * 60,
};

/**
 * Two-factor codes (docs/decisions/two-factor.md): 10 wrong codes per account per 15 minutes, at the
 * login's second step and the set-up's confirmation alike; only failures fill it. On top of
 * better-auth's 5 tries per challenge (then the password again) and its own per-account lockout.
 */
export const twoFactorCodeLimit: RateLimitRule = {
  name: "two-factor-code",
  limit: 10,
  windowSeconds: 15 * 60,
};

export function loginSubject(email: string, address: string): string {
  return `${email.trim().toLowerCase()}|${address}`;
}

/** One counted request: the rule it falls under and whom it counts (an address, an e-mail, both). */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
}

/** The upsert of one fixed-window counter, answering its count after this request. */
function counterUpsert(db: Database, hit: RateLimitHit, now: Date) {
  const key = `${hit.rule.name}:${hit.subject.toLowerCase()}`;
  const windowStart = new Date(now.getTime() - hit.rule.windowSeconds * 1000);
  return db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
}

/**
 * Fixed-window counter in the database (one atomic upsert), so every API process shares the count.
 * Throws RATE_LIMITED once the window's limit is passed.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<void> {
  await hitRateLimits(db, [{ rule, subject }], now);
}

/**
 * Counts one request under several rules in one round trip (each counter its own upsert, as
 * `hitRateLimit`'s, in one statement of data-modifying CTEs), then throws RATE_LIMITED if any window is
 * full. Every counter moves even when an earlier one is full: a refused request still counts
 * (docs/decisions/operations.md#request-cost).
 */
export async function hitRateLimits(db: Database, hits: RateLimitHit[], now: Date): Promise<void> {
  if (hits.length === 0) return;
  if (hits.length === 1) {
    const [only] = hits as [RateLimitHit];
    const [row] = await counterUpsert(db, only, now);
    if ((row?.count ?? 0) > only.rule.limit) throw new ApiError("RATE_LIMITED");
    return;
  }
  const parts = hits.map((hit, i) => sql`${sql.raw(`c${i}`)} as (${counterUpsert(db, hit, now).getSQL()})`);
  const counts = hits.map((_, i) => sql.raw(`(select count from c${i}) as c${i}`));
  const result = (await db.execute(
    sql`with ${sql.join(parts, sql`, `)} select ${sql.join(counts, sql`, `)}`,
  )) as unknown as {
    rows: Record<string, number | string>[];
  };
  const [row] = result.rows;
  if (hits.some((hit, i) => Number(row?.[`c${i}`] ?? 0) > hit.rule.limit)) throw new ApiError("RATE_LIMITED");
}

/** A successful login forgets the failed attempts before it. */
export async function clearRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${rule.name}:${subject.toLowerCase()}`));
}

/** Gives back one counted try (it succeeded), so only failures fill the window. */
export async function releaseRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, `${rule.name}:${subject.toLowerCase()}`), gt(rateLimits.count, 0)));
}

/** Forgets every count of a rule whose subject starts with `prefix` (all addresses of one account). */
export async function clearRateLimitsStartingWith(
  db: Database,
  rule: RateLimitRule,
  prefix: string,
): Promise<void> {
  const start = `${rule.name}:${prefix.toLowerCase()}`;
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${start})`);
}

/** A successful password reset (the mailbox's owner) unlocks the account at every address. */
export async function clearLoginLimits(db: Database, email: string): Promise<void> {
  const target = email.trim().toLowerCase();
  await clearRateLimitsStartingWith(db, loginLimit, `${target}|`);
  await clearRateLimitsStartingWith(db, loginDeviceLimit, `${target}|`);
  await clearRateLimit(db, loginAccountLimit, target);
}

/*
 * Anonymous routes that send mail or create records (docs/security.md#threat-model). Counted only for bodies
 * that pass validation (a typo costs nothing), per target e-mail, per client address and e-mail, and
 * a looser per-address ceiling (many real people share one address behind mobile carriers' NAT).
 * A full Playwright run makes about 40 donations, 4 report requests and 4 signups from 127.0.0.1.
 */
/** Impact report (call 17): 3 mails per address e-mail per hour; 30 requests per client address per hour. */
export const reportEmailLimit: RateLimitRule = { name: "report-email", limit: 3, windowSeconds: 60 * 60 };
export const reportAddressLimit: RateLimitRule = { name: "report-ip", limit: 30, windowSeconds: 60 * 60 };
/** Volunteer signup (call 14): 3 per e-mail per hour; 30 per client address per hour. */
export const volunteerSignupEmailLimit: RateLimitRule = {
  name: "volunteer-email",
  limit: 3,
  windowSeconds: 60 * 60,
};
export const volunteerSignupAddressLimit: RateLimitRule = {
  name: "volunteer-ip",
  limit: 30,
  windowSeconds: 60 * 60,
};
/**
 * Donation creation (call 3, anonymous): 10 per client address and e-mail per 10 minutes (a donor
 * retrying a failed payment a few times), 30 per e-mail per hour, 200 per client address per hour.
 */
export const donationAddressEmailLimit: RateLimitRule = {
  name: "donation-ip-email",
  limit: 10,
  windowSeconds: 10 * 60,
};
export const donationEmailLimit: RateLimitRule = {
  name: "donation-email",
  limit: 30,
  windowSeconds: 60 * 60,
};
export const donationAddressLimit: RateLimitRule = {
  name: "donation-ip",
  limit: 200,
  windowSeconds: 60 * 60,
};
/**
 * The donor wall's Aamiin and reports (docs/product/fundraisers.md#donor-wall), anonymous and counted per
 * client address only (there is no e-mail): 120 Aamiin per 10 minutes (a family behind one carrier
 * address reading a long wall), 20 reports per hour.
 */
export const wallAamiinAddressLimit: RateLimitRule = {
  name: "wall-aamiin-ip",
  limit: 120,
  windowSeconds: 10 * 60,
};
export const wallReportAddressLimit: RateLimitRule = {
  name: "wall-report-ip",
  limit: 20,
  windowSeconds: 60 * 60,
};
