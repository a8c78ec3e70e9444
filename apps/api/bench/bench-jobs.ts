// `pnpm bench:jobs`: the job runner's throughput on a fresh PostgreSQL database with a slow SMTP server
// and a slow payment provider (docs/performance.md#jobs). Prints figures; `--strict` exits 1 on a miss.
// `--scenario spike` (bench/spike.ts): the real API process under a crowd's donations and their callbacks.
// `--scenario floor` (bench/floor.ts): the best creation ratio this machine allows, the product left out.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { paymentTypeOf } from "../src/billing/plan-state.ts";
import { queueDonorMails } from "../src/campaigns/campaign-update-mails.ts";
import { providerRegistry } from "../src/payments/port.ts";
import type { Services } from "../src/platform/context.ts";
import { ensureCampaigns } from "../src/platform/db/campaigns-seed.ts";
import { type DatabaseHandle, openDatabase } from "../src/platform/db/client.ts";
import { campaignUpdates } from "../src/platform/db/schema/index.ts";
import { loadEnv } from "../src/platform/env.ts";
import { enqueueJobs } from "../src/platform/jobs/queue.ts";
import { createJobPool } from "../src/platform/jobs/runner.ts";
import { createServices } from "../src/platform/services.ts";
import { startSmtpSink } from "../src/test/smtp-sink.ts";
import { benchFloor } from "./floor.ts";
import { benchSpike } from "./spike.ts";
import { until } from "./wait.ts";

