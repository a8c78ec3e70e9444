import { FUNDRAISER_UPDATES_PER_PAGE } from "@rimbun/contract";
import { formatRupiah, jakartaDay, messages, type Rupiah } from "@rimbun/domain";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { fundraiserMailTemplates } from "../mail/fundraiser-mails.ts";
import { mailUnsubscribeUrl, wantsMail } from "../mail/mail-preferences.ts";
import { mailDate } from "../mail/templates.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  fundraiserPageDonors,
  fundraiserPages,
  fundraiserPageTotals,
  fundraiserUpdates,
  users,
} from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { ApiError } from "../platform/http/errors.ts";
import { pickLocale } from "../platform/http/i18n.ts";
import { enqueueJob, enqueueJobs, type JobRow } from "../platform/jobs/queue.ts";

/**
 * The mails of fundraiser pages (docs/product/fundraisers.md#owner-mails). The owner's are queued in the
 * outbox of the payment's transaction (new donor, 50 % and 100 % of the goal, each once by
 * `milestones_mailed`), or by a job three days before the end date. The owner's thank-you update fans out
 * like a campaign update (campaigns/campaign-update-mails.ts): one job per donor address, keyed by update
 * and address, the donor's campaign-news preference checked when their mail is queued.
 */

type PageRow = typeof fundraiserPages.$inferSelect;

export const fundraiserEndingJobKind = "fundraiser-ending-soon";
export const fundraiserUpdateMailsJobKind = "fundraiser-update-mails";
export const fundraiserUpdateMailJobKind = "fundraiser-update-mail";

/** The page's public address in a language (`/galang/<slug>`, `/en/fundraise/<slug>`). */
export function fundraiserPageUrl(services: Services, slug: string, locale: Locale): string {
  const site = services.env.PUBLIC_SITE_URL.replace(/\/$/, "");
  return locale === "en"
    ? `${site}/en/fundraise/${encodeURIComponent(slug)}`
    : `${site}/galang/${encodeURIComponent(slug)}`;
}

async function ownerOf(db: Database, page: PageRow) {
  if (!page.ownerUserId) return null;
  const [owner] = await db
    .select({ email: users.email, name: users.name, locale: users.locale, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, page.ownerUserId))
    .limit(1);
  return owner && !owner.deletedAt ? owner : null;
}

const rupiah = (value: number, locale: Locale) => formatRupiah(value as Rupiah, locale);

/** The highest milestone (50, 100) the page's total has reached, 0 before half. */
export function milestoneReached(raised: number, goal: number): number {
  if (raised * 100 >= goal * 100) return 100;
  if (raised * 100 >= goal * 50) return 50;
  return 0;
}

/** After a paid gift moved the page's totals: the owner's new-donor and milestone mails. */
export async function queueOwnerGiftMails(
  services: Services,
  tx: Database,
  page: PageRow,
  totals: { raised: number; milestonesMailed: number; newDonor: boolean; amount: number; donationId: string },
): Promise<void> {
  const owner = await ownerOf(tx, page);
  if (!owner) return;
  const locale = pickLocale(owner.locale);
  const figures = {
    name: owner.name,
    title: page.title,
    raised: rupiah(totals.raised, locale),
    goal: rupiah(page.goal, locale),
    pageUrl: fundraiserPageUrl(services, page.slug, locale),
  };
  if (totals.newDonor) {
    const amount = rupiah(totals.amount, locale);
    await services.mailer.enqueue(
      tx,
      owner.email,
      locale,
      fundraiserMailTemplates.newDonor(locale, { ...figures, amount }),
      {
        key: `fundraiser-new-donor:${totals.donationId}`,
      },
    );
  }
  const reached = milestoneReached(totals.raised, page.goal);
  if (reached <= totals.milestonesMailed) return;
  // Raised only: a refund that drops below a milestone never mails it twice.
  await tx
    .update(fundraiserPageTotals)
    .set({ milestonesMailed: reached })
    .where(eq(fundraiserPageTotals.pageId, page.id));
  await services.mailer.enqueue(
    tx,
    owner.email,
    locale,
    fundraiserMailTemplates.milestone(locale, { ...figures, percent: reached }),
    {
      key: `fundraiser-milestone:${page.id}:${reached}`,
    },
  );
}

/** Nine in the morning in Jakarta (UTC+7), three days before the end date. */
function endingReminderAt(endsOn: string): Date {
  const end = new Date(`${endsOn}T02:00:00Z`);
  return new Date(end.getTime() - 3 * 24 * 3600_000);
}

/** Queues the end-date reminder for the page's current end date (a changed date queues a new key). */
export async function scheduleEndingReminder(services: Services, db: Database, page: PageRow): Promise<void> {
  if (!page.endsOn) return;
  const runAt = endingReminderAt(page.endsOn);
  if (runAt <= services.now()) return;
  await enqueueJob(db, {
    kind: fundraiserEndingJobKind,
    key: `fundraiser-ending:${page.id}:${page.endsOn}`,
    payload: { page_id: page.id, ends_on: page.endsOn },
    runAt,
  });
}

export const endingReminderPayload = z.object({ page_id: z.string(), ends_on: z.string() });

