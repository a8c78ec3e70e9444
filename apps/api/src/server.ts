import { mkdirSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ensureCampaigns } from "./db/campaigns-seed.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemo } from "./db/seed.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createServices } from "./services/index.ts";
import { startJobRunner } from "./services/jobs/runner.ts";

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const services = createServices({ env, db: database.db });
  await ensureCampaigns(database.db);
  if (env.SEED_DEMO) await seedDemo(services, { log: (line) => console.log(line) });
  const app = createApp(services);
  const stopJobs = startJobRunner(services, env.JOB_INTERVAL_SECONDS * 1000);
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}`;
    console.log(`Rimbun API on http://localhost:${info.port} (docs: /docs, database: ${where})`);
  });
  const stop = () => {
    stopJobs();
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

await main();
