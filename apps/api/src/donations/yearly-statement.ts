import { formatRupiah, jakartaYearMonth, rangeToUtcBounds, statementPath, yearRange } from "@rimbun/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { mailUnsubscribeUrl, wantsMail } from "../mail/mail-preferences.ts";
import { yearlyStatementMail } from "../mail/yearly-statement.ts";
import type { Services } from "../platform/context.ts";
import { pickLocale } from "../platform/http/i18n.ts";
import { enqueueJob, type JobRow } from "../platform/jobs/queue.ts";

/**
 * The January statement mail (docs/product/monthly-giving.md#yearly-statement-mail). One
 * `yearly-statement-schedule` job per reported year finds every donor with a successful gift that year in one
 * grouped query and queues one
 * `yearly-statement-mail` job per donor, keyed by year and account, so a second run (a retry, a
 * restart, two API processes) mails nobody twice. Each schedule job queues the next year's.
 */
export const statementScheduleJobKind = "yearly-statement-schedule";
export const statementMailJobKind = "yearly-statement-mail";

/** 3 January, 09:00 in Jakarta (02:00 UTC): late gifts of 31 December have settled, people are back at work. */
const MAIL_MONTH_DAY = "01-03";
const MAIL_UTC_TIME = "02:00:00Z";

/** When the statement of `year` is mailed. */
export function statementMailTime(year: number): Date {
  return new Date(`${year + 1}-${MAIL_MONTH_DAY}T${MAIL_UTC_TIME}`);
}

/** The year whose mail comes next at `now`: last year until its mail time has passed, then this year. */
export function nextStatementYear(now: Date): number {
  const { year } = jakartaYearMonth(now);
  return now < statementMailTime(year - 1) ? year - 1 : year;
}

const scheduleKey = (year: number) => `yearly-statement:schedule:${year}`;

/** Queues the schedule job of a year (a no-op when it is queued or was done). */
export async function scheduleStatementMails(services: Services, year: number): Promise<void> {
  await enqueueJob(services.db, {
    kind: statementScheduleJobKind,
    key: scheduleKey(year),
    payload: { year },
    runAt: statementMailTime(year),
  });
}

/** At start-up: the next January's run exists, whatever happened before (idempotent by key). */
export async function seedStatementSchedule(services: Services): Promise<void> {
  await scheduleStatementMails(services, nextStatementYear(services.now()));
}

interface StatementDonor {
  user_id: string;
  email: string;
  name: string;
  locale: string;
  total: string | number;
}

/**
 * Donors with an account (the statement is on the dashboard) and at least one successful gift in the
 * year: one pass over the year's successful gifts (`donations_status_created_idx`), grouped by address.
 */
async function donorsOfYear(services: Services, year: number): Promise<StatementDonor[]> {
  const { from, toExclusive } = rangeToUtcBounds(yearRange(year));
  const result = (await services.db.execute(sql`
    select u.id as user_id, u.email, u.name, u.locale, gifts.total
    from (
      select lower(email) as email, sum(amount) as total
      from donations
      where status = 'done' and created_at >= ${from.toISOString()}::timestamptz
        and created_at < ${toExclusive.toISOString()}::timestamptz
      group by lower(email)
    ) gifts
    join users u on lower(u.email) = gifts.email and u.deleted_at is null
    order by u.id`)) as unknown as { rows: StatementDonor[] };
  return result.rows;
}

async function queueDonorMails(services: Services, year: number): Promise<number> {
  const donors = await donorsOfYear(services, year);
  const runAt = services.now();
  for (const donor of donors) {
    await enqueueJob(services.db, {
      kind: statementMailJobKind,
      key: `yearly-statement:${year}:${donor.user_id}`,
      payload: {
        year,
        email: donor.email,
        name: donor.name,
        locale: donor.locale,
        total: Number(donor.total),
      },
      runAt,
    });
  }
  return donors.length;
}

/** A donor's statement mail job: the year and the donor as they were when the year's mails were queued. */
export const statementMailPayload = z.object({
  year: z.number(),
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  total: z.number(),
});

/** One donor's mail, unless they switched the yearly statement off (checked when it is sent). */
export async function mailStatement(
  services: Services,
  donor: z.output<typeof statementMailPayload>,
  job: JobRow,
): Promise<void> {
  if (!(await wantsMail(services.db, donor.email, "yearlyStatement"))) return;
  const locale = pickLocale(donor.locale);
  // In the donor's language from the first screen (the login page, when signed out).
  const url = `${services.env.DASHBOARD_URL.replace(/\/$/, "")}${statementPath(donor.year)}&locale=${locale}`;
  const mail = yearlyStatementMail(locale, {
    name: donor.name,
    year: donor.year,
    total: formatRupiah(donor.total, locale),
    url,
    unsubscribeUrl: mailUnsubscribeUrl(services, { email: donor.email, topic: "yearlyStatement", locale }),
  });
  // The job's key makes the outbox row once per donor and year, even when the job runs again.
  await services.mailer.send(donor.email, locale, mail, { key: job.key ?? job.id });
}

/** The year's schedule job: every donor's mail, and next year's schedule. */
export async function runStatementSchedule(services: Services, year: number): Promise<void> {
  await queueDonorMails(services, year);
  await scheduleStatementMails(services, year + 1);
}
