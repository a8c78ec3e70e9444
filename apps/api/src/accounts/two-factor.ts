import { base32 } from "@better-auth/utils/base32";
import { messages } from "@rimbun/domain";
import { isStaffRole } from "@rimbun/domain/constants";
import { isTotpCode } from "@rimbun/domain/schemas";
import { isAPIError } from "better-auth/api";
import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { accountNoticeTemplates } from "../mail/templates.ts";
import { audit } from "../platform/audit.ts";
import { recoveryCodeCount } from "../platform/auth/auth.ts";
import { hitRateLimit, releaseRateLimit, twoFactorCodeLimit } from "../platform/auth/rate-limit.ts";
import { readCookie, verifiedSessionToken } from "../platform/auth/session.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { sessions, twoFactors, users, verifications } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { assertCurrentPassword, forgotPasswordUrl } from "./account-security.ts";
import { findUserById } from "./accounts.ts";

/*
 * Two-factor sign-in (docs/decisions/two-factor.md). better-auth's two-factor plugin keeps the secret
 * and recovery codes (encrypted), checks codes, runs the half-signed-in challenge (a signed cookie naming
 * a 10-minute row in `verifications`, 5 tries) and its per-account lockout; these functions are the
 * product's rules around it: who may, our per-account code limit on the injectable clock, `remember`,
 * the audit entries and the notices.
 */

const wrongCode = () =>
  new ApiError("VALIDATION", {
    messageId: messages.twoFactorCodeWrong.id,
    fields: { code: messages.twoFactorCodeWrong.id },
  });
const challengeEnded = () => new ApiError("UNAUTHORIZED", { messageId: messages.twoFactorExpired.id });
const notStarted = () => new ApiError("BAD_REQUEST", { messageId: messages.twoFactorNotStarted.id });
const passwordWrong = () =>
  new ApiError("VALIDATION", {
    messageId: messages.passwordCurrentWrong.id,
    fields: { password: messages.passwordCurrentWrong.id },
  });

/** better-auth's refusals as the product's: a wrong code is a field error, a dead challenge means log in again. */
const refusals: Record<string, () => ApiError> = {
  INVALID_CODE: wrongCode,
  INVALID_BACKUP_CODE: wrongCode,
  INVALID_TWO_FACTOR_COOKIE: challengeEnded,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: challengeEnded,
  ACCOUNT_TEMPORARILY_LOCKED: () => new ApiError("RATE_LIMITED"),
  TOTP_NOT_ENABLED: notStarted,
  BACKUP_CODES_NOT_ENABLED: challengeEnded,
  TOTP_ALREADY_ENABLED: () => new ApiError("CONFLICT", { messageId: messages.twoFactorAlreadyOn.id }),
  INVALID_PASSWORD: passwordWrong,
};

function asApiError(error: unknown): never {
  if (isAPIError(error)) {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    const refusal = typeof code === "string" ? refusals[code] : undefined;
    if (refusal) throw refusal();
    // A recovery code struck off by a concurrent request: the same answer as a spent one.
    if (error.statusCode === 409) throw wrongCode();
    if (error.statusCode === 401) throw new ApiError("UNAUTHORIZED");
  }
  throw error;
}

interface CookieNames {
  session: string;
  challenge: string;
  dontRemember: string;
  trustDevice: string;
}

async function cookieNames(services: Services): Promise<CookieNames> {
  const context = await services.auth.$context;
  return {
    session: context.authCookies.sessionToken.name,
    challenge: context.createAuthCookie("two_factor").name,
    dontRemember: context.authCookies.dontRememberToken.name,
    trustDevice: context.createAuthCookie("trust_device").name,
  };
}

/** A copy of the request's headers without the named cookies, for better-auth's server calls. */
export function headersWithoutCookies(headers: Headers, names: string[]): Headers {
  const copy = new Headers(headers);
  const cookie = copy.get("cookie");
  if (!cookie) return copy;
  const kept = cookie.split(";").filter((part) => !names.includes(part.trim().split("=")[0] ?? ""));
  if (kept.length) copy.set("cookie", kept.join(";"));
  else copy.delete("cookie");
  return copy;
}

/**
 * The password step's headers: without a "trusted device" cookie, which better-auth would take in place
 * of the code (our routes never issue one, so any such cookie is forged or stale).
 */
export async function signInHeaders(services: Services, headers: Headers): Promise<Headers> {
  return headersWithoutCookies(headers, [(await cookieNames(services)).trustDevice]);
}

/** A signed better-auth cookie's value from a Cookie header, or null when absent or not signed by us. */
function signedCookie(services: Services, headers: Headers, name: string): string | null {
  const raw = readCookie(headers.get("cookie"), name);
  return raw ? verifiedSessionToken(services.env.AUTH_SECRET, raw) : null;
}

