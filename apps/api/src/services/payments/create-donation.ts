import { randomBytes } from "node:crypto";
import type { CreatedPayment } from "@rimbun/contract/payments";
import type { CreatePaymentPayload, PaymentPathKind } from "@rimbun/domain/schemas";
import { donationKindOfPath } from "@rimbun/domain/schemas";
import { eq } from "drizzle-orm";
import type { Services } from "../../context.ts";
import { campaigns, donations, recurringPlans } from "../../db/schema/index.ts";
import type { Locale } from "../../db/schema/users.ts";
import { apiMessages } from "../../lib/api-messages.ts";
import { ApiError } from "../../lib/errors.ts";
import { findUserByEmail } from "../accounts.ts";
import { findReferrer } from "../referrals.ts";

/** A short number people can read out on the phone: RL-YYMMDD-XXXXXX. */
export function newLocalId(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll("-", "");
  return `RL-${day}-${randomBytes(4).toString("hex").slice(0, 6).toUpperCase()}`;
}

/** The pgid a donation holds between being stored and the provider naming its charge. */
export function pendingPgId(donationId: string): string {
  return `pending:${donationId}`;
}

export function isPendingPgId(pgId: string): boolean {
  return pgId.startsWith("pending:");
}

/** Stores a pending donation (and, for monthly, a pending recurring plan) and asks the provider for a pay page. */
export async function createDonation(
  services: Services,
  path: PaymentPathKind,
  payload: CreatePaymentPayload,
  locale: Locale,
): Promise<CreatedPayment> {
  const kind = donationKindOfPath(path);
  const { db } = services;
  if (payload.campaign) {
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.slug, payload.campaign)).limit(1);
    if (!campaign)
      throw new ApiError("VALIDATION", {
        messageId: apiMessages.campaignUnknown.id,
        fields: { campaign: apiMessages.campaignUnknown.id },
      });
  }
  // Monthly sends the looked-up `referral_code`; every kind sends what the donor typed as `referral`.
  const typedCode = (payload as { referral_code?: string }).referral_code ?? payload.referral;
  const referrer = await findReferrer(db, typedCode);
  // Nobody earns points by referring themselves.
  const referral = referrer && referrer.email.toLowerCase() !== payload.email ? referrer : null;
  const donor = await findUserByEmail(db, payload.email);
  const donationId = crypto.randomUUID();
  const provider = services.payments.current;
  const localId = newLocalId(services.now());
  // The pending rows exist before the provider is asked, so no payment can ever arrive for a donation
  // we do not have; the pgid is a placeholder until the provider names its charge.
  const placeholder = pendingPgId(donationId);
  const planId = await db.transaction(async (tx) => {
    let planId: string | null = null;
    if (kind === "monthly") {
      const [plan] = await tx
        .insert(recurringPlans)
        .values({
          pgId: placeholder,
          provider: provider.code,
          channel: payload.payment_methods,
          amount: payload.amount,
          email: payload.email,
          fullname: payload.fullname,
          phone: payload.phone,
          userId: donor?.id ?? null,
          referralCode: referral?.code ?? null,
          referralType: referral?.type ?? null,
          referrerUserId: referral?.userId ?? null,
          campaignSlug: payload.campaign ?? null,
          locale,
        })
        .returning({ id: recurringPlans.id });
      planId = plan?.id ?? null;
    }
    await tx.insert(donations).values({
      id: donationId,
      localId,
      pgId: placeholder,
      provider: provider.code,
      channel: payload.payment_methods,
      type: kind,
      amount: payload.amount,
      email: payload.email,
      fullname: payload.fullname,
      phone: payload.phone,
      description: payload.description ?? null,
      userId: donor?.id ?? null,
      recurringPlanId: planId,
      referralCode: referral?.code ?? null,
      referralType: referral?.type ?? null,
      // Points follow the person who referred, fixed now: a later code change moves nothing.
      referrerUserId: referral?.userId ?? null,
      campaignSlug: payload.campaign ?? null,
      locale,
      invoiceUrl: "",
    });
    return planId;
  });
  let charge: Awaited<ReturnType<typeof provider.createCharge>>;
  try {
    charge = await provider.createCharge({
      donationId,
      amount: payload.amount,
      channel: payload.payment_methods,
      kind,
      email: payload.email,
      fullname: payload.fullname,
      locale,
      description: payload.description ?? "",
    });
  } catch (error) {
    // Nothing to pay: the donation failed. Its plan stays `pending`, which is never billed nor shown
    // (the billing machine starts with a first payment that cannot come).
    await db.update(donations).set({ status: "failed" }).where(eq(donations.id, donationId));
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(donations)
      .set({ pgId: charge.pgId, invoiceUrl: charge.invoiceUrl })
      .where(eq(donations.id, donationId));
    if (planId)
      await tx.update(recurringPlans).set({ pgId: charge.pgId }).where(eq(recurringPlans.id, planId));
  });
  return {
    customer: { surname: payload.fullname, email: payload.email },
    invoice_url: charge.invoiceUrl,
    pg_id: charge.pgId,
    local_id: localId,
    channel: payload.payment_methods,
    type: kind,
    amount: payload.amount,
    status: "pending",
  };
}
