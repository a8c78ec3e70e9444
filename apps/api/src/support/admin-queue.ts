import type { AdminQueueKind } from "@rimbun/contract/admin";
import { approveEntry, formatPoints, messages, rejectEntry } from "@rimbun/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { createAccount, findUserByEmail, sendSetPasswordLink } from "../accounts/accounts.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { pointLedger, users, volunteerApplications, volunteerProfiles } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { pointSummary, signed } from "../points/points.ts";

export type QueueKind = AdminQueueKind;

const ledgerTypeOf = { withdrawal: "withdraw", redemption: "redeem", donation: "donate" } as const;
const kindOfLedgerType = { withdraw: "withdrawal", redeem: "redemption", donate: "donation" } as const;

/** Pending point spending and volunteer applications, oldest first (first come, first served). */
export async function adminQueue(services: Services, kind?: QueueKind) {
  const { db } = services;
  const ledgerTypes =
    kind === undefined
      ? (["withdraw", "redeem", "donate"] as const)
      : kind === "application"
        ? []
        : [ledgerTypeOf[kind]];
  const items = [];
  if (ledgerTypes.length > 0) {
    const rows = await db
      .select({
        entry: pointLedger,
        email: users.email,
        name: users.name,
        bank: volunteerProfiles.bankAccount,
      })
      .from(pointLedger)
      .innerJoin(users, eq(users.id, pointLedger.userId))
      .leftJoin(volunteerProfiles, eq(volunteerProfiles.userId, pointLedger.userId))
      .where(and(eq(pointLedger.status, "pending"), inArray(pointLedger.type, [...ledgerTypes])))
      .orderBy(asc(pointLedger.createdAt));
    for (const row of rows) {
      const type = row.entry.type as keyof typeof kindOfLedgerType;
      items.push({
        id: row.entry.id,
        kind: kindOfLedgerType[type] as QueueKind,
        email: row.email,
        fullname: row.name,
        created_at: row.entry.createdAt.toISOString(),
        amount: formatPoints(signed(row.entry.points)),
        rupiah: row.entry.amount ?? null,
        item: type === "redeem" ? row.entry.reason.replace(/^redeem:/, "") : null,
        bank_account:
          type === "withdraw" && row.bank
            ? {
                bank_name: row.bank.bank_name ?? "",
                holder: row.bank.holder ?? "",
                account_number: row.bank.account_number ?? "",
                branch: row.bank.branch ?? "",
              }
            : null,
        // Where a physical reward goes, shown with the item (docs/decisions/points.md#physical-rewards).
        details:
          type === "redeem" && row.entry.shipping
            ? Object.fromEntries(
                Object.entries(row.entry.shipping).map(([key, value]) => [key, String(value)]),
              )
            : null,
      });
    }
  }
  if (kind === undefined || kind === "application") {
    const rows = await db
      .select()
      .from(volunteerApplications)
      .where(eq(volunteerApplications.status, "pending"))
      .orderBy(asc(volunteerApplications.createdAt));
    for (const row of rows) {
      items.push({
        id: row.id,
        kind: "application" as QueueKind,
        email: row.email,
        fullname: `${row.firstName} ${row.lastName}`.trim(),
        created_at: row.createdAt.toISOString(),
        amount: null,
        rupiah: null,
        item: null,
        bank_account: null,
        details: Object.fromEntries(
          Object.entries({
            phone: row.phone,
            sex: row.sex,
            birth_date: row.birthDate,
            province: row.province,
            city: row.city,
            occupation: row.occupation,
            institution: row.institution,
            hobby: row.hobby,
            source: row.source,
            motivation: row.motivation,
            instagram: row.instagram,
          }).map(([key, value]) => [key, value ?? ""]),
        ),
      });
    }
  }
  return items.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * One decision: point entries under the volunteer's row lock with the domain's approve/reject rules
 * (the note is `notes_action`); an approved application becomes a volunteer account with a
 * set-password mail. Each decision is in the audit log. Deciding twice is 409.
 */
export async function decideQueueItem(
  services: Services,
  admin: Viewer,
  input: { kind: QueueKind; id: string; decision: "approve" | "reject"; note: string },
) {
  const status = input.decision === "approve" ? ("approved" as const) : ("rejected" as const);
  const { kind } = input;
  if (kind === "application") return decideApplication(services, admin, input, status);
  const note = input.note.trim() || null;
  await services.db.transaction(async (tx) => {
    const [found] = await tx.select().from(pointLedger).where(eq(pointLedger.id, input.id)).limit(1);
    if (!found || found.type !== ledgerTypeOf[kind]) throw new ApiError("NOT_FOUND");
    await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for("update");
    const [entry] = await tx.select().from(pointLedger).where(eq(pointLedger.id, input.id)).limit(1);
    if (!entry) throw new ApiError("NOT_FOUND");
    const ruled = {
      type: entry.type,
      status: entry.status,
      points: signed(entry.points),
      createdAt: entry.createdAt,
    };
    const decision =
      status === "approved" ? approveEntry(ruled, await pointSummary(tx, entry.userId)) : rejectEntry(ruled);
    if (!decision.ok) throw new ApiError("CONFLICT", { messageId: decision.error });
    await tx
      .update(pointLedger)
      .set({ status, notes: note, decidedAt: services.now() })
      .where(eq(pointLedger.id, entry.id));
    await audit(tx, {
      actorUserId: admin.userId,
      action: `admin.${input.kind}.${input.decision}`,
      subject: `ledger:${entry.id}`,
      data: { note, points: entry.points, user: entry.userId },
    });
  });
  return { id: input.id, kind: input.kind, status };
}

async function decideApplication(
  services: Services,
  admin: Viewer,
  input: { id: string; note: string; decision: "approve" | "reject" },
  status: "approved" | "rejected",
) {
  const claimed = await services.db
    .update(volunteerApplications)
    .set({ status, decidedAt: services.now() })
    .where(and(eq(volunteerApplications.id, input.id), eq(volunteerApplications.status, "pending")))
    .returning();
  const application = claimed[0];
  if (!application) {
    const [exists] = await services.db
      .select({ id: volunteerApplications.id })
      .from(volunteerApplications)
      .where(eq(volunteerApplications.id, input.id))
      .limit(1);
    throw exists
      ? new ApiError("CONFLICT", { messageId: messages.pointsAlreadyDecided.id })
      : new ApiError("NOT_FOUND");
  }
  await audit(services.db, {
    actorUserId: admin.userId,
    action: `admin.application.${input.decision}`,
    subject: `application:${application.id}`,
    data: { note: input.note.trim() || null, email: application.email },
  });
  if (status === "approved") {
    if (await findUserByEmail(services.db, application.email)) {
      // One e-mail, one account, one role: the existing account stays as it is.
      await services.db
        .update(volunteerApplications)
        .set({ status: "pending", decidedAt: null })
        .where(eq(volunteerApplications.id, application.id));
      throw new ApiError("CONFLICT");
    }
    const user = await createAccount(services, {
      email: application.email,
      name: `${application.firstName} ${application.lastName}`.trim(),
      role: "volunteer",
      locale: application.locale,
      phone: application.phone,
    });
    await services.db
      .update(volunteerProfiles)
      .set({
        firstName: application.firstName,
        lastName: application.lastName,
        socialMedia: application.instagram ?? null,
        privateInformation: {
          gender: application.sex,
          dob: application.birthDate ?? "",
          state: application.province ?? "",
          city: application.city ?? "",
          job: application.occupation ?? "",
          institution: application.institution ?? "",
        },
        optionalInformation: {
          hobby: application.hobby ?? "",
          affiliation: application.source ?? "",
          motivation: application.motivation ?? "",
        },
      })
      .where(eq(volunteerProfiles.userId, user.id));
    await sendSetPasswordLink(services, user);
  }
  return { id: application.id, kind: "application" as const, status };
}

/**
 * Nobody decides their own request (docs/product/staff-console.md#admin-queue): an administrator's own points
 * entry or application is refused with 403, so one person can never both file and approve a payout.
 */
export async function assertNotOwnItem(db: Database, admin: Viewer, kind: QueueKind, id: string) {
  if (kind === "application") {
    const [application] = await db
      .select({ email: volunteerApplications.email })
      .from(volunteerApplications)
      .where(eq(volunteerApplications.id, id))
      .limit(1);
    if (application && application.email.toLowerCase() === admin.email.toLowerCase())
      throw new ApiError("FORBIDDEN");
    return;
  }
  const [entry] = await db
    .select({ userId: pointLedger.userId })
    .from(pointLedger)
    .where(eq(pointLedger.id, id))
    .limit(1);
  if (entry?.userId === admin.userId) throw new ApiError("FORBIDDEN");
}
