import { unusablePasswordHash } from "../accounts/accounts.ts";
import { activatePlan } from "../billing/activate-plan.ts";
import { closeUnpaidCycle } from "../billing/cycle-events.ts";
import { applyPlanEvent } from "../billing/provider-plans.ts";
import { recordCampaignGift } from "../campaigns/campaign-totals.ts";
import { recordCampaignMatch } from "../campaigns/matching/allocate.ts";
import { paymentsChanged } from "../campaigns/recent-answers.ts";
import { moveWallMessage } from "../donor-wall/wall-messages.ts";
import { recordFundraiserGift } from "../fundraisers/fundraiser-totals.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { moveTribute } from "../tributes/tribute-schedule.ts";
import type { PlanEvent, WebhookEvent } from "./port.ts";
import { claimEvent } from "./process-event/claim.ts";
import { creditReferral } from "./process-event/credit-referral.ts";
import { type DonationRow, lockEventDonation } from "./process-event/find-donation.ts";
import { findDonorId, linkDonation, mayCreateDonor } from "./process-event/link-account.ts";
import { queuePaymentIncomplete, queueReceipt, queueRefund } from "./process-event/queue-mails.ts";
import { reversePoints } from "./process-event/reverse-points.ts";
import { decideTransition, flagAmountMismatch, moveDonationStatus } from "./process-event/transition.ts";

export type EventResult = "applied" | "duplicate" | "unchanged" | "unknown-payment" | "flagged";

/** What one event's transaction works with. */
interface EventScope {
  services: Services;
  tx: Database;
  provider: string;
  event: WebhookEvent;
  /** Prepared outside the transaction for a donor account this event will likely create. */
  passwordHash: string | null;
}

/**
 * Applies one verified provider event, exactly once: the event id is claimed by a unique insert in
 * the same transaction that moves the donation (row-locked), so replays and racing deliveries change
 * nothing. Every consequence (status, plan, donor account, points, referral totals, and the mails,
 * queued in the outbox) commits in that one transaction or not at all: a crash at any point leaves
 * either everything or nothing, and the provider's retry finishes the work. A donation never leaves
 * `done` except by a refund.
 */
export async function processPaymentEvent(
  services: Services,
  provider: string,
  event: WebhookEvent | PlanEvent,
): Promise<EventResult> {
  if (isPlanEvent(event)) return processPlanEvent(services, provider, event);
  // Hashing is slow and must not hold locks: prepared before the transaction when a first monthly
  // payment will likely create its donor's account (checked again inside, under the lock).
  const passwordHash = (await mayCreateDonor(services.db, event))
    ? await unusablePasswordHash(services)
    : null;
  const result = await services.db.transaction(async (tx): Promise<EventResult> => {
    if (!(await claimEvent(tx, provider, event, services.now()))) return "duplicate";
    return applyEvent({ services, tx, provider, event, passwordHash });
  });
  // Its mails are committed: a running job runner sends them now rather than at its next round.
  if (result === "applied") services.mailer.wake?.();
  return result;
}

function isPlanEvent(event: WebhookEvent | PlanEvent): event is PlanEvent {
  return "kind" in event && event.kind === "plan";
}

/**
 * A plan callback (method linked, plan ended at the provider, method expiring): claimed and applied
 * in one transaction like a payment, so a replay changes nothing.
 */
async function processPlanEvent(
  services: Services,
  provider: string,
  event: PlanEvent,
): Promise<EventResult> {
  const result = await services.db.transaction(async (tx): Promise<EventResult> => {
    if (!(await claimEvent(tx, provider, event, services.now()))) return "duplicate";
    return applyPlanEvent(services, tx, event);
  });
  if (result === "applied") services.mailer.wake?.();
  return result;
}

/** The claimed event's consequences for its donation. */
async function applyEvent(scope: EventScope): Promise<Exclude<EventResult, "duplicate">> {
  const { services, tx, event } = scope;
  const donation = await lockEventDonation(tx, scope.provider, event);
  if (!donation) return "unknown-payment";
  const transition = decideTransition(donation, event);
  if (transition.type === "unchanged") return "unchanged";
  if (transition.type === "flag") {
    await flagAmountMismatch(tx, donation, event);
    return "flagged";
  }
  const now = services.now();
  await moveDonationStatus(tx, donation, transition.to, event, now);
  await moveWallMessage(tx, donation.id, transition.to, now);
  await moveTribute(tx, donation.id, transition.to, now);
  paymentsChanged();
  if (transition.to === "done") await applyPayment(scope, donation, now);
  else if (transition.to === "refunded") {
    await reversePoints(tx, donation, now);
    await queueRefund(services, tx, donation);
  } else if (transition.to === "failed" || transition.to === "expired") {
    await closeUnpaidCycle(tx, donation, transition.to, now);
    await queuePaymentIncomplete(services, tx, donation);
  }
  await recordFundraiserGift(services, tx, donation, transition.to);
  // The partner's match (only the gift, not a covered fee) before the totals: pledge row, then totals row.
  await recordCampaignMatch(tx, donation, donation.amount, transition.to, now);
  // Last, so the campaign's hot totals row stays locked for the shortest time before the commit.
  await recordCampaignGift(tx, donation, transition.to);
  return "applied";
}

/** A paid donation: its plan and donor account, its referrer's points, its receipt. */
async function applyPayment(scope: EventScope, donation: DonationRow, now: Date): Promise<void> {
  const { services, tx } = scope;
  const donorId = await findDonorId(tx, donation);
  const paid = await activatePlan(services, tx, donation, donorId, scope.passwordHash, now);
  await linkDonation(tx, donation, paid.donorId);
  await creditReferral(tx, donation, paid, now);
  await queueReceipt(services, tx, donation, scope.event.paidAt ?? now);
}
