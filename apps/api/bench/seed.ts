import { type SQL, sql } from "drizzle-orm";
import { createAccount, setPassword } from "../src/accounts/accounts.ts";
import { demoTotpSecret, enrolWithKnownSecret } from "../src/accounts/two-factor.ts";
import { rebuildCampaignTotals } from "../src/campaigns/campaign-totals.ts";
import { rebuildFundraiserTotals } from "../src/fundraisers/fundraiser-totals.ts";
import { ensureCampaigns } from "../src/platform/db/campaigns-seed.ts";
import { type Database, openDatabase } from "../src/platform/db/client.ts";
import { loadEnv } from "../src/platform/env.ts";
import { createServices } from "../src/platform/services.ts";
import { rebuildBadgeTotals, rebuildPointBalances } from "../src/points/points.ts";
import { rebuildReferralTotals } from "../src/points/volunteer.ts";
import { rebuildReportMonths } from "../src/reports/figures.ts";
import type { BenchDatabase } from "./database.ts";

export const benchPassword = "bench-password-2026";
/** The bench staffer's authenticator secret: staff sign in with a second step (docs/product/accounts.md). */
export const benchTotpSecret = demoTotpSecret;
export const benchPeople = {
  /** Gives every 500th donation (2,000 in a million): history and badge points. */
  donor: "bench.donor@example.test",
  /** Referred ~3,000 of a million donations: stats, incentive, point summary. */
  volunteer: "volunteer0@example.test",
  staff: "bench.staff@example.test",
};
const VOLUNTEERS = 200;
const DONORS = 50_000;

/**
 * Aggregates kept current by the transactions that change their sources. The bulk insert below
 * bypasses those transactions, so each is rebuilt from the seeded rows before the server starts.
 * A new aggregate adds its rebuild here (name, function), in dependency order.
 */
export const aggregateRebuilds: { name: string; rebuild: (db: Database) => Promise<void> }[] = [
  { name: "referral totals (leaderboard, volunteer stats)", rebuild: rebuildReferralTotals },
  { name: "point balances (session, incentive)", rebuild: rebuildPointBalances },
  { name: "badge totals (donor session)", rebuild: rebuildBadgeTotals },
  { name: "campaign totals (public figures)", rebuild: rebuildCampaignTotals },
  { name: "fundraiser page and team totals (public figures)", rebuild: rebuildFundraiserTotals },
  { name: "report months (staff reports' closed months)", rebuild: (db) => rebuildReportMonths(db) },
];

type Log = (line: string) => void;

/**
 * Fills the bench database and closes it, so the server process can open it: 200 volunteers with
 * referral codes, a donor, a staffer, `donations` donations over 3 years (90% paid, 60% referred, 30%
 * in one of the published campaigns), their ledger credits, 20,000 monthly plans and a withdrawal a
 * month per volunteer; then the aggregates are rebuilt and the tables vacuumed and analysed.
 */
export async function seedBench(
  target: BenchDatabase,
  donations: number,
  log: Log,
): Promise<{ version: string; campaign: string | undefined }> {
  const database = openDatabase(target.url ? { url: target.url } : { dataDir: target.dataDir });
  try {
    await database.migrate();
    const { db } = database;
    await ensureCampaigns(db);
    const env = (nodeEnv: "test" | "development") =>
      loadEnv({ NODE_ENV: nodeEnv, DATA_DIR: target.dataDir, JOB_INTERVAL_SECONDS: "0" });
    // Accounts no one logs into get a cheap unusable hash; the three who log in get the real one.
    const cheap = createServices({ env: env("test"), db, cheapPasswordHashing: true });
    const real = createServices({ env: env("development"), db });
    const ids = await seedPeople(cheap, real);
    log(`${VOLUNTEERS} volunteers, a donor and a staffer created`);
    const campaigns = await seedDonations(db, donations, ids, log);
    await seedFundraisers(db, ids.volunteers[0] ?? "", campaigns[0]);
    log("a fundraiser page in a team (a third of its campaign's gifts), wall messages on 1 gift in 50");
    await seedLedgerAndPlans(db);
    log("ledger credits, monthly plans and withdrawals written");
    for (const { name, rebuild } of aggregateRebuilds) {
      await rebuild(db);
      log(`aggregate rebuilt: ${name}`);
    }
    await db.execute(sql`vacuum analyze`);
    log("tables vacuumed and analysed");
    const [row] = await rows<{ version: string }>(db, sql`select version() as version`);
    return { version: row?.version ?? "", campaign: campaigns[0] };
  } finally {
    await database.close();
  }
}

