import { createHash, randomBytes } from "node:crypto";
import { messages } from "@rimbun/domain";
import { isStaffRole } from "@rimbun/domain/constants";
import { eq } from "drizzle-orm";
import { signInMailTemplates } from "../mail/sign-in-templates.ts";
import { audit } from "../platform/audit.ts";
import { setPasswordLinkSeconds, signInLinkSeconds } from "../platform/auth/auth.ts";
import { hitRateLimit, signInLinkAddressLimit, signInLinkEmailLimit } from "../platform/auth/rate-limit.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { users, verifications } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { ApiError } from "../platform/http/errors.ts";
import { findUserByEmail, issuePasswordToken, passwordLink, type UserRow } from "./accounts.ts";

/*
 * Sign in without a password (docs/product/accounts.md#sign-in-links, docs/decisions/sign-in-link.md).
 * better-auth's magic-link plugin makes, stores (hashed) and consumes the tokens and creates the session;
 * these functions are the product's rules around it: who may get a link, the limits, the mail, the injectable
 * clock.
 */

/** The plugin's row: `magic-link:` + the token's SHA-256 in base64url without padding (storeToken "hashed"). */
export function signInLinkIdentifier(token: string): string {
  return `magic-link:${createHash("sha256").update(token).digest("base64url")}`;
}

/**
 * Staff and admins sign in with their password only: their sessions see donors and decide payouts and refunds, and a mailbox
 * alone should not open them. Neither does it open an account with two-factor sign-in on: its owner asked
 * for a code on top of the password (docs/decisions/two-factor.md). Deleted accounts never sign in again.
 */
export function mayUseSignInLink(user: Pick<UserRow, "role" | "deletedAt" | "twoFactorEnabled">): boolean {
  return !isStaffRole(user.role) && !user.twoFactorEnabled && user.deletedAt === null;
}

/** The dashboard screen a link opens: a button there signs in (a mail scanner's GET spends nothing). */
export function signInLinkUrl(services: Services, token: string, locale: Locale): string {
  const query = new URLSearchParams({ token, locale });
  return `${services.env.DASHBOARD_URL.replace(/\/$/, "")}/login/link?${query}`;
}

/**
 * The login screen's request: the same answer whether or not the address has an account (the caller
 * always says "sent"); limited like forgot-password, per client address and per target e-mail.
 */
export async function requestSignInLink(
  services: Services,
  email: string,
  address: string,
  headers: Headers,
): Promise<void> {
  const now = services.now();
  await hitRateLimit(services.db, signInLinkAddressLimit, address, now);
  await hitRateLimit(services.db, signInLinkEmailLimit, email, now);
  const user = await findUserByEmail(services.db, email);
  if (!user || !mayUseSignInLink(user)) return;
  // The plugin stores the hashed token and calls `mailSignInLink` (auth.ts's sendMagicLink).
  await services.auth.api.signInMagicLink({ body: { email: user.email }, headers });
}

/** The plugin's sendMagicLink: the mail in the person's language; the token never reaches a log. */
export async function mailSignInLink(services: Services, email: string, token: string): Promise<void> {
  const identifier = signInLinkIdentifier(token);
  const user = await findUserByEmail(services.db, email);
  if (!user || !mayUseSignInLink(user)) {
    await services.db.delete(verifications).where(eq(verifications.identifier, identifier));
    return;
  }
  // The plugin dated the row with the process clock; the product's clock (`services.now`) decides.
  await services.db
    .update(verifications)
    .set({ expiresAt: new Date(services.now().getTime() + signInLinkSeconds * 1000) })
    .where(eq(verifications.identifier, identifier));
  await services.mailer.send(
    user.email,
    user.locale,
    signInMailTemplates.signInLink(user.locale, {
      name: user.name,
      url: signInLinkUrl(services, token, user.locale),
      minutes: signInLinkSeconds / 60,
    }),
  );
}

/**
 * A sign-in token in the plugin's own format, written in the caller's transaction (the welcome mail
 * of a first monthly payment: nothing is stored if the payment's transaction rolls back).
 */
export async function issueSignInToken(
  services: Services,
  db: Database,
  email: string,
  lifetimeSeconds: number,
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: signInLinkIdentifier(token),
    value: JSON.stringify({ type: "magic-link", email: email.trim().toLowerCase() }),
    expiresAt: new Date(services.now().getTime() + lifetimeSeconds * 1000),
  });
  return token;
}

const invalidLink = () => new ApiError("BAD_REQUEST", { messageId: messages.signInLinkInvalid.id });

function linkEmail(value: string): string | null {
  try {
    const record = JSON.parse(value) as { type?: unknown; email?: unknown };
    return record.type === "magic-link" && typeof record.email === "string" ? record.email : null;
  } catch {
    return null;
  }
}

/**
 * Spends a link: our checks (clock, deleted, admin), then the plugin consumes the token atomically
 * (of two requests with one token only one gets a session) and creates the same better-auth session
 * a password login creates. Answers the user and the Set-Cookie headers to pass on.
 */
export async function signInByLink(
  services: Services,
  token: string,
  headers: Headers,
): Promise<{ user: UserRow; cookies: string[] }> {
  const identifier = signInLinkIdentifier(token);
  const [row] = await services.db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .limit(1);
  if (!row) throw invalidLink();
  const email = linkEmail(row.value);
  const user = email ? await findUserByEmail(services.db, email) : undefined;
  if (row.expiresAt.getTime() <= services.now().getTime() || !user || !mayUseSignInLink(user)) {
    await services.db.delete(verifications).where(eq(verifications.identifier, identifier));
    throw invalidLink();
  }
  const result = await services.auth.api
    .magicLinkVerify({ query: { token }, headers, returnHeaders: true })
    .catch(() => {
      throw invalidLink();
    });
  const body = result.response as { user?: { id?: string } } | null;
  if (body?.user?.id !== user.id) throw invalidLink();
  const now = services.now();
  await services.db.transaction(async (tx) => {
    // The first sign-in by link wins the first badge, as setting a password does (one rule: domain badges.ts).
    if (!user.linkSignInAt)
      await tx.update(users).set({ linkSignInAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await audit(tx, { actorUserId: user.id, action: "login.link", subject: `user:${user.id}` });
  });
  return { user, cookies: result.headers.getSetCookie() };
}

/** The welcome sign-in link lasts as long as the set-password link beside it (both take the account). */
export const welcomeSignInLinkSeconds = setPasswordLinkSeconds;

/**
 * The welcome after a first monthly gift (docs/product/accounts.md#how-accounts-are-made): a sign-in link,
 * and a set-password link as an option; tokens and the queued mail are part of the payment's transaction.
 */
export async function sendWelcomeMail(services: Services, user: UserRow, tx: Database): Promise<void> {
  const signInToken = await issueSignInToken(services, tx, user.email, welcomeSignInLinkSeconds);
  const passwordToken = await issuePasswordToken(services, user.id, setPasswordLinkSeconds, tx);
  const mail = signInMailTemplates.welcome(user.locale, {
    name: user.name,
    signInUrl: signInLinkUrl(services, signInToken, user.locale),
    passwordUrl: passwordLink(services, passwordToken, user.locale, true),
  });
  await services.mailer.enqueue(tx, user.email, user.locale, mail);
}
