import { randomInt } from "node:crypto";
import type { CreatedPayment, ReferralOutcome } from "@rimbun/contract/payments";
import type { DonationKind } from "@rimbun/domain/donations";
import type { CreatePaymentPayload, PaymentPathKind } from "@rimbun/domain/schemas";
import { donationKindOfPath } from "@rimbun/domain/schemas";
import { eq, type SQL, sql } from "drizzle-orm";
import { type WallChoice, wallChoiceOf, writeWallMessage } from "../donor-wall/wall-messages.ts";
import { embedForGift, type GiftEmbed } from "../embeds/gift-embed.ts";
import { coveredFeeNow } from "../fees/fee-table.ts";
import { fundraiserPageForGift } from "../fundraisers/gift-page.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { campaigns, donations, recurringPlans, users } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { apiMessages } from "../platform/http/api-messages.ts";
import { ApiError } from "../platform/http/errors.ts";
import { isUniqueViolation } from "../platform/unique-violation.ts";
import { findReferrer, type Referrer } from "../points/referrals.ts";
import { type TributeChoice, tributeChoiceOf, writeTribute } from "../tributes/tribute-choice.ts";

/** Digits and capitals nobody mishears or misreads (no 0/O, 1/I/L): 31⁶, about 887 million a day. */
const localIdAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * A short number people can read out on the phone: RL-YYMMDD-XXXXXX. Random, so two can meet (about six
 * times on a day of 100,000 gifts): the insert that meets one tries again with another
 * (`storePending`; a cycle's job is retried).
 */
export function newLocalId(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll("-", "");
  let code = "";
  for (let i = 0; i < 6; i += 1) code += localIdAlphabet[randomInt(localIdAlphabet.length)];
  return `RL-${day}-${code}`;
}

/**
 * The donation row of one monthly cycle's charge or invoice, copied from its plan: the referrer is the
 * plan's, fixed when the plan was made, so a later code change moves nothing.
 */
export function cycleDonationRow(
  plan: typeof recurringPlans.$inferSelect,
  input: {
    id: string;
    pgId: string;
    provider: string;
    amount: number;
    coveredFee?: number;
    dueDay: string;
    now: Date;
  },
): typeof donations.$inferInsert {
  return {
    id: input.id,
    localId: newLocalId(input.now),
    pgId: input.pgId,
    provider: input.provider,
    channel: plan.channel,
    type: "monthly",
    amount: input.amount,
    coveredFee: input.coveredFee ?? 0,
    email: plan.email,
    fullname: plan.fullname,
    phone: plan.phone,
    description: null,
    userId: plan.userId,
    recurringPlanId: plan.id,
    referralCode: plan.referralCode,
    referralType: plan.referralType,
    referrerUserId: plan.referrerUserId,
    campaignSlug: plan.campaignSlug,
    fundraiserPageId: plan.fundraiserPageId,
    locale: plan.locale,
    invoiceUrl: "",
    cycleDueDay: input.dueDay,
    createdAt: input.now,
  };
}

/** The pgid a donation holds between being stored and the provider naming its charge. */
export function pendingPgId(donationId: string): string {
  return `pending:${donationId}`;
}

export function isPendingPgId(pgId: string): boolean {
  return pgId.startsWith("pending:");
}

/** Call 3's payload in the API's words (`payment_methods` is the donation's `channel`), with its ids. */
interface NewDonation {
  id: string;
  localId: string;
  kind: DonationKind;
  channel: string;
  amount: number;
  /** The channel's fee the donor covers, computed here from the server's table; never the client's. */
  coveredFee: number;
  /** The donor's choice, kept on a monthly plan for its later cycles. */
  coverFee: boolean;
  email: string;
  fullname: string;
  phone: string;
  description: string | undefined;
  campaignSlug: string | null;
  fundraiserPageId: string | null;
  locale: Locale;
  /** The donor wall's message and display, when the donor chose one (docs/product/fundraisers.md#donor-wall). */
  wall: WallChoice | null;
  /** The gift in someone's name, when the donor chose one (docs/product/donation-flow.md#gifts-in-someones-name). */
  tribute: TributeChoice | null;
  /** The partner's embed it came through, when the code fits the gift (docs/product/embeds.md#credit). */
  embed: GiftEmbed | null;
}

type Charge = Awaited<ReturnType<Services["payments"]["current"]["createCharge"]>>;

/** Stores a pending donation (and, for monthly, a pending recurring plan) and asks the provider for a pay page. */
export async function createDonation(
  services: Services,
  path: PaymentPathKind,
  payload: CreatePaymentPayload,
  locale: Locale,
): Promise<CreatedPayment> {
  const page = await fundraiserPageForGift(services.db, payload);
  const coverFee = payload.cover_fee === true;
  const donation: NewDonation = {
    id: crypto.randomUUID(),
    localId: newLocalId(services.now()),
    kind: donationKindOfPath(path),
    channel: payload.payment_methods,
    amount: payload.amount,
    coveredFee: await coveredFeeNow(services.db, coverFee, payload.payment_methods, payload.amount),
    coverFee,
    email: payload.email,
    fullname: payload.fullname,
    phone: payload.phone,
    description: payload.description,
    campaignSlug: page ? page.campaignSlug : (payload.campaign ?? null),
    fundraiserPageId: page?.id ?? null,
    locale,
    wall: wallChoiceOf(payload),
    tribute: tributeChoiceOf(payload, locale, services.now()),
    embed: null,
  };
  await assertCampaignKnown(services.db, donation.campaignSlug);
  donation.embed = await embedForGift(services.db, payload, donation);
  const { referrer: typed, outcome: referralOutcome } = await findReferral(services.db, payload);
  // A code typed in the form wins over the page's owner (docs/product/fundraisers.md#credit).
  const referral = typed ?? page?.referrer ?? null;
  const planId = await storePendingOnce(services, donation, accountOf(donation.email), referral);
  const charge = await requestCharge(services, donation);
  await storeCharge(services.db, donation.id, planId, charge);
  return {
    customer: { surname: donation.fullname, email: donation.email },
    invoice_url: charge.invoiceUrl,
    pg_id: charge.pgId,
    local_id: donation.localId,
    channel: donation.channel,
    type: donation.kind,
    amount: donation.amount,
    covered_fee: donation.coveredFee,
    status: "pending",
    referral: referralOutcome,
  };
}

/** A donation may name a campaign only while it is published (not a draft, a closed one or a programme). */
export async function assertCampaignKnown(db: Database, slug: string | null): Promise<void> {
  if (!slug) return;
  const [campaign] = await db
    .select({ kind: campaigns.kind, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  if (campaign?.kind !== "campaign" || campaign.status !== "published")
    throw new ApiError("VALIDATION", {
      messageId: apiMessages.campaignUnknown.id,
      fields: { campaign: apiMessages.campaignUnknown.id },
    });
}

/**
 * Who referred this donation (null: no code, an unknown code, or the donor themself) and what the
 * answer tells the flow. An unknown code never stops the gift (docs/decisions/api.md).
 */
async function findReferral(
  db: Database,
  payload: CreatePaymentPayload,
): Promise<{ referrer: Referrer | null; outcome: ReferralOutcome }> {
  // Monthly sends the looked-up `referral_code`; every kind sends what the donor typed as `referral`.
  const typedCode = ((payload as { referral_code?: string }).referral_code || payload.referral)?.trim();
  if (!typedCode) return { referrer: null, outcome: "none" };
  const referrer = await findReferrer(db, typedCode);
  if (!referrer) return { referrer: null, outcome: "not_found" };
  // Nobody earns points by referring themselves.
  if (referrer.email.toLowerCase() === payload.email.toLowerCase()) return { referrer: null, outcome: "own" };
  return { referrer, outcome: "applied" };
}

/** The account of this e-mail, if any, looked up inside the insert that names it (one round trip less). */
function accountOf(email: string): SQL<string | null> {
  return sql<
    string | null
  >`(select ${users.id} from ${users} where lower(${users.email}) = ${email.trim().toLowerCase()} limit 1)`;
}

/** `storePending`, again with a new local id when the drawn one is taken (nothing was stored then). */
async function storePendingOnce(
  services: Services,
  donation: NewDonation,
  userId: SQL<string | null>,
  referral: Referrer | null,
): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await storePending(services, donation, userId, referral);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, "donations_local_id_unique")) throw error;
      donation.localId = newLocalId(services.now());
    }
  }
}

