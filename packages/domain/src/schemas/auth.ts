import { z } from "zod";
import { messages } from "../messages.ts";
import { emailSchema, emailSchemaWith, formBoolean } from "./fields.ts";

/**
 * The minimum for a real account password (set, reset, change; docs/product/accounts.md#passwords).
 * The API also refuses passwords on a common-password list (`password.common`); that list stays on
 * the server so the browser never downloads it.
 */
export const PASSWORD_MIN_LENGTH = 10;
/** Guards the hashing cost; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: not empty (`password.empty`), at least 10, at most 128 characters. Not trimmed. */
export const newPasswordSchema = z
  .string({ error: messages.passwordEmpty.id })
  .min(1, { error: messages.passwordEmpty.id })
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort.id })
  .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong.id });

const confirmSchema = z
  .string({ error: messages.passwordConfirmEmpty.id })
  .min(1, { error: messages.passwordConfirmEmpty.id });

function confirmMatches(value: { password: string; confirm: string }) {
  return value.password === value.confirm;
}

/**
 * Login (docs/product/accounts.md#sign-in): e-mail not empty, e-mail format, password not empty; remember me.
 */
export const loginSchema = z.object({
  email: emailSchemaWith(messages.loginEmailEmpty.id, messages.loginEmailFormat.id),
  password: z
    .string({ error: messages.loginPasswordEmpty.id })
    .min(1, { error: messages.loginPasswordEmpty.id }),
  remember: formBoolean,
});
export type LoginInput = z.input<typeof loginSchema>;

/** Call 15: POST /v1/oauth/forgot, form email. */
export const forgotSchema = z.object({ email: emailSchema });

/** Reset tokens are opaque URL-safe strings. */
export const resetTokenSchema = z
  .string({ error: messages.resetInvalidToken.id })
  .regex(/^[A-Za-z0-9_.~-]{16,512}$/, { error: messages.resetInvalidToken.id });

/** Reset screen: new password, confirmation (equal -> else `password.mismatch`), token from the link. */
export const resetFormSchema = z
  .object({ password: newPasswordSchema, confirm: confirmSchema, token: resetTokenSchema })
  .refine(confirmMatches, { error: messages.passwordMismatch.id, path: ["confirm"] });

/** Call 16: POST /v1/oauth/reset, form password, token. */
export const resetRequestSchema = z.object({ password: newPasswordSchema, token: resetTokenSchema });

/** A sign-in link's token (better-auth's magic link, or the welcome mail's): opaque and URL-safe. */
export const signInLinkTokenSchema = z
  .string({ error: messages.signInLinkInvalid.id })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: messages.signInLinkInvalid.id });
export const signInByLinkSchema = z.object({ token: signInLinkTokenSchema });

/**
 * The password the person logs in with now, asked before a password or bank-account change so a
 * stolen session alone cannot take over the account's payouts. Not trimmed, not length-checked
 * (older passwords may be shorter than today's minimum).
 */
export const currentPasswordSchema = z
  .string({ error: messages.passwordCurrentEmpty.id })
  .min(1, { error: messages.passwordCurrentEmpty.id })
  .max(PASSWORD_MAX_LENGTH, { error: messages.passwordCurrentWrong.id });

/** Update Password dialog, first password (`first` false): empty -> `password.empty`, then the minimum. */
export const passwordDialogSchema = z.object({
  password: newPasswordSchema,
  // No current password to ask for; the dialog's one form keeps the field, empty and unjudged.
  current_password: z.string().catch(""),
});

/** Update Password dialog once a password is set: the current password, then the new one. */
export const passwordChangeDialogSchema = z.object({
  current_password: currentPasswordSchema,
  password: newPasswordSchema,
});

/**
 * Call 9: PUT /v1/oauth, form email, password, and `current_password`: required (the API answers
 * `password.currentEmpty`) except for the very first password of an account that never set one.
 */
export const passwordUpdateRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  current_password: currentPasswordSchema.optional(),
});

/** Call 1: POST /v1/rest, JSON platform=pwa, apps (app id), crx. */
export const tokenRequestSchema = z.object({
  platform: z.literal("pwa", { error: messages.errorValidation.id }),
  apps: z.string({ error: messages.errorValidation.id }).min(1, { error: messages.errorValidation.id }),
  crx: z.string({ error: messages.errorValidation.id }),
});

/**
 * The second step's code: a 6-digit TOTP code from an authenticator app (`123456`, or `123 456` as
 * apps show it), or one of the recovery codes (better-auth's `xxxxx-xxxxx`). Trimmed; the API drops
 * the inner space.
 */
export const twoFactorCodeSchema = z
  .string({ error: messages.twoFactorCodeEmpty.id })
  .trim()
  .min(1, { error: messages.twoFactorCodeEmpty.id })
  .regex(/^(\d{3} ?\d{3}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, { error: messages.twoFactorCodeWrong.id });

/** Whether a (valid) second-step code is a TOTP code; otherwise it is a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{3} ?\d{3}$/.test(code);
}

/** The login's second step, and the set-up's first code. */
export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema });

/** Starting the set-up, or turning two-factor sign-in off: the account's password. */
export const twoFactorPasswordRequestSchema = z.object({ password: currentPasswordSchema });
