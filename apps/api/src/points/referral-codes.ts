import { eq } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { referralCodes } from "../platform/db/schema/index.ts";

/** Whose a code is in the registry: newly ours, already ours, or someone else's (now or before). */
export type ReferralCodeClaim = "registered" | "own" | "taken";

/**
 * Registers `code` (case-insensitive) for `userId` in the registry of every code ever given. A code
 * registered to anyone else, or to an account since deleted, stays theirs forever: it is never handed
 * to another person, so a freed code cannot pull in someone else's referred donors or points.
 * One atomic insert decides between simultaneous claims.
 */
export async function claimReferralCode(
  db: Database,
  code: string,
  userId: string,
): Promise<ReferralCodeClaim> {
  const key = code.trim().toLowerCase();
  const inserted = await db
    .insert(referralCodes)
    .values({ code: key, userId })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  if (inserted.length > 0) return "registered";
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, key))
    .limit(1);
  return row?.userId === userId ? "own" : "taken";
}

export class ReferralCodeTakenError extends Error {
  constructor(code: string) {
    super(`referral code already given: ${code}`);
  }
}

/** `claimReferralCode` for code generation: a code given before throws, so the caller draws another. */
export async function registerNewReferralCode(db: Database, code: string, userId: string): Promise<void> {
  if ((await claimReferralCode(db, code, userId)) === "taken") throw new ReferralCodeTakenError(code);
}
