import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { requestAddress } from "./client-address.ts";
import { hitRateLimits, type RateLimitHit, type RateLimitRule } from "./rate-limit.ts";

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
  const hits: RateLimitHit[] = [];
  if (rules.address) hits.push({ rule: rules.address, subject: address });
  if (rules.addressEmail) hits.push({ rule: rules.addressEmail, subject: `${address}|${target}` });
  if (rules.email) hits.push({ rule: rules.email, subject: target });
  await hitRateLimits(services.db, hits, services.now());
}
