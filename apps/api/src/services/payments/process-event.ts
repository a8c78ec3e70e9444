import {
  BADGE_POINTS_PER_REFERRED_MONTHLY_DONOR,
  billingTransition,
  canMoveDonationStatus,
  type DonationStatus,
  formatPoints,
  formatRupiah,
  jakartaDay,
  pointsForDonation,
  startBillingPlan,
  wholePoints,
} from "@rimbun/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Services } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { donations, pointLedger, recurringPlans, users, webhookEvents } from "../../db/schema/index.ts";
import { signLink } from "../../lib/signed-links.ts";
import {
  createAccountInTransaction,
  findUserByEmail,
  sendSetPasswordLink,
  type UserRow,
  unusablePasswordHash,
} from "../accounts.ts";
import { audit } from "../audit.ts";
import { mailTemplates } from "../mail/templates.ts";
import { badgeCreditReason, badgeRefundReason } from "../points.ts";
import { billingStateOf, enqueueBillingActions, paymentTypeOf, saveBillingState } from "../recurring.ts";
import { creditReferralTotals, referralRefundReason, reverseReferralTotals } from "../volunteer.ts";
import { isPendingPgId, pendingPgId } from "./create-donation.ts";
import type { PaymentOutcome, WebhookEvent } from "./port.ts";

const statusFor: Record<PaymentOutcome, DonationStatus> = {
  paid: "done",
  failed: "failed",
  expired: "expired",
  refunded: "refunded",
};

/** Our donations are in rupiah; a payment in anything else is not the one we asked for. */
const donationCurrency = "IDR";

export const stopLinkDays = 30;

export type EventResult = "applied" | "duplicate" | "unchanged" | "unknown-payment" | "flagged";

