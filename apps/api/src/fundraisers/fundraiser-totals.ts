import { type DonationStatus, jakartaDay } from "@rimbun/domain";
import { and, eq, inArray, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import { fundraisersChanged } from "../campaigns/recent-answers.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  donations,
  fundraiserPageDays,
  fundraiserPageDonors,
  fundraiserPages,
  fundraiserPageTotals,
  teamDonors,
  teamTotals,
} from "../platform/db/schema/index.ts";
import { queueOwnerGiftMails } from "./owner-mails.ts";

/**
 * Fundraiser pages' and teams' running totals (docs/product/fundraisers.md#credit), moved in the
 * transaction that moves a donation in or out of `done`, as campaign totals are
 * (campaigns/campaign-totals.ts, docs/decisions/public-figures.md). A donor counts once per page and per
 * team (lower-cased e-mail); the page's team is the one it is in when the gift is paid (kept on the
 * donation as `fundraiser_team_id`).
 */

export interface FundraiserTotals {
  raised: number;
  gifts: number;
  donorCount: number;
}

export const noTotals: FundraiserTotals = { raised: 0, gifts: 0, donorCount: 0 };

interface Move {
  email: string;
  gifts: number;
  amount: number;
}

/** The donor's row moves by `gifts`: +1 when they are new here, -1 when their last gift left, else 0. */
async function moveDonor(
  tx: Database,
  table: typeof fundraiserPageDonors | typeof teamDonors,
  owner: { column: "pageId" | "teamId"; id: string },
  move: Move,
): Promise<number> {
  const email = sql`lower(${move.email})`;
  const ownerColumn =
    owner.column === "pageId"
      ? (table as typeof fundraiserPageDonors).pageId
      : (table as typeof teamDonors).teamId;
  const key = and(eq(ownerColumn, owner.id), eq(table.email, email));
  if (move.gifts > 0) {
    const [row] = await tx
      .insert(table)
      .values({ [owner.column]: owner.id, email, gifts: move.gifts } as never)
      .onConflictDoUpdate({
        target: [ownerColumn, table.email],
        set: { gifts: sql`${table.gifts} + ${move.gifts}` },
      })
      .returning({ gifts: table.gifts });
    return row?.gifts === move.gifts ? 1 : 0;
  }
  const [row] = await tx
    .update(table)
    .set({ gifts: sql`${table.gifts} + ${move.gifts}` })
    .where(key)
    .returning({ gifts: table.gifts });
  if (!row || row.gifts > 0) return 0;
  await tx.delete(table).where(key);
  return -1;
}

async function movePage(
  tx: Database,
  pageId: string,
  move: Move,
): Promise<FundraiserTotals & { milestonesMailed: number; newDonor: boolean }> {
  const donors = await moveDonor(tx, fundraiserPageDonors, { column: "pageId", id: pageId }, move);
  const [row] = await tx
    .insert(fundraiserPageTotals)
    .values({ pageId, raised: move.amount, gifts: move.gifts, donorCount: donors })
    .onConflictDoUpdate({
      target: fundraiserPageTotals.pageId,
      set: {
        raised: sql`${fundraiserPageTotals.raised} + ${move.amount}`,
        gifts: sql`${fundraiserPageTotals.gifts} + ${move.gifts}`,
        donorCount: sql`${fundraiserPageTotals.donorCount} + ${donors}`,
      },
    })
    .returning();
  return {
    raised: row?.raised ?? 0,
    gifts: row?.gifts ?? 0,
    donorCount: row?.donorCount ?? 0,
    milestonesMailed: row?.milestonesMailed ?? 0,
    newDonor: donors === 1,
  };
}

async function moveTeam(tx: Database, teamId: string, move: Move): Promise<void> {
  const donors = await moveDonor(tx, teamDonors, { column: "teamId", id: teamId }, move);
  await tx
    .insert(teamTotals)
    .values({ teamId, raised: move.amount, gifts: move.gifts, donorCount: donors })
    .onConflictDoUpdate({
      target: teamTotals.teamId,
      set: {
        raised: sql`${teamTotals.raised} + ${move.amount}`,
        gifts: sql`${teamTotals.gifts} + ${move.gifts}`,
        donorCount: sql`${teamTotals.donorCount} + ${donors}`,
      },
    });
}

