import { z } from "zod";
import { messages } from "../messages.ts";
import { emailSchema, emailSchemaWith, formBoolean } from "./fields.ts";

/** Our minimum for a real account password (set, reset, change); SPEC only asks for "not empty". */
export const PASSWORD_MIN_LENGTH = 8;
/** Guards the hashing cost; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: not empty (`password.empty`), at least 8, at most 128 characters. Not trimmed. */
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

/** Login (SPEC 5): e-mail not empty, e-mail format, password not empty; remember me. */
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

/** Profile password change: new password and an equal confirmation. */
export const passwordChangeSchema = z
  .object({ password: newPasswordSchema, confirm: confirmSchema })
  .refine(confirmMatches, { error: messages.passwordMismatch.id, path: ["confirm"] });

/** Update Password dialog (first password): empty -> `password.empty`, then the account minimum. */
export const passwordDialogSchema = z.object({ password: newPasswordSchema });

/** Call 9: PUT /v1/oauth, form email, password (the password update). */
export const passwordUpdateRequestSchema = z.object({ email: emailSchema, password: newPasswordSchema });

/** Call 1: POST /v1/rest, JSON platform=pwa, apps (app id), crx. */
export const tokenRequestSchema = z.object({
  platform: z.literal("pwa", { error: messages.errorValidation.id }),
  apps: z.string({ error: messages.errorValidation.id }).min(1, { error: messages.errorValidation.id }),
  crx: z.string({ error: messages.errorValidation.id }),
});
