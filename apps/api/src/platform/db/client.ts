import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { log } from "../log.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type handlers see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL server when a URL is given, otherwise PGlite on disk (or in memory for tests). */
export function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  memory?: boolean;
  /** PostgreSQL connections this process may open (DATABASE_POOL_SIZE); 10 unless given. */
  poolSize?: number;
}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) is only logged:
    // the pool replaces it, and without a listener Node would end the whole process.
    pool.on("error", (error) => log.warn({ err: error }, "database: idle connection closed"));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  if (options.memory || !options.dataDir) {
    client = new PGlite({ extensions: { pg_trgm } });
  } else {
    const folder = join(options.dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
    release = lockDataDir(options.dataDir);
    client = new PGlite(folder, { extensions: { pg_trgm } });
  }
  const database = drizzlePglite(client, { schema });
  return {
    db: database as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(database, { migrationsFolder }),
    close: () => client.close().finally(release),
  };
}

/** Any fixed number: every Rimbun process asks for the same advisory lock before migrating. */
const migrationLockKey = 7_315_202_611;

/**
 * Several API processes starting together migrate once: the first takes a session advisory lock on one
 * connection and migrates; the others wait for it, then find nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [migrationLockKey]);
    try {
      await migrateNodePg(drizzleNodePg(connection, { schema }), { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    connection.release();
  }
}
