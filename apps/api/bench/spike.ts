// `pnpm bench:jobs --scenario spike [--donors 300] [--connections 32] [--provider-ms 150] [--smtp-ms 100]`:
// a crowd gives at once (docs/performance.md#spike). The real API process (src/server.ts) in production
// mode on a fresh PostgreSQL database, running its jobs, Xendit played by the local fake (answering
// after --provider-ms), SMTP by the slow sink, behind one trusted proxy. N donors create donations, the
// provider's PAID callbacks follow (a fifth twice, shuffled), then every receipt must reach the sink once.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import pg from "pg";
import { startFakeXendit } from "../src/test/fake-xendit/server.ts";
import { startSmtpSink } from "../src/test/smtp-sink.ts";
import { fakeXenditKeys } from "../src/test/xendit.ts";
import { type BatchResult, runBatch } from "./batch.ts";
import { createBenchDatabase } from "./database.ts";
import { onInterrupt } from "./interrupt.ts";
import type { LoadRequest } from "./load.ts";
import { withProcessCpu } from "./process-cpu.ts";
import { type BenchServer, startServer, startWorker } from "./server.ts";
import { perUnit, type TableStats, tableStats } from "./table-stats.ts";
import { until } from "./wait.ts";

export interface SpikeOptions {
  donors: number;
  connections: number;
  providerMs: number;
  smtpMs: number;
  postgresUrl: string;
  /** `--profile <dir>`: V8's CPU profile of the API process (open it in Chrome's DevTools). */
  profileDir?: string;
  /** `--worker`: the jobs run in a worker process of their own (the API with RUN_JOBS=0). */
  separateWorker?: boolean;
}

const site = "https://rimbun.example.org";
const metricsToken = randomBytes(24).toString("hex");
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
/** The n-th client's own address, as the proxy in front of the API reports it. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Production's settings, with the fakes' addresses; the API runs its own jobs (a one-process install). */
function productionEnv(xenditUrl: string, smtpUrl: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    WEBHOOK_SECRET: randomBytes(12).toString("hex"),
    LINK_SECRET: randomBytes(12).toString("hex"),
    METRICS_TOKEN: metricsToken,
    PAYMENT_PROVIDER: "xendit",
    XENDIT_SECRET_KEY: fakeXenditKeys.secretKey,
    XENDIT_CALLBACK_TOKEN: fakeXenditKeys.callbackToken,
    XENDIT_BASE_URL: xenditUrl,
    SMTP_URL: smtpUrl,
    PUBLIC_SITE_URL: site,
    DASHBOARD_URL: "https://app.rimbun.example.org",
    API_PUBLIC_URL: "https://api.rimbun.example.org",
    // One proxy (the load balancer) in front: its X-Forwarded-For names each donor's address.
    TRUSTED_PROXIES: "1",
    RUN_JOBS: "1",
    JOB_INTERVAL_SECONDS: "60",
    LOG_LEVEL: "warn",
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "24",
  };
}

const boundary = "----rimbun-spike-boundary";
/** The donation form as the site sends it (multipart, the only type the route declares). */
function multipart(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

export function creationRequests(run: string, donors: number): LoadRequest[] {
  return Array.from({ length: donors }, (_, i) => ({
    method: "POST" as const,
    path: "/v1/payments/single",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "idempotency-key": `spike-${run}-${String(i).padStart(6, "0")}`,
      origin: site,
      "x-forwarded-for": addressOf(i + 1),
    },
    body: multipart({
      amount: String(50_000 + i),
      email: `spike${i}@example.test`,
      fullname: `Spike Donor ${i}`,
      payment_methods: "BNI",
      phone: "81234567890",
      referral: "",
      description: "",
    }),
  }));
}

export const trivial = (count: number): LoadRequest[] =>
  Array.from({ length: count }, (_, i) => ({
    method: "GET" as const,
    path: "/health",
    headers: { "x-forwarded-for": addressOf(100_000 + i) },
  }));

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** A batch's figures with the CPU the API process used during it (null without Linux's /proc). */
export type MeasuredBatch = BatchResult & { apiCpuMs: number | null };

export const line = (name: string, r: MeasuredBatch, ratio?: number) =>
  `${name}: ${r.requests} answers in ${r.seconds.toFixed(1)} s, ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, ` +
  `p99 ${r.p99.toFixed(1)} ms, non-2xx ${r.non2xx}${r.statuses ? ` (${r.statuses})` : ""}, errors ${r.errors}` +
  (ratio === undefined ? "" : `, ratio ${ratio.toFixed(2)}`) +
  (r.apiCpuMs === null ? "" : `, API CPU ${(r.apiCpuMs / Math.max(1, r.requests)).toFixed(2)} ms/request`);

