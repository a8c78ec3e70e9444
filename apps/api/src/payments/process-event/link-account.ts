import { and, eq, isNull, sql } from "drizzle-orm";
import {
  createAccountInTransaction,
  findUserByEmail,
  type UserRow,
  unusablePasswordHash,
} from "../../accounts/accounts.ts";
import { sendWelcomeMail } from "../../accounts/sign-in-link.ts";
import type { Services } from "../../platform/context.ts";
import type { Database } from "../../platform/db/client.ts";
import { donations, recurringPlans } from "../../platform/db/schema/index.ts";
import type { WebhookEvent } from "../port.ts";

interface Donor {
  email: string;
  fullname: string;
  locale: "id" | "en";
  phone: string;
}

/** The account a paid donation belongs to: the one it was made with, else the one of its e-mail. */
export async function findDonorId(
  tx: Database,
  donation: { userId: string | null; email: string },
): Promise<string | null> {
  return donation.userId ?? (await findUserByEmail(tx, donation.email))?.id ?? null;
}

/**
 * A cheap look (no lock) whether this event is a first monthly payment of someone without an account.
 * Hashing is slow and must not hold locks: the caller prepares the hash before the transaction.
 */
export async function mayCreateDonor(db: Database, event: WebhookEvent): Promise<boolean> {
  if (event.outcome !== "paid") return false;
  const [donation] = await db
    .select({ userId: donations.userId, email: donations.email, planId: donations.recurringPlanId })
    .from(donations)
    .where(eq(donations.pgId, event.pgId))
    .limit(1);
  if (!donation?.planId || donation.userId) return false;
  return !(await findUserByEmail(db, donation.email));
}

/**
 * The donor account of a plan's payment made without one: created with its set-password mail, then
 * given the plan and every donation of its e-mail that has no account yet.
 */
export async function createPlanDonor(
  services: Services,
  tx: Database,
  donation: Donor,
  planId: string,
  preparedHash: string | null,
): Promise<string> {
  const donor = await createDonor(services, tx, donation, preparedHash);
  await tx.update(recurringPlans).set({ userId: donor.id }).where(eq(recurringPlans.id, planId));
  await tx
    .update(donations)
    .set({ userId: donor.id })
    .where(and(eq(sql`lower(${donations.email})`, donor.email.toLowerCase()), isNull(donations.userId)));
  return donor.id;
}

/** The paid donation joins its donor's account when it was made without it. */
export async function linkDonation(
  tx: Database,
  donation: { id: string; userId: string | null },
  donorId: string | null,
): Promise<void> {
  if (!donorId || donorId === donation.userId) return;
  await tx.update(donations).set({ userId: donorId }).where(eq(donations.id, donation.id));
}

/**
 * The donor account and its set-password mail, in the payment's transaction. Another payment may
 * have created the account a moment ago (it commits first, our insert then fails): a savepoint keeps
 * our transaction alive and we use theirs.
 */
async function createDonor(
  services: Services,
  tx: Database,
  donation: Donor,
  preparedHash: string | null,
): Promise<UserRow> {
  const passwordHash = preparedHash ?? (await unusablePasswordHash(services));
  let user: UserRow;
  try {
    user = await tx.transaction((savepoint) =>
      createAccountInTransaction(
        savepoint,
        {
          email: donation.email,
          name: donation.fullname,
          role: "donor",
          locale: donation.locale,
          phone: donation.phone,
        },
        passwordHash,
      ),
    );
  } catch (error) {
    const existing = await findUserByEmail(tx, donation.email);
    if (!existing) throw error;
    return existing;
  }
  await sendWelcomeMail(services, user, tx);
  return user;
}
