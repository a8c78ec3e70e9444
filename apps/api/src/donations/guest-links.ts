import { createHash } from "node:crypto";
import { invoicePath } from "@rimbun/domain/invoice";
import { eq } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import { donations } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { isUuid, signLink, verifyLink } from "../platform/http/signed-links.ts";
import type { DonationRow } from "./history.ts";

/**
 * The signed link in a donor's mails that opens that gift's receipt (or invoice) without signing in
 * (docs/decisions/guest-links.md). It names one donation and the address it was given with: a link
 * for one gift opens no other, and once the donation's address changes (an account deleted and its
 * gifts anonymised, a typo corrected by staff) every link mailed before stops working.
 */
export const DONATION_LINK_PURPOSE = "donation-view";

/**
 * 18 months: a gift made in January is still needed for the tax return of its year (due 31 March of
 * the next year, 15 months later), with room to spare; after that a forwarded or leaked mail no
 * longer shows the donor's name and gift. Staff's "Resend receipt" mails a fresh link.
 */
export const donationLinkDays = 548;

/** The header the dashboard sends the token in: never in a URL the API, a proxy or a log would keep. */
export const donationLinkHeader = "x-link-token";

/** The address bound into the token as a digest: the token itself (base64 text) never shows it. */
function addressDigest(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 16);
}

function tokenSubject(donation: Pick<DonationRow, "id" | "email">): string {
  return `${donation.id}:${addressDigest(donation.email)}`;
}

export function donationLinkToken(services: Services, donation: Pick<DonationRow, "id" | "email">): string {
  const expiresAt = new Date(services.now().getTime() + donationLinkDays * 24 * 3600_000);
  return signLink(services.env.LINK_SECRET, DONATION_LINK_PURPOSE, tokenSubject(donation), expiresAt);
}

/**
 * The dashboard's receipt page with the token in the fragment: browsers send no fragment to any
 * server or in a Referer, so the token reaches only the page's script, which hands it to the API.
 */
export function donationLinkUrl(
  services: Services,
  donation: Pick<DonationRow, "id" | "email" | "localId">,
  locale: Locale,
): string {
  const token = donationLinkToken(services, donation);
  return `${services.env.DASHBOARD_URL}${invoicePath("download", donation.localId, locale)}#link=${token}`;
}

/**
 * The donation a token names, or null: forged, expired, another purpose's token, an unknown
 * donation, or one whose address is no longer the one the link was made for (anonymised, corrected).
 */
export async function donationForLink(services: Services, token: string): Promise<DonationRow | null> {
  const subject = verifyLink(services.env.LINK_SECRET, DONATION_LINK_PURPOSE, token, services.now());
  if (!subject) return null;
  const donationId = subject.slice(0, subject.indexOf(":"));
  if (!isUuid(donationId)) return null;
  const [row] = await services.db.select().from(donations).where(eq(donations.id, donationId)).limit(1);
  if (!row || tokenSubject(row) !== subject) return null;
  return row;
}
