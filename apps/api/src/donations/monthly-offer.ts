import { jakartaYearMonth } from "@rimbun/domain";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { requestAddress } from "../platform/auth/client-address.ts";
import { hitRateLimit, type RateLimitRule } from "../platform/auth/rate-limit.ts";
import type { AppEnv, Services } from "../platform/context.ts";
import { monthlyOfferMonths } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { signLink, verifyLink } from "../platform/http/signed-links.ts";

/**
 * "Monthly instead" counts (docs/product/donation-flow.md#monthly-instead, docs/decisions/upgrade-links.md):
 * one public call, throttled per client address. A showing answers a signed token valid a day; a take
 * counts only with such a token, and each token once (its signature is kept as a one-shot counter), so
 * a script cannot add takes without showings, and adding showings costs one request each within the
 * address's ceiling.
 */
const OFFER_PURPOSE = "monthly-offer";
const tokenHours = 24;

/** A visitor sees the offer once per flow: 30 an hour from one address is already a busy office. */
export const offerShownLimit: RateLimitRule = { name: "monthly-offer-shown", limit: 30, windowSeconds: 3600 };
export const offerTakenLimit: RateLimitRule = { name: "monthly-offer-taken", limit: 10, windowSeconds: 3600 };
/** A token counts one take: the counter of its signature allows one. */
const tokenUseLimit: RateLimitRule = {
  name: "monthly-offer-token",
  limit: 1,
  windowSeconds: tokenHours * 3600,
};

function monthOf(now: Date): string {
  const { year, month } = jakartaYearMonth(now);
  return `${year}-${String(month).padStart(2, "0")}`;
}

async function bump(services: Services, column: "shown" | "taken"): Promise<void> {
  const month = monthOf(services.now());
  const target = column === "shown" ? monthlyOfferMonths.shown : monthlyOfferMonths.taken;
  await services.db
    .insert(monthlyOfferMonths)
    .values({ month, [column]: 1 })
    .onConflictDoUpdate({ target: monthlyOfferMonths.month, set: { [column]: sql`${target} + 1` } });
}

/** Counts a showing; answers the token its take must carry. */
export async function countOfferShown(c: Context<AppEnv>): Promise<string> {
  const services = c.get("services");
  await hitRateLimit(services.db, offerShownLimit, requestAddress(c), services.now());
  await bump(services, "shown");
  const expiresAt = new Date(services.now().getTime() + tokenHours * 3600_000);
  return signLink(services.env.LINK_SECRET, OFFER_PURPOSE, crypto.randomUUID(), expiresAt);
}

/** Counts a take when its token is ours, fresh and unused; false (nothing counted) otherwise. */
export async function countOfferTaken(c: Context<AppEnv>, token: string): Promise<boolean> {
  const services = c.get("services");
  await hitRateLimit(services.db, offerTakenLimit, requestAddress(c), services.now());
  const subject = verifyLink(services.env.LINK_SECRET, OFFER_PURPOSE, token, services.now());
  if (!subject) return false;
  try {
    await hitRateLimit(services.db, tokenUseLimit, subject, services.now());
  } catch (error) {
    if (error instanceof ApiError && error.code === "RATE_LIMITED") return false;
    throw error;
  }
  await bump(services, "taken");
  return true;
}