export function stopLink(services: Services, pgId: string, locale: "id" | "en"): string {
  const expiresAt = new Date(services.now().getTime() + stopLinkDays * 24 * 3600_000);
  const token = signLink(services.env.LINK_SECRET, "stop", pgId, expiresAt);
  const prefix = locale === "en" ? "/en" : "";
  return `${services.env.PUBLIC_SITE_URL}${prefix}/donation/stop?pgid=${encodeURIComponent(pgId)}&token=${token}`;
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
  event: WebhookEvent,
): Promise<EventResult> {
  // Hashing is slow and must not hold locks: prepared before the transaction when a first monthly
  // payment will likely create its donor's account (checked again inside, under the lock).
  const passwordHash = (await mayCreateDonor(services.db, event))
    ? await unusablePasswordHash(services)
    : null;
  const result = await services.db.transaction(async (tx): Promise<EventResult> => {
    const claimed = await tx
      .insert(webhookEvents)
      .values({ provider, eventId: event.eventId, payload: event.raw as object })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) return "duplicate";
    const markProcessed = () =>
      tx
        .update(webhookEvents)
        .set({ processedAt: services.now() })
        .where(eq(webhookEvents.id, claimed[0]?.id ?? ""));

    // A provider whose pgid is our donation id (Xendit) can pay a charge whose row still holds the
    // placeholder (the process died between the provider's answer and storing it): it is found too.
    const [found] = await tx
      .select()
      .from(donations)
      .where(inArray(donations.pgId, [event.pgId, pendingPgId(event.pgId)]))
      .for("update")
      .limit(1);
    const donation = found && isPendingPgId(found.pgId) ? { ...found, pgId: event.pgId } : found;
    if (found && donation && found.pgId !== donation.pgId && donation.provider === provider) {
      await tx.update(donations).set({ pgId: donation.pgId }).where(eq(donations.id, donation.id));
      await tx.update(recurringPlans).set({ pgId: donation.pgId }).where(eq(recurringPlans.pgId, found.pgId));
    }
    // A provider speaks only for its own charges: another provider's event for this pgid is unknown.
    if (!donation || donation.provider !== provider) {
      if (donation) {
        await audit(tx, {
          action: "donation.wrong-provider",
          subject: `donation:${donation.id}`,
          data: { provider, expected: donation.provider, event: event.eventId, outcome: event.outcome },
        });
      }
      await markProcessed();
      return "unknown-payment";
    }
    const target = statusFor[event.outcome];
    if (donation.status === target || !canMoveDonationStatus(donation.status, target)) {
      await markProcessed();
      return "unchanged";
    }
    const now = services.now();
    if (target === "done" && !paidAsAsked(donation, event)) {
      // Paid, but not what we asked: staff look at it; no receipt, no points, no plan start.
      await tx.update(donations).set({ flag: "amount-mismatch" }).where(eq(donations.id, donation.id));
      await audit(tx, {
        action: "donation.flagged",
        subject: `donation:${donation.id}`,
        data: {
          flag: "amount-mismatch",
          expected: { amount: donation.amount, currency: donationCurrency },
          reported: { amount: event.amount ?? null, currency: event.currency ?? null },
          event: event.eventId,
        },
      });
      await markProcessed();
      return "flagged";
    }
    await tx
      .update(donations)
      .set({ status: target, ...(target === "refunded" ? {} : { paidAt: target === "done" ? now : null }) })
      .where(eq(donations.id, donation.id));
    await audit(tx, {
      action: "donation.status",
      subject: `donation:${donation.id}`,
      data: {
        from: donation.status,
        to: target,
        event: event.eventId,
        ...(event.amount !== undefined ? { amount: event.amount } : {}),
      },
    });

    if (target === "refunded") {
      await reversePoints(tx, donation, now);
    } else if (target !== "done" && donation.recurringPlanId && donation.cycleDueDay) {
      // A monthly cycle's charge failed or its invoice expired: the plan's machine decides what follows.
      const [plan] = await tx
        .select()
        .from(recurringPlans)
        .where(eq(recurringPlans.id, donation.recurringPlanId))
        .for("update")
        .limit(1);
      const state = plan ? await billingStateOf(tx, plan) : null;
      if (plan && state) {
        const unpaid =
          state.paymentType === "recurring" && target === "failed"
            ? ("charge-failed" as const)
            : target === "expired"
              ? ("invoice-expired" as const)
              : null;
        if (unpaid) {
          const moved = billingTransition(state, { type: unpaid, dueDay: donation.cycleDueDay }, now);
          await saveBillingState(tx, plan.id, moved.state);
          await enqueueBillingActions(tx, plan.id, moved.actions, now);
        }
      }
    }

    if (target === "done") {
      let donorId = donation.userId ?? (await findUserByEmail(tx, donation.email))?.id ?? null;
      let firstMonthlyPayment = false;
      if (donation.recurringPlanId) {
        const [plan] = await tx
          .select()
          .from(recurringPlans)
          .where(eq(recurringPlans.id, donation.recurringPlanId))
          .for("update")
          .limit(1);
        if (plan) {
          if (!donorId) {
            // DECISIONS: a first successful monthly payment creates the donor account, in this
            // transaction, with the set-password link queued beside the receipt.
            const donor = await createDonor(services, tx, donation, passwordHash);
            donorId = donor.id;
            await tx.update(recurringPlans).set({ userId: donor.id }).where(eq(recurringPlans.id, plan.id));
            await tx
              .update(donations)
              .set({ userId: donor.id })
              .where(
                and(eq(sql`lower(${donations.email})`, donor.email.toLowerCase()), isNull(donations.userId)),
              );
          }
          firstMonthlyPayment = plan.status === "pending";
          if (firstMonthlyPayment) {
            // The billing machine starts with the first successful payment (its day is the anchor).
            const state = startBillingPlan({
              firstPaidAt: now,
              paymentType: paymentTypeOf(plan.channel),
              amount: plan.amount,
            });
            await saveBillingState(tx, plan.id, state, { userId: donorId });
          } else if (plan.status !== "inactive") {
            // A monthly cycle's charge or invoice was paid: the machine closes that cycle.
            const state = await billingStateOf(tx, plan);
            if (state) {
              const paidEvent = state.paymentType === "recurring" ? "charge-succeeded" : "invoice-paid";
              const moved = billingTransition(
                state,
                { type: paidEvent, ...(donation.cycleDueDay ? { dueDay: donation.cycleDueDay } : {}) },
                now,
              );
              await saveBillingState(tx, plan.id, moved.state, { userId: donorId });
              await enqueueBillingActions(tx, plan.id, moved.actions, now);
            }
          }
        }
      }
      if (donorId && donorId !== donation.userId) {
        await tx.update(donations).set({ userId: donorId }).where(eq(donations.id, donation.id));
      }

      // The referrer fixed when the donation was made, by user id: whoever holds the code now earns nothing.
      const referrer = donation.referrerUserId
        ? (
            await tx
              .select({ id: users.id, role: users.role })
              .from(users)
              .where(eq(users.id, donation.referrerUserId))
              .limit(1)
          )[0]
        : undefined;
      if (referrer && referrer.id !== donorId) {
        if (referrer.role === "volunteer") {
          // 1 point per Rp 1.000 of every successful referred donation, monthly charges included.
          const points = formatPoints(pointsForDonation(donation.amount));
          const credited = await tx
            .insert(pointLedger)
            .values({
              userId: referrer.id,
              type: "earn",
              status: "approved",
              points,
              amount: donation.amount,
              donationId: donation.id,
              reason: "referral",
              description: `${donation.type}:${donation.localId}`,
              decidedAt: now,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: pointLedger.id });
          if (credited.length > 0) {
            // The leaderboard's aggregate moves in the same transaction as the credit.
            await creditReferralTotals(tx, {
              userId: referrer.id,
              email: donation.email,
              amount: donation.amount,
              points,
              at: now,
            });
          }
        } else if (referrer.role === "donor" && firstMonthlyPayment) {
          // Donor referrers earn badge points per new monthly donor brought in.
          await tx
            .insert(pointLedger)
            .values({
              userId: referrer.id,
              type: "earn",
              status: "approved",
              points: formatPoints(wholePoints(BADGE_POINTS_PER_REFERRED_MONTHLY_DONOR)),
              amount: donation.amount,
              donationId: donation.id,
              reason: badgeCreditReason,
              description: `monthly:${donation.localId}`,
              decidedAt: now,
            })
            .onConflictDoNothing();
        }
      }

      const locale = donation.locale;
      const receipt = mailTemplates.receipt(locale, {
        name: donation.fullname,
        localId: donation.localId,
        type: donation.type,
        amount: formatRupiah(donation.amount),
        date: jakartaDay(now),
        invoiceUrl: `${services.env.DASHBOARD_URL}/invoice/print/${donation.localId}?locale=${locale}`,
        ...(donation.recurringPlanId ? { stopUrl: stopLink(services, donation.pgId, locale) } : {}),
      });
      await services.mailer.enqueue(tx, donation.email, locale, receipt);
    }
    await markProcessed();
    return "applied";
  });
  // Its mails are committed: a running job runner sends them now rather than at its next round.
  if (result === "applied") services.mailer.wake?.();
  return result;
}

