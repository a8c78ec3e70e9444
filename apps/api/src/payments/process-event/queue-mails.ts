import { formatRupiah, jakartaDay, toDonationKind } from "@rimbun/domain";
import { and, eq, inArray } from "drizzle-orm";
import { donationLinkUrl } from "../../donations/guest-links.ts";
import { campaignTitle, giftCampaign } from "../../donations/history.ts";
import { giftMailTemplates } from "../../mail/gift-mails.ts";
import { mailTemplates } from "../../mail/templates.ts";
import { donorName, queueBesideMail } from "../../messaging/cycle-messages.ts";
import type { Services } from "../../platform/context.ts";
import type { Database } from "../../platform/db/client.ts";
import { recurringPlans } from "../../platform/db/schema/index.ts";
import type { Locale } from "../../platform/db/schema/users.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import type { DonationRow } from "./find-donation.ts";

export const stopLinkDays = 30;

/**
 * The signed link that stops a monthly donation (call 5, docs/product/monthly-giving.md#stop), valid for
 * `stopLinkDays`.
 */
export function stopLink(services: Services, pgId: string, locale: "id" | "en"): string {
  const expiresAt = new Date(services.now().getTime() + stopLinkDays * 24 * 3600_000);
  const token = signLink(services.env.LINK_SECRET, "stop", pgId, expiresAt);
  const prefix = locale === "en" ? "/en" : "";
  return `${services.env.PUBLIC_SITE_URL}${prefix}/donation/stop?pgid=${encodeURIComponent(pgId)}&token=${token}`;
}

/** What a gift went to, in the donor's language: its campaign's title, or null for the general fund. */
async function purposeOf(tx: Database, donation: DonationRow): Promise<string | null> {
  return campaignTitle(await giftCampaign(tx, donation.campaignSlug), donation.locale);
}

/**
 * The receipt of a paid donation, queued in the outbox of the payment's transaction: its campaign (or
 * the general fund), and the signed link that opens the receipt without an account (guest-links.ts).
 */
export async function queueReceipt(
  services: Services,
  tx: Database,
  donation: DonationRow,
  now: Date,
  /** A resend (donor support) names its own outbox key; the payment's receipt has none. */
  queue: { key?: string } = {},
): Promise<void> {
  const locale = donation.locale;
  // The plan's own pgid: a later month's charge has a pgid of its own, which names no plan to stop.
  const plan = donation.recurringPlanId ? await runningPlan(tx, donation.recurringPlanId) : null;
  const receipt = mailTemplates.receipt(locale, {
    name: donation.fullname,
    localId: donation.localId,
    type: donation.type,
    amount: formatRupiah(donation.amount, locale),
    date: jakartaDay(now),
    campaign: await purposeOf(tx, donation),
    viewUrl: donationLinkUrl(services, donation, locale),
    ...(plan ? { stopUrl: stopLink(services, plan.pgId, locale) } : {}),
    ...(donation.coveredFee > 0
      ? {
          coveredFee: {
            fee: formatRupiah(donation.coveredFee, locale),
            total: formatRupiah(donation.amount, locale),
          },
        }
      : {}),
  });
  if (queue.key === undefined && donation.recurringPlanId) {
    // A paid month on WhatsApp too, in this transaction, once per donation (a replayed callback is claimed
    // as a duplicate before this, and the key holds besides); WhatsApp only leaves the mail out.
    const beside = await queueBesideMail(
      tx,
      { userId: donation.userId, email: donation.email },
      {
        template: "rimbun_payment_received",
        purpose: "receipt",
        locale,
        body: [
          donorName(donation.fullname, locale),
          formatRupiah(donation.amount + donation.coveredFee, locale),
        ],
        donationId: donation.id,
        key: `receipt:${donation.id}`,
      },
    );
    if (!beside.mail) return;
  }
  await services.mailer.enqueue(tx, donation.email, locale, receipt, queue);
}

/**
 * The refund mail, in the transaction that moves the donation to `refunded` (whoever started the
 * refund: staff in donor support, the provider's dashboard, a chargeback). Once per donation.
 */
export async function queueRefund(services: Services, tx: Database, donation: DonationRow): Promise<void> {
  const locale = donation.locale;
  const plan = donation.recurringPlanId ? await runningPlan(tx, donation.recurringPlanId) : null;
  const refund = giftMailTemplates.refund(locale, {
    name: donation.fullname,
    localId: donation.localId,
    amount: formatRupiah(donation.amount, locale),
    date: donation.paidAt ?? donation.createdAt,
    campaign: await purposeOf(tx, donation),
    ...(plan ? { stopUrl: stopLink(services, plan.pgId, locale) } : {}),
  });
  await services.mailer.enqueue(tx, donation.email, locale, refund, { key: `refund:${donation.id}` });
}

/** The plan a refunded charge belongs to, while it still runs (a stopped plan needs no stop link). */
async function runningPlan(tx: Database, planId: string) {
  const [plan] = await tx
    .select({ pgId: recurringPlans.pgId })
    .from(recurringPlans)
    .where(and(eq(recurringPlans.id, planId), inArray(recurringPlans.status, ["active", "paused"])))
    .limit(1);
  return plan ?? null;
}

/** Where a visitor starts the same gift again: its campaign's page, or the flow of its kind. */
function giveAgainUrl(services: Services, donation: DonationRow, locale: Locale): string {
  const prefix = locale === "en" ? "/en" : "";
  const kind = toDonationKind(donation.type);
  const path = donation.campaignSlug
    ? `/campaign/${encodeURIComponent(donation.campaignSlug)}`
    : kind === "monthly"
      ? "/donation/monthly"
      : `/donation/${kind}/form`;
  return `${services.env.PUBLIC_SITE_URL}${prefix}${path}`;
}

/**
 * A one-time gift, or a monthly plan's first payment, failed or expired unpaid: one mail with the way
 * to give again. A plan's later months are the billing machine's (its failure notice).
 */
export async function queuePaymentIncomplete(
  services: Services,
  tx: Database,
  donation: DonationRow,
): Promise<void> {
  if (donation.cycleDueDay) return;
  const locale = donation.locale;
  const mail = giftMailTemplates.paymentIncomplete(locale, {
    amount: formatRupiah(donation.amount, locale),
    campaign: await purposeOf(tx, donation),
    retryUrl: giveAgainUrl(services, donation, locale),
  });
  await services.mailer.enqueue(tx, donation.email, locale, mail, { key: `incomplete:${donation.id}` });
}
