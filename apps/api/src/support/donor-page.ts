import type { DonorDonation, DonorPage, DonorPlan } from "@rimbun/contract";
import { isStaffRole } from "@rimbun/domain/constants";
import { invoiceNumber } from "@rimbun/domain/invoice";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { audit } from "../platform/audit.ts";
import type { Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  auditLog,
  donations,
  emailOutbox,
  jobs,
  mailPreferences,
  newsletterSubscriptions,
  recurringPlans,
  users,
} from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { refundJobKey } from "./refund.ts";
import { guestPrefix } from "./search.ts";

type DonationRow = typeof donations.$inferSelect;
type PlanRow = typeof recurringPlans.$inferSelect;
type AuditRow = typeof auditLog.$inferSelect;

/** How much of a long history the page shows (newest first). */
const DONATION_LIMIT = 100;
const MAIL_LIMIT = 50;
const AUDIT_LIMIT = 50;

export interface Donor {
  donorId: string;
  /** The audit subject of the donor themself. */
  subject: string;
  user: typeof users.$inferSelect | null;
  email: string;
  profile: DonorPage["profile"];
}

/** A user id, or `guest-<donation id>` for a donor without an account; unknown is 404. */
export async function findDonor(db: Database, donorId: string): Promise<Donor> {
  if (donorId.startsWith(guestPrefix)) {
    const [donation] = await db
      .select()
      .from(donations)
      .where(eq(donations.id, donorId.slice(guestPrefix.length)))
      .limit(1);
    if (!donation) throw new ApiError("NOT_FOUND");
    return {
      donorId,
      subject: `guest:${donation.id}`,
      user: null,
      email: donation.email.toLowerCase(),
      profile: {
        name: donation.fullname,
        email: donation.email,
        phone: donation.phone,
        role: null,
        locale: donation.locale,
        created_at: null,
        deleted: false,
      },
    };
  }
  const [user] = await db.select().from(users).where(eq(users.id, donorId)).limit(1);
  if (!user) throw new ApiError("NOT_FOUND");
  return {
    donorId,
    subject: `user:${user.id}`,
    user,
    email: user.email.toLowerCase(),
    profile: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      locale: user.locale,
      created_at: user.createdAt.toISOString(),
      deleted: user.deletedAt !== null,
    },
  };
}

/** The donor's rows: an account's by its id or its e-mail; a guest's by the e-mail, without an account. */
function ownedBy(columns: { userId: PgColumn; email: PgColumn }, donor: Donor) {
  const byEmail = sql`lower(${columns.email}) = ${donor.email}`;
  return donor.user ? or(eq(columns.userId, donor.user.id), byEmail) : and(byEmail, isNull(columns.userId));
}

/** Names of the people who acted in these audit entries (the donor, staff); the system has none. */
async function actorsOf(db: Database, rows: AuditRow[]) {
  const ids = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map<string, { name: string; staff: boolean }>();
  const found = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((row) => [row.id, { name: row.name, staff: isStaffRole(row.role) }]));
}

const reasonOf = (row: AuditRow): string | null => {
  const reason = (row.data as { reason?: unknown }).reason;
  return typeof reason === "string" ? reason : null;
};

function planView(
  plan: PlanRow,
  entries: AuditRow[],
  actors: Map<string, { name: string; staff: boolean }>,
): DonorPlan {
  return {
    id: plan.id,
    status: plan.status,
    channel: plan.channel,
    amount: plan.amount,
    next_charge_at: plan.nextChargeAt?.toISOString() ?? null,
    created_at: plan.createdAt.toISOString(),
    stopped_at: plan.stoppedAt?.toISOString() ?? null,
    history: entries
      .filter((entry) => entry.subject === `plan:${plan.id}`)
      .map((entry) => {
        const actor = entry.actorUserId ? actors.get(entry.actorUserId) : undefined;
        return {
          at: entry.createdAt.toISOString(),
          action: entry.action,
          by: actor ? (actor.staff ? "staff" : "donor") : "system",
          staff_name: actor?.staff ? actor.name : null,
          reason: reasonOf(entry),
        };
      }),
  };
}

const refundStates = { queued: "requested", running: "requested", done: "sent", failed: "failed" } as const;

