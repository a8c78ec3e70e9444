import type { PersonalDataExport } from "@rimbun/contract";
import { type AnyColumn, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/accounts.ts";
import { mailPreferencesOf } from "../mail/mail-preferences.ts";
import { whatsAppOf } from "../messaging/consent.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  auditLog,
  donations,
  emailOutbox,
  newsletterSubscriptions,
  pointLedger,
  recurringPlans,
  referralCodes,
  reportRequests,
  sessions,
  volunteerApplications,
  volunteerProfiles,
} from "../platform/db/schema/index.ts";
import { tributesForExport } from "../tributes/tribute-privacy.ts";

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const sameEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** The person's own donations and plans: by account, or given under their address. Never the gifts they referred. */
async function moneyOf(db: Database, user: UserRow) {
  const plans = await db
    .select()
    .from(recurringPlans)
    .where(or(eq(recurringPlans.userId, user.id), sameEmail(recurringPlans.email, user.email)))
    .orderBy(desc(recurringPlans.createdAt));
  const gifts = await db
    .select()
    .from(donations)
    .where(or(eq(donations.userId, user.id), sameEmail(donations.email, user.email)))
    .orderBy(desc(donations.createdAt));
  const ledger = await db
    .select()
    .from(pointLedger)
    .where(eq(pointLedger.userId, user.id))
    .orderBy(desc(pointLedger.createdAt));
  return { plans, gifts, ledger };
}

async function contactOf(db: Database, user: UserRow) {
  const [profile] = await db
    .select()
    .from(volunteerProfiles)
    .where(eq(volunteerProfiles.userId, user.id))
    .limit(1);
  const applications = await db
    .select()
    .from(volunteerApplications)
    .where(sameEmail(volunteerApplications.email, user.email));
  const [newsletter] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sameEmail(newsletterSubscriptions.email, user.email))
    .limit(1);
  const reports = await db.select().from(reportRequests).where(sameEmail(reportRequests.email, user.email));
  const codes = await db.select().from(referralCodes).where(eq(referralCodes.userId, user.id));
  const mails = await db
    .select({
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(sameEmail(emailOutbox.to, user.email))
    .orderBy(desc(emailOutbox.createdAt));
  const devices = await db.select().from(sessions).where(eq(sessions.userId, user.id));
  return { profile, applications, newsletter, reports, codes, mails, devices };
}

/** Audit entries whose subject is the person's account, one of their plans or one of their donations. */
async function auditAbout(db: Database, user: UserRow, planIds: string[], donationIds: string[]) {
  const subjects = [
    `user:${user.id}`,
    ...planIds.map((id) => `plan:${id}`),
    ...donationIds.map((id) => `donation:${id}`),
  ];
  return db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.subject, subjects))
    .orderBy(desc(auditLog.createdAt));
}

type Money = Awaited<ReturnType<typeof moneyOf>>;
type Contact = Awaited<ReturnType<typeof contactOf>>;

