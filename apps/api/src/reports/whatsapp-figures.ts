import type { WhatsAppReportMonth } from "@rimbun/contract/whatsapp-staff";
import { channels } from "@rimbun/domain/channels";
import { addDays, type DateRange, jakartaDay, rangeToUtcBounds } from "@rimbun/domain/dates";
import { reportMonths } from "@rimbun/domain/reports";
import { priceCategoryOf, type WhatsAppPriceEntry, whatsAppPriceOn } from "@rimbun/domain/whatsapp-prices";
import { type SQL, sql } from "drizzle-orm";
import { whatsAppPriceEntries } from "../messaging/prices.ts";
import { isWhatsAppTemplate, whatsAppTemplates } from "../messaging/templates.ts";
import type { Database } from "../platform/db/client.ts";
import { whatsAppMessagePurposes } from "../platform/db/schema/index.ts";

/**
 * WhatsApp in the reports (docs/product/staff-console.md#reports, docs/decisions/whatsapp-staff.md): the
 * messages of each Jakarta month, their cost, and how reminder-channel cycles with a WhatsApp reminder
 * were paid against those with the mail reminder only. Three grouped reads over index ranges; the
 * prices (a few rows) are applied in memory.
 */

/** Days after the due day within which a paid cycle counts as paid after its reminder. */
export const REMINDER_WINDOW_DAYS = 7;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (value: unknown): number => Number(value ?? 0);

/** A timestamptz as its Jakarta day or month text (UTC+7 all year). */
const jakarta = (column: SQL, format: "YYYY-MM" | "YYYY-MM-DD") =>
  sql`to_char((${column} at time zone 'UTC') + interval '7 hours', ${format})`;

/**
 * `purpose in (every purpose)` lets PostgreSQL read `whatsapp_messages_purpose_idx` (purpose, created_at)
 * as one range per purpose instead of scanning the table for a creation range.
 */
const everyPurpose = sql`purpose in (${sql.join(
  whatsAppMessagePurposes.map((purpose) => sql`${purpose}`),
  sql`, `,
)})`;

const reachedPlatform = sql`(sent_at is not null or status in ('delivered', 'read'))`;

/** Messages of the range by month and status: queued, taken by the platform, and how each ended. */
async function messageRows(db: Database, from: string, to: string) {
  return rows<{ month: string; status: string; n: string; sent: string }>(
    db,
    sql`select ${jakarta(sql`created_at`, "YYYY-MM")} as month, status, count(*) as n,
        count(*) filter (where ${reachedPlatform}) as sent
      from whatsapp_messages
      where ${everyPurpose} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by 1, 2`,
  );
}

/** Delivered messages by month, template and the Jakarta day they were sent (the day that prices them). */
async function deliveredRows(db: Database, from: string, to: string) {
  return rows<{ month: string; template: string; day: string; n: string }>(
    db,
    sql`select ${jakarta(sql`created_at`, "YYYY-MM")} as month, template,
        ${jakarta(sql`coalesce(sent_at, created_at)`, "YYYY-MM-DD")} as day, count(*) as n
      from whatsapp_messages
      where ${everyPurpose} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
        and status in ('delivered', 'read')
      group by 1, 2, 3`,
  );
}

/** The channels a plan pays through by a monthly invoice with a reminder (not charged by itself). */
const automaticChannels = channels.filter((one) => one.type === "recurring").map((one) => one.channelCode);

/**
 * Reminder-channel cycles due from `startDay` to `lastDay`, one per plan and due day: whether a
 * `reminder` WhatsApp about one of the cycle's donations reached the platform, and whether the cycle was
 * paid by the end of the Jakarta day `REMINDER_WINDOW_DAYS` after it was due.
 */