async function seedPeople(
  cheap: ReturnType<typeof createServices>,
  real: ReturnType<typeof createServices>,
): Promise<{ donor: string; volunteers: string[] }> {
  const account = (email: string, name: string, role: "donor" | "volunteer" | "staff") =>
    createAccount(cheap, { email, name, role, locale: "id" });
  const donor = await account(benchPeople.donor, "Bench Donor", "donor");
  const volunteers: string[] = [];
  for (let index = 0; index < VOLUNTEERS; index += 1) {
    const user = await account(`volunteer${index}@example.test`, `Volunteer ${index}`, "volunteer");
    await cheap.db.execute(sql`update users set referral_code = ${`VOL${index}`} where id = ${user.id}`);
    volunteers.push(user.id);
  }
  const staff = await account(benchPeople.staff, "Bench Staff", "staff");
  for (const id of [donor.id, volunteers[0] ?? "", staff.id]) await setPassword(real, id, benchPassword);
  await enrolWithKnownSecret(real, staff.id, benchTotpSecret);
  return { donor: donor.id, volunteers };
}

/** Both drivers answer `execute` with `{ rows }`. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

async function seedDonations(
  db: Database,
  count: number,
  ids: { donor: string; volunteers: string[] },
  log: Log,
): Promise<string[]> {
  const slugs = (
    await rows<{ slug: string }>(
      db,
      sql`select slug from campaigns where kind = 'campaign' and status = 'published' order by sort_order, slug`,
    )
  ).map((row) => row.slug);
  const volunteerIds = textArray(ids.volunteers);
  const campaignSlugs = slugs.length > 0 ? textArray(slugs) : sql`array[null]::text[]`;
  const campaignCount = Math.max(1, slugs.length);
  const chunk = 250_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    // i % 10 = 7 failed (not 0: the bench donor's every 500th gift and volunteer0's i % 200 = 0 are paid);
    // i % 5 < 3 referred by volunteer (i * 7919) % 200; (i / 10) % 10 < 3 (30%, a tenth of them failed
    // like the rest) in a campaign; the bench donor gives every 500th.
    await db.execute(sql`
      insert into donations (id, local_id, pg_id, provider, channel, type, status, amount, email, fullname,
        phone, user_id, referral_code, referral_type, referrer_user_id, campaign_slug, locale, invoice_url,
        paid_at, created_at, updated_at)
      select md5('d' || i)::uuid::text, 'RL-B-' || i, 'bench_' || i, 'sandbox',
        (array['VISA','BNI','QRIS','OVO'])[1 + i % 4],
        (array['single','monthly','boost','monthly'])[1 + i % 4],
        case when i % 10 = 7 then 'failed' else 'done' end,
        10000 * (1 + i % 25),
        case when i % 500 = 0 then ${benchPeople.donor} else 'donor' || (i % ${DONORS}) || '@example.test' end,
        'Donor ' || (i % ${DONORS}), '+628120000000',
        case when i % 500 = 0 then ${ids.donor} else null end,
        case when i % 5 < 3 then 'VOL' || v.k else null end,
        case when i % 5 < 3 then 'volunteer' else null end,
        case when i % 5 < 3 then (${volunteerIds})[1 + v.k] else null end,
        case when (i / 10) % 10 < 3 then (${campaignSlugs})[1 + (i / 100) % ${campaignCount}] else null end,
        'id', 'http://localhost:8787/sandbox/pay/bench_' || i,
        case when i % 10 = 7 then null else ts end, ts, ts
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select now() - ((i::double precision / ${count}) * interval '1095 days') as ts) t,
        lateral (select (i::bigint * 7919) % ${VOLUNTEERS} as k) v`);
    log(`donations ${to.toLocaleString("en")}`);
  }
  return slugs;
}

/** The bench's fundraiser page and team (`/v1/site/fundraisers/halaman-bench`, `/v1/site/teams/tim-bench`). */
export const benchFundraiser = { page: "halaman-bench", team: "tim-bench" };

/**
 * Volunteer 0's live page for the first published campaign, in a team; a third of that campaign's gifts
 * came through it (the paid ones counted for the team), and one gift in 50 of every campaign carries a
 * visible wall message (a fifth of them anonymous), so the walls read from a long table.
 */
