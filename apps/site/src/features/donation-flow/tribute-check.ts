import type { DonationKind } from "@rimbun/domain/donations";
import { type MessageId, messages } from "@rimbun/domain/messages";
import {
  normalizeTributeText,
  TRIBUTE_MESSAGE_MAX_LENGTH,
  TRIBUTE_NAME_MAX_LENGTH,
  tributeDayAllowed,
  tributeMessages,
} from "@rimbun/domain/tributes";
import { type TributeDraft, type TributeField, tributeOffered } from "./tribute-logic.ts";

// Loaded with the flow's checks (donation-flow-check.ts), not with the page. The two tribute ids live
// beside `messages` (domain tributes.ts) so the landing does not carry them; the domain catalog has them.
const tributeNameMissing = tributeMessages.invalidTributeName.id as MessageId;
const tributeDayWrong = tributeMessages.invalidTributeDay.id as MessageId;

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
  if (!name) errors.tributeName = tributeNameMissing;
  else if ([...name].length > TRIBUTE_NAME_MAX_LENGTH) errors.tributeName = messages.invalidTooLong.id;
  const email = draft.email.trim();
  if (email && !emailShape.test(email)) errors.tributeEmail = messages.invalidInvalidEmail.id;
  if ([...normalizeTributeText(draft.message)].length > TRIBUTE_MESSAGE_MAX_LENGTH)
    errors.tributeMessage = messages.invalidTooLong.id;
  if (!tributeDayAllowed(draft.sendOn, now)) errors.tributeSendOn = tributeDayWrong;
  return errors;
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
