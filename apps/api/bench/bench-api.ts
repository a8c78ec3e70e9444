// `pnpm bench:api`: seeds 1,000,000 donations into a fresh database (PGlite in memory, or the
// PostgreSQL database named by BENCH_DATABASE_URL, which must be empty or disposable), starts the
// API on loopback and measures history, volunteer stats, leaderboard and a trivial route under
// concurrent load, then times the staff reports page's call one request at a time. Not part of `npm test`.
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "../src/app.ts";
import { ensureCampaigns } from "../src/db/campaigns-seed.ts";
import { openDatabase } from "../src/db/client.ts";
import { loadEnv } from "../src/env.ts";
import { createAccount, setPassword } from "../src/services/accounts.ts";
import { createServices } from "../src/services/index.ts";
import { rebuildReferralTotals } from "../src/services/volunteer.ts";

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 1_000_000);
const VOLUNTEERS = 200;
const DONORS = 50_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20_000);
const password = "bench-password-2026";
const origin = "http://localhost:5173";

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

const url = process.env.BENCH_DATABASE_URL;
const database = openDatabase(url ? { url } : { memory: true });
await database.migrate();
const { db } = database;
await ensureCampaigns(db);
const env = loadEnv({
  NODE_ENV: "test",
  DATA_DIR: mkdtempSync(join(tmpdir(), "rimbun-bench-")),
  JOB_INTERVAL_SECONDS: "0",
});
const services = createServices({ env, db, cheapPasswordHashing: true });
log(`database: ${url ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite in memory"}`);

// People: one donor we log in as, 200 volunteers with referral codes.
const donor = await createAccount(services, {
  email: "bench.donor@example.test",
  name: "Bench Donor",
  role: "donor",
  locale: "id",
});
await setPassword(services, donor.id, password);
const volunteers = [];
for (let index = 0; index < VOLUNTEERS; index += 1) {
  const user = await createAccount(services, {
    email: `volunteer${index}@example.test`,
    name: `Volunteer ${index}`,
    role: "volunteer",
    locale: "id",
  });
  await db.execute(sql`update users set referral_code = ${`VOL${index}`} where id = ${user.id}`);
  volunteers.push(user);
}
await setPassword(services, volunteers[0]?.id ?? "", password);
const staff = await createAccount(services, {
  email: "bench.staff@example.test",
  name: "Bench Staff",
  role: "staff",
  locale: "id",
});
await setPassword(services, staff.id, password);
log(`${VOLUNTEERS} volunteers, a donor and a staffer created`);

// A million donations in SQL: 3 years, 90% done, 60% with a volunteer's code, the bench donor gives every 500th.
const chunk = 250_000;
for (let from = 1; from <= DONATIONS; from += chunk) {
  const to = Math.min(DONATIONS, from + chunk - 1);
  await db.execute(sql`
    insert into donations (id, local_id, pg_id, provider, channel, type, status, amount, email, fullname, phone,
      referral_code, referral_type, locale, invoice_url, paid_at, created_at, updated_at)
    select md5('d' || i)::uuid::text, 'RL-B-' || i, 'bench_' || i, 'sandbox',
      (array['VISA','BNI','QRIS','OVO'])[1 + i % 4],
      (array['single','monthly','boost','monthly'])[1 + i % 4],
      case when i % 10 = 0 then 'failed' else 'done' end,
      10000 * (1 + i % 25),
      case when i % 500 = 0 then 'bench.donor@example.test' else 'donor' || (i % ${DONORS}) || '@example.test' end,
      'Donor ' || (i % ${DONORS}), '+628120000000',
      case when i % 5 < 3 then 'VOL' || ((i::bigint * 7919) % ${VOLUNTEERS}) else null end,
      case when i % 5 < 3 then 'volunteer' else null end,
      'id', 'http://localhost:8787/sandbox/pay/bench_' || i,
      case when i % 10 = 0 then null else ts end, ts, ts
    from generate_series(${from}::int, ${to}::int) as i,
      lateral (select now() - ((i::double precision / ${DONATIONS}) * interval '1095 days') as ts) t`);
  log(`donations ${to.toLocaleString("en")}`);
}
await db.execute(sql`
  insert into point_ledger (id, user_id, type, status, points, amount, donation_id, reason, description, decided_at, created_at)
  select md5('l' || d.id)::uuid::text, u.id, 'earn', 'approved', (d.amount / 1000)::numeric(12,2), d.amount, d.id,
    'referral', d.type || ':' || d.local_id, d.created_at, d.created_at
  from donations d join users u on lower(u.referral_code) = lower(d.referral_code)
  where d.status = 'done' and d.referral_code is not null`);
