import { loadEnv } from "../env.ts";
import { ensureCampaigns } from "./campaigns-seed.ts";
import { openDatabase } from "./client.ts";

// `pnpm --filter @rimbun/api db:migrate`: the same migrations the server applies at start.
const env = loadEnv();
const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await ensureCampaigns(database.db);
await database.close();
console.log("Migrations applied.");
