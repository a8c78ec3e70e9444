// What the browser journeys need to prepare the API's database before it starts
// (e2e/scripts/start-api.ts). e2e reaches the API only through the package's exports (this file and
// the server entry), never its source paths; the boundary check holds it to that.

import { sql } from "drizzle-orm";
import type { Services } from "./platform/context.ts";
import { jobs } from "./platform/db/schema/index.ts";

export { createAccount, findUserByEmail, setPassword } from "./accounts/accounts.ts";
export { ensureCampaigns } from "./platform/db/campaigns-seed.ts";
export { openDatabase } from "./platform/db/client.ts";
export { seedDemo } from "./platform/db/seed.ts";
export { loadEnv } from "./platform/env.ts";
export { createServices } from "./platform/services.ts";

/**
 * The System screen's journey (e2e/admin-retries-a-failed-job.spec.ts): `count` mails to system-journey@demo.test whose
 * jobs gave up as after an SMTP outage, each with its own last error (`… (system journey N)`) so each run
 * of the journey retries its own. Called before the server starts, so no runner touches them first.
 */
export async function seedFailedMailJobs(services: Services, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    const outboxId = await services.mailer.send("system-journey@demo.test", "en", {
      kind: "set-password",
      subject: `System journey ${index}`,
      html: `<p>System journey ${index}</p>`,
      text: `System journey ${index}`,
    });
    await services.db
      .update(jobs)
      .set({
        status: "failed",
        attempts: 5,
        lastError: `421 SMTP service not available (system journey ${index})`,
        // Its fifth try, a few minutes ago (a mail's due time is the epoch; the screen shows this one).
        lastTriedAt: new Date(services.now().getTime() - index * 60_000),
      })
      .where(sql`${jobs.payload}->>'outboxId' = ${outboxId}`);
  }
}
