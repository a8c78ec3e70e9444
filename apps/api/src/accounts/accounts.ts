import { createHash, randomBytes } from "node:crypto";
import type { SessionProfile, SessionUser } from "@rimbun/contract/accounts";
import { and, eq, gt, sql } from "drizzle-orm";
import { mailTemplates } from "../mail/templates.ts";
import { resetLinkSeconds, setPasswordLinkSeconds } from "../platform/auth/auth.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { accounts, users, verifications, volunteerProfiles } from "../platform/db/schema/index.ts";
import type { Locale, Role } from "../platform/db/schema/users.ts";
import { badgePoints, pointSummary, summaryText } from "../points/points.ts";
import { registerNewReferralCode } from "../points/referral-codes.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * A default, shareable referral code: letters of the name plus digits, changeable once by the owner.
 * Codes are never reissued, so a common name fills its 10,000 four-digit codes over the years: after
 * two collisions the draw widens to six digits (a million per name).
 */
export function defaultReferralCode(name: string, attempt = 0): string {
  const letters = name
    .normalize("NFKD")
    .replace(/[^a-zA-Z]/g, "")
    .toUpperCase()
    .slice(0, 8);
  const width = attempt < 2 ? 4 : 6;
  const digits = (randomBytes(4).readUInt32BE(0) % 10 ** width).toString().padStart(width, "0");
  return `${letters || "RIMBUN"}${digits}`;
}

export interface NewAccount {
  email: string;
  name: string;
  role: Role;
  locale: Locale;
  phone?: string | null;
  first?: boolean;
}

/** A password hash nobody knows: the person sets their own through the e-mailed link. */
export async function unusablePasswordHash(services: Services): Promise<string> {
  const context = await services.auth.$context;
  return context.password.hash(randomBytes(32).toString("hex"));
}

/**
 * Creates an account without a usable password (the person sets one through the e-mailed link).
 * The rows are written as better-auth's adapter writes them (a user, and a `credential` account
 * whose account id is the user id), so its sign-in and password reset find them.
 */
export async function createAccount(services: Services, input: NewAccount): Promise<UserRow> {
  const passwordHash = await unusablePasswordHash(services);
  return services.db.transaction((tx) => createAccountInTransaction(tx, input, passwordHash));
}

/**
 * The same account in the caller's transaction (a first monthly payment creates its donor together
 * with everything else the payment changes). Hash the password before opening the transaction:
 * hashing is slow and must not hold locks.
 */
export async function createAccountInTransaction(
  tx: Database,
  input: NewAccount,
  passwordHash: string,
): Promise<UserRow> {
  const now = new Date();
  const [created] = await tx
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: input.email.trim().toLowerCase(),
      name: input.name,
      emailVerified: true,
      role: input.role,
      first: input.first ?? false,
      locale: input.locale,
      phone: input.phone ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error("account not stored");
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  // A unique default code; on the rare collision try again with new digits (a savepoint each, so a
  // collision does not abort the caller's transaction).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await tx.transaction(async (savepoint) => {
        const code = defaultReferralCode(input.name, attempt);
        // Every code ever given is registered; one given before (even freed) is never reused.
        await registerNewReferralCode(savepoint, code, created.id);
        await savepoint.update(users).set({ referralCode: code }).where(eq(users.id, created.id));
      });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  if (input.role === "volunteer") {
    const [firstName, ...rest] = input.name.split(" ");
    await tx
      .insert(volunteerProfiles)
      .values({ userId: created.id, firstName: firstName ?? "", lastName: rest.join(" ") })
      .onConflictDoNothing();
  }
  const row = await findUserById(tx, created.id);
  if (!row) throw new Error("account vanished after creation");
  return row;
}

/** Hashes a password with better-auth's parameters (slow: never inside a transaction). */
export async function hashPassword(services: Services, password: string): Promise<string> {
  const context = await services.auth.$context;
  return context.password.hash(password);
}

/** Stores a hashed password on the account's credential row; `first` becomes true: the person chose it. */
export async function storePasswordHash(
  db: Database,
  userId: string,
  hash: string,
  now: Date,
): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  await db.update(users).set({ first: true, updatedAt: now }).where(eq(users.id, userId));
}

/** Sets a password directly (seed, tests, call 9); `first` becomes true: the person chose it. */
export async function setPassword(
  services: Services,
  userId: string,
  password: string,
  db: Database = services.db,
): Promise<void> {
  await storePasswordHash(db, userId, await hashPassword(services, password), services.now());
}

