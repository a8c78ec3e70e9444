import { formatRupiah } from "@rimbun/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { campaignUpdateMail } from "../mail/campaign-update.ts";
import { mailUnsubscribeUrl, wantsMail } from "../mail/mail-preferences.ts";
import type { Services } from "../platform/context.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { pickLocale } from "../platform/http/i18n.ts";
import { enqueueJobs, type JobRow } from "../platform/jobs/queue.ts";
import { loadCampaignUpdateForMail } from "./campaign-update-source.ts";

/**
 * Campaign updates by mail (docs/product/campaigns.md#update-mails). Posting an update queues one
 * `campaign-update-mails` job keyed by the update; it finds the campaign's donors (distinct addresses with a
 * `done` gift tagged with the campaign) in one grouped query and queues one `campaign-update-mail` job per
 * address, keyed by update and address. A fan-out run again (a retry, a crash, a second API process) queues
 * nothing twice, and each donor's job queues its outbox row under its own key, so nobody is mailed twice.
 * Whether the donor still wants campaign updates is checked when their mail is queued.
 */
export const campaignUpdateMailsJobKind = "campaign-update-mails";
export const campaignUpdateMailJobKind = "campaign-update-mail";

interface CampaignDonor {
  email: string;
  locale: string;
  name: string | null;
}

/** The donor's own mail job payload: the address, language and name at fan-out time. */
export const campaignUpdateMailPayload = z.object({
  update_id: z.string(),
  email: z.string(),
  locale: z.string(),
  name: z.string().nullable(),
});

export function campaignUpdateMailKey(updateId: string, email: string): string {
  return `campaign-update:${updateId}:${email.trim().toLowerCase()}`;
}

/**
 * One row per address (any case) with a `done` gift to the campaign: the language of the donor's
 * account when there is one, else of their latest gift; the account's name (a gift without an
 * account greets neutrally: nobody confirmed that the address belongs to the name typed).
 */
export async function donorsOfCampaign(services: Services, slug: string): Promise<CampaignDonor[]> {
  const result = (await services.db.execute(sql`
    select gifts.email, coalesce(u.locale, gifts.locale) as locale, u.name
    from (
      select distinct on (lower(email)) lower(email) as email, locale
      from donations
      where campaign_slug = ${slug} and status = 'done'
      order by lower(email), created_at desc
    ) gifts
    left join users u on lower(u.email) = gifts.email and u.deleted_at is null
    order by gifts.email`)) as unknown as { rows: CampaignDonor[] };
  return result.rows;
}

/** The fan-out job: one mail job per donor of the update's campaign (none for a hidden or missing update). */
export async function queueDonorMails(services: Services, updateId: string): Promise<number> {
  const update = await loadCampaignUpdateForMail(services.db, updateId);
  if (!update || update.hidden) return 0;
  const donors = await donorsOfCampaign(services, update.campaignSlug);
  const runAt = services.now();
  await enqueueJobs(
    services.db,
    donors.map((donor) => ({
      kind: campaignUpdateMailJobKind,
      key: campaignUpdateMailKey(updateId, donor.email),
      payload: {
        update_id: updateId,
        email: donor.email,
        locale: pickLocale(donor.locale),
        name: donor.name,
      },
      runAt,
    })),
  );
  return donors.length;
}

/** The campaign's page in the mail's language (the site serves Indonesian at `/`, English at `/en/`). */
function campaignPageUrl(services: Services, slug: string, locale: Locale): string {
  const site = services.env.PUBLIC_SITE_URL.replace(/\/$/, "");
  return `${site}${locale === "en" ? "/en" : ""}/campaign/${encodeURIComponent(slug)}`;
}

/** One donor's mail about an update. */
export async function mailCampaignUpdate(
  services: Services,
  donor: z.output<typeof campaignUpdateMailPayload>,
  job: JobRow,
): Promise<void> {
  // An update hidden after it was posted, or a donor who switched updates off since: no mail.
  const update = await loadCampaignUpdateForMail(services.db, donor.update_id);
  if (!update || update.hidden) return;
  if (!(await wantsMail(services.db, donor.email, "campaignUpdates"))) return;
  const locale = pickLocale(donor.locale);
  const api = services.env.API_PUBLIC_URL.replace(/\/$/, "");
  const mail = campaignUpdateMail(locale, {
    name: donor.name,
    campaign: update.campaignTitle[locale],
    body: update.body[locale],
    photo: update.photo
      ? {
          url: `${api}/v1/images/${encodeURIComponent(update.photo.id)}/${update.photo.variantWidth}.webp`,
          alt: update.photo.alt[locale],
          width: update.photo.width,
          height: update.photo.height,
        }
      : null,
    fundsUsed: update.fundsUsed
      ? {
          amount: formatRupiah(update.fundsUsed.amount, locale),
          description: update.fundsUsed.description[locale],
        }
      : null,
    pageUrl: campaignPageUrl(services, update.campaignSlug, locale),
    unsubscribeUrl: mailUnsubscribeUrl(services, { email: donor.email, topic: "campaignUpdates", locale }),
  });
  // The job's key makes the outbox row once per update and address, even when the job runs again.
  await services.mailer.send(donor.email, locale, mail, { key: job.key ?? job.id });
}
