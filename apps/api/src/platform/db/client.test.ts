import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl } from "../../test/processes.ts";
import { captureLogs } from "../log.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";

const testUrl = process.env.TEST_DATABASE_URL;

type PidRows = { rows: { pid: number }[] };

describe.skipIf(!testUrl)("a PostgreSQL connection closed by the server", () => {
  const name = `rimbun_client_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl(testUrl ?? "", "postgres") });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    handle = openDatabase({ url: databaseUrl(testUrl ?? "", name) });
  });

  afterAll(async () => {
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("is logged and replaced while idle, not left to end the process", async () => {
    const logged = captureLogs("warn");
    const first = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as PidRows;
    const pid = first.rows[0]?.pid;
    // A restart or failover ends the idle connection from the server's side.
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await expect.poll(() => logged.lines.length).toBeGreaterThan(0);
    expect(logged.lines[0]).toContain("database: idle connection closed");
    const next = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as PidRows;
    expect(next.rows[0]?.pid).not.toBe(pid);
    logged.stop();
  });
});
