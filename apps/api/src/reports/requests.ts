import type { Database } from "../platform/db/client.ts";
import { reportRequests } from "../platform/db/schema/index.ts";

/** Call 17's record of who asked for the impact report (and whether they agreed to the newsletter). */
export async function storeReportRequest(
  db: Database,
  request: typeof reportRequests.$inferInsert,
): Promise<void> {
  await db.insert(reportRequests).values(request);
}
