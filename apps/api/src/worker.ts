import { seedAnniversarySchedule } from "./billing/plan-upgrade.ts";
import { boot, stopGracefully } from "./boot.ts";
import { seedStatementSchedule } from "./donations/yearly-statement.ts";
import { startMetricsListener } from "./platform/http/metrics-listener.ts";
import { startJobRunner } from "./platform/jobs/runner.ts";
import { listenForWork } from "./platform/jobs/wake.ts";
import { log } from "./platform/log.ts";

// The job worker: monthly billing, reminders, mails, retention; no HTTP but an optional /metrics
// (WORKER_METRICS_PORT). Jobs are claimed with
// `FOR UPDATE SKIP LOCKED`, so a second worker (or API processes with RUN_JOBS=1) never runs a job twice.
const { env, database, services } = await boot();
if (env.JOB_INTERVAL_SECONDS <= 0) {
  // A start-up refusal: one plain line, like boot.ts's.
  console.error("Invalid configuration: JOB_INTERVAL_SECONDS: the worker needs a positive interval");
  process.exit(1);
}
const metrics = await workerMetrics();
await seedStatementSchedule(services);
await seedAnniversarySchedule(services);
const jobs = startJobRunner(services, env.JOB_INTERVAL_SECONDS * 1000);
const wake = services.mailer.wake;
const listening = env.DATABASE_URL && wake ? await listenForWork(env.DATABASE_URL, wake) : null;
const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}`;
log.info(
  `Rimbun worker running jobs every ${env.JOB_INTERVAL_SECONDS} s (database: ${where}; at once: ` +
    `${env.JOB_URGENT_CONCURRENCY} urgent, ${env.JOB_BULK_CONCURRENCY} bulk, ${env.MAIL_CONCURRENCY} SMTP, ` +
    `${env.PROVIDER_CONCURRENCY} provider)`,
);

stopGracefully("worker", database, async () => {
  await metrics?.stop();
  await listening?.stop();
  await jobs.stop();
});

/** The worker's /metrics listener when WORKER_METRICS_PORT is set (docs/deploy.md#metrics). */
async function workerMetrics() {
  const port = env.WORKER_METRICS_PORT;
  if (port === undefined) return null;
  try {
    const listener = await startMetricsListener(services, port);
    if (listener) log.info({ port: listener.port }, "worker metrics on GET /metrics");
    else log.warn({ port }, "WORKER_METRICS_PORT is set but METRICS_TOKEN is not: no /metrics in production");
    return listener;
  } catch (error) {
    // A start-up refusal: one plain line, like boot.ts's (the port is taken or not ours to open).
    console.error(
      `Invalid configuration: WORKER_METRICS_PORT: cannot listen on ${port} (${(error as Error).message})`,
    );
    process.exit(1);
  }
}
