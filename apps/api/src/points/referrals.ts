import { eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { users } from "../platform/db/schema/index.ts";

export interface Referrer {
  userId: string;
  email: string;
  code: string;
  type: "donor" | "volunteer";
}

/** Finds whose referral code this is (case-insensitive). Staff and admin codes do not count as referrals. */
export async function findReferrer(db: Database, code: string | undefined | null): Promise<Referrer | null> {
  if (!code) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, code: users.referralCode, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.referralCode})`, code.trim().toLowerCase()))
    .limit(1);
  if (!row?.code || (row.role !== "donor" && row.role !== "volunteer")) return null;
  return { userId: row.id, email: row.email, code: row.code, type: row.role };
}
