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
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Services } from "../../context.ts";
import { donations, pointLedger, recurringPlans, webhookEvents } from "../../db/schema/index.ts";
import { signLink } from "../../lib/signed-links.ts";
import { createAccount, findUserByEmail, sendSetPasswordLink } from "../accounts.ts";
import { audit } from "../audit.ts";
import { mailTemplates } from "../mail/templates.ts";
import { billingStateOf, enqueueBillingActions, paymentTypeOf, saveBillingState } from "../recurring.ts";
import { findReferrer } from "../referrals.ts";
import { creditReferralTotals } from "../volunteer.ts";
import type { PaymentOutcome, WebhookEvent } from "./port.ts";

const statusFor: Record<PaymentOutcome, DonationStatus> = {
  paid: "done",
  failed: "failed",
  expired: "expired",
};
export const stopLinkDays = 30;

export type EventResult = "applied" | "duplicate" | "unchanged" | "unknown-payment";

export function stopLink(services: Services, pgId: string, locale: "id" | "en"): string {
  const expiresAt = new Date(services.now().getTime() + stopLinkDays * 24 * 3600_000);
  const token = signLink(services.env.LINK_SECRET, "stop", pgId, expiresAt);
  const prefix = locale === "en" ? "/en" : "";
  return `${services.env.PUBLIC_SITE_URL}${prefix}/donation/stop?pgid=${encodeURIComponent(pgId)}&token=${token}`;
}

/**
 * Applies one verified provider event, exactly once: the event id is claimed by a unique insert in
 * the same transaction that moves the donation (row-locked), so replays and racing deliveries change
 * nothing. A donation never leaves `done`. Mails go out after the commit.
 */
export async function processPaymentEvent(
  services: Services,
  provider: string,
  event: WebhookEvent,
): Promise<EventResult> {
  const after: (() => Promise<void>)[] = [];
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

    const [donation] = await tx
      .select()
      .from(donations)
      .where(eq(donations.pgId, event.pgId))
      .for("update")
      .limit(1);
    if (!donation) {
      await markProcessed();
      return "unknown-payment";
    }
    const target = statusFor[event.outcome];
    if (donation.status === target || !canMoveDonationStatus(donation.status, target)) {
      await markProcessed();
      return "unchanged";
    }
    const now = services.now();
    await tx
      .update(donations)
      .set({ status: target, paidAt: target === "done" ? now : null })
      .where(eq(donations.id, donation.id));
    await audit(tx, {
      action: "donation.status",
      subject: `donation:${donation.id}`,
      data: { from: donation.status, to: target, event: event.eventId },
    });

    if (target !== "done" && donation.recurringPlanId && donation.cycleDueDay) {
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
      const donorId = donation.userId ?? (await findUserByEmail(tx, donation.email))?.id ?? null;
      let firstMonthlyPayment = false;
      if (donation.recurringPlanId) {
        const [plan] = await tx
          .select()
          .from(recurringPlans)
          .where(eq(recurringPlans.id, donation.recurringPlanId))
          .for("update")
          .limit(1);
        if (plan) {
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
              await saveBillingState(tx, plan.id, moved.state, donorId ? { userId: donorId } : {});
              await enqueueBillingActions(tx, plan.id, moved.actions, now);
            }
          }
          if (!donorId) {
            // DECISIONS: a first successful monthly payment creates the donor account (after the commit,
            // through better-auth's adapter, which has its own connection).
            const planId = plan.id;
            after.unshift(() => ensureDonorAccount(services, donation, planId));
          }
        }
      }
      if (donorId && donorId !== donation.userId) {
        await tx.update(donations).set({ userId: donorId }).where(eq(donations.id, donation.id));
      }

      const referrer = await findReferrer(tx, donation.referralCode);
      if (referrer && referrer.userId !== donorId) {
        if (referrer.type === "volunteer") {
          // 1 point per Rp 1.000 of every successful referred donation, monthly charges included.
          const points = formatPoints(pointsForDonation(donation.amount));
          const credited = await tx
            .insert(pointLedger)
            .values({
              userId: referrer.userId,
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
              userId: referrer.userId,
              email: donation.email,
              amount: donation.amount,
              points,
              at: now,
            });
          }
        } else if (firstMonthlyPayment) {
          // Donor referrers earn badge points per new monthly donor brought in.
          await tx
            .insert(pointLedger)
            .values({
              userId: referrer.userId,
              type: "earn",
              status: "approved",
              points: formatPoints(wholePoints(BADGE_POINTS_PER_REFERRED_MONTHLY_DONOR)),
              amount: donation.amount,
              donationId: donation.id,
              reason: "referred-monthly-donor",
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
      after.push(() => services.mailer.send(donation.email, locale, receipt).then(() => undefined));
    }
    await markProcessed();
    return "applied";
  });
  for (const task of after) await task();
  return result;
}

/** Creates the donor account for a first monthly payment, links the plan and donations, mails the link. */
async function ensureDonorAccount(
  services: Services,
  donation: { email: string; fullname: string; locale: "id" | "en"; phone: string },
  planId: string,
): Promise<void> {
  let user = await findUserByEmail(services.db, donation.email);
  let created = false;
  if (!user) {
    try {
      user = await createAccount(services, {
        email: donation.email,
        name: donation.fullname,
        role: "donor",
        locale: donation.locale,
        phone: donation.phone,
      });
      created = true;
    } catch (error) {
      // Another delivery created it a moment ago: one e-mail, one account.
      user = await findUserByEmail(services.db, donation.email);
      if (!user) throw error;
    }
  }
  await services.db.update(recurringPlans).set({ userId: user.id }).where(eq(recurringPlans.id, planId));
  await services.db
    .update(donations)
    .set({ userId: user.id })
    .where(and(eq(sql`lower(${donations.email})`, user.email.toLowerCase()), isNull(donations.userId)));
  if (created) await sendSetPasswordLink(services, user);
}
