import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl } from "../../test/processes.ts";
import { loadEnv } from "../env.ts";
import { createServices } from "../services.ts";
import { ensureCampaigns } from "./campaigns-seed.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { seedDemo } from "./seed.ts";

/**
 * The backup is proven by a restore (docs/deploy.md#backups): scripts/backup-restore.mjs dumps a database
 * with the demo in it, restores the dump into a fresh database, compares every table's row count and drops
 * the copy. PostgreSQL only (TEST_DATABASE_URL names the server; the test makes and drops its own database).
 */
const testUrl = process.env.TEST_DATABASE_URL;
const script = fileURLToPath(new URL("../../../scripts/backup-restore.mjs", import.meta.url));

interface BackupResult {
  ok: boolean;
  tables: number;
  rows: number;
  mismatches: unknown[];
  counts: Record<string, number>;
  restoredDatabase: string;
}

function backup(url: string) {
  const run = spawnSync(process.execPath, [script, url], { encoding: "utf8", timeout: 120_000 });
  const lastLine = run.stdout.trim().split("\n").at(-1) ?? "";
  return { status: run.status, output: `${run.stdout}${run.stderr}`, lastLine };
}

describe.skipIf(!testUrl)("a nightly dump restored into a fresh database", () => {
  const name = `rimbun_backup_${process.pid}_${Date.now().toString(36)}`;
  let server: pg.Client;
  let handle: DatabaseHandle;
  let url = "";

  beforeAll(async () => {
    if (!testUrl) return;
    server = new pg.Client({ connectionString: databaseUrl(testUrl, "postgres") });
    await server.connect();
    await server.query(`create database "${name}"`);
    url = databaseUrl(testUrl, name);
    handle = openDatabase({ url });
    await handle.migrate();
    await ensureCampaigns(handle.db);
    const env = loadEnv({ NODE_ENV: "test", DATA_DIR: mkdtempSync(join(tmpdir(), "rimbun-backup-")) });
    await seedDemo(createServices({ env, db: handle.db, cheapPasswordHashing: true }), { log: () => {} });
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    await server?.query(`drop database if exists "${name}" with (force)`);
    await server?.end();
  });

  it("has every table with the same row count, and the restored copy is dropped afterwards", async () => {
    const run = backup(url);
    expect(run.status, run.output).toBe(0);
    const result = JSON.parse(run.lastLine) as BackupResult;
    expect(result.ok).toBe(true);
    expect(result.mismatches).toEqual([]);
    expect(result.tables).toBeGreaterThan(25);
    for (const table of ["users", "donations", "recurring_plans", "point_ledger", "campaigns", "jobs"]) {
      expect(result.counts[`"public"."${table}"`], table).toBeGreaterThan(0);
    }
    const { rows } = await server.query("select count(*)::int as n from pg_database where datname = $1", [
      result.restoredDatabase,
    ]);
    expect(rows[0]?.n).toBe(0);
  }, 120_000);

  it("fails with the tool's words and never prints the connection's password", () => {
    const wrong = new URL(databaseUrl(testUrl ?? "", `${name}_missing`));
    wrong.password = "s3cret-backup-password";
    const run = backup(wrong.toString());
    expect(run.status).toBe(1);
    expect(run.output).toContain("backup failed");
    expect(run.output).not.toContain("s3cret-backup-password");
  }, 60_000);
});
