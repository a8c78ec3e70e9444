import { formatRupiah, jakartaDay } from "@rimbun/domain";
import type { Services } from "../../../context.ts";
import type { Database } from "../../../db/client.ts";
import { signLink } from "../../../lib/signed-links.ts";
import { mailTemplates } from "../../mail/templates.ts";
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

/** The receipt of a paid donation, queued in the outbox of the payment's transaction. */
export async function queueReceipt(
  services: Services,
  tx: Database,
  donation: DonationRow,
  now: Date,
  /** A resend (donor support) names its own outbox key; the payment's receipt has none. */
  queue: { key?: string } = {},
): Promise<void> {
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
  await services.mailer.enqueue(tx, donation.email, locale, receipt, queue);
}
