// What the browser journeys need to prepare the API's database before it starts
// (e2e/scripts/start-api.ts). e2e reaches the API only through the package's exports (this file and
// the server entry), never its source paths; the boundary check holds it to that.

export { createAccount, findUserByEmail, setPassword } from "./accounts/accounts.ts";
export { ensureCampaigns } from "./platform/db/campaigns-seed.ts";
export { openDatabase } from "./platform/db/client.ts";
export { seedDemo } from "./platform/db/seed.ts";
export { loadEnv } from "./platform/env.ts";
export { createServices } from "./platform/services.ts";
