import { eq } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import { donations } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { isUuid, signLink, verifyLink } from "../platform/http/signed-links.ts";

/**
 * The one-tap pay link of a WhatsApp invoice or paused notice (docs/product/monthly-giving.md#whatsapp): the
 * template's URL button is registered with a fixed start, so the message carries only a signed token naming
 * the cycle's donation, and `GET /v1/donations/recurring/pay?token=` sends the donor on to that month's pay
 * page at the provider, the page the mailed invoice links to. Opening it changes nothing (no charge is
 * created: the job that sent the message already made it), so a link preview or a second tap is harmless.
 */
export const WHATSAPP_PAY_PURPOSE = "whatsapp-pay";
export const whatsAppPayPath = "/v1/donations/recurring/pay";

/** Longer than a cycle: an expired or paid invoice is answered by the page, whatever the token's age. */
const payLinkDays = 40;

export function whatsAppPayToken(services: Services, donationId: string): string {
  const expiresAt = new Date(services.now().getTime() + payLinkDays * 86_400_000);
  return signLink(services.env.LINK_SECRET, WHATSAPP_PAY_PURPOSE, donationId, expiresAt);
}

/** Where the token leads: the provider's pay page of a still open invoice, or why not (`paid`; `invalid`: forged, expired, closed). */
export async function openWhatsAppPayLink(
  services: Services,
  token: string | undefined,
): Promise<{ url: string } | { closed: "paid" | "invalid"; locale: Locale | null }> {
  const donationId =
    token && token.length <= 500
      ? verifyLink(services.env.LINK_SECRET, WHATSAPP_PAY_PURPOSE, token, services.now())
      : null;
  if (!donationId || !isUuid(donationId)) return { closed: "invalid", locale: null };
  const [donation] = await services.db
    .select({ status: donations.status, invoiceUrl: donations.invoiceUrl, locale: donations.locale })
    .from(donations)
    .where(eq(donations.id, donationId))
    .limit(1);
  if (donation?.status === "done") return { closed: "paid", locale: donation.locale };
  if (donation?.status !== "pending" || !donation.invoiceUrl)
    return { closed: "invalid", locale: donation?.locale ?? null };
  return { url: donation.invoiceUrl };
}
