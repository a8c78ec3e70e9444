import { z } from "zod";
import { MAX_NAME_LENGTH, PHONE_PREFIX } from "../constants.ts";
import { type MessageId, messages } from "../messages.ts";
import { normalizePhone } from "../phone.ts";

export { MAX_NAME_LENGTH };
/** Text fields longer than this are refused (a guard, not a product rule). */
export const MAX_TEXT_LENGTH = 500;
export const MAX_EMAIL_LENGTH = 254;

/**
 * Required short text (names): trimmed, not empty (message `emptyId`), at most MAX_NAME_LENGTH
 * characters, refused with a message that names the limit.
 */
export function requiredText(emptyId: MessageId) {
  return z
    .string({ error: emptyId })
    .trim()
    .min(1, { error: emptyId })
    .max(MAX_NAME_LENGTH, { error: messages.invalidNameTooLong.id });
}

/** Optional text: trimmed; blank becomes undefined. */
export function optionalText(max: number = MAX_TEXT_LENGTH) {
  return z
    .string({ error: messages.errorValidation.id })
    .trim()
    .max(max, { error: messages.invalidTooLong.id })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Text, at sign, text, dot, text (docs/product/donation-flow.md#personal-data). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail, trimmed and lower-cased (one e-mail, one account). */
export function emailSchemaWith(emptyId: MessageId, formatId: MessageId) {
  return z
    .string({ error: emptyId })
    .trim()
    .min(1, { error: emptyId })
    .max(MAX_EMAIL_LENGTH, { error: formatId })
    .regex(EMAIL_PATTERN, { error: formatId })
    .transform((value) => value.toLowerCase());
}

/** E-mail with the report form's ids (invalid.emptyEmail, invalid.invalidEmail). */
export const emailSchema = emailSchemaWith(messages.invalidEmptyEmail.id, messages.invalidInvalidEmail.id);

// The reading itself is zod-free (phone.ts), so rules outside the schemas can use it.
export { normalizePhone };

/** The part after +62, for the phone input that shows the prefix itself. */
export function phoneWithoutPrefix(phone: string): string {
  return phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length) : phone;
}

/** Phone, required (`emptyId`), digits only after +62; yields `+62…`. */
export function phoneSchemaWith(emptyId: MessageId) {
  return z
    .string({ error: emptyId })
    .trim()
    .min(1, { error: emptyId })
    .transform((value, ctx): string => {
      const phone = normalizePhone(value);
      if (phone === null) {
        ctx.addIssue({ code: "custom", message: messages.invalidPhoneFormat.id });
        return z.NEVER;
      }
      return phone;
    });
}

export const phoneSchema = phoneSchemaWith(messages.invalidPhone.id);

const TRUE_WORDS = new Set(["true", "on", "1", "yes"]);

/** A checkbox from a form or JSON: true, "true", "on", "1", "yes" are ticked; anything else is not. */
export const formBoolean = z
  .union([z.boolean(), z.string()], { error: messages.errorValidation.id })
  .optional()
  .transform((value) => value === true || (typeof value === "string" && TRUE_WORDS.has(value.toLowerCase())));

/** A box that must be ticked (`messageId` otherwise). */
export function requiredTick(messageId: MessageId) {
  return formBoolean.pipe(z.literal(true, { error: messageId }));
}

/** Whole numbers arriving as text in forms and queries. */
export function formInteger(messageId: MessageId = messages.errorValidation.id) {
  return z.coerce.number({ error: messageId }).int({ error: messageId });
}

/** Campaign slugs: lower-case words joined by dashes. */
export const campaignSlugSchema = z
  .string({ error: messages.errorValidation.id })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: messages.errorValidation.id })
  .max(100, { error: messages.errorValidation.id });

/** Parses a JSON text field of a multipart form (call 7) before validating it with `schema`. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .union([z.string(), z.record(z.string(), z.unknown())], { error: messages.errorValidation.id })
    .transform((value, ctx): unknown => {
      if (typeof value !== "string") return value;
      if (value.trim() === "") return {};
      try {
        return JSON.parse(value);
      } catch {
        ctx.addIssue({ code: "custom", message: messages.errorValidation.id });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * Idempotency key carried by the donation form so a double click creates one donation
 * (docs/product/donation-flow.md#creating-the-payment). A UUID fits; anything of 16-128 URL-safe characters
 * is accepted.
 */
export const idempotencyKeySchema = z
  .string({ error: messages.errorValidation.id })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: messages.errorValidation.id });
