import { canMoveDonationStatus, type DonationStatus } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit.ts";
import type { Database } from "../../platform/db/client.ts";
import { donations } from "../../platform/db/schema/index.ts";
import type { PaymentOutcome, WebhookEvent } from "../port.ts";

const statusFor: Record<PaymentOutcome, DonationStatus> = {
  paid: "done",
  failed: "failed",
  expired: "expired",
  refunded: "refunded",
};

/** Our donations are in rupiah; a payment in anything else is not the one we asked for. */
const donationCurrency = "IDR";

/** What an event does to its donation: nothing, a flag for staff, or a move to a new status. */
export type Transition =
  | { readonly type: "unchanged" }
  | { readonly type: "flag" }
  | { readonly type: "move"; readonly to: DonationStatus };

/** A donation never leaves `done` except by a refund; a paid event that is not what we asked is flagged. */
export function decideTransition(
  donation: { status: DonationStatus; amount: number; coveredFee?: number },
  event: Pick<WebhookEvent, "outcome" | "amount" | "currency">,
): Transition {
  const target = statusFor[event.outcome];
  if (donation.status === target || !canMoveDonationStatus(donation.status, target)) {
    return { type: "unchanged" };
  }
  if (target === "done" && !paidAsAsked(donation, event)) return { type: "flag" };
  return { type: "move", to: target };
}

/**
 * A paid event's reported amount and currency, where the provider reports them, are what we asked: the
 * gift plus the fee the donor covered (docs/product/donation-flow.md#cover-the-fee).
 */
function paidAsAsked(
  donation: { amount: number; coveredFee?: number },
  event: Pick<WebhookEvent, "amount" | "currency">,
): boolean {
  if (event.amount !== undefined && event.amount !== chargedTotal(donation)) return false;
  if (event.currency !== undefined && event.currency.toUpperCase() !== donationCurrency) return false;
  return true;
}

/** What the provider was asked for: the gift and the covered fee. */
export function chargedTotal(donation: { amount: number; coveredFee?: number }): number {
  return donation.amount + (donation.coveredFee ?? 0);
}

/** Paid, but not what we asked: staff look at it; no receipt, no points, no plan start. */
export async function flagAmountMismatch(
  tx: Database,
  donation: { id: string; amount: number; coveredFee?: number },
  event: WebhookEvent,
): Promise<void> {
  await tx.update(donations).set({ flag: "amount-mismatch" }).where(eq(donations.id, donation.id));
  await audit(tx, {
    action: "donation.flagged",
    subject: `donation:${donation.id}`,
    data: {
      flag: "amount-mismatch",
      expected: { amount: chargedTotal(donation), currency: donationCurrency },
      reported: { amount: event.amount ?? null, currency: event.currency ?? null },
      event: event.eventId,
    },
  });
}

/** The donation's new status (a payment's date with it; a refund keeps it) and its audit entry. */
export async function moveDonationStatus(
  tx: Database,
  donation: { id: string; status: DonationStatus },
  to: DonationStatus,
  event: WebhookEvent,
  now: Date,
): Promise<void> {
  await tx
    .update(donations)
    .set({
      status: to,
      ...(to === "refunded" ? {} : { paidAt: to === "done" ? (event.paidAt ?? now) : null }),
    })
    .where(eq(donations.id, donation.id));
  await audit(tx, {
    action: "donation.status",
    subject: `donation:${donation.id}`,
    data: {
      from: donation.status,
      to,
      event: event.eventId,
      ...(event.amount !== undefined ? { amount: event.amount } : {}),
    },
  });
}
