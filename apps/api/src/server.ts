import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ensureCampaigns } from "./db/campaigns-seed.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { seedDemo } from "./db/seed.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createServices } from "./services/index.ts";
import { startJobRunner } from "./services/jobs/runner.ts";
import { seedStatementSchedule } from "./services/yearly-statement.ts";

/** How long a stopping server waits for requests and jobs in flight before it closes anyway. */
const drainMs = 10_000;

/** Start-up refusals are one clear line each (bad configuration, a held database), never a stack. */
function refuse(error: unknown): never {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

async function main() {
  let env: ReturnType<typeof loadEnv>;
  let database: ReturnType<typeof openDatabase>;
  try {
    env = loadEnv();
    mkdirSync(env.DATA_DIR, { recursive: true });
    database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    refuse(error);
  }
  await database.migrate();
  const services = createServices({ env, db: database.db });
  await ensureCampaigns(database.db);
  if (env.SEED_DEMO) await seedDemo(services, { log: (line) => console.log(line) });
  const app = createApp(services);
  // The January statement mail reschedules itself each year; this makes sure the next run exists.
  await seedStatementSchedule(services);
  const jobs = startJobRunner(services, env.JOB_INTERVAL_SECONDS * 1000);
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}`;
    console.log(`Rimbun API on http://localhost:${info.port} (database: ${where})`);
  }) as Server;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: finishing requests and jobs in flight, then stopping`);
    const force = setTimeout(() => {
      console.error("[api] still busy after the drain time; stopping anyway");
      process.exit(1);
    }, drainMs);
    force.unref();
    // No new connections; idle keep-alive ones close now, busy ones after their response.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.all([closed, jobs.stop()]);
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await main();
