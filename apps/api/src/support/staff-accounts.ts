import type { StaffAccount, StaffInviteInput } from "@rimbun/contract";
import { isStaffRole, staffRoles } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import {
  createAccount,
  findUserByEmail,
  issuePasswordToken,
  passwordLink,
  type UserRow,
  unusablePasswordHash,
} from "../accounts/accounts.ts";
import { removeTwoFactor } from "../accounts/two-factor.ts";
import { staffMailTemplates } from "../mail/staff-templates.ts";
import { audit } from "../platform/audit.ts";
import { setPasswordLinkSeconds } from "../platform/auth/auth.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { accounts, sessions, users, verifications } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

type StaffRow = Pick<
  UserRow,
  "id" | "email" | "name" | "role" | "first" | "createdAt" | "disabledAt" | "twoFactorEnabled"
>;

function staffAccount(row: StaffRow): StaffAccount {
  if (!isStaffRole(row.role)) throw new Error("not a staff account");
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffAccount["role"],
    status: row.disabledAt ? "disabled" : row.first ? "active" : "invited",
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    two_factor: row.twoFactorEnabled,
  };
}

const staffColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  first: users.first,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  twoFactorEnabled: users.twoFactorEnabled,
};

/** Every staff and admin account, oldest first (a foundation has a handful). */
export async function listStaffAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db
    .select(staffColumns)
    .from(users)
    .where(and(inArray(users.role, [...staffRoles]), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(staffAccount);
}

async function staffRowById(db: Database, id: string): Promise<StaffRow> {
  const [row] = await db.select(staffColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row || !isStaffRole(row.role)) throw new ApiError("NOT_FOUND");
  return row;
}

/** The set-password mail of an invitation; the link is the reset screen's, valid 7 days, once. */
async function mailInvitation(services: Services, invitee: StaffRow, inviter: Viewer, tx: Database) {
  const token = await issuePasswordToken(services, invitee.id, setPasswordLinkSeconds, tx);
  const [account] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, invitee.id));
  const locale = account?.locale ?? "id";
  await services.mailer.enqueue(
    tx,
    invitee.email,
    locale,
    staffMailTemplates.invite(locale, {
      name: invitee.name,
      inviter: inviter.email,
      role: invitee.role === "admin" ? "admin" : "staff",
      url: passwordLink(services, token, locale, true),
    }),
  );
}

/**
 * An administrator invites a staff account: a new account (never an existing donor's or volunteer's:
 * a person's giving and the foundation's console stay separate logins), no usable password, and a mail
 * whose link lets the invitee choose one.
 */
export async function inviteStaff(services: Services, admin: Viewer, input: StaffInviteInput) {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(services.db, email))
    throw new ApiError("CONFLICT", { messageId: messages.staffEmailTaken.id });
  const created = await createAccount(services, {
    email,
    name: input.name.trim(),
    role: input.role as StaffAccount["role"],
    locale: "id",
  });
  await services.db.transaction(async (tx) => {
    await mailInvitation(services, created, admin, tx);
    await audit(tx, {
      actorUserId: admin.userId,
      action: "staff.invite",
      subject: `user:${created.id}`,
      data: { reason: input.reason, email, role: input.role },
    });
  });
  return staffAccount(await staffRowById(services.db, created.id));
}

async function activeAdminCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt), isNull(users.deletedAt)));
  return row?.value ?? 0;
}

/**
 * Disables a staff account at once: its sessions end, its password and pending links stop working, and
 * login, forgot-password and sign-in links refuse it until an administrator enables it again. Nobody
 * disables themselves or the last administrator (the foundation would be locked out of payouts).
 */
export async function disableStaff(services: Services, admin: Viewer, id: string, reason: string) {
  if (id === admin.userId) throw new ApiError("FORBIDDEN", { messageId: messages.staffNotYourself.id });
  const unusable = await unusablePasswordHash(services);
  await services.db.transaction(async (tx) => {
    // Row lock: two administrators disabling the last two admins at once cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    const target = await staffRowById(tx, id);
    if (target.disabledAt) return;
    if (target.role === "admin" && (await activeAdminCount(tx)) <= 1)
      throw new ApiError("CONFLICT", { messageId: messages.staffLastAdmin.id });
    const now = services.now();
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, id));
    await tx
      .update(accounts)
      .set({ password: unusable, updatedAt: now })
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, "credential")));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(verifications).where(eq(verifications.value, id));
    await audit(tx, {
      actorUserId: admin.userId,
      action: "staff.disable",
      subject: `user:${id}`,
      data: { reason },
    });
  });
  return staffAccount(await staffRowById(services.db, id));
}

/** Enables a disabled account again: it gets a fresh invitation to choose a new password. */
export async function enableStaff(services: Services, admin: Viewer, id: string, reason: string) {
  await services.db.transaction(async (tx) => {
    const target = await staffRowById(tx, id);
    if (!target.disabledAt) return;
    const now = services.now();
    await tx.update(users).set({ disabledAt: null, first: false, updatedAt: now }).where(eq(users.id, id));
    await mailInvitation(services, { ...target, disabledAt: null }, admin, tx);
    await audit(tx, {
      actorUserId: admin.userId,
      action: "staff.enable",
      subject: `user:${id}`,
      data: { reason },
    });
  });
  return staffAccount(await staffRowById(services.db, id));
}

/**
 * An administrator resets a staffer's two-factor sign-in (a lost phone): the set-up and recovery codes
 * are removed and every session ends, so the next sign-in (password, then a new set-up) is the
 * staffer's own. Never one's own (another administrator must see to it), audited with the reason and
 * mailed to the staffer. A staffer without a set-up is left as is.
 */
export async function resetStaffTwoFactor(services: Services, admin: Viewer, id: string, reason: string) {
  if (id === admin.userId) throw new ApiError("FORBIDDEN", { messageId: messages.twoFactorNotYourself.id });
  await services.db.transaction(async (tx) => {
    const target = await staffRowById(tx, id);
    if (!target.twoFactorEnabled) return;
    await removeTwoFactor(tx, id, services.now());
    await audit(tx, {
      actorUserId: admin.userId,
      action: "staff.two-factor.reset",
      subject: `user:${id}`,
      data: { reason },
    });
    const [account] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, id));
    const locale = account?.locale ?? "id";
    await services.mailer.enqueue(
      tx,
      target.email,
      locale,
      staffMailTemplates.twoFactorReset(locale, {
        name: target.name,
        admin: admin.email,
        url: `${services.env.DASHBOARD_URL.replace(/\/$/, "")}/login?locale=${locale}`,
      }),
    );
  });
  return staffAccount(await staffRowById(services.db, id));
}