function donationView(
  row: DonationRow,
  entries: AuditRow[],
  refunds: Map<string, { status: keyof typeof refundStates; createdAt: Date }>,
): DonorDonation {
  const refund = refunds.get(refundJobKey(row.id));
  return {
    id: row.id,
    local_id: row.localId,
    invoice_number: invoiceNumber(row.id),
    type: row.type,
    status: row.status,
    amount: row.amount,
    covered_fee: row.coveredFee,
    channel: row.channel,
    provider: row.provider,
    provider_id: row.pgId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    flag: row.flag,
    campaign_slug: row.campaignSlug,
    referral_code: row.referralCode,
    refund: refund
      ? { state: refundStates[refund.status], requested_at: refund.createdAt.toISOString() }
      : null,
    events: entries
      .filter((entry) => entry.subject === `donation:${row.id}` && entry.action.startsWith("donation."))
      .map((entry) => {
        const data = entry.data as { event?: unknown; from?: unknown; to?: unknown };
        return {
          at: entry.createdAt.toISOString(),
          event_id: typeof data.event === "string" ? data.event : null,
          action: entry.action,
          from: typeof data.from === "string" ? data.from : null,
          to: typeof data.to === "string" ? data.to : null,
        };
      }),
  };
}

async function consentsOf(db: Database, email: string): Promise<DonorPage["consents"]> {
  const [newsletter] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`)
    .limit(1);
  const [preferences] = await db
    .select()
    .from(mailPreferences)
    .where(sql`lower(${mailPreferences.email}) = ${email}`)
    .limit(1);
  return {
    newsletter: newsletter?.status ?? "none",
    campaign_updates: preferences?.campaignUpdates ?? true,
    yearly_statement: preferences?.yearlyStatement ?? true,
  };
}

/**
 * The support screen's donor page (docs/product/staff-console.md#donor-page): profile, plans with their
 * history, donations with their provider events and refund state, mails sent, consents and audit entries,
 * only the fields the screen shows. The read itself is audited with the staffer as actor.
 */
export async function donorPage(db: Database, staff: Viewer, donorId: string): Promise<DonorPage> {
  const donor = await findDonor(db, donorId);
  const donationRows = await db
    .select()
    .from(donations)
    .where(ownedBy(donations, donor))
    .orderBy(desc(donations.createdAt))
    .limit(DONATION_LIMIT);
  const planRows = await db
    .select()
    .from(recurringPlans)
    .where(ownedBy(recurringPlans, donor))
    .orderBy(desc(recurringPlans.createdAt));
  const subjects = [
    donor.subject,
    ...donationRows.map((row) => `donation:${row.id}`),
    ...planRows.map((row) => `plan:${row.id}`),
  ];
  const entries = await db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.subject, subjects))
    .orderBy(asc(auditLog.createdAt));
  const actors = await actorsOf(db, entries);
  const refundRows = donationRows.length
    ? await db
        .select({ key: jobs.key, status: jobs.status, createdAt: jobs.createdAt })
        .from(jobs)
        .where(
          inArray(
            jobs.key,
            donationRows.map((row) => refundJobKey(row.id)),
          ),
        )
    : [];
  const refunds = new Map(refundRows.map((row) => [row.key ?? "", row]));
  const addresses = [...new Set([donor.profile.email, ...donationRows.map((row) => row.email)])];
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.to, addresses))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(MAIL_LIMIT);
  const page: DonorPage = {
    donor_id: donor.donorId,
    profile: donor.profile,
    plans: planRows.map((plan) => planView(plan, entries, actors)),
    donations: donationRows.map((row) => donationView(row, entries, refunds)),
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      subject: mail.subject,
      status: mail.status,
      created_at: mail.createdAt.toISOString(),
      sent_at: mail.sentAt?.toISOString() ?? null,
    })),
    consents: await consentsOf(db, donor.email),
    audit: entries
      .slice(-AUDIT_LIMIT)
      .reverse()
      .map((entry) => ({
        at: entry.createdAt.toISOString(),
        action: entry.action,
        subject: entry.subject,
        actor_name: entry.actorUserId ? (actors.get(entry.actorUserId)?.name ?? null) : null,
        reason: reasonOf(entry),
      })),
  };
  await audit(db, { actorUserId: staff.userId, action: "support.donor.read", subject: donor.subject });
  return page;
}
