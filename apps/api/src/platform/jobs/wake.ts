import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client.ts";
import { log } from "../log.ts";

/**
 * API processes that run no jobs (RUN_JOBS=0) tell the worker that a mail is waiting (a reset link,
 * a receipt) through PostgreSQL's NOTIFY, so it leaves now rather than at the worker's next round.
 */
const channel = "rimbun_jobs";

export function notifyWorker(db: Database): () => void {
  return () => {
    db.execute(sql`select pg_notify(${channel}, '')`).catch((error: unknown) =>
      log.error({ err: error }, "jobs: notify failed"),
    );
  };
}

/** The worker's side: one connection that LISTENs and calls `wake` on each notification. */
export async function listenForWork(url: string, wake: () => void): Promise<{ stop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  client.on("notification", () => wake());
  // A lost connection only slows mails down to the polling interval; the runner keeps polling.
  client.on("error", (error) => log.warn({ err: error }, "jobs: listen connection lost"));
  await client.connect();
  await client.query(`listen ${channel}`);
  return { stop: () => client.end().catch(() => undefined) };
}