const { values: options } = parseArgs({
  // pnpm passes a lone "--" through when the caller separates its own options with it.
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    scenario: { type: "string", default: "jobs" },
    donors: { type: "string", default: "300" },
    connections: { type: "string", default: "32" },
    mails: { type: "string", default: "10000" },
    plans: { type: "string", default: "20000" },
    "smtp-ms": { type: "string", default: "100" },
    "provider-ms": { type: "string", default: "150" },
    only: { type: "string", default: "mails,billing" },
    strict: { type: "boolean", default: false },
    // A folder for the API process's CPU profile during the spike (`.cpuprofile`, written when it stops).
    profile: { type: "string" },
    // The spike with the jobs in a worker process of their own (the API with RUN_JOBS=0).
    worker: { type: "boolean", default: false },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const mailCount = Number(options.mails);
const planCount = Number(options.plans);
const smtpMs = Number(options["smtp-ms"]);
const providerMs = Number(options["provider-ms"]);
const only = new Set(options.only.split(","));

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: DatabaseHandle["db"], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A payment provider that answers after `ms` (a pay link or a charge), counting its calls. */
async function startFakeProvider(ms: number) {
  let calls = 0;
  const server = createServer((_req, res) => {
    calls += 1;
    setTimeout(() => res.end('{"ok":true}'), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
  return {
    url,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sandbox's charges, each after one round trip to the slow fake provider. */
function slowProvider(services: Services, url: string) {
  const sandbox = services.payments.current;
  const agent = { keepalive: true } as const;
  services.payments = providerRegistry({
    ...sandbox,
    async createCharge(input) {
      await (await fetch(url, { method: "POST", ...agent })).text();
      return sandbox.createCharge(input);
    },
  });
}

const verdicts: string[] = [];
function verdict(what: string, ok: boolean) {
  verdicts.push(`${ok ? "PASS" : "FAIL"} ${what}`);
}

/** (a) N campaign update mails queued, then one sign-in link: mails per second and the link's wait. */
async function benchMails(services: Services, sink: Awaited<ReturnType<typeof startSmtpSink>>) {
  const db = services.db;
  const [campaign] = await rows<{ slug: string }>(
    db,
    sql`select slug from campaigns where kind = 'campaign' and status = 'published' order by slug limit 1`,
  );
  if (!campaign) throw new Error("no published campaign");
  await db.execute(sql`
    insert into donations (id, local_id, pg_id, provider, type, channel, amount, status, email, fullname, phone,
      locale, campaign_slug, invoice_url, created_at, updated_at, paid_at)
    select md5('bench-gift-' || i)::uuid::text, 'RL-J-' || i, 'bench_gift_' || i, 'sandbox', 'single', 'BNI', 50000,
      'done', 'donor' || i || '@example.test', 'Donor ' || i, '+628120000000', 'id', ${campaign.slug}, '', now(), now(), now()
    from generate_series(1, ${mailCount}) as i`);
  const [update] = await db
    .insert(campaignUpdates)
    .values({
      campaignSlug: campaign.slug,
      bodyId: "Kami menanam **1.200 bibit**.",
      bodyEn: "We planted **1,200 seedlings**.",
    })
    .returning({ id: campaignUpdates.id });
  const queuedAt = Date.now();
  const queued = await queueDonorMails(services, update?.id ?? "");
  console.log(
    `(a) ${queued} campaign update mail jobs queued in ${((Date.now() - queuedAt) / 1000).toFixed(1)} s`,
  );

  const pool = createJobPool(services);
  services.mailer.wake = pool.wake;
  const timer = setInterval(pool.pump, 1000);
  const started = Date.now();
  pool.pump();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const backlog = mailCount - sink.received.length;
  const linkAt = Date.now();
  await services.mailer.send("waiting.person@example.test", "en", {
    kind: "sign-in-link",
    subject: "Your sign-in link",
    html: "<p>Sign in</p>",
    text: "Sign in",
  });
  await until(
    "the sign-in link",
    () => sink.received.some((mail) => mail.subject === "Your sign-in link"),
    120_000,
  );
  const linkWait = (Date.now() - linkAt) / 1000;
  await until("every campaign mail", () => sink.received.length >= mailCount + 1, 3_600_000);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(timer);
  await pool.stop();
  const [outbox] = await rows<{ sent: string; total: string; distinct: string }>(
    db,
    sql`select count(*) filter (where status = 'sent') as sent, count(*) as total, count(distinct "to") as distinct from email_outbox`,
  );
  const rate = mailCount / seconds;
  console.log(
    `(a) ${mailCount} campaign mails + 1 sign-in link: ${seconds.toFixed(1)} s, ${rate.toFixed(0)} mails/s; ` +
      `sign-in link queued behind ${backlog} bulk mails, received after ${linkWait.toFixed(2)} s; ` +
      `SMTP received ${sink.received.length}, outbox ${outbox?.sent}/${outbox?.total} sent, ${outbox?.distinct} addresses`,
  );
  verdict(`mails/s ≥ 100 (${rate.toFixed(0)})`, rate >= 100);
  verdict(`sign-in link within 5 s (${linkWait.toFixed(2)} s)`, linkWait <= 5);
  verdict(
    `every mail sent once (SMTP ${sink.received.length}, outbox ${outbox?.total})`,
    sink.received.length === mailCount + 1 && Number(outbox?.total) === mailCount + 1,
  );
}

/** (b) The first of the month for N plans, half charged automatically, half with a pay link. */
async function benchBilling(
  services: Services,
  sink: Awaited<ReturnType<typeof startSmtpSink>>,
  calls: () => number,
) {
  const db = services.db;
  const now = new Date();
  // Plans that started on the first of last month: their second cycle is due on the first of this one.
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 3));
  const started = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 3));
  // The clock starts before the month's reminders and moves to each queued job's time (as the
  // scheduler's days pass), until a day after the first.
  let clock = new Date(first.getTime() - 5 * 24 * 3600_000);
  const horizon = new Date(first.getTime() + 24 * 3600_000);
  services.now = () => clock;
  const channels = ["VISA", "BNI"] as const;
  console.log(
    `(b) channels: ${channels.map((channel) => `${channel} = ${paymentTypeOf(channel)}`).join(", ")}`,
  );
  await db.execute(sql`
    insert into recurring_plans (id, pg_id, provider, channel, amount, status, email, fullname, phone, locale,
      created_at, updated_at)
    select md5('bench-plan-' || i)::uuid::text, 'bench_plan_' || i, 'sandbox',
      case when i % 2 = 0 then 'VISA' else 'BNI' end, 50000, 'active', 'planner' || i || '@example.test',
      'Planner ' || i, '+628120000000', 'id', ${started.toISOString()}::timestamptz, ${started.toISOString()}::timestamptz
    from generate_series(1, ${planCount}) as i`);
  // Their donors have accounts since the first month's payment (no account to create now).
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, locale)
    select 'bench-user-' || i, 'Planner ' || i, 'planner' || i || '@example.test', true, 'donor', 'id'
    from generate_series(1, ${planCount}) as i`);
  await db.execute(sql`
    update recurring_plans set user_id = 'bench-user-' || substring(pg_id from 12) where pg_id like 'bench_plan_%'`);
  const plans = await rows<{ id: string }>(
    db,
    sql`select id from recurring_plans where pg_id like 'bench_plan_%'`,
  );
  await enqueueJobs(
    db,
    plans.map((plan) => ({
      kind: "billing-tick" as const,
      key: `billing:${plan.id}`,
      payload: { planId: plan.id },
      runAt: clock,
    })),
  );
  const mailsBefore = sink.received.length;
  const callsBefore = calls();
  const statements = async () =>
    Number(
      (
        await rows<{ n: string }>(
          db,
          sql`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
        )
      )[0]?.n,
    );
  const statementsBefore = await statements();
  const pool = createJobPool(services);
  services.mailer.wake = pool.wake;
  const timer = setInterval(pool.pump, 1000);
  const startedAt = Date.now();
  pool.pump();
  const due = async () =>
    Number(
      (
        await rows<{ n: string }>(
          db,
          sql`select count(*) as n from jobs where status in ('queued', 'running') and run_at <= ${clock.toISOString()}::timestamptz`,
        )
      )[0]?.n,
    );
  let lastReport = Date.now();
  for (;;) {
    await until(
      "the monthly run",
      async () => {
        if (Date.now() - lastReport > 30_000) {
          lastReport = Date.now();
          const done = sink.received.length - mailsBefore;
          console.log(
            `    ${Math.round((Date.now() - startedAt) / 1000)} s: ${await due()} due jobs left, ${done} mails`,
          );
        }
        return (await due()) === 0;
      },
      3_600_000,
      // Counting the due jobs reads thousands of rows: not more often than the pool needs.
      500,
    );
    await pool.settled();
    const [next] = await rows<{ at: string | Date | null }>(
      db,
      sql`select min(run_at) as at from jobs where status = 'queued' and run_at <= ${horizon.toISOString()}::timestamptz`,
    );
    if (!next?.at) break;
    clock = new Date(next.at);
    pool.pump();
  }
  await pool.settled();
  const seconds = (Date.now() - startedAt) / 1000;
  clearInterval(timer);
  await pool.stop();
  const [billed] = await rows<{ plans: string; charges: string; twice: string }>(
    db,
    sql`select count(distinct recurring_plan_id) as plans, count(*) as charges,
      (select count(*) from (select 1 from donations where recurring_plan_id is not null
        group by recurring_plan_id, cycle_due_day having count(*) > 1) d) as twice
      from donations where recurring_plan_id is not null`,
  );
  const [mails] = await rows<{ total: string; sent: string; dupes: string }>(
    db,
    sql`select count(*) as total, count(*) filter (where status = 'sent') as sent,
      (select count(*) from (select 1 from email_outbox where "to" like 'planner%' group by "to", kind having count(*) > 1) d) as dupes
      from email_outbox where "to" like 'planner%'`,
  );
  const byKind = await rows<{ kind: string; n: string }>(
    db,
    sql`select kind, count(*) as n from email_outbox where "to" like 'planner%' group by kind order by kind`,
  );
  const received = sink.received.length - mailsBefore;
  // Each statement outside a transaction is one; the bench's own polling adds two a second.
  const perPlan = ((await statements()) - statementsBefore) / planCount;
  console.log(
    `(b) ${planCount} plans on the first of the month: ${seconds.toFixed(1)} s (${(planCount / seconds).toFixed(1)} plans/s); ` +
      `billed ${billed?.plans} plans with ${billed?.charges} charges (${billed?.twice} cycles twice), ` +
      `provider calls ${calls() - callsBefore}; mails ${mails?.sent}/${mails?.total} sent, SMTP received ${received}, ` +
      `${mails?.dupes} sent twice (${byKind.map((row) => `${row.kind} ${row.n}`).join(", ")}); ` +
      `${perPlan.toFixed(0)} database transactions per plan`,
  );
  verdict(
    `${planCount} plans within 10 min per 20,000 (${seconds.toFixed(0)} s)`,
    seconds <= (600 * planCount) / 20_000,
  );
  verdict(
    "every plan billed once",
    Number(billed?.plans) === planCount &&
      Number(billed?.charges) === planCount &&
      Number(billed?.twice) === 0,
  );
  verdict(
    "every mail sent once",
    Number(mails?.dupes) === 0 &&
      Number(mails?.sent) === Number(mails?.total) &&
      received === Number(mails?.total),
  );
}

