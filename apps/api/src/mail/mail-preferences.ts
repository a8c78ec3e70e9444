import { sql } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { mailPreferences } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { signLink, verifyLink } from "../platform/http/signed-links.ts";

/**
 * Optional mail a person can switch off (PDP law 27/2022: consent per purpose). Receipts, invoices,
 * stop confirmations and security notices are part of the service and always sent. The newsletter's
 * own consent (double opt-in) stays in `newsletter_subscriptions`.
 */
export const optionalMailTopics = ["campaignUpdates", "yearlyStatement"] as const;
export type OptionalMailTopic = (typeof optionalMailTopics)[number];

export type MailPreferences = Record<OptionalMailTopic, boolean>;

/** No row: every optional mail is on (the donor gave to the foundation and may hear back from it). */
export const defaultMailPreferences: MailPreferences = { campaignUpdates: true, yearlyStatement: true };

const unsubscribePurpose = "mail-unsubscribe";
/** Unsubscribe links outlive any mail that carries them. */
const unsubscribeLinkSeconds = 2 * 365 * 24 * 60 * 60;

export async function mailPreferencesOf(db: Database, email: string): Promise<MailPreferences> {
  const [row] = await db
    .select({
      campaignUpdates: mailPreferences.campaignUpdates,
      yearlyStatement: mailPreferences.yearlyStatement,
    })
    .from(mailPreferences)
    .where(sql`lower(${mailPreferences.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? { ...defaultMailPreferences };
}

/** Whether a mail of this topic may go to the address (checked when the mail is queued). */
export async function wantsMail(db: Database, email: string, topic: OptionalMailTopic): Promise<boolean> {
  return (await mailPreferencesOf(db, email))[topic];
}

/** Stores some of a person's switches (one row per address, whatever its case). */
export async function setMailPreferences(
  db: Database,
  email: string,
  changes: Partial<MailPreferences>,
): Promise<MailPreferences> {
  const next = { ...(await mailPreferencesOf(db, email)), ...changes };
  await db.execute(sql`
    insert into mail_preferences (id, email, campaign_updates, yearly_statement, updated_at)
    values (${crypto.randomUUID()}, ${email.trim().toLowerCase()}, ${next.campaignUpdates}, ${next.yearlyStatement}, now())
    on conflict (lower(email)) do update set
      campaign_updates = excluded.campaign_updates,
      yearly_statement = excluded.yearly_statement,
      updated_at = now()
  `);
  return next;
}

/**
 * The one-click unsubscribe link of an optional mail, signed with LINK_SECRET. The token names the
 * topic and the address; the page it opens asks for a confirming POST (mail scanners open links).
 */
export function mailUnsubscribeUrl(
  services: Services,
  input: { email: string; topic: OptionalMailTopic; locale: Locale },
): string {
  const subject = `${input.topic}:${input.email.trim().toLowerCase()}`;
  const expires = new Date(services.now().getTime() + unsubscribeLinkSeconds * 1000);
  const token = signLink(services.env.LINK_SECRET, unsubscribePurpose, subject, expires);
  const query = new URLSearchParams({ token, locale: input.locale });
  return `${services.env.API_PUBLIC_URL.replace(/\/$/, "")}/v1/mail/unsubscribe?${query}`;
}

/** The topic and address an unsubscribe token names; null when forged or expired. */
export function readMailUnsubscribeToken(
  services: Services,
  token: string,
): { topic: OptionalMailTopic; email: string } | null {
  const subject = verifyLink(services.env.LINK_SECRET, unsubscribePurpose, token, services.now());
  if (!subject) return null;
  const separator = subject.indexOf(":");
  const topic = subject.slice(0, separator);
  const email = subject.slice(separator + 1);
  if (!(optionalMailTopics as readonly string[]).includes(topic) || !email) return null;
  return { topic: topic as OptionalMailTopic, email };
}
