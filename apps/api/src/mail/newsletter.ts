import { and, eq, sql } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import { newsletterSubscriptions } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { isUuid, signLink, verifyLink } from "../platform/http/signed-links.ts";
import { newsletterMailTemplates } from "./templates.ts";

export type NewsletterSource = "report" | "volunteer-signup" | "profile";
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;

const confirmPurpose = "newsletter-confirm";
const unsubscribePurpose = "newsletter-unsubscribe";
/** The confirmation link works for 7 days (the mail says so). */
export const confirmLinkSeconds = 7 * 24 * 60 * 60;
/** Unsubscribe links outlive any mail that carries them. */
export const unsubscribeLinkSeconds = 2 * 365 * 24 * 60 * 60;

function apiUrl(services: Services, path: string, token: string, locale: Locale): string {
  const query = new URLSearchParams({ token, locale });
  return `${services.env.API_PUBLIC_URL.replace(/\/$/, "")}${path}?${query}`;
}

/** Both links of a subscription, signed with LINK_SECRET; the token names the subscription id, never the e-mail. */
export function newsletterLinks(services: Services, subscription: { id: string; locale: Locale }) {
  const now = services.now().getTime();
  const secret = services.env.LINK_SECRET;
  return {
    confirmUrl: apiUrl(
      services,
      "/v1/newsletter/confirm",
      signLink(secret, confirmPurpose, subscription.id, new Date(now + confirmLinkSeconds * 1000)),
      subscription.locale,
    ),
    unsubscribeUrl: apiUrl(
      services,
      "/v1/newsletter/unsubscribe",
      signLink(secret, unsubscribePurpose, subscription.id, new Date(now + unsubscribeLinkSeconds * 1000)),
      subscription.locale,
    ),
  };
}

/**
 * A ticked newsletter box: creates or refreshes a `pending` subscription and mails the confirmation
 * link. A confirmed address is left alone (no mail). Returns whether a confirmation mail was queued.
 */
export async function requestNewsletterConsent(
  services: Services,
  input: { email: string; locale: Locale; source: NewsletterSource },
): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  return services.db.transaction(async (tx) => {
    // One row per address (unique on lower(email)); a confirmed one keeps its status, locale and source.
    const result = (await tx.execute(sql`
      insert into newsletter_subscriptions (id, email, locale, status, source)
      values (${crypto.randomUUID()}, ${email}, ${input.locale}, 'pending', ${input.source})
      on conflict (lower(email)) do update set
        locale = case when newsletter_subscriptions.status = 'confirmed' then newsletter_subscriptions.locale else excluded.locale end,
        source = case when newsletter_subscriptions.status = 'confirmed' then newsletter_subscriptions.source else excluded.source end,
        status = case when newsletter_subscriptions.status = 'confirmed' then 'confirmed' else 'pending' end
      returning id, email, locale, status`)) as unknown as {
      rows: { id: string; email: string; locale: Locale; status: string }[];
    };
    const row = result.rows[0];
    if (!row || row.status === "confirmed") return false;
    const links = newsletterLinks(services, row);
    await services.mailer.enqueue(
      tx,
      row.email,
      row.locale,
      newsletterMailTemplates.confirm(row.locale, links),
    );
    return true;
  });
}

async function subscriptionOf(
  services: Services,
  purpose: string,
  token: string,
): Promise<NewsletterSubscription | null> {
  // Our tokens are short; anything long is not ours (and is not worth hashing).
  if (token.length > 500) return null;
  const id = verifyLink(services.env.LINK_SECRET, purpose, token, services.now());
  if (!id || !isUuid(id)) return null;
  const [row] = await services.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .limit(1);
  return row ?? null;
}

/** The subscription a confirmation link names (null: forged, expired or forgotten). */
export function subscriptionForConfirm(services: Services, token: string) {
  return subscriptionOf(services, confirmPurpose, token);
}

/** The subscription an unsubscribe link names (null: forged, expired or forgotten). */
export function subscriptionForUnsubscribe(services: Services, token: string) {
  return subscriptionOf(services, unsubscribePurpose, token);
}

/**
 * Confirms a pending subscription. Replays are harmless: an already confirmed one stays confirmed;
 * an unsubscribed one is NOT revived by an old confirmation link (it needs a new request).
 */
export async function confirmSubscription(
  services: Services,
  subscription: NewsletterSubscription,
): Promise<"confirmed" | "unsubscribed"> {
  const [row] = await services.db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: services.now(), unsubscribedAt: null })
    .where(
      and(eq(newsletterSubscriptions.id, subscription.id), eq(newsletterSubscriptions.status, "pending")),
    )
    .returning({ status: newsletterSubscriptions.status });
  if (row) return "confirmed";
  const [current] = await services.db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscription.id))
    .limit(1);
  return current?.status === "confirmed" ? "confirmed" : "unsubscribed";
}

/** Unsubscribes (idempotent: the first time is recorded, later ones change nothing). */
export async function unsubscribe(services: Services, subscription: NewsletterSubscription): Promise<void> {
  await services.db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: services.now() })
    .where(
      and(
        eq(newsletterSubscriptions.id, subscription.id),
        sql`${newsletterSubscriptions.status} <> 'unsubscribed'`,
      ),
    );
}

/** The newsletter subscription of an address (any case), or null. */
export async function subscriptionOfAddress(services: Services, email: string) {
  const [row] = await services.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