/** Whether `password` is the account's current one (better-auth's own hash check). */
export async function verifyPassword(services: Services, userId: string, password: string): Promise<boolean> {
  const [account] = await services.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  if (!account?.password) return false;
  const context = await services.auth.$context;
  return context.password.verify({ hash: account.password, password }).catch(() => false);
}

/** Links are stored by the SHA-256 of their token: a database or outbox reader cannot use them. */
export function passwordTokenIdentifier(token: string): string {
  return `reset-password:${createHash("sha256").update(token).digest("hex")}`;
}

/**
 * A single-use password link (reset or set-password); only the token's hash is stored, and our reset
 * route (call 16) consumes it. With `db`, the link is part of the caller's transaction.
 */
export async function issuePasswordToken(
  services: Services,
  userId: string,
  lifetimeSeconds: number,
  /** The caller's transaction, when the link is part of a larger change (a first monthly payment). */
  db: Database = services.db,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: passwordTokenIdentifier(token),
    value: userId,
    expiresAt: new Date(services.now().getTime() + lifetimeSeconds * 1000),
  });
  return token;
}

/** The dashboard has one /reset screen; `locale` opens it in the recipient's language. */
export function passwordLink(services: Services, token: string, locale: Locale, welcome = false): string {
  const query = new URLSearchParams({ token, locale });
  if (welcome) query.set("welcome", "1");
  return `${services.env.DASHBOARD_URL.replace(/\/$/, "")}/reset?${query}`;
}

export async function sendResetLink(services: Services, user: UserRow): Promise<void> {
  const token = await issuePasswordToken(services, user.id, resetLinkSeconds);
  await services.mailer.send(
    user.email,
    user.locale,
    mailTemplates.resetPassword(user.locale, {
      name: user.name,
      url: passwordLink(services, token, user.locale),
    }),
  );
}

/** With `tx`, the token and the queued mail are part of the caller's transaction (nothing if it rolls back). */
export async function sendSetPasswordLink(services: Services, user: UserRow, tx?: Database): Promise<void> {
  const token = await issuePasswordToken(services, user.id, setPasswordLinkSeconds, tx ?? services.db);
  const mail = mailTemplates.setPassword(user.locale, {
    name: user.name,
    url: passwordLink(services, token, user.locale, true),
  });
  if (tx) await services.mailer.enqueue(tx, user.email, user.locale, mail);
  else await services.mailer.send(user.email, user.locale, mail);
}

/** The session user: email, role, first, profile (JSON columns as JSON text, like calls 7 and 8). */
export async function sessionUser(db: Database, userId: string): Promise<SessionUser | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const profile: SessionProfile = {
    fullname: user.name,
    email: user.email,
    phone_number: user.phone ?? "",
    address: user.address ?? "",
    avatar: user.avatar ?? "",
    referral_code: user.referralCode ?? "",
    referral_lock: user.referralLocked ? 1 : 0,
    locale: user.locale,
  };
  if (user.role === "volunteer") {
    // The profile and the balance are independent reads: both at once.
    const [[volunteer], balance] = await Promise.all([
      db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, userId)).limit(1),
      pointSummary(db, userId),
    ]);
    const summary = summaryText(balance);
    Object.assign(profile, {
      first_name: volunteer?.firstName ?? "",
      last_name: volunteer?.lastName ?? "",
      phone: user.phone ?? "",
      private_information: JSON.stringify(volunteer?.privateInformation ?? {}),
      social_media: volunteer?.socialMedia ?? "",
      optional_information: JSON.stringify(volunteer?.optionalInformation ?? {}),
      bank_account: JSON.stringify(volunteer?.bankAccount ?? {}),
      point: summary.point,
      active_point: summary.active,
      hold_point: summary.withdrawal_hold,
    } satisfies Partial<SessionProfile>);
  } else {
    profile.badge_points = await badgePoints(db, userId);
  }
  return {
    email: user.email,
    role: user.role,
    first: user.first,
    signed_in_by_link: user.linkSignInAt !== null,
    two_factor: user.twoFactorEnabled,
    profile,
  };
}

/** Whether a reset or set-password token (by its identifier) is stored and not expired. */
export async function passwordTokenLive(db: Database, identifier: string, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)))
    .limit(1);
  return Boolean(live);
}

/**
 * Spends a password token: the delete is the claim, so of two requests with one token only one gets
 * its account back (undefined: already spent or expired).
 */
export async function claimPasswordToken(
  db: Database,
  identifier: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [claimed] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)))
    .returning({ userId: verifications.value });
  return claimed;
}