/**
 * The pending rows exist before the provider is asked, so no payment can ever arrive for a donation
 * we do not have; the pgid is a placeholder until the provider names its charge. The plan's id, for
 * a monthly donation.
 */
async function storePending(
  services: Services,
  donation: NewDonation,
  userId: SQL<string | null>,
  referral: Referrer | null,
): Promise<string | null> {
  const common = {
    pgId: pendingPgId(donation.id),
    provider: services.payments.current.code,
    channel: donation.channel,
    amount: donation.amount,
    email: donation.email,
    fullname: donation.fullname,
    phone: donation.phone,
    userId,
    referralCode: referral?.code ?? null,
    referralType: referral?.type ?? null,
    // Points follow the person who referred, fixed now: a later code change moves nothing.
    referrerUserId: referral?.userId ?? null,
    campaignSlug: donation.campaignSlug,
    fundraiserPageId: donation.fundraiserPageId,
    locale: donation.locale,
  };
  const row = (planId: string | null) => ({
    ...common,
    id: donation.id,
    localId: donation.localId,
    type: donation.kind,
    description: donation.description ?? null,
    recurringPlanId: planId,
    coveredFee: donation.coveredFee,
    embedCodeId: donation.embed?.id ?? null,
    invoiceUrl: "",
  });
  // A one-off gift without a wall message is one row: one statement, no transaction to open and commit
  // (docs/decisions/operations.md#request-cost).
  if (donation.kind !== "monthly" && !donation.wall && !donation.tribute) {
    await services.db.insert(donations).values(row(null));
    return null;
  }
  return services.db.transaction(async (tx) => {
    let planId: string | null = null;
    if (donation.kind === "monthly") {
      const [plan] = await tx
        .insert(recurringPlans)
        .values({ ...common, coverFee: donation.coverFee })
        .returning({ id: recurringPlans.id });
      planId = plan?.id ?? null;
    }
    await tx.insert(donations).values(row(planId));
    if (donation.wall) await writeWallMessage(tx, donation.id, donation.fullname, donation.wall);
    if (donation.tribute) await writeTribute(tx, donation.id, donation.tribute);
    return planId;
  });
}

