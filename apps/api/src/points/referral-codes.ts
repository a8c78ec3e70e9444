import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { referralCodes, users } from "../platform/db/schema/index.ts";

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

/** Whether another person's current code is `code` (any case). */
export async function referralCodeInUse(db: Database, code: string, userId: string): Promise<boolean> {
  const [current] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.referralCode})`, code.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return Boolean(current);
}

/**
 * Call 13's one-time change: sets the code and locks it in one conditional UPDATE, so of two
 * simultaneous changes exactly one wins. False: the code was already changed (locked).
 */
export async function lockInReferralCode(db: Database, code: string, userId: string): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ referralCode: code, referralLocked: true })
    .where(and(eq(users.id, userId), eq(users.referralLocked, false)))
    .returning({ id: users.id });
  return changed.length > 0;
}