async function cycleRows(db: Database, startDay: string, lastDay: string) {
  if (lastDay < startDay) return [];
  return rows<{ month: string; whatsapp: boolean; cycles: string; paid: string }>(
    db,
    sql`select left(cycle_due_day, 7) as month, whatsapp, count(*) as cycles, count(*) filter (where paid) as paid
      from (
        select d.recurring_plan_id, d.cycle_due_day,
          bool_or(exists (
            select 1 from whatsapp_messages m
            where m.donation_id = d.id and m.purpose = 'reminder' and (m.sent_at is not null or m.status in ('delivered', 'read'))
          )) as whatsapp,
          bool_or(d.status in ('done', 'refunded') and d.paid_at <
            ((d.cycle_due_day::date + ${REMINDER_WINDOW_DAYS + 1}::int) - interval '7 hours') at time zone 'UTC') as paid
        from donations d
        where d.cycle_due_day is not null and d.recurring_plan_id is not null
          and d.cycle_due_day >= ${startDay} and d.cycle_due_day <= ${lastDay}
          and d.channel not in (${sql.join(
            automaticChannels.map((code) => sql`${code}`),
            sql`, `,
          )})
        group by d.recurring_plan_id, d.cycle_due_day
      ) cycles
      group by 1, 2`,
  );
}

function emptyMonth(month: string): WhatsAppReportMonth {
  return {
    month,
    messages: 0,
    sent: 0,
    delivered: 0,
    read: 0,
    failed: 0,
    mailed_instead: 0,
    cost_idr: 0,
    unpriced: 0,
    whatsapp_cycles: 0,
    whatsapp_paid: 0,
    mail_cycles: 0,
    mail_paid: 0,
  };
}

function foldMessages(month: WhatsAppReportMonth, row: { status: string; n: string; sent: string }) {
  const n = num(row.n);
  month.messages += n;
  month.sent += num(row.sent);
  if (row.status === "delivered" || row.status === "read") month.delivered += n;
  if (row.status === "read") month.read += n;
  if (row.status === "failed") month.failed += n;
  if (row.status === "not-on-whatsapp") month.mailed_instead += n;
}

function foldCost(
  month: WhatsAppReportMonth,
  row: { template: string; day: string; n: string },
  prices: WhatsAppPriceEntry[],
) {
  const n = num(row.n);
  const price = isWhatsAppTemplate(row.template)
    ? whatsAppPriceOn(prices, priceCategoryOf(whatsAppTemplates[row.template].category), row.day)
    : null;
  if (price === null) month.unpriced += n;
  else month.cost_idr += price * n;
}

/** Every month of the range (Jakarta), present even when nothing happened. */
export async function whatsAppFigures(
  db: Database,
  range: DateRange,
  now: Date,
): Promise<WhatsAppReportMonth[]> {
  const { from, toExclusive } = rangeToUtcBounds(range);
  const list = reportMonths(range).map(emptyMonth);
  const byMonth = new Map(list.map((month) => [month.month, month]));
  const fromText = from.toISOString();
  const toText = toExclusive.toISOString();
  for (const row of await messageRows(db, fromText, toText)) {
    const month = byMonth.get(row.month);
    if (month) foldMessages(month, row);
  }
  const prices = await whatsAppPriceEntries(db);
  for (const row of await deliveredRows(db, fromText, toText)) {
    const month = byMonth.get(row.month);
    if (month) foldCost(month, row, prices);
  }
  // Only cycles whose window has closed: a cycle due yesterday has not had its week yet.
  const lastClosed = addDays(jakartaDay(now), -(REMINDER_WINDOW_DAYS + 1));
  // ISO days sort as text: the earlier of the two.
  const lastDay = [range.endDate, lastClosed].sort()[0] ?? lastClosed;
  for (const row of await cycleRows(db, range.startDate, lastDay)) {
    const month = byMonth.get(row.month);
    if (!month) continue;
    if (row.whatsapp) {
      month.whatsapp_cycles += num(row.cycles);
      month.whatsapp_paid += num(row.paid);
    } else {
      month.mail_cycles += num(row.cycles);
      month.mail_paid += num(row.paid);
    }
  }
  return list;
}
