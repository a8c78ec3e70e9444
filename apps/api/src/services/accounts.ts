import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { users, verifications, volunteerProfiles } from "../db/schema/index.ts";
import type { Locale, Role } from "../db/schema/users.ts";
import { resetLinkSeconds, setPasswordLinkSeconds } from "./auth/auth.ts";
import { mailTemplates } from "./mail/templates.ts";
import { badgePoints, pointSummary, summaryText } from "./points.ts";

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

/** A default, shareable referral code: letters of the name plus digits, changeable once by the owner. */
export function defaultReferralCode(name: string): string {
  const letters = name
    .normalize("NFKD")
    .replace(/[^a-zA-Z]/g, "")
    .toUpperCase()
    .slice(0, 8);
  const digits = (randomBytes(3).readUIntBE(0, 3) % 10000).toString().padStart(4, "0");
  return `${letters || "RIMBUN"}${digits}`;
}

/**
 * Creates an account without a usable password (the person sets one through the e-mailed link).
 * better-auth's adapter writes the rows, so its password reset and sign-in find them.
 */
export async function createAccount(
  services: Services,
  input: { email: string; name: string; role: Role; locale: Locale; phone?: string | null; first?: boolean },
): Promise<UserRow> {
  const context = await services.auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      email: input.email.trim().toLowerCase(),
      name: input.name,
      emailVerified: true,
      role: input.role,
      first: input.first ?? false,
      locale: input.locale,
    },
    { method: "admin" },
  );
  const unusable = await context.password.hash(randomBytes(32).toString("hex"));
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: unusable,
  });
  // A unique default code; on the rare collision try again with new digits.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await services.db
        .update(users)
        .set({ phone: input.phone ?? null, referralCode: defaultReferralCode(input.name) })
        .where(eq(users.id, created.id));
      break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  if (input.role === "volunteer") {
    const [firstName, ...rest] = input.name.split(" ");
    await services.db
      .insert(volunteerProfiles)
      .values({ userId: created.id, firstName: firstName ?? "", lastName: rest.join(" ") })
      .onConflictDoNothing();
  }
  const row = await findUserById(services.db, created.id);
  if (!row) throw new Error("account vanished after creation");
  return row;
}

/** Sets a password directly (seed, call 9); `first` becomes true: the person chose it. */
export async function setPassword(services: Services, userId: string, password: string): Promise<void> {
  const context = await services.auth.$context;
  const hash = await context.password.hash(password);
  await context.internalAdapter.updatePassword(userId, hash);
  await services.db.update(users).set({ first: true }).where(eq(users.id, userId));
}

/** A single-use password link in better-auth's own format, so its reset endpoint consumes it. */
export async function issuePasswordToken(
  services: Services,
  userId: string,
  lifetimeSeconds: number,
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await services.db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${token}`,
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

export async function sendSetPasswordLink(services: Services, user: UserRow): Promise<void> {
  const token = await issuePasswordToken(services, user.id, setPasswordLinkSeconds);
  await services.mailer.send(
    user.email,
    user.locale,
    mailTemplates.setPassword(user.locale, {
      name: user.name,
      url: passwordLink(services, token, user.locale, true),
    }),
  );
}

/** The session user of SPEC 3: email, role, first, profile (JSON columns as JSON text, like SPEC 7). */
export async function sessionUser(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const profile: Record<string, unknown> = {
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
    const [volunteer] = await db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, userId))
      .limit(1);
    Object.assign(profile, {
      first_name: volunteer?.firstName ?? "",
      last_name: volunteer?.lastName ?? "",
      phone: user.phone ?? "",
      private_information: JSON.stringify(volunteer?.privateInformation ?? {}),
      social_media: volunteer?.socialMedia ?? "",
      optional_information: JSON.stringify(volunteer?.optionalInformation ?? {}),
      bank_account: JSON.stringify(volunteer?.bankAccount ?? {}),
    });
  }
  if (user.role === "volunteer") {
    const summary = summaryText(await pointSummary(db, userId));
    Object.assign(profile, {
      point: summary.point,
      active_point: summary.active,
      hold_point: summary.withdrawal_hold,
    });
  } else {
    profile.badge_points = await badgePoints(db, userId);
  }
  return { email: user.email, role: user.role, first: user.first, profile };
}
