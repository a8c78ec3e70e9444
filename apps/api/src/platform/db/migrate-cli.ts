import { EnvError, loadEnv } from "../env.ts";
import { log } from "../log.ts";
import { ensureCampaigns } from "./campaigns-seed.ts";
import { openDatabase } from "./client.ts";

// `pnpm --filter @rimbun/api db:migrate`: the same migrations the server applies at start.
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  // The same one line per wrong variable as the server's start, never a stack.
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await ensureCampaigns(database.db);
await database.close();
log.info("migrations applied");
