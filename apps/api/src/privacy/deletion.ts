import { isStaffRole } from "@rimbun/domain/constants";
import { DELETED_EMAIL_DOMAIN } from "@rimbun/domain/email-mask";
import { type AnyColumn, and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { findUserById, type UserRow } from "../accounts/accounts.ts";
import { deleteAvatars } from "../accounts/avatars.ts";
import { applyDonorRequest } from "../billing/recurring.ts";
import { moveCampaignDonors } from "../campaigns/campaign-totals.ts";
import { forgetFundraiserPerson } from "../fundraisers/fundraiser-totals.ts";
import { privacyMailTemplates } from "../mail/privacy-templates.ts";
import { forgetWhatsApp } from "../messaging/consent.ts";
import { audit } from "../platform/audit.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  accounts,
  auditLog,
  donations,
  emailOutbox,
  mailPreferences,
  newsletterSubscriptions,
  pointLedger,
  recurringPlans,
  referralDonors,
  reportRequests,
  sessions,
  users,
  verifications,
  volunteerApplications,
  volunteerProfiles,
} from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { signLink, verifyLink } from "../platform/http/signed-links.ts";

const deletionPurpose = "account-delete";
/** The mailed link is short-lived: deleting is final. */
export const deletionLinkMinutes = 60;

/** What replaces the person's fields on the rows the foundation keeps (donations, plans, the user row). */
export const deletedPlaceholders = {
  name: "Deleted account",
  phone: "-",
  email: (userId: string) => `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`,
} as const;

/** The token names the account and its address at the time: once anonymised, no old link matches. */
const tokenSubject = (user: Pick<UserRow, "id" | "email">) => `${user.id}:${user.email.toLowerCase()}`;

export function accountDeletionUrl(services: Services, user: UserRow): string {
  const expires = new Date(services.now().getTime() + deletionLinkMinutes * 60_000);
  const token = signLink(services.env.LINK_SECRET, deletionPurpose, tokenSubject(user), expires);
  const query = new URLSearchParams({ token, locale: user.locale });
  return `${services.env.API_PUBLIC_URL.replace(/\/$/, "")}/v1/privacy/deletion/confirm?${query}`;
}

/** Mails the confirmation link to the account's own address; nothing is deleted until its page's POST. */
export async function mailAccountDeletionLink(services: Services, user: UserRow): Promise<void> {
  await services.mailer.send(
    user.email,
    user.locale,
    privacyMailTemplates.accountDeletion(user.locale, {
      name: user.name,
      url: accountDeletionUrl(services, user),
      minutes: deletionLinkMinutes,
    }),
  );
}

/**
 * Donors and volunteers delete their own accounts. Staff and administrators leave through an
 * administrator's disable, which keeps the audit trail of what they did and never removes the last
 * administrator (docs/security.md, "Audit trail").
 */
export function maySelfDelete(user: Pick<UserRow, "role">): boolean {
  return !isStaffRole(user.role);
}

/** The live account a deletion link names; null when forged, expired, or the account is gone already. */
export async function accountForDeletionToken(services: Services, token: string): Promise<UserRow | null> {
  const subject = verifyLink(services.env.LINK_SECRET, deletionPurpose, token, services.now());
  if (!subject) return null;
  const userId = subject.slice(0, subject.indexOf(":"));
  const user = await findUserById(services.db, userId);
  if (!user || user.deletedAt || !maySelfDelete(user) || tokenSubject(user) !== subject) return null;
  return user;
}

/**
 * Stops the person's monthly plans the way a donor's stop does (through the billing machine, which
 * reaches the provider's plan), before anything is anonymised so the stop confirmation still reaches them.
 */
async function stopPlans(services: Services, user: UserRow): Promise<number> {
  const plans = await services.db
    .select({ pgId: recurringPlans.pgId, status: recurringPlans.status })
    .from(recurringPlans)
    .where(
      and(
        or(eq(recurringPlans.userId, user.id), sql`lower(${recurringPlans.email}) = ${user.email}`),
        inArray(recurringPlans.status, ["pending", "active", "paused"]),
      ),
    );
  let stopped = 0;
  for (const plan of plans) {
    if (plan.status === "pending") {
      // Never paid: there is nothing at the provider to stop, and its first payment must not revive it.
      await services.db
        .update(recurringPlans)
        .set({ status: "inactive", stoppedAt: services.now() })
        .where(eq(recurringPlans.pgId, plan.pgId));
      stopped += 1;
      continue;
    }
    try {
      await applyDonorRequest(
        services,
        null,
        { pgId: plan.pgId, event: { type: "stop" }, action: "recurring.stop" },
        { byLink: true },
      );
      stopped += 1;
    } catch (error) {
      // Already stopped meanwhile: nothing left to do for this plan.
      if (!(error instanceof ApiError) || !["NOT_FOUND", "CONFLICT"].includes(error.code)) throw error;
    }
  }
  return stopped;
}

