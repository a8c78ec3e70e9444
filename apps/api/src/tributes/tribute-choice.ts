import type { CreatePaymentPayload } from "@rimbun/domain/schemas";
import { type TributeOccasion, tributeDayAllowed, tributeMessages } from "@rimbun/domain/tributes";
import type { Database } from "../platform/db/client.ts";
import { tributes } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { ApiError } from "../platform/http/errors.ts";

/** What the donor chose in the flow (docs/product/donation-flow.md#gifts-in-someones-name). */
export interface TributeChoice {
  occasion: TributeOccasion;
  name: string;
  email: string | null;
  message: string | null;
  sendOn: string;
  cardLocale: Locale;
  showAmount: boolean;
}

/**
 * The tribute in call 3's payload, or null when the donor chose none. An occasion asks for the person's
 * name and a day from today up to a year ahead (Jakarta); the card's language defaults to the donor's.
 */
export function tributeChoiceOf(
  payload: CreatePaymentPayload,
  donorLocale: Locale,
  now: Date,
): TributeChoice | null {
  if (!payload.tribute_occasion) return null;
  const fields: Record<string, string> = {};
  if (!payload.tribute_name) fields.tribute_name = tributeMessages.invalidTributeName.id;
  const day = payload.tribute_send_on;
  if (!day || !tributeDayAllowed(day, now)) fields.tribute_send_on = tributeMessages.invalidTributeDay.id;
  if (Object.keys(fields).length > 0 || !payload.tribute_name || !day)
    throw new ApiError("VALIDATION", { fields });
  return {
    occasion: payload.tribute_occasion,
    name: payload.tribute_name,
    email: payload.tribute_email ?? null,
    message: payload.tribute_message ?? null,
    sendOn: day,
    cardLocale: payload.tribute_locale ?? donorLocale,
    showAmount: payload.tribute_show_amount === true,
  };
}

/** Writes the tribute, `awaiting_payment`, in the transaction that stores its donation. */
export async function writeTribute(tx: Database, donationId: string, choice: TributeChoice): Promise<void> {
  await tx
    .insert(tributes)
    .values({
      donationId,
      occasion: choice.occasion,
      honoreeName: choice.name,
      honoreeEmail: choice.email,
      message: choice.message,
      sendOn: choice.sendOn,
      cardLocale: choice.cardLocale,
      showAmount: choice.showAmount,
    })
    .onConflictDoNothing({ target: tributes.donationId });
}