/** The provider's charge; when it cannot make one, the donation failed. */
async function requestCharge(services: Services, donation: NewDonation): Promise<Charge> {
  try {
    return await services.payments.current.createCharge({
      donationId: donation.id,
      // The provider is asked for the total: the gift and the fee the donor covers.
      amount: donation.amount + donation.coveredFee,
      channel: donation.channel,
      kind: donation.kind,
      email: donation.email,
      fullname: donation.fullname,
      locale: donation.locale,
      description: donation.description ?? "",
      phone: donation.phone,
      // A monthly plan's first payment links the method where the provider can charge it later.
      linkMethod: donation.kind === "monthly",
      requestedAt: services.now(),
      ...(donation.embed?.resultParams ? { resultParams: donation.embed.resultParams } : {}),
    });
  } catch (error) {
    // Nothing to pay: the donation failed. Its plan stays `pending`, which is never billed nor shown
    // (the billing machine starts with a first payment that cannot come).
    await services.db.update(donations).set({ status: "failed" }).where(eq(donations.id, donation.id));
    if (error instanceof ApiError) throw error;
    // The provider refused, failed or did not answer: the donor hears so and may try again (502).
    throw new ApiError("PROVIDER_ERROR", { cause: error });
  }
}

/** The provider's pgid replaces the placeholder on the donation and its plan. */
async function storeCharge(
  db: Database,
  donationId: string,
  planId: string | null,
  charge: Charge,
): Promise<void> {
  const setCharge = (tx: Database) =>
    tx
      .update(donations)
      .set({ pgId: charge.pgId, invoiceUrl: charge.invoiceUrl })
      .where(eq(donations.id, donationId));
  if (!planId) {
    await setCharge(db);
    return;
  }
  await db.transaction(async (tx) => {
    await setCharge(tx);
    const linked = charge.providerPlan;
    await tx
      .update(recurringPlans)
      .set({
        pgId: charge.pgId,
        ...(linked
          ? {
              providerCustomerId: linked.customerId,
              providerPlanId: linked.planId,
              providerPlanReference: linked.reference,
              providerMethodId: linked.methodId,
            }
          : {}),
      })
      .where(eq(recurringPlans.id, planId));
  });
}
