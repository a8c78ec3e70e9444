// What the browser journeys need to prepare the API's database before it starts
// (e2e/scripts/start-api.ts). e2e reaches the API only through the package's exports (this file and
// the server entry), never its source paths; the boundary check holds it to that.
export { ensureCampaigns } from "./db/campaigns-seed.ts";
export { openDatabase } from "./db/client.ts";
export { seedDemo } from "./db/seed.ts";
export { loadEnv } from "./env.ts";
export { createAccount, findUserByEmail, setPassword } from "./services/accounts.ts";
export { createServices } from "./services/index.ts";
