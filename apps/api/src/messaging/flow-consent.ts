import { and, count, eq, gt, ne } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { whatsAppConsents, whatsAppMessages } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { CONFIRMATIONS_PER_DAY } from "./consent.ts";
import { queueWhatsApp } from "./outbox.ts";
import { normalizeWhatsAppNumber } from "./phone-number.ts";
import { consentConfirmTemplate } from "./templates.ts";

/** What the first payment of a plan whose donor ticked "Remind me on WhatsApp" knows. */
export interface FlowWhatsAppRequest {
  planId: string;
  donationId: string;
  /** The plan's owner now (created by this payment, or the account of its e-mail). */
  userId: string;
  /** The account was made by this payment: nobody but this donor ever chose anything for it. */
  newAccount: boolean;
  /** Who was signed in when the form was sent, if anyone (`recurring_plans.whatsapp_asked_by`). */
  askedBy: string | null;
  phone: string;
  name: string;
  email: string;
  locale: Locale;
  now: Date;
}

export type FlowWhatsAppOutcome =
  | "asked"
  | "already-on"
  | "not-the-owner"
  | "not-a-mobile"
  | "number-taken"
  | "kept-confirmed"
  | "too-many";

/**
 * The donation flow's "Remind me on WhatsApp", applied in the transaction that confirms the plan's first
 * payment (docs/decisions/whatsapp.md#the-donation-flows-switch): the choice becomes `pending` (source
 * `donation_flow`) and the confirmation is queued, keyed by the plan, so a replayed or racing payment
 * queues it once. Nothing here ever fails the payment: a request we do not honour is left, and the
 * donor can turn WhatsApp on in the dashboard.
 *
 * Not honoured: an existing account asked for by a form nobody signed in to (anyone can type an
 * e-mail); a number another account already uses, confirmed, pending or stopped (STOP holds for the
 * number); a number the owner already confirmed is not replaced by another one from a form; more than
 * the day's confirmations.
 */
export async function askWhatsAppFromFlow(
  tx: Database,
  request: FlowWhatsAppRequest,
): Promise<FlowWhatsAppOutcome> {
  if (!request.newAccount && request.askedBy !== request.userId) return "not-the-owner";
  const phone = normalizeWhatsAppNumber(request.phone);
  if (!phone) return "not-a-mobile";
  const [elsewhere] = await tx
    .select({ id: whatsAppConsents.id })
    .from(whatsAppConsents)
    .where(and(eq(whatsAppConsents.phone, phone), ne(whatsAppConsents.userId, request.userId)))
    .limit(1);
  if (elsewhere) return "number-taken";
  await tx
    .insert(whatsAppConsents)
    .values({
      userId: request.userId,
      phone,
      status: "opted-out",
      source: "donation_flow",
      chosenAt: request.now,
    })
    .onConflictDoNothing({ target: whatsAppConsents.userId });
  const [own] = await tx
    .select()
    .from(whatsAppConsents)
    .where(eq(whatsAppConsents.userId, request.userId))
    .for("update")
    .limit(1);
  if (!own) throw new Error("consent row not written");
  if (own.phone === phone && own.status !== "opted-out") return "already-on";
  if (own.status === "confirmed") return "kept-confirmed";
  const [recent] = await tx
    .select({ n: count() })
    .from(whatsAppMessages)
    .where(
      and(
        eq(whatsAppMessages.userId, request.userId),
        eq(whatsAppMessages.template, consentConfirmTemplate),
        gt(whatsAppMessages.createdAt, new Date(request.now.getTime() - 86_400_000)),
      ),
    );
  if ((recent?.n ?? 0) >= CONFIRMATIONS_PER_DAY) return "too-many";
  await tx
    .update(whatsAppConsents)
    .set({
      phone,
      status: "pending",
      source: "donation_flow",
      chosenAt: request.now,
      confirmedAt: null,
      optedOutAt: null,
    })
    .where(eq(whatsAppConsents.id, own.id));
  await queueWhatsApp(tx, {
    userId: request.userId,
    to: phone,
    email: request.email,
    template: consentConfirmTemplate,
    purpose: "confirmation",
    donationId: request.donationId,
    locale: request.locale,
    body: [request.name.slice(0, 60) || request.email],
    key: `flow-confirmation:${request.planId}`,
  });
  return "asked";
}
