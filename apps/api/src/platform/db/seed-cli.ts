import { loadEnv } from "../env.ts";
import { log } from "../log.ts";
import { createServices } from "../services.ts";
import { ensureCampaigns } from "./campaigns-seed.ts";
import { openDatabase } from "./client.ts";
import { seedDemo } from "./seed.ts";

// `pnpm --filter @rimbun/api seed`: fills an empty database with the demo (same as SEED_DEMO=1 at start).
const env = loadEnv();
const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await ensureCampaigns(database.db);
await seedDemo(createServices({ env, db: database.db }), { log: (line) => log.info(line) });
await database.close();