/** The gift's Jakarta day of payment on the page's chart rows (`fundraiser_page_days`). */
async function movePageDay(tx: Database, pageId: string, day: string, move: Move): Promise<void> {
  await tx
    .insert(fundraiserPageDays)
    .values({ pageId, day, raised: move.amount, gifts: move.gifts })
    .onConflictDoUpdate({
      target: [fundraiserPageDays.pageId, fundraiserPageDays.day],
      set: {
        raised: sql`${fundraiserPageDays.raised} + ${move.amount}`,
        gifts: sql`${fundraiserPageDays.gifts} + ${move.gifts}`,
      },
    });
}

/**
 * A page donation's move from its current status to `to`: into `done` adds it to the page and its team
 * (and queues the owner's mails), out of `done` (a refund) takes it back from both.
 */
export async function recordFundraiserGift(
  services: Services,
  tx: Database,
  donation: {
    id: string;
    fundraiserPageId: string | null;
    email: string;
    amount: number;
    status: DonationStatus;
    fundraiserTeamId: string | null;
    /** When it was paid (kept by a refund): the day a refund comes off. */
    paidAt: Date | null;
  },
  to: DonationStatus,
): Promise<void> {
  const change = Number(to === "done") - Number(donation.status === "done");
  if (!donation.fundraiserPageId || change === 0) return;
  fundraisersChanged();
  const [page] = await tx
    .select()
    .from(fundraiserPages)
    .where(eq(fundraiserPages.id, donation.fundraiserPageId))
    .limit(1);
  if (!page) return;
  const move = { email: donation.email, gifts: change, amount: change * donation.amount };
  const totals = await movePage(tx, page.id, move);
  // Paid now, or (a refund) on the day it was paid.
  const paidAt = change > 0 ? services.now() : (donation.paidAt ?? services.now());
  await movePageDay(tx, page.id, jakartaDay(paidAt), move);
  // Paid: the page's team now, written on the donation so a refund finds it whatever the page does later.
  const teamId = change > 0 ? page.teamId : donation.fundraiserTeamId;
  if (teamId) await moveTeam(tx, teamId, move);
  if (change > 0 && teamId)
    await tx.update(donations).set({ fundraiserTeamId: teamId }).where(eq(donations.id, donation.id));
  if (change > 0)
    await queueOwnerGiftMails(services, tx, page, {
      ...totals,
      amount: donation.amount,
      donationId: donation.id,
    });
}

/** The totals of these pages (zeros for one without a paid gift): one primary-key read. */
export async function pageTotalsOf(db: Database, ids: string[]): Promise<Map<string, FundraiserTotals>> {
  const totals = new Map<string, FundraiserTotals>(ids.map((id) => [id, { ...noTotals }]));
  if (ids.length === 0) return totals;
  const rows = await db.select().from(fundraiserPageTotals).where(inArray(fundraiserPageTotals.pageId, ids));
  for (const row of rows)
    totals.set(row.pageId, { raised: row.raised, gifts: row.gifts, donorCount: row.donorCount });
  return totals;
}

/** The totals of these teams: one primary-key read. */
export async function teamTotalsOf(db: Database, ids: string[]): Promise<Map<string, FundraiserTotals>> {
  const totals = new Map<string, FundraiserTotals>(ids.map((id) => [id, { ...noTotals }]));
  if (ids.length === 0) return totals;
  const rows = await db.select().from(teamTotals).where(inArray(teamTotals.teamId, ids));
  for (const row of rows)
    totals.set(row.teamId, { raised: row.raised, gifts: row.gifts, donorCount: row.donorCount });
  return totals;
}

/** Whole percent of the goal raised, rounded down. */
export function progressOf(raised: number, goal: number): number {
  return goal > 0 ? Math.floor((raised * 100) / goal) : 0;
}