async function main() {
  const admin = new pg.Client({ connectionString: options["postgres-url"] });
  await admin.connect();
  const name = `rimbun_jobs_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(options["postgres-url"]);
  url.pathname = `/${name}`;
  const sink = await startSmtpSink({ delayMs: smtpMs });
  const provider = await startFakeProvider(providerMs);
  const database = openDatabase({
    url: url.toString(),
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 24),
  });
  const drop = async () => {
    await database.close().catch(() => undefined);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  process.once("SIGINT", () => void drop().finally(() => process.exit(130)));
  try {
    await database.migrate();
    await ensureCampaigns(database.db);
    // React renders the mails in its production build, as in a worker (NODE_ENV=production in the
    // script); the API's own settings stay those of development (no production secrets needed).
    const env = loadEnv({
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: url.toString(),
      SMTP_URL: sink.url,
      JOB_INTERVAL_SECONDS: "0",
      // A worker's recommended pool (docs/deploy.md), unless given.
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "24",
    });
    const services = createServices({ env, db: database.db });
    slowProvider(services, provider.url);
    const [version] = await rows<{ version: string }>(database.db, sql`select version() as version`);
    console.log(`Rimbun jobs bench, ${new Date().toISOString()}`);
    console.log(`database: ${name} (${version?.version.split(" on ")[0]})`);
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      `SMTP answers in ${smtpMs} ms, provider in ${providerMs} ms; one worker: urgent ${env.JOB_URGENT_CONCURRENCY}, ` +
        `bulk ${env.JOB_BULK_CONCURRENCY}, SMTP ${env.MAIL_CONCURRENCY}, provider ${env.PROVIDER_CONCURRENCY}, ` +
        `${env.DATABASE_POOL_SIZE} database connections`,
    );
    if (only.has("mails")) await benchMails(services, sink);
    if (only.has("billing")) await benchBilling(services, sink, provider.calls);
    console.log(
      `load after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    for (const line of verdicts) console.log(line);
    services.mailer.close();
  } finally {
    await sink.close();
    await provider.close();
    await drop();
  }
  if (options.strict && verdicts.some((line) => line.startsWith("FAIL"))) process.exit(1);
}

if (options.scenario === "spike") {
  const passed = await benchSpike({
    donors: Number(options.donors),
    connections: Number(options.connections),
    providerMs,
    smtpMs,
    postgresUrl: options["postgres-url"],
    profileDir: options.profile,
    separateWorker: options.worker,
  });
  process.exit(options.strict && !passed ? 1 : 0);
} else if (options.scenario === "floor") {
  await benchFloor({
    donors: Number(options.donors),
    connections: Number(options.connections),
    providerMs,
    postgresUrl: options["postgres-url"],
  });
} else if (options.scenario === "jobs") {
  await main();
} else {
  throw new Error(`--scenario must be jobs, spike or floor`);
}