/** The reminder, unless the page's end date moved, or it no longer takes gifts. */
export async function mailEndingReminder(
  services: Services,
  payload: z.output<typeof endingReminderPayload>,
  job: JobRow,
): Promise<void> {
  const [page] = await services.db
    .select()
    .from(fundraiserPages)
    .where(eq(fundraiserPages.id, payload.page_id))
    .limit(1);
  if (!page || page.endsOn !== payload.ends_on || page.status !== "live" || page.hiddenAt) return;
  const owner = await ownerOf(services.db, page);
  if (!owner) return;
  const [totals] = await services.db
    .select({ raised: fundraiserPageTotals.raised })
    .from(fundraiserPageTotals)
    .where(eq(fundraiserPageTotals.pageId, page.id));
  const locale = pickLocale(owner.locale);
  const mail = fundraiserMailTemplates.endingSoon(locale, {
    name: owner.name,
    title: page.title,
    raised: rupiah(totals?.raised ?? 0, locale),
    goal: rupiah(page.goal, locale),
    date: mailDate(payload.ends_on, locale),
    pageUrl: fundraiserPageUrl(services, page.slug, locale),
  });
  await services.mailer.send(owner.email, locale, mail, { key: job.key ?? job.id });
}

export const fundraiserUpdatePayload = z.object({
  update_id: z.string(),
  page_id: z.string(),
  body: z.string(),
});
export const fundraiserUpdateMailPayload = fundraiserUpdatePayload.extend({
  email: z.string(),
  locale: z.string(),
  name: z.string().nullable(),
});

/**
 * Posting an update queues its fan-out; the number of donor addresses it will reach. At most one a Jakarta
 * day (429 `fundraiser.updateDaily`) and FUNDRAISER_UPDATES_PER_PAGE in all (409 `fundraiser.updateLimit`):
 * the page's row is locked while the updates are counted, so simultaneous posts queue and one wins; the
 * unique (page, day) key holds the daily rule even without the lock.
 */
export async function postFundraiserUpdate(services: Services, page: PageRow, body: string): Promise<number> {
  const postedOn = jakartaDay(services.now());
  return services.db.transaction(async (tx) => {
    await tx
      .select({ id: fundraiserPages.id })
      .from(fundraiserPages)
      .where(eq(fundraiserPages.id, page.id))
      .for("update");
    const posted = await tx
      .select({ postedOn: fundraiserUpdates.postedOn })
      .from(fundraiserUpdates)
      .where(eq(fundraiserUpdates.pageId, page.id));
    if (posted.some((row) => row.postedOn === postedOn))
      throw new ApiError("RATE_LIMITED", { messageId: messages.fundraiserUpdateDaily.id });
    if (posted.length >= FUNDRAISER_UPDATES_PER_PAGE)
      throw new ApiError("CONFLICT", { messageId: messages.fundraiserUpdateLimit.id });
    const [update] = await tx
      .insert(fundraiserUpdates)
      .values({ pageId: page.id, postedOn })
      .onConflictDoNothing()
      .returning({ id: fundraiserUpdates.id });
    if (!update) throw new ApiError("RATE_LIMITED", { messageId: messages.fundraiserUpdateDaily.id });
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(fundraiserPageDonors)
      .where(eq(fundraiserPageDonors.pageId, page.id));
    await enqueueJob(tx, {
      kind: fundraiserUpdateMailsJobKind,
      key: `fundraiser-update:${update.id}`,
      payload: { update_id: update.id, page_id: page.id, body },
      runAt: services.now(),
    });
    return row?.count ?? 0;
  });
}

/** The fan-out: one mail job per donor address of the page (language and name of their account, if any). */
export async function queueFundraiserUpdateMails(
  services: Services,
  update: z.output<typeof fundraiserUpdatePayload>,
): Promise<number> {
  const result = (await services.db.execute(sql`
    select d.email, coalesce(u.locale, 'id') as locale, u.name
    from fundraiser_page_donors d
    left join users u on lower(u.email) = d.email and u.deleted_at is null
    where d.page_id = ${update.page_id}
    order by d.email`)) as unknown as { rows: { email: string; locale: string; name: string | null }[] };
  const runAt = services.now();
  return enqueueJobs(
    services.db,
    result.rows.map((donor) => ({
      kind: fundraiserUpdateMailJobKind,
      key: `fundraiser-update:${update.update_id}:${donor.email}`,
      payload: { ...update, email: donor.email, locale: pickLocale(donor.locale), name: donor.name },
      runAt,
    })),
  );
}

/** One donor's copy of the update, unless they switched campaign news off or the page is gone. */
export async function mailFundraiserUpdate(
  services: Services,
  donor: z.output<typeof fundraiserUpdateMailPayload>,
  job: JobRow,
): Promise<void> {
  const [page] = await services.db
    .select()
    .from(fundraiserPages)
    .where(eq(fundraiserPages.id, donor.page_id))
    .limit(1);
  if (!page || page.hiddenAt) return;
  if (!(await wantsMail(services.db, donor.email, "campaignUpdates"))) return;
  const owner = await ownerOf(services.db, page);
  const locale = pickLocale(donor.locale);
  const mail = fundraiserMailTemplates.update(locale, {
    name: donor.name,
    owner: owner?.name ?? "Rimbun",
    title: page.title,
    body: donor.body,
    pageUrl: fundraiserPageUrl(services, page.slug, locale),
    unsubscribeUrl: mailUnsubscribeUrl(services, { email: donor.email, topic: "campaignUpdates", locale }),
  });
  await services.mailer.send(donor.email, locale, mail, { key: job.key ?? job.id });
}