/** Rows the foundation keeps for its books lose the person's name, address and phone. */
async function anonymiseKeptRows(tx: Database, user: UserRow, placeholderEmail: string) {
  const mine = (table: typeof donations | typeof recurringPlans) =>
    or(eq(table.userId, user.id), sql`lower(${table.email}) = ${user.email}`);
  const anonymous = {
    fullname: deletedPlaceholders.name,
    email: placeholderEmail,
    phone: deletedPlaceholders.phone,
  };
  await moveCampaignDonors(tx, mine(donations), placeholderEmail);
  await forgetFundraiserPerson(tx, user.id, mine(donations), placeholderEmail);
  const gifts = await tx
    .update(donations)
    .set(anonymous)
    .where(mine(donations))
    .returning({ id: donations.id });
  await tx.update(recurringPlans).set(anonymous).where(mine(recurringPlans));
  // A referrer's count of distinct donors keeps counting this donor, under the placeholder.
  await tx
    .update(referralDonors)
    .set({ email: placeholderEmail })
    .where(sql`lower(${referralDonors.email}) = ${user.email}`);
  return gifts.length;
}

/** Records only about the person (contact, consents, requests) are deleted outright. */
async function deletePersonalRecords(tx: Database, user: UserRow) {
  const byEmail = (column: AnyColumn) => sql`lower(${column}) = ${user.email}`;
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(accounts).where(eq(accounts.userId, user.id));
  await tx.delete(verifications).where(eq(verifications.value, user.id));
  await tx.delete(volunteerProfiles).where(eq(volunteerProfiles.userId, user.id));
  await tx.delete(volunteerApplications).where(byEmail(volunteerApplications.email));
  await tx.delete(newsletterSubscriptions).where(byEmail(newsletterSubscriptions.email));
  await tx.delete(mailPreferences).where(byEmail(mailPreferences.email));
  await tx.delete(reportRequests).where(byEmail(reportRequests.email));
  await forgetWhatsApp(tx, user.id, deletedPlaceholders.phone);
  // Mails already sent go; a mail still queued (the stop confirmation) leaves, then expires with the rest.
  await tx.delete(emailOutbox).where(and(byEmail(emailOutbox.to), sql`${emailOutbox.status} <> 'outbox'`));
}

/**
 * Deletes an account (PDP law 27/2022, right to erasure), confirmed by the mailed link's POST.
 * Plans stop first; then in one transaction: sessions, password, profile, consents and requests are
 * deleted; donations and plans keep their amounts with placeholders for name, e-mail and phone; the
 * referral code is freed from the account (the link stops working) but stays registered, never reissued;
 * pending point requests are cancelled and unspent points lapse; the user row stays, anonymised, with
 * `deleted_at`. Returns false when the account was already deleted (a replayed link).
 */
export async function deleteAccount(services: Services, user: UserRow): Promise<boolean> {
  if (!maySelfDelete(user)) return false;
  const plansStopped = await stopPlans(services, user);
  const email = user.email.trim().toLowerCase();
  const placeholderEmail = deletedPlaceholders.email(user.id);
  const deleted = await services.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .for("update")
      .limit(1);
    if (!live) return false;
    const row = { ...user, email };
    const donationsAnonymised = await anonymiseKeptRows(tx, row, placeholderEmail);
    await deletePersonalRecords(tx, row);
    const cancelled = await tx
      .update(pointLedger)
      .set({ status: "rejected", notes: "account deleted", decidedAt: services.now() })
      .where(and(eq(pointLedger.userId, user.id), eq(pointLedger.status, "pending")))
      .returning({ id: pointLedger.id });
    await tx
      .update(users)
      .set({
        name: deletedPlaceholders.name,
        email: placeholderEmail,
        emailVerified: false,
        phone: null,
        address: null,
        avatar: null,
        image: null,
        referralCode: null,
        deletedAt: services.now(),
      })
      .where(eq(users.id, user.id));
    // The copies of the person's name and address on their own audit entries (logins, requests) go too.
    await tx
      .update(auditLog)
      .set({ actorName: deletedPlaceholders.name, actorEmail: placeholderEmail })
      .where(eq(auditLog.actorUserId, user.id));
    await audit(tx, {
      actorUserId: user.id,
      action: "account.delete",
      subject: `user:${user.id}`,
      data: { by: "link", plansStopped, donationsAnonymised, pointRequestsCancelled: cancelled.length },
    });
    return true;
  });
  // Every avatar the person ever uploaded, from the storage every process reads.
  if (deleted) await deleteAvatars(services.storage, user.id);
  return deleted;
}
