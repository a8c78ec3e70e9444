// Starts the API for the journeys: a fresh database with the demo seed plus a few extra volunteers
// (each journey run that changes a referral code needs its own, since a code changes only once),
// then the API's own server entry, both through @rimbun/api's exports. Run from apps/api with its
// tsx: see playwright.config.ts.
import { mkdirSync } from "node:fs";
import {
  createAccount,
  createServices,
  ensureCampaigns,
  findUserByEmail,
  loadEnv,
  openDatabase,
  seedDemo,
  seedFailedMailJobs,
  setPassword,
} from "@rimbun/api/e2e-support";
import { journeyVolunteerCount, journeyVolunteerEmail } from "../support/accounts.ts";

const env = loadEnv();
mkdirSync(env.DATA_DIR, { recursive: true });
const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const services = createServices({ env, db: database.db });
await ensureCampaigns(database.db);
// The System screen's journey retries failed jobs: one per language and try (2 x 2), made once.
if (await seedDemo(services, { log: () => {} })) await seedFailedMailJobs(services, 4);
for (let index = 0; index < journeyVolunteerCount; index += 1) {
  const email = journeyVolunteerEmail(index);
  if (await findUserByEmail(database.db, email)) continue;
  const user = await createAccount(services, {
    email,
    name: `Relawan Uji ${index + 1}`,
    role: "volunteer",
    locale: "id",
    phone: "+6281200000000",
    first: true,
  });
  await setPassword(services, user.id, env.DEMO_PASSWORD);
}
await database.close();
console.log(`Journey volunteers ready (${journeyVolunteerCount}).`);

await import("@rimbun/api/server");
