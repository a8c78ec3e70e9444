import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { PASSWORD_MIN_LENGTH } from "@rimbun/domain/schemas";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink, twoFactor } from "better-auth/plugins";
import type { Database } from "../db/client.ts";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import { cleanErrorText, log } from "../log.ts";

export const rememberedSessionSeconds = 30 * 24 * 60 * 60;
export const idleLimitSeconds = 12 * 60 * 60;
export const resetLinkSeconds = 60 * 60;
export const setPasswordLinkSeconds = 7 * 24 * 60 * 60;
/**
 * A sign-in link asked for on the login screen works once, for 15 minutes
 * (docs/product/accounts.md#sign-in-links).
 */
export const signInLinkSeconds = 15 * 60;
/** The domain's rule, so better-auth, the API and the browser agree. */
export const minPasswordLength = PASSWORD_MIN_LENGTH;
export const sessionCookieName = "rimbun.session_token";
/**
 * Two-factor sign-in (docs/decisions/two-factor.md): the password step leaves a signed challenge
 * cookie for 10 minutes; TOTP codes are 6 digits every 30 s (RFC 6238, what every authenticator app
 * reads from the QR code), and 10 recovery codes are made at the set-up.
 */
export const twoFactorChallengeSeconds = 10 * 60;
export const recoveryCodeCount = 10;

/** better-auth over our Drizzle tables; the product's own routes call its server API. */
/**
 * Test-only hashing: scrypt with a tiny cost so the suite is not dominated by password hashing.
 * Production always uses better-auth's own scrypt parameters.
 */
const cheapHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(8).toString("hex");
    return `${salt}:${scryptSync(password, salt, 32, { N: 16 }).toString("hex")}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    return timingSafeEqual(scryptSync(password, salt, 32, { N: 16 }), Buffer.from(key, "hex"));
  },
};

export function createAuth(options: {
  env: Env;
  db: Database;
  sendResetLink: (user: { email: string; id: string }, token: string) => Promise<void>;
  /** Mails a sign-in link; only our route reaches the plugin, after its checks (accounts/sign-in-link.ts). */
  sendSignInLink: (email: string, token: string) => Promise<void>;
  cheapPasswordHashing?: boolean;
}) {
  const { env, db } = options;
  return betterAuth({
    appName: "Rimbun",
    secret: env.AUTH_SECRET,
    baseURL: env.API_PUBLIC_URL,
    basePath: "/api/auth",
    trustedOrigins: [env.PUBLIC_SITE_URL, env.DASHBOARD_URL, env.API_PUBLIC_URL],
    telemetry: { enabled: false },
    // better-auth's own lines go through our logger (request id, JSON); only its message, cleaned of
    // e-mails, never the values it passes beside it (docs/deploy.md#logs).
    logger: { log: (level, message) => log[level]({ source: "better-auth" }, cleanErrorText(message)) },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    user: {
      modelName: "users",
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "donor", input: false },
        first: { type: "boolean", required: false, defaultValue: false, input: false },
        locale: { type: "string", required: false, defaultValue: "id", input: false },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: rememberedSessionSeconds,
      updateAge: 24 * 60 * 60,
      additionalFields: { remember: { type: "boolean", required: false, defaultValue: true, input: false } },
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by the product (first monthly payment, approved volunteer), never by sign-up.
      disableSignUp: true,
      minPasswordLength,
      resetPasswordTokenExpiresIn: resetLinkSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => options.sendResetLink(user, token),
      ...(options.cheapPasswordHashing && env.NODE_ENV === "test" ? { password: cheapHashing } : {}),
    },
    plugins: [
      magicLink({
        expiresIn: signInLinkSeconds,
        // Accounts are made by the product, never by a link; only the token's SHA-256 is stored.
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token }) => options.sendSignInLink(email, token),
      }),
      twoFactor({
        issuer: "Rimbun Lestari",
        schema: { twoFactor: { modelName: "twoFactors" } },
        twoFactorCookieMaxAge: twoFactorChallengeSeconds,
        totpOptions: { digits: 6, period: 30 },
        // Encrypted with AUTH_SECRET (the library's default): its check needs the list back to strike a used code.
        backupCodeOptions: { amount: recoveryCodeCount, length: 10, storeBackupCodes: "encrypted" },
        // A password login is never let through by a "trusted device" cookie: our routes never ask for one.
        trustDeviceMaxAge: 1,
      }),
    ],
    // better-auth's handler is not mounted: our routes call its server API and do their own limits.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "rimbun",
      useSecureCookies: env.NODE_ENV === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.NODE_ENV === "production" },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