/** A paid event's reported amount and currency, where the provider reports them, are the donation's. */
function paidAsAsked(donation: { amount: number }, event: WebhookEvent): boolean {
  if (event.amount !== undefined && event.amount !== donation.amount) return false;
  if (event.currency !== undefined && event.currency.toUpperCase() !== donationCurrency) return false;
  return true;
}

/** A cheap look (no lock) whether this event is a first monthly payment of someone without an account. */
async function mayCreateDonor(db: Database, event: WebhookEvent): Promise<boolean> {
  if (event.outcome !== "paid") return false;
  const [donation] = await db
    .select({ userId: donations.userId, email: donations.email, planId: donations.recurringPlanId })
    .from(donations)
    .where(eq(donations.pgId, event.pgId))
    .limit(1);
  if (!donation?.planId || donation.userId) return false;
  return !(await findUserByEmail(db, donation.email));
}

/**
 * The donor account of a first monthly payment and its set-password mail, in the payment's
 * transaction. Another payment may have created the account a moment ago (it commits first, our
 * insert then fails): a savepoint keeps our transaction alive and we use theirs.
 */
async function createDonor(
  services: Services,
  tx: Database,
  donation: { email: string; fullname: string; locale: "id" | "en"; phone: string },
  preparedHash: string | null,
): Promise<UserRow> {
  const passwordHash = preparedHash ?? (await unusablePasswordHash(services));
  let user: UserRow;
  try {
    user = await tx.transaction((savepoint) =>
      createAccountInTransaction(
        savepoint,
        {
          email: donation.email,
          name: donation.fullname,
          role: "donor",
          locale: donation.locale,
          phone: donation.phone,
        },
        passwordHash,
      ),
    );
  } catch (error) {
    const existing = await findUserByEmail(tx, donation.email);
    if (!existing) throw error;
    return existing;
  }
  await sendSetPasswordLink(services, user, tx);
  return user;
}

/**
 * A refund or chargeback takes back what the payment earned: an `adjust` entry of minus the credit
 * for each referral credit (the leaderboard's aggregate too) and each badge credit. Points already
 * spent leave the volunteer in debt: active points show 0 and nothing can be spent until it is earned back.
 */
async function reversePoints(
  tx: Database,
  donation: { id: string; email: string; localId: string; type: string },
  now: Date,
): Promise<void> {
  const credits = await tx
    .select()
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.donationId, donation.id),
        eq(pointLedger.type, "earn"),
        eq(pointLedger.status, "approved"),
      ),
    );
  for (const credit of credits) {
    const badge = credit.reason === badgeCreditReason;
    if (!badge && credit.reason !== "referral") continue;
    const reversed = await tx
      .insert(pointLedger)
      .values({
        userId: credit.userId,
        type: "adjust",
        status: "approved",
        points: `-${credit.points}`,
        amount: credit.amount,
        donationId: donation.id,
        // One reversal per donation, user and reason (the ledger's unique index): a replay adds nothing.
        reason: badge ? badgeRefundReason : referralRefundReason,
        description: `refund:${donation.type}:${donation.localId}`,
        decidedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: pointLedger.id });
    if (reversed.length > 0 && !badge) {
      await reverseReferralTotals(tx, {
        userId: credit.userId,
        email: donation.email,
        amount: credit.amount ?? 0,
        points: credit.points,
        creditedAt: credit.createdAt,
      });
    }
  }
}
