import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { importDiskAvatars } from "./accounts/avatars.ts";
import { createApp } from "./app.ts";
import { seedAnniversarySchedule } from "./billing/plan-upgrade.ts";
import { boot, stopGracefully } from "./boot.ts";
import { seedStatementSchedule } from "./donations/yearly-statement.ts";
import { seedDemo } from "./platform/db/seed.ts";
import { startJobRunner } from "./platform/jobs/runner.ts";
import { notifyWorker } from "./platform/jobs/wake.ts";
import { log } from "./platform/log.ts";

// The API process: HTTP, and the job runner too unless RUN_JOBS=0 (then `src/worker.ts` runs the jobs).
const { env, database, services } = await boot();
if (env.SEED_DEMO) await seedDemo(services, { log: (line) => log.info(line) });
const imported = await importDiskAvatars(services.storage, env.DATA_DIR);
if (imported > 0)
  log.info({ avatars: imported }, "avatars copied from the data folder into the file storage");
const app = createApp(services);
// The January statement mail reschedules itself each year; this makes sure the next run exists.
await seedStatementSchedule(services);
await seedAnniversarySchedule(services);
const jobs = startJobRunner(services, env.RUN_JOBS ? env.JOB_INTERVAL_SECONDS * 1000 : 0);
// Without a runner here, a queued mail wakes the worker (PostgreSQL; PGlite has a single process).
if (!env.RUN_JOBS && env.DATABASE_URL) services.mailer.wake = notifyWorker(database.db);
const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}`;
  const runner = env.RUN_JOBS && env.JOB_INTERVAL_SECONDS > 0 ? "" : ", jobs: off (a worker runs them)";
  log.info({ port: info.port }, `Rimbun API on http://localhost:${info.port} (database: ${where}${runner})`);
}) as Server;
// Idle keep-alive connections outlive the clients' and load balancers' own idle limits (60 s for most):
// a server that closes first races the client's next request on that socket (ECONNRESET, or a 502 at
// the balancer). Node's default is 5 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

stopGracefully("api", database, () => {
  // No new connections; idle keep-alive ones close now, busy ones after their response.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  return Promise.all([closed, jobs.stop()]);
});
