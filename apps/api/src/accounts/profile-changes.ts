import type { updateVolunteerProfileRequestSchema } from "@rimbun/contract";
import type { BankAccount } from "@rimbun/domain/schemas";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { accountNoticeTemplates } from "../mail/templates.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { users, volunteerProfiles } from "../platform/db/schema/index.ts";
import { forgotPasswordUrl, maskBankAccount } from "./account-security.ts";
import type { UserRow } from "./accounts.ts";

/** Calls 7/8's writes (accounts/routes/profile-update.ts judges the request, these store it). */

/** The volunteer's stored bank account, or null. */
export async function storedBankAccount(db: Database, userId: string): Promise<Partial<BankAccount> | null> {
  const [stored] = await db
    .select({ bank: volunteerProfiles.bankAccount })
    .from(volunteerProfiles)
    .where(eq(volunteerProfiles.userId, userId))
    .limit(1);
  return stored?.bank ?? null;
}

/** A donor's phone and address and/or avatar, with its audit entry (and mail), in one transaction. */
export async function saveDonorProfile(
  services: Services,
  viewer: Viewer,
  target: UserRow,
  {
    details,
    avatarPath,
  }: { details: { phone: string; address: string | null } | null; avatarPath: string | null },
): Promise<void> {
  await services.db.transaction(async (tx) => {
    if (details) await tx.update(users).set(details).where(eq(users.id, target.id));
    if (avatarPath)
      await tx.update(users).set({ avatar: avatarPath, image: avatarPath }).where(eq(users.id, target.id));
    await recordProfileChange(services, tx, viewer, target, {
      avatar: avatarPath !== null,
      details: details !== null,
    });
  });
}

export interface BankChange {
  after: BankAccount;
  before: Partial<BankAccount> | null;
  changed: boolean;
}

/** A volunteer's profile, bank account and/or avatar, with their audit entries and mails, in one transaction. */
export async function saveVolunteerProfile(
  services: Services,
  viewer: Viewer,
  target: UserRow,
  {
    profile,
    bank,
    avatarPath,
  }: {
    profile: z.output<typeof updateVolunteerProfileRequestSchema> | null;
    bank: BankChange | null;
    avatarPath: string | null;
  },
): Promise<void> {
  await services.db.transaction(async (tx) => {
    if (profile) {
      await tx
        .update(users)
        .set({ name: profile.fullname, phone: profile.phone, address: profile.address ?? null })
        .where(eq(users.id, target.id));
      const values = {
        firstName: profile.first_name,
        lastName: profile.last_name,
        socialMedia: profile.social_media ?? null,
        ...(profile.private_information ? { privateInformation: profile.private_information } : {}),
        ...(profile.optional_information ? { optionalInformation: profile.optional_information } : {}),
      };
      await tx
        .insert(volunteerProfiles)
        .values({ userId: target.id, ...values })
        .onConflictDoUpdate({ target: volunteerProfiles.userId, set: values });
    }
    if (bank?.changed) {
      await tx
        .insert(volunteerProfiles)
        .values({ userId: target.id, bankAccount: bank.after })
        .onConflictDoUpdate({ target: volunteerProfiles.userId, set: { bankAccount: bank.after } });
      await audit(tx, {
        actorUserId: viewer.userId,
        action: "bank-account.update",
        subject: `user:${target.id}`,
        data: { before: maskBankAccount(bank.before), after: maskBankAccount(bank.after) },
      });
      await services.mailer.enqueue(
        tx,
        target.email,
        target.locale,
        accountNoticeTemplates.bankAccountChanged(target.locale, {
          name: target.name,
          before: maskBankAccount(bank.before),
          after: maskBankAccount(bank.after),
          resetUrl: forgotPasswordUrl(services, target.locale),
        }),
      );
    }
    if (avatarPath)
      await tx.update(users).set({ avatar: avatarPath, image: avatarPath }).where(eq(users.id, target.id));
    await recordProfileChange(services, tx, viewer, target, {
      avatar: avatarPath !== null,
      details: profile !== null,
      bank: bank?.changed ?? false,
    });
  });
}

/**
 * Every profile change is audited with the session's user as the actor; a change an administrator
 * made to someone else's profile is also mailed to that person.
 */
async function recordProfileChange(
  services: Services,
  tx: Database,
  viewer: Viewer,
  target: UserRow,
  changed: Record<string, boolean>,
) {
  const onBehalf = target.id !== viewer.userId;
  await audit(tx, {
    actorUserId: viewer.userId,
    action: "profile.update",
    subject: `user:${target.id}`,
    data: { ...changed, ...(onBehalf ? { by: viewer.role } : {}) },
  });
  if (onBehalf) {
    await services.mailer.enqueue(
      tx,
      target.email,
      target.locale,
      accountNoticeTemplates.profileChangedByAdmin(target.locale, { name: target.name }),
    );
  }
}
