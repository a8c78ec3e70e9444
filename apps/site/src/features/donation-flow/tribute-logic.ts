import type { DonationKind } from "@rimbun/domain/donations";
import { type MessageId, messages } from "@rimbun/domain/messages";
import {
  normalizeTributeText,
  TRIBUTE_MESSAGE_MAX_LENGTH,
  TRIBUTE_NAME_MAX_LENGTH,
  type TributeLocale,
  type TributeOccasion,
  tributeDayAllowed,
} from "@rimbun/domain/tributes";

/**
 * A gift in someone's name as the donor fills it in (docs/product/donation-flow.md#gifts-in-someones-name):
 * off until the donor ticks it; the fields themselves load only then (tribute-fields.tsx).
 */
export interface TributeDraft {
  on: boolean;
  occasion: TributeOccasion;
  name: string;
  email: string;
  message: string;
  /** YYYY-MM-DD (Jakarta); empty until the fields set today. */
  sendOn: string;
  /** Empty: the donor's own language. */
  locale: TributeLocale | "";
  showAmount: boolean;
}

export const emptyTribute: TributeDraft = {
  on: false,
  occasion: "honour",
  name: "",
  email: "",
  message: "",
  sendOn: "",
  locale: "",
  showAmount: false,
};

export type TributeField = "tributeName" | "tributeEmail" | "tributeMessage" | "tributeSendOn";

/** Whether this kind of gift may carry a tribute: a Buddy's boost from the dashboard may not. */
export function tributeOffered(kind: DonationKind): boolean {
  return kind !== "boost";
}

// The e-mail's shape as the domain checks it (schemas/fields.ts); kept here without zod for the first JavaScript.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the tribute, as the API would say it (message ids); nothing when it is off. */
export function tributeErrors(
  draft: TributeDraft,
  kind: DonationKind,
  now: Date,
): Partial<Record<TributeField, MessageId>> {
  if (!draft.on || !tributeOffered(kind)) return {};
  const errors: Partial<Record<TributeField, MessageId>> = {};
  const name = normalizeTributeText(draft.name);
  if (!name) errors.tributeName = messages.invalidTributeName.id;
  else if ([...name].length > TRIBUTE_NAME_MAX_LENGTH) errors.tributeName = messages.invalidTooLong.id;
  const email = draft.email.trim();
  if (email && !emailShape.test(email)) errors.tributeEmail = messages.invalidInvalidEmail.id;
  if ([...normalizeTributeText(draft.message)].length > TRIBUTE_MESSAGE_MAX_LENGTH)
    errors.tributeMessage = messages.invalidTooLong.id;
  if (!tributeDayAllowed(draft.sendOn, now)) errors.tributeSendOn = messages.invalidTributeDay.id;
  return errors;
}

/** Call 3's tribute fields (schemas/tribute.ts), only when the donor chose one. */
export function tributeFields(draft: TributeDraft, kind: DonationKind): Record<string, string> {
  if (!draft.on || !tributeOffered(kind)) return {};
  const fields: Record<string, string> = {
    tribute_occasion: draft.occasion,
    tribute_name: normalizeTributeText(draft.name),
    tribute_send_on: draft.sendOn,
    tribute_show_amount: draft.showAmount ? "true" : "false",
  };
  if (draft.email.trim()) fields.tribute_email = draft.email.trim();
  const message = normalizeTributeText(draft.message);
  if (message) fields.tribute_message = message;
  if (draft.locale) fields.tribute_locale = draft.locale;
  return fields;
}

/** A refusal's wire field as the form's field (`tribute_send_on` → `tributeSendOn`). */
export function tributeFieldOfWire(wireName: string): TributeField | null {
  const fields: Record<string, TributeField> = {
    tribute_name: "tributeName",
    tribute_email: "tributeEmail",
    tribute_message: "tributeMessage",
    tribute_send_on: "tributeSendOn",
    tribute_occasion: "tributeName",
    tribute_locale: "tributeName",
  };
  return fields[wireName] ?? null;
}