/** The session token a better-auth answer set (the new session after a two-factor change), if any. */
async function sessionTokenSet(services: Services, answer: Headers): Promise<string | null> {
  const { session } = await cookieNames(services);
  for (const line of answer.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const equals = pair.indexOf("=");
    if (pair.slice(0, equals).trim() !== session) continue;
    const token = verifiedSessionToken(services.env.AUTH_SECRET, pair.slice(equals + 1));
    if (token) return token;
  }
  return null;
}

/**
 * The account a pending second step names: the signed challenge cookie's row (better-auth's, dated by
 * its own clock), or null when there is none or it expired.
 */
async function challengedUserId(services: Services, headers: Headers, name: string): Promise<string | null> {
  const identifier = signedCookie(services, headers, name);
  if (!identifier?.startsWith("2fa-")) return null;
  const [row] = await services.db
    .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .limit(1);
  return row && row.expiresAt.getTime() > Date.now() ? row.userId : null;
}

/**
 * Wrong codes are limited per account on the product's clock (better-auth's own limits are per
 * challenge and per account on the process clock): the count is taken before the code is checked, so
 * parallel guesses count too, and a right code gives its count back.
 */
async function withCodeLimit<T>(services: Services, userId: string, check: () => Promise<T>): Promise<T> {
  await hitRateLimit(services.db, twoFactorCodeLimit, userId, services.now());
  const result = await check().catch(asApiError);
  await releaseRateLimit(services.db, twoFactorCodeLimit, userId);
  return result;
}

/**
 * The login's second step: the challenge cookie names the account, better-auth checks the TOTP or
 * recovery code (a recovery code is struck off atomically) and creates the session. Any session
 * cookie the browser still holds is kept out, so the code is judged only against the challenge.
 */
export async function signInWithCode(
  services: Services,
  code: string,
  headers: Headers,
): Promise<{ userId: string; cookies: string[] }> {
  const names = await cookieNames(services);
  const userId = await challengedUserId(services, headers, names.challenge);
  if (!userId) throw challengeEnded();
  const clean = code.replace(/\s+/g, "");
  const request = {
    body: { code: clean },
    headers: headersWithoutCookies(headers, [names.session, names.trustDevice]),
    returnHeaders: true,
  } as const;
  const totp = isTotpCode(clean);
  const result = await withCodeLimit(services, userId, () =>
    totp ? services.auth.api.verifyTOTP(request) : services.auth.api.verifyBackupCode(request),
  );
  const token = (result.response as { token?: string }).token;
  if (!token) throw challengeEnded();
  // `remember` was chosen at the password step: better-auth kept it as its "don't remember" cookie.
  const remember = signedCookie(services, headers, names.dontRemember) === null;
  await services.db.update(sessions).set({ remember }).where(eq(sessions.token, token));
  await audit(services.db, {
    actorUserId: userId,
    action: "login",
    subject: `user:${userId}`,
    data: { second_factor: totp ? "totp" : "recovery-code" },
  });
  return { userId, cookies: result.headers.getSetCookie() };
}

async function rememberOf(services: Services, sessionId: string): Promise<boolean> {
  const [row] = await services.db
    .select({ remember: sessions.remember })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.remember ?? false;
}

/**
 * better-auth replaces the session when two-factor changes (a new token, the old row deleted) and gives
 * the new one its default lifetime: the person's own choice of `remember` is carried over.
 */
async function carryRemember(tx: Database, token: string | null, remember: boolean): Promise<void> {
  if (token) await tx.update(sessions).set({ remember }).where(eq(sessions.token, token));
}

/** The set-up needs the account's own password: a mailbox-only account could never pass the password step. */
async function assertHasPassword(services: Services, viewer: Viewer): Promise<void> {
  const user = await findUserById(services.db, viewer.userId);
  if (!user?.first)
    throw new ApiError("VALIDATION", {
      messageId: messages.twoFactorPasswordFirst.id,
      fields: { password: messages.twoFactorPasswordFirst.id },
    });
}

/**
 * Starts (or restarts) the set-up: the password again, so a stolen session cannot bind its own
 * authenticator; better-auth makes the secret and the recovery codes, unconfirmed until a first code.
 */
export async function startTwoFactor(
  services: Services,
  viewer: Viewer,
  password: string,
  headers: Headers,
): Promise<{ uri: string; secret: string }> {
  if (viewer.twoFactor) throw new ApiError("CONFLICT", { messageId: messages.twoFactorAlreadyOn.id });
  await assertHasPassword(services, viewer);
  await assertCurrentPassword(services, viewer.userId, password, "password");
  const names = await cookieNames(services);
  const result = await services.auth.api
    .enableTwoFactor({ body: { password }, headers: headersWithoutCookies(headers, [names.challenge]) })
    .catch(asApiError);
  const uri = (result as { totpURI?: string }).totpURI;
  const secret = uri ? new URL(uri).searchParams.get("secret") : null;
  if (!uri || !secret) throw new Error("better-auth answered no TOTP URI");
  return { uri, secret };
}

/**
 * Confirms the set-up with the app's first code: better-auth turns two-factor on and replaces the
 * session; every other session of the account ends (they were opened with the password alone), and
 * the recovery codes are read back this once for the person to keep.
 */