function moneyPart(money: Money): Pick<PersonalDataExport, "recurring_plans" | "donations" | "points"> {
  return {
    recurring_plans: money.plans.map((plan) => ({
      pg_id: plan.pgId,
      channel: plan.channel,
      amount: plan.amount,
      status: plan.status,
      fullname: plan.fullname,
      email: plan.email,
      phone: plan.phone,
      referral_code: plan.referralCode,
      campaign: plan.campaignSlug,
      next_charge_at: iso(plan.nextChargeAt),
      stopped_at: iso(plan.stoppedAt),
      created_at: plan.createdAt.toISOString(),
    })),
    donations: money.gifts.map((gift) => ({
      local_id: gift.localId,
      type: gift.type,
      status: gift.status,
      amount: gift.amount,
      channel: gift.channel,
      fullname: gift.fullname,
      email: gift.email,
      phone: gift.phone,
      referral_code: gift.referralCode,
      campaign: gift.campaignSlug,
      paid_at: iso(gift.paidAt),
      created_at: gift.createdAt.toISOString(),
    })),
    points: money.ledger.map((entry) => ({
      type: entry.type,
      status: entry.status,
      points: String(entry.points),
      amount: entry.amount,
      reason: entry.reason,
      description: entry.description,
      notes: entry.notes,
      decided_at: iso(entry.decidedAt),
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/** The export speaks snake_case throughout, as the API does; table rows come in Drizzle's camelCase. */
function snakeCaseKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  );
}

function profilePart(
  user: UserRow,
  contact: Contact,
): Pick<PersonalDataExport, "account" | "referral_codes" | "volunteer_profile" | "volunteer_applications"> {
  return {
    account: {
      email: user.email,
      name: user.name,
      role: user.role,
      locale: user.locale,
      phone: user.phone,
      address: user.address,
      avatar: user.avatar,
      password_set: user.first,
      created_at: user.createdAt.toISOString(),
    },
    referral_codes: contact.codes.map((row) => ({
      code: row.code,
      current: row.code === user.referralCode?.toLowerCase(),
      created_at: row.createdAt.toISOString(),
    })),
    volunteer_profile: contact.profile
      ? {
          first_name: contact.profile.firstName,
          last_name: contact.profile.lastName,
          social_media: contact.profile.socialMedia,
          private_information: { ...contact.profile.privateInformation },
          optional_information: { ...contact.profile.optionalInformation },
          bank_account: { ...contact.profile.bankAccount },
        }
      : null,
    volunteer_applications: contact.applications.map(({ id: _id, ...row }) =>
      snakeCaseKeys({ ...row, decidedAt: iso(row.decidedAt), createdAt: row.createdAt.toISOString() }),
    ),
  };
}

function contactPart(
  contact: Contact,
): Pick<PersonalDataExport, "newsletter" | "report_requests" | "mails" | "sessions"> {
  return {
    newsletter: contact.newsletter
      ? {
          status: contact.newsletter.status,
          source: contact.newsletter.source,
          locale: contact.newsletter.locale,
          created_at: contact.newsletter.createdAt.toISOString(),
          confirmed_at: iso(contact.newsletter.confirmedAt),
          unsubscribed_at: iso(contact.newsletter.unsubscribedAt),
        }
      : null,
    report_requests: contact.reports.map((row) => ({
      name: row.name,
      phone: row.phone,
      newsletter: row.newsletter,
      created_at: row.createdAt.toISOString(),
    })),
    mails: contact.mails.map((mail) => ({
      kind: mail.kind,
      subject: mail.subject,
      status: mail.status,
      sent_at: iso(mail.sentAt),
      created_at: mail.createdAt.toISOString(),
    })),
    sessions: contact.devices.map((session) => ({
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
    })),
  };
}

/**
 * Everything held about one person (PDP law 27/2022, right of access), read for the signed-in user only.
 * Mails are listed by kind, subject and date: their bodies may hold sign-in tokens.
 */
export async function personalDataOf(services: Services, user: UserRow): Promise<PersonalDataExport> {
  const { db } = services;
  const money = await moneyOf(db, user);
  const contact = await contactOf(db, user);
  const entries = await auditAbout(
    db,
    user,
    money.plans.map((plan) => plan.id),
    money.gifts.map((gift) => gift.id),
  );
  const preferences = await mailPreferencesOf(db, user.email);
  const whatsapp = await whatsAppOf(db, user.id);
  const tributes = await tributesForExport(
    db,
    money.gifts.map((gift) => gift.id),
  );
  return {
    exported_at: services.now().toISOString(),
    ...profilePart(user, contact),
    ...moneyPart(money),
    gifts_in_someones_name: tributes,
    ...contactPart(contact),
    mail_preferences: {
      campaign_updates: preferences.campaignUpdates,
      yearly_statement: preferences.yearlyStatement,
    },
    whatsapp,
    audit: entries.map((entry) => ({
      action: entry.action,
      by_self: entry.actorUserId === user.id,
      data: { ...(entry.data as Record<string, unknown>) },
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
