import { inArray, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { monthlyOfferMonths } from "../platform/db/schema/index.ts";

export interface MonthlyOfferFigures {
  month: string;
  shown: number;
  taken: number;
  upgrades_mailed: number;
  upgrades_taken: number;
}

/**
 * The asks for monthly giving of the report's months (docs/product/staff-console.md#reports): the
 * aggregate row of "monthly instead" per month, and the upgrade offers mailed and used in each month
 * (Jakarta time). Read live: a dozen rows and one grouped pass over a year of offers.
 */
export async function monthlyOfferFigures(db: Database, months: string[]): Promise<MonthlyOfferFigures[]> {
  if (months.length === 0) return [];
  const counts = await db.select().from(monthlyOfferMonths).where(inArray(monthlyOfferMonths.month, months));
  const first = `${months[0]}-01T00:00:00+07:00`;
  const jakarta = (column: string) => sql.raw(`to_char(${column} + interval '7 hours', 'YYYY-MM')`);
  const result = (await db.execute(sql`
    select month, sum(mailed)::int as mailed, sum(used)::int as used from (
      select ${jakarta("created_at")} as month, 1 as mailed, 0 as used
        from plan_upgrade_offers where created_at >= ${first}::timestamptz
      union all
      select ${jakarta("used_at")} as month, 0 as mailed, 1 as used
        from plan_upgrade_offers where used_at >= ${first}::timestamptz
    ) asks group by month`)) as unknown as { rows: { month: string; mailed: number; used: number }[] };
  const upgrades = new Map(result.rows.map((row) => [row.month, row]));
  const offers = new Map(counts.map((row) => [row.month, row]));
  return months.map((month) => ({
    month,
    shown: offers.get(month)?.shown ?? 0,
    taken: offers.get(month)?.taken ?? 0,
    upgrades_mailed: Number(upgrades.get(month)?.mailed ?? 0),
    upgrades_taken: Number(upgrades.get(month)?.used ?? 0),
  }));
}