export async function confirmTwoFactor(
  services: Services,
  viewer: Viewer,
  code: string,
  headers: Headers,
): Promise<{ recoveryCodes: string[]; cookies: string[] }> {
  if (viewer.twoFactor) throw new ApiError("CONFLICT", { messageId: messages.twoFactorAlreadyOn.id });
  const clean = code.replace(/\s+/g, "");
  if (!isTotpCode(clean)) throw wrongCode();
  const names = await cookieNames(services);
  const remember = await rememberOf(services, viewer.sessionId);
  const result = await withCodeLimit(services, viewer.userId, () =>
    services.auth.api.verifyTOTP({
      body: { code: clean },
      headers: headersWithoutCookies(headers, [names.challenge, names.trustDevice]),
      returnHeaders: true,
    }),
  );
  const token = await sessionTokenSet(services, result.headers);
  const { backupCodes } = await services.auth.api.viewBackupCodes({ body: { userId: viewer.userId } });
  await services.db.transaction(async (tx) => {
    await carryRemember(tx, token, remember);
    if (token)
      await tx.delete(sessions).where(and(eq(sessions.userId, viewer.userId), ne(sessions.token, token)));
    await audit(tx, {
      actorUserId: viewer.userId,
      action: "two-factor.enable",
      subject: `user:${viewer.userId}`,
    });
  });
  return { recoveryCodes: backupCodes, cookies: result.headers.getSetCookie() };
}

/**
 * Turns two-factor off (donors and volunteers only: staff and admins keep it, an administrator can
 * only reset it). The password is asked; the person is mailed.
 */
export async function turnOffTwoFactor(
  services: Services,
  viewer: Viewer,
  password: string,
  headers: Headers,
): Promise<{ cookies: string[] }> {
  if (isStaffRole(viewer.role))
    throw new ApiError("FORBIDDEN", { messageId: messages.twoFactorStaffKeep.id });
  const user = await findUserById(services.db, viewer.userId);
  if (!user || !viewer.twoFactor) return { cookies: [] };
  await assertCurrentPassword(services, viewer.userId, password, "password");
  const names = await cookieNames(services);
  const remember = await rememberOf(services, viewer.sessionId);
  const result = await services.auth.api
    .disableTwoFactor({
      body: { password },
      headers: headersWithoutCookies(headers, [names.challenge]),
      returnHeaders: true,
    })
    .catch(asApiError);
  const token = await sessionTokenSet(services, result.headers);
  await services.db.transaction(async (tx) => {
    await carryRemember(tx, token, remember);
    await audit(tx, { actorUserId: user.id, action: "two-factor.disable", subject: `user:${user.id}` });
    await services.mailer.enqueue(
      tx,
      user.email,
      user.locale,
      accountNoticeTemplates.twoFactorOff(user.locale, {
        name: user.name,
        resetUrl: forgotPasswordUrl(services, user.locale),
      }),
    );
  });
  return { cookies: result.headers.getSetCookie() };
}

/**
 * Removes an account's two-factor set-up in the caller's transaction (an administrator's reset): the
 * row, the flag, its sessions and any half-finished sign-in, so the next sign-in sets it up again.
 */
export async function removeTwoFactor(tx: Database, userId: string, now: Date): Promise<void> {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false, updatedAt: now }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), sql`starts_with(${verifications.identifier}, '2fa-')`));
}

/**
 * Enrols an account with a known secret, confirmed at once, as better-auth stores one (encrypted with
 * AUTH_SECRET): the demo staff and admin (the demo seed, which production refuses) and the API tests'
 * staff. No route reaches it.
 */
export async function enrolWithKnownSecret(
  services: Services,
  userId: string,
  secret: string,
): Promise<void> {
  const key = (await services.auth.$context).secretConfig;
  // The library's recovery-code shape (`xxxxx-xxxxx`); nobody is shown these.
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const raw = generateRandomString(10, "a-z", "0-9", "A-Z");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  const row = {
    secret: await symmetricEncrypt({ key, data: secret }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(codes) }),
    verified: true,
  };
  await services.db.transaction(async (tx) => {
    await tx
      .insert(twoFactors)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: twoFactors.userId, set: row });
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  });
}

/**
 * The demo staff and admin's TOTP secret (development seed only; README), also the API tests' staff's.
 * Public by design: like DEMO_PASSWORD, it protects nothing. An authenticator app takes it as base32.
 */
export const demoTotpSecret = "rimbun-demo-totp-2026";

/** A secret as authenticator apps take it: base32 of its bytes, as better-auth's QR codes carry it. */
export function base32Secret(secret: string): string {
  return base32.encode(new TextEncoder().encode(secret), { padding: false });
}

/** The current TOTP code of a secret, by better-auth's own generator (tests and the demo). */
export async function currentTotpCode(services: Services, secret: string): Promise<string> {
  return (await services.auth.api.generateTOTP({ body: { secret } })).code;
}