async function seedFundraisers(db: Database, ownerId: string, campaign: string | undefined): Promise<void> {
  if (!campaign) return;
  await db.execute(sql`
    insert into teams (id, slug, captain_user_id, name, goal)
    values ('bench-team', ${benchFundraiser.team}, ${ownerId}, 'Tim Bench', 500000000)`);
  await db.execute(sql`
    insert into fundraiser_pages (id, slug, owner_user_id, campaign_slug, team_id, status, title, story, goal)
    values ('bench-page', ${benchFundraiser.page}, ${ownerId}, ${campaign}, 'bench-team', 'live',
      'Halaman bench', 'Cerita', 1000000000)`);
  await db.execute(sql`
    update donations set fundraiser_page_id = 'bench-page',
      fundraiser_team_id = case when status = 'done' then 'bench-team' else null end
    where campaign_slug = ${campaign} and ('x' || left(id, 8))::bit(32)::int % 3 = 0`);
  await db.execute(sql`
    insert into wall_messages (id, donation_id, fundraiser_page_id, campaign_slug, body, display,
      display_name, shown_amount, status, published_at, created_at)
    select md5('m' || d.id)::uuid::text, d.id, d.fundraiser_page_id, d.campaign_slug,
      'Semoga hutan kita tetap lestari. Aamiin.',
      case when d.paid_at is null then 'anonymous' when extract(second from d.created_at)::int % 5 = 0
        then 'anonymous' else 'first' end,
      case when extract(second from d.created_at)::int % 5 = 0 then null else split_part(d.fullname, ' ', 1) end,
      case when extract(second from d.created_at)::int % 2 = 0 then d.amount else null end,
      'visible', d.paid_at, d.created_at
    from donations d
    where d.status = 'done' and d.campaign_slug is not null and ('x' || left(d.id, 8))::bit(32)::int % 50 = 0`);
}

async function seedLedgerAndPlans(db: Database): Promise<void> {
  await db.execute(sql`
    insert into point_ledger (id, user_id, type, status, points, amount, donation_id, reason, description,
      decided_at, created_at)
    select md5('l' || d.id)::uuid::text, d.referrer_user_id, 'earn', 'approved', (d.amount / 1000)::numeric(12,2),
      d.amount, d.id, 'referral', d.type || ':' || d.local_id, d.created_at, d.created_at
    from donations d
    where d.status = 'done' and d.referrer_user_id is not null`);
  // The reports' other sources: 20,000 monthly plans over 3 years (a fifth stopped), and a withdrawal a
  // month for every volunteer (this month's still waiting for a decision).
  await db.execute(sql`
    insert into recurring_plans (id, pg_id, provider, channel, amount, status, email, fullname, phone,
      stopped_at, created_at, updated_at)
    select md5('p' || i)::uuid::text, 'bench_plan_' || i, 'sandbox', (array['VISA','BRI','OVO'])[1 + i % 3],
      50000 * (1 + i % 4), case when i % 5 = 0 then 'inactive' else 'active' end,
      'donor' || i || '@example.test', 'Donor ' || i, '+628120000000',
      case when i % 5 = 0 then ts + interval '90 days' else null end, ts, ts
    from generate_series(1, 20000) as i,
      lateral (select now() - ((i::double precision / 20000) * interval '1095 days') as ts) t`);
  await db.execute(sql`
    insert into point_ledger (id, user_id, type, status, points, amount, reason, decided_at, created_at)
    select md5('w' || u.id || m)::uuid::text, u.id, 'withdraw', case when m = 0 then 'pending' else 'approved' end,
      100, 10000, 'withdraw', case when m = 0 then null else now() - (m * interval '30 days') end,
      now() - (m * interval '30 days') - interval '2 days'
    from users u, generate_series(0, 35) as m
    where u.role = 'volunteer'`);
}

/** What the measurement needs of a database a `--keep` run seeded: its version and a campaign's slug. */
export async function seededFacts(
  reuse: string,
): Promise<{ version: string; campaign: string | undefined; donations: number }> {
  const database = openDatabase(reuse.startsWith("postgres") ? { url: reuse } : { dataDir: reuse });
  try {
    const [row] = await rows<{ version: string; campaign: string | null; donations: string }>(
      database.db,
      sql`select version() as version, (select slug from campaigns where kind = 'campaign'
        and status = 'published' order by sort_order, slug limit 1) as campaign,
        (select count(*) from donations) as donations`,
    );
    return {
      version: row?.version ?? "",
      campaign: row?.campaign ?? undefined,
      donations: Number(row?.donations),
    };
  } finally {
    await database.close();
  }
}