/**
 * Before an account deletion gives the donations `where` names one placeholder address (privacy
 * deletion): their paid page gifts move to that address on the pages and the teams they counted for, so
 * donor counts stay what the donations say and no e-mail is left behind; the person's own pages close.
 */
export async function forgetFundraiserPerson(
  tx: Database,
  userId: string,
  where: SQL | undefined,
  toEmail: string,
): Promise<void> {
  const gifts = await tx
    .select({ email: donations.email, teamId: donations.fundraiserTeamId, page: fundraiserPages })
    .from(donations)
    .innerJoin(fundraiserPages, eq(fundraiserPages.id, donations.fundraiserPageId))
    .where(and(where, eq(donations.status, "done"), isNotNull(donations.fundraiserPageId)));
  for (const gift of gifts) {
    const out = { email: gift.email, gifts: -1, amount: 0 };
    const back = { email: toEmail, gifts: 1, amount: 0 };
    await movePage(tx, gift.page.id, out);
    await movePage(tx, gift.page.id, back);
    const teamId = gift.teamId;
    if (!teamId) continue;
    await moveTeam(tx, teamId, out);
    await moveTeam(tx, teamId, back);
  }
  fundraisersChanged();
  await tx
    .update(fundraiserPages)
    .set({ status: "closed" })
    .where(and(eq(fundraiserPages.ownerUserId, userId), ne(fundraiserPages.status, "closed")));
}

/**
 * Recomputes the pages' and teams' totals, donors and the pages' days from the donations (after bulk seeding, or to
 * repair), as `rebuildCampaignTotals` does; milestones already mailed are kept. Payments arriving
 * meanwhile wait on the table locks and then add to the rebuilt totals.
 */
export async function rebuildFundraiserTotals(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`lock table fundraiser_page_totals, fundraiser_page_donors, fundraiser_page_days, team_totals, team_donors in exclusive mode`,
    );
    await tx.execute(sql`delete from fundraiser_page_days`);
    await tx.execute(sql`delete from fundraiser_page_donors`);
    await tx.execute(sql`delete from team_donors`);
    await tx.execute(sql`delete from team_totals`);
    await tx.execute(sql`
      insert into fundraiser_page_donors (page_id, email, gifts)
      select fundraiser_page_id, lower(email), count(*)::int from donations
      where status = 'done' and fundraiser_page_id is not null
      group by fundraiser_page_id, lower(email)`);
    await tx.execute(sql`
      insert into fundraiser_page_totals (page_id, raised, gifts, donor_count)
      select p.id, coalesce(sum(d.amount), 0), count(d.id)::int,
        (select count(*)::int from fundraiser_page_donors x where x.page_id = p.id)
      from fundraiser_pages p
      left join donations d on d.fundraiser_page_id = p.id and d.status = 'done'
      group by p.id
      on conflict (page_id) do update set raised = excluded.raised, gifts = excluded.gifts,
        donor_count = excluded.donor_count`);
    await tx.execute(sql`
      insert into fundraiser_page_days (page_id, day, raised, gifts)
      select fundraiser_page_id, (coalesce(paid_at, created_at) at time zone 'Asia/Jakarta')::date, sum(amount), count(*)::int
      from donations
      where status = 'done' and fundraiser_page_id is not null
      group by 1, 2`);
    await tx.execute(sql`
      insert into team_donors (team_id, email, gifts)
      select fundraiser_team_id, lower(email), count(*)::int from donations
      where status = 'done' and fundraiser_team_id is not null
      group by fundraiser_team_id, lower(email)`);
    await tx.execute(sql`
      insert into team_totals (team_id, raised, gifts, donor_count)
      select d.fundraiser_team_id, sum(d.amount), count(*)::int,
        (select count(*)::int from team_donors x where x.team_id = d.fundraiser_team_id)
      from donations d
      where d.status = 'done' and d.fundraiser_team_id is not null
      group by d.fundraiser_team_id`);
  });
}
