import { locales, roles } from "@rimbun/domain/constants";
import {
  forgotSchema,
  loginSchema,
  passwordUpdateRequestSchema,
  resetRequestSchema,
  signInByLinkSchema,
  tokenRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorPasswordRequestSchema,
} from "@rimbun/domain/schemas";
import { z } from "zod";
import { pointsTextSchema } from "./points.ts";

export type { Role } from "@rimbun/domain/constants";

/**
 * The session user's profile. JSON groups of a volunteer travel as JSON text; donors carry
 * badge points, volunteers their incentive points.
 */
export const sessionProfileSchema = z
  .object({
    fullname: z.string(),
    email: z.string(),
    phone_number: z.string(),
    address: z.string(),
    /** A path under the API's `/public/` (empty without a picture). */
    avatar: z.string(),
    referral_code: z.string(),
    referral_lock: z.union([z.literal(0), z.literal(1)]),
    locale: z.enum(locales),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    phone: z.string().optional(),
    private_information: z.string().optional(),
    social_media: z.string().optional(),
    optional_information: z.string().optional(),
    bank_account: z.string().optional(),
    /** Donors: badge points (1 per Rp 1.000 of own successful donations + 50 per new monthly donor referred). */
    badge_points: z.number().int().optional(),
    /**
     * Volunteers: incentive points (`point`, active and on hold;
     * docs/product/fundraiser-buddy.md#points-ledger).
     */
    point: pointsTextSchema.optional(),
    active_point: pointsTextSchema.optional(),
    hold_point: pointsTextSchema.optional(),
  })
  .meta({ id: "SessionProfile" });
export type SessionProfile = z.infer<typeof sessionProfileSchema>;

/** The session user. `first` is true once the person set a password. */
export const sessionUserSchema = z
  .object({
    email: z.string(),
    role: z.enum(roles),
    first: z.boolean(),
    /** True once the person signed in by an e-mailed link; with `first`, it wins the first badge (domain badges.ts). */
    signed_in_by_link: z.boolean().optional(),
    /**
     * Two-factor sign-in is on (docs/decisions/two-factor.md). Staff and admins without it are refused
     * by every other call (403 `TWO_FACTOR_REQUIRED`) until they set it up.
     */
    two_factor: z.boolean(),
    profile: sessionProfileSchema,
  })
  .meta({ id: "SessionUser" });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Call 1: a short-lived bearer token. */
export const bearerTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
export type BearerToken = z.infer<typeof bearerTokenSchema>;

export const getTokenRequestSchema = tokenRequestSchema;
export type GetTokenInput = z.input<typeof getTokenRequestSchema>;
export const logInRequestSchema = loginSchema;
export type LogInInput = z.input<typeof logInRequestSchema>;
/** Call 15. */
export const requestPasswordResetRequestSchema = forgotSchema;
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetRequestSchema>;
/** Call 16. */
export const resetPasswordRequestSchema = resetRequestSchema;
export type ResetPasswordInput = z.input<typeof resetPasswordRequestSchema>;
/** The login screen's "E-mail me a sign-in link". */
export const requestSignInLinkRequestSchema = forgotSchema;
export type RequestSignInLinkInput = z.input<typeof requestSignInLinkRequestSchema>;
/** Spends a sign-in link: sets the session cookie, like a login. */
export const signInByLinkRequestSchema = signInByLinkSchema;
export type SignInByLinkInput = z.input<typeof signInByLinkRequestSchema>;
/** The login's second step (a TOTP or recovery code), and the set-up's first TOTP code. */
export const twoFactorCodeBodySchema = twoFactorCodeRequestSchema;
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeBodySchema>;
/** Starting the two-factor set-up, or turning it off: the account's password. */
export const twoFactorPasswordBodySchema = twoFactorPasswordRequestSchema;
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordBodySchema>;

/** A password login of an account with two-factor sign-in on: no session yet, the code comes next. */
export const twoFactorChallengeSchema = z
  .object({ two_factor_required: z.literal(true) })
  .meta({ id: "TwoFactorChallenge" });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** The set-up's first answer: what the authenticator app needs (the dashboard draws the QR code itself). */
export const twoFactorSetupSchema = z
  .object({
    /** The `otpauth://totp/...` URI the QR code holds. */
    uri: z.string(),
    /** The same secret as text (base32), for typing into an app. */
    secret: z.string(),
  })
  .meta({ id: "TwoFactorSetup" });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once, when the first code confirmed the set-up: each works once instead of a TOTP code. */
export const recoveryCodesSchema = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: "RecoveryCodes" });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Call 9. */
export const updatePasswordRequestSchema = passwordUpdateRequestSchema;
export type UpdatePasswordInput = z.input<typeof updatePasswordRequestSchema>;

export const accountsResponses = {
  getToken: bearerTokenSchema,
  /** The session user, or (two-factor sign-in on) the challenge: post the code to `signInWithCode`. */
  logIn: z.union([sessionUserSchema, twoFactorChallengeSchema]),
  signInWithCode: sessionUserSchema,
  startTwoFactor: twoFactorSetupSchema,
  confirmTwoFactor: recoveryCodesSchema,
  turnOffTwoFactor: z.literal(true),
  logOut: z.boolean(),
  /** Null for a visitor without a session (200, so public pages can ask without an error). */
  fetchSession: sessionUserSchema.nullable(),
  requestPasswordReset: z.literal("sent"),
  resetPassword: z.literal("reset"),
  requestSignInLink: z.literal("sent"),
  signInByLink: sessionUserSchema,
  /** Call 9 answers `true`; a refusal is an error, never a falsy result. */
  updatePassword: z.literal(true),
} as const;
