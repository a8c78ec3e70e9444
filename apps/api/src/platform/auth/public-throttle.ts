import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { requestAddress } from "./client-address.ts";
import { hitRateLimit, type RateLimitRule } from "./rate-limit.ts";

export interface PublicThrottle {
  /** Counted per target e-mail, whoever asks. */
  email?: RateLimitRule;
  /** Counted per client address and target e-mail. */
  addressEmail?: RateLimitRule;
  /** Counted per client address (the loose ceiling). */
  address?: RateLimitRule;
}

/**
 * Counts one request of an anonymous route that mails `email` or creates records for it, and throws
 * RATE_LIMITED (429) once any of the rules' windows is full. Call it after the body validated.
 */
export async function throttlePublicRequest(
  c: Context<AppEnv>,
  rules: PublicThrottle,
  email: string,
): Promise<void> {
  const services = c.get("services");
  const address = requestAddress(c);
  const target = email.trim().toLowerCase();
  const now = services.now();
  if (rules.address) await hitRateLimit(services.db, rules.address, address, now);
  if (rules.addressEmail) await hitRateLimit(services.db, rules.addressEmail, `${address}|${target}`, now);
  if (rules.email) await hitRateLimit(services.db, rules.email, target, now);
}
