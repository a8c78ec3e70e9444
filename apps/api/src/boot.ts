import { mkdirSync } from "node:fs";
import type { Services } from "./platform/context.ts";
import { ensureCampaigns } from "./platform/db/campaigns-seed.ts";
import { type DatabaseHandle, openDatabase } from "./platform/db/client.ts";
import { DataDirLockedError } from "./platform/db/data-dir-lock.ts";
import { type Env, EnvError, loadEnv } from "./platform/env.ts";
import { testClock } from "./platform/http/test-clock.ts";
import { log } from "./platform/log.ts";
import { createServices } from "./platform/services.ts";

/** How long a stopping process waits for requests and jobs in flight before it closes anyway. */
const drainMs = 10_000;

/**
 * Start-up refusals are one clear plain line each on standard error (bad configuration, a held database),
 * never a stack and not JSON: they are written before the configuration (LOG_LEVEL too) is known, for the
 * person or process manager starting the process (docs/deploy.md#logs).
 */
function refuse(error: unknown): never {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/**
 * What the API server and the job worker both do first: read the environment, open the database,
 * migrate (under PostgreSQL's advisory lock, so processes starting together migrate once), wire the
 * services and make sure the campaign rows exist.
 */
export async function boot(): Promise<{ env: Env; database: DatabaseHandle; services: Services }> {
  let env: Env;
  let database: DatabaseHandle;
  try {
    env = loadEnv();
    mkdirSync(env.DATA_DIR, { recursive: true });
    database = openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
    });
  } catch (error) {
    refuse(error);
  }
  await database.migrate();
  const now = testClock(env);
  const services = createServices({ env, db: database.db, ...(now ? { now } : {}) });
  await ensureCampaigns(database.db);
  return { env, database, services };
}

/**
 * SIGINT/SIGTERM: `drain` stops taking work and resolves when the work in flight is done; then the
 * database closes and the process exits 0. Past the drain time it exits 1 anyway.
 */
export function stopGracefully(name: string, database: DatabaseHandle, drain: () => Promise<unknown>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ process: name, signal }, "finishing the work in flight, then stopping");
    const force = setTimeout(() => {
      log.error({ process: name }, "still busy after the drain time; stopping anyway");
      process.exit(1);
    }, drainMs);
    force.unref();
    await drain();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