log("ledger credits written");
// The reports' other sources: 20,000 monthly plans over 3 years (a fifth stopped) and a withdrawal
// a month for every volunteer.
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
  select md5('w' || u.id || m)::uuid::text, u.id, 'withdraw', 'approved', 100, 10000, 'withdraw',
    now() - (m * interval '30 days'), now() - (m * interval '30 days') - interval '2 days'
  from users u, generate_series(0, 35) as m
  where u.role = 'volunteer'`);
log("plans and withdrawals written");
await rebuildReferralTotals(db);
await db.execute(sql`analyze`);
log("leaderboard aggregate built, tables analyzed");

const app = createApp(services);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function login(email: string): Promise<string> {
  const response = await fetch(`${base}/v1/oauth/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, remember: "true" }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}
const donorCookie = await login("bench.donor@example.test");
const volunteerCookie = await login("volunteer0@example.test");
const staffCookie = await login("bench.staff@example.test");

const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 8)}01`;
const routes = [
  { name: "trivial (session probe)", path: "/v1/oauth/session", cookie: "" },
  // The same probe with a session: what every authenticated call pays before its own query.
  { name: "session probe, logged in", path: "/v1/oauth/session", cookie: volunteerCookie },
  { name: "history (call 18)", path: "/v1/donations?limit=40", cookie: donorCookie },
  {
    name: "volunteer stats (call 19, this month)",
    path: `/v1/donations/point?startDate=${monthStart}&endDate=${today}`,
    cookie: volunteerCookie,
  },
  { name: "volunteer stats (call 19, all time)", path: "/v1/donations/point", cookie: volunteerCookie },
  { name: "leaderboard (call 21, all time)", path: "/v1/donations/leaderboard", cookie: volunteerCookie },
  {
    name: "leaderboard (call 21, a month)",
    path: "/v1/donations/leaderboard?month=1&year=2025",
    cookie: volunteerCookie,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const results: { name: string; count: number; rps: number; p50: number; p99: number; errors: number }[] = [];
for (const route of routes) {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const until = performance.now() + SECONDS * 1000;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until && sent < MAX_REQUESTS) {
        sent += 1;
        const t0 = performance.now();
        const response = await fetch(`${base}${route.path}`, {
          headers: route.cookie ? { cookie: route.cookie } : {},
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  results.push({
    name: route.name,
    count: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  });
  log(`${route.name}: done`);
}

console.log(
  `\n${DONATIONS.toLocaleString("en")} donations, ${CONCURRENCY} concurrent clients, ${SECONDS} s per route\n`,
);
console.log("| route | requests | req/s | p50 ms | p99 ms | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of results) {
  console.log(
    `| ${row.name} | ${row.count} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} |`,
  );
}
const trivial = results[0]?.rps ?? 1;
const board = results.find((row) => row.name.startsWith("leaderboard (call 21, all time)"))?.rps ?? 0;
const loggedIn = results[1]?.rps ?? 1;
// The reports page's one call, one request at a time (what a staffer opening the page waits for).
const reportRuns = [
  { name: "reports page (call default: last 12 months)", path: "/v1/admin/reports" },
  { name: "reports page (36 months)", path: `/v1/admin/reports?startDate=2000-01-01&endDate=${today}` },
];
console.log("\n| reports call, sequential | runs | p50 ms | max ms | errors |\n|---|---:|---:|---:|---:|");
for (const run of reportRuns) {
  const times: number[] = [];
  let failures = 0;
  for (let index = 0; index < 10; index += 1) {
    const t0 = performance.now();
    const response = await fetch(`${base}${run.path}`, { headers: { cookie: staffCookie } });
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (!response.ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${run.name} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} | ${failures} |`,
  );
}
console.log(`\nleaderboard / trivial throughput: ${(board / trivial).toFixed(2)}`);
console.log(`leaderboard / logged-in session probe throughput: ${(board / loggedIn).toFixed(2)}`);
server.close();
await database.close();
process.exit(0);