/** `runBatch` with the API process's CPU time meanwhile. */
export async function measuredBatch(
  server: BenchServer,
  requests: LoadRequest[],
  connections: number,
): Promise<MeasuredBatch> {
  const [result, apiCpuMs] = await withProcessCpu(server.pid, () =>
    runBatch(server.base, requests, connections),
  );
  return { ...result, apiCpuMs };
}

/** The job backlog from the API's own /metrics (rimbun_jobs_due, summed over kinds, and per kind). */
async function scrapeBacklog(base: string): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  if (!response.ok) return `metrics ${response.status}`;
  const due = [...text.matchAll(/^rimbun_jobs_due\{kind="([^"]+)"\} (\d+)/gm)].map((m) => [
    m[1],
    Number(m[2]),
  ]);
  const oldest = [...text.matchAll(/^rimbun_jobs_oldest_due_age_seconds\{[^}]*\} ([\d.e+-]+)/gm)].map((m) =>
    Number(m[1]),
  );
  const total = due.reduce((sum, [, n]) => sum + Number(n), 0);
  const kinds = due.map(([kind, n]) => `${kind} ${n}`).join(", ");
  return `${total} due${kinds ? ` (${kinds})` : ""}, oldest waiting ${Math.max(0, ...oldest).toFixed(1)} s`;
}

/** Scrapes /metrics every `everyMs` until stopped; the samples are printed afterwards. */
function watchBacklog(base: string, started: number, everyMs = 1000) {
  const samples: string[] = [];
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void scrapeBacklog(base)
      .then((figures) => samples.push(`    ${((Date.now() - started) / 1000).toFixed(1)} s: ${figures}`))
      .catch((error: unknown) => samples.push(`    scrape failed: ${String(error)}`))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

interface DatabaseFacts {
  donations: number;
  paid: number;
  receipts: number;
  receiptsSent: number;
  receiptsTwice: number;
}

async function databaseFacts(url: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<keyof DatabaseFacts, string>>(`
      select
        (select count(*) from donations where email like 'spike%') as donations,
        (select count(*) from donations where email like 'spike%' and status = 'done' and paid_at is not null) as paid,
        (select count(*) from email_outbox where "to" like 'spike%' and kind = 'receipt') as receipts,
        (select count(*) from email_outbox where "to" like 'spike%' and kind = 'receipt' and status = 'sent') as "receiptsSent",
        (select count(*) from (select 1 from email_outbox where "to" like 'spike%' and kind = 'receipt'
          group by "to" having count(*) > 1) d) as "receiptsTwice"`);
    const row = rows[0];
    return {
      donations: Number(row?.donations),
      paid: Number(row?.paid),
      receipts: Number(row?.receipts),
      receiptsSent: Number(row?.receiptsSent),
      receiptsTwice: Number(row?.receiptsTwice),
    };
  } finally {
    await client.end();
  }
}

type Fakes = {
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  xendit: Awaited<ReturnType<typeof startFakeXendit>>;
};

/** Every created donation's invoice paid at the fake: its PAID callbacks, plus a fifth again, shuffled. */
async function paidCallbacks(
  xendit: Fakes["xendit"],
  created: BatchResult,
  run: string,
): Promise<LoadRequest[]> {
  for (const answer of created.answers) {
    const pgId = answer ? (JSON.parse(answer) as { result?: { pg_id?: string } }).result?.pg_id : undefined;
    const invoice = pgId ? xendit.invoiceByExternalId(pgId) : undefined;
    if (invoice) await xendit.payInvoice(invoice.id);
  }
  const once = xendit.callbacks.map((delivery, i) => ({
    method: "POST" as const,
    path: "/v1/webhooks/xendit",
    headers: {
      ...Object.fromEntries(delivery.headers),
      // Xendit's senders: a handful of addresses, behind the same proxy.
      "x-forwarded-for": `52.74.0.${i % 8}`,
      "x-bench-run": run,
    },
    body: delivery.rawBody,
  }));
  const again = shuffle([...once]).slice(0, Math.floor(once.length / 5));
  return shuffle([...once, ...again]);
}

