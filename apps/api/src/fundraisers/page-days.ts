import { FUNDRAISER_CHART_DAYS, type FundraiserPageDays } from "@rimbun/contract";
import { addDays, jakartaDay } from "@rimbun/domain";
import { and, between, eq } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import { fundraiserPageDays } from "../platform/db/schema/index.ts";
import { pageTotalsOf } from "./fundraiser-totals.ts";
import type { PageRow } from "./pages.ts";

/**
 * GET /v1/fundraisers/pages/{slug}/days: the owner's chart (docs/decisions/fundraiser-dashboard.md), read
 * from the page's day rows and its totals row (at most 365 + 1 primary-key rows at any number of gifts).
 * The API fills the days without gifts because "today" is its Jakarta day, not the browser's; what the
 * page raised before the window is its total less the window's days.
 */
export async function fundraiserPageDaysOf(services: Services, page: PageRow): Promise<FundraiserPageDays> {
  const to = jakartaDay(services.now());
  const created = jakartaDay(page.createdAt);
  const earliest = addDays(to, 1 - FUNDRAISER_CHART_DAYS);
  // The page's first day held between the window's first day and today (ISO days sort as text).
  const from = [earliest, created, to].sort()[1] as string;
  const rows = await services.db
    .select({
      day: fundraiserPageDays.day,
      raised: fundraiserPageDays.raised,
      gifts: fundraiserPageDays.gifts,
    })
    .from(fundraiserPageDays)
    .where(and(eq(fundraiserPageDays.pageId, page.id), between(fundraiserPageDays.day, from, to)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: FundraiserPageDays["days"] = [];
  let windowRaised = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    windowRaised += row?.raised ?? 0;
    days.push({ day, raised: row?.raised ?? 0, gifts: row?.gifts ?? 0 });
  }
  const total = (await pageTotalsOf(services.db, [page.id])).get(page.id)?.raised ?? 0;
  // Two reads outside one snapshot: a gift paid between them must not make the start negative.
  return { from, to, raised_before: Math.max(0, total - windowRaised), days };
}