export interface SpikeFigures {
  trivial: MeasuredBatch[];
  created: MeasuredBatch;
  callbacks: MeasuredBatch;
  callbackCount: number;
  mailSeconds: number;
  receiptsAtSink: number;
  receiptsTwiceAtSink: number;
  facts: DatabaseFacts;
  backlog: string[];
  /** PostgreSQL's counters per creation, per callback and per receipt. */
  database: string[];
}

/** The spike's steps against a running API: trivial, creations, callbacks, trivial again, the drain. */
async function spikeSteps(server: BenchServer, fakes: Fakes, options: SpikeOptions, url: string) {
  const run = randomBytes(4).toString("hex");
  const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
  // Warm-up: the first answers (cold code, the pools' first connections) stay out of the figures.
  await runBatch(server.base, trivial(200), options.connections);
  await runBatch(
    server.base,
    creationRequests(`warm${run}`, 8).map((r) => ({ ...r, body: r.body?.replace("spike", "warm") })),
    4,
  );
  const trivialCount = Math.max(2000, options.donors * 4);
  const before = await measuredBatch(server, trivial(trivialCount), options.connections);
  log(line("trivial (/health), first", before));
  const stats = [await tableStats(url)];
  const started = Date.now();
  const watch = watchBacklog(server.base, started);
  const created = await measuredBatch(server, creationRequests(run, options.donors), options.connections);
  log(line("donation creation", created));
  stats.push(await tableStats(url));
  fakes.xendit.callbacks.length = 0;
  const callbackRequests = await paidCallbacks(fakes.xendit, created, run);
  const callbacksAt = Date.now();
  const callbacks = await measuredBatch(server, callbackRequests, options.connections);
  log(line("PAID callbacks", callbacks));
  stats.push(await tableStats(url));
  const receipts = () => fakes.sink.received.filter((mail) => mail.to.some((to) => to.startsWith("spike")));
  const expected = created.requests - created.non2xx;
  await until("every receipt at the SMTP sink", () => receipts().length >= expected, 300_000, 100);
  const mailSeconds = (Date.now() - callbacksAt) / 1000;
  // A little longer: a receipt sent twice would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const backlog = watch.stop();
  stats.push(await tableStats(url));
  // Again once the receipts have drained (while they drain the job runner shares the process).
  const after = await measuredBatch(server, trivial(trivialCount), options.connections);
  log(line("trivial (/health), again after the drain", after));
  const recipients = receipts().flatMap((mail) => mail.to);
  return {
    trivial: [before, after],
    created,
    callbacks,
    callbackCount: callbackRequests.length,
    mailSeconds,
    receiptsAtSink: recipients.length,
    receiptsTwiceAtSink: recipients.length - new Set(recipients).size,
    facts: await databaseFacts(url),
    backlog,
    database: [
      `per creation: ${perUnit(stats[0] as TableStats, stats[1] as TableStats, options.donors)}`,
      `per callback (receipts partly running): ${perUnit(stats[1] as TableStats, stats[2] as TableStats, callbackRequests.length)}`,
      `per receipt, after the callbacks: ${perUnit(stats[2] as TableStats, stats[3] as TableStats, options.donors)}`,
    ],
  } satisfies SpikeFigures;
}

/** The figures and PASS/FAIL against docs/performance.md#spike's targets. */
function report(figures: SpikeFigures, options: SpikeOptions): string[] {
  const baseline = figures.trivial.reduce((sum, r) => sum + r.rps, 0) / figures.trivial.length;
  const creationRatio = figures.created.rps / baseline;
  const callbackRatio = figures.callbacks.rps / baseline;
  const { facts } = figures;
  const serverErrors =
    figures.created.serverErrors +
    figures.callbacks.serverErrors +
    figures.trivial.reduce((n, r) => n + r.serverErrors, 0);
  const verdict = (what: string, ok: boolean) => `${ok ? "PASS" : "FAIL"} ${what}`;
  const lines = [
    line("trivial (/health), first", figures.trivial[0] as MeasuredBatch),
    line(`donation creation (${options.donors} donors)`, figures.created, creationRatio),
    line(
      `PAID callbacks (${figures.callbackCount}, a fifth repeated, shuffled)`,
      figures.callbacks,
      callbackRatio,
    ),
    line("trivial (/health), again after the drain", figures.trivial[1] as MeasuredBatch),
    `ratio: req/s over the trivial route's mean (${baseline.toFixed(0)} req/s)`,
    `receipts: ${figures.receiptsAtSink} at the SMTP sink within ${figures.mailSeconds.toFixed(1)} s of the first callback ` +
      `(${(figures.receiptsAtSink / figures.mailSeconds).toFixed(1)} mails/s), ${figures.receiptsTwiceAtSink} twice; ` +
      `database: ${facts.donations} donations, ${facts.paid} paid, ${facts.receipts} receipts queued, ` +
      `${facts.receiptsSent} sent, ${facts.receiptsTwice} addresses with two`,
    ...figures.database,
    "job backlog (the API's /metrics, rimbun_jobs_due) from the first creation:",
    ...thin(figures.backlog, 12),
    verdict(`creation ≥ 0.2× the trivial route (${creationRatio.toFixed(2)})`, creationRatio >= 0.2),
    verdict(`callbacks ≥ 0.3× the trivial route (${callbackRatio.toFixed(2)})`, callbackRatio >= 0.3),
    verdict(
      `no 5xx and no connection errors (${serverErrors} 5xx)`,
      serverErrors === 0 && figures.created.errors + figures.callbacks.errors === 0,
    ),
    verdict(
      `every donation created and paid once (${figures.created.requests - figures.created.non2xx} created, ${facts.donations} in the database, ${facts.paid} paid)`,
      figures.created.non2xx === 0 && facts.donations === options.donors && facts.paid === options.donors,
    ),
    verdict(
      `every receipt sent once (sink ${figures.receiptsAtSink}, outbox ${facts.receiptsSent}/${facts.receipts})`,
      figures.receiptsAtSink === options.donors &&
        figures.receiptsTwiceAtSink === 0 &&
        facts.receipts === options.donors &&
        facts.receiptsSent === options.donors &&
        facts.receiptsTwice === 0,
    ),
  ];
  return lines;
}

/** At most `count` samples, evenly spread, the last one kept. */
function thin(samples: string[], count: number): string[] {
  if (samples.length <= count) return samples;
  const step = (samples.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => samples[Math.round(i * step)] as string);
}

/** Runs the spike scenario; returns whether every target passed. */
export async function benchSpike(options: SpikeOptions): Promise<boolean> {
  const target = await createBenchDatabase("postgres", options.postgresUrl);
  const sink = await startSmtpSink({ delayMs: options.smtpMs });
  const xendit = await startFakeXendit({ ...fakeXenditKeys, answerDelayMs: options.providerMs });
  let server: BenchServer | undefined;
  let worker: BenchServer | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await server?.stop().catch((error: unknown) => console.error("stopping the API:", error));
      await worker?.stop().catch((error: unknown) => console.error("stopping the worker:", error));
      await sink.close();
      await xendit.close();
      await target.dispose();
    })();
    return cleaning;
  };
  onInterrupt((why) => {
    console.error(`\n${why}: stopping the API and removing the bench database`);
    void cleanup().finally(() => process.exit(130));
  });
  try {
    const loadBefore = load();
    const env = productionEnv(xendit.url, sink.url);
    if (options.separateWorker) {
      env.RUN_JOBS = "0";
      worker = await startWorker(target, { ...env, JOB_INTERVAL_SECONDS: "5" }, metricsToken);
    }
    server = await startServer(target, options.profileDir, env);
    console.log(`Rimbun spike bench, ${new Date().toISOString()}; ${target.label}`);
    console.log(
      `API pid ${server.pid} (NODE_ENV=production, ` +
        `${worker ? `jobs in worker pid ${worker.pid}` : "jobs in the same process"}, TRUSTED_PROXIES=1); ` +
        `Xendit's fake answers in ${options.providerMs} ms, SMTP in ${options.smtpMs} ms; ` +
        `${options.connections} clients at once from pid ${process.pid}`,
    );
    const figures = await spikeSteps(server, { sink, xendit }, options, target.url ?? "");
    const lines = report(figures, options);
    console.log(["", ...lines, `load average before / after: ${loadBefore} / ${load()}`].join("\n"));
    const failed = lines.some((text) => text.startsWith("FAIL"));
    if (failed) console.error(`the API's error lines:\n${await errorLines(server.logFile)}`);
    return !failed;
  } catch (error) {
    if (server) console.error(`the API's output (end):\n${await tail(server.logFile)}`);
    throw error;
  } finally {
    await cleanup();
  }
}

/** The API's JSON log lines at level error or worse (pino's 50+), so a failed run says why. */
async function errorLines(file: string): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(file, "utf8").catch(() => "");
  const errors = text.split("\n").filter((line) => /"level":(5|6)\d/.test(line));
  return errors.slice(0, 20).join("\n") || "(none)";
}

async function tail(file: string): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  return (await readFile(file, "utf8").catch(() => "")).slice(-4000);
}
