#!/usr/bin/env node
// The backup and its proof (docs/deploy.md#backups): dumps a PostgreSQL database with pg_dump, restores the
// dump into a fresh database on the same server, checks that every table of the dump has the same row count
// as the source had at the dump's instant, and drops the restored database.
//
//   node apps/api/scripts/backup-restore.mjs [--out FILE] [DATABASE_URL]
//
// The source is the argument or DATABASE_URL. `--out FILE` keeps the dump there (the nightly backup); without
// it the dump goes to a temporary folder and is deleted. Exit 0 when the restore matches, 1 otherwise. The
// source's rows are counted in the snapshot pg_dump reads (pg_export_snapshot), so writes during the dump
// never make a false mismatch. Prints one line per step and a last JSON line with the figures.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** pg_dump and pg_restore: PG_BIN, else PATH, else the newest /usr/lib/postgresql/<n>/bin (Debian). */
export function postgresTool(name) {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const onPath = spawnSync(name, ["--version"], { encoding: "utf8" });
  if (onPath.status === 0) return name;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], "bin", name);
  throw new Error(`${name} not found: install the PostgreSQL client (postgresql-client) or set PG_BIN`);
}

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** Every table of the user's schemas (not pg_catalog / information_schema), quoted for a query. */
async function tablesOf(client) {
  const { rows } = await client.query(
    `select schemaname, tablename from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`,
  );
  return rows.map((row) => `"${row.schemaname}"."${row.tablename}"`);
}

async function countRows(client, tables) {
  const counts = {};
  for (const table of tables) {
    const { rows } = await client.query(`select count(*)::bigint as n from ${table}`);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

/** Runs a PostgreSQL tool; a failure says the tool's own words, never the command (its URL holds the password). */
function run(tool, args) {
  try {
    execFileSync(postgresTool(tool), args, { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const said = error?.stderr ? String(error.stderr).trim() : `exit ${error?.status ?? "?"}`;
    throw new Error(`${tool} failed: ${said}`);
  }
}

/**
 * Dump `sourceUrl` to `dumpFile` in custom format from an exported snapshot, and count the source's rows
 * in that same snapshot. The transaction holding the snapshot stays open until pg_dump has finished.
 */
async function dumpWithCounts(sourceUrl, dumpFile) {
  const source = new pg.Client({ connectionString: sourceUrl });
  await source.connect();
  try {
    await source.query("begin isolation level repeatable read read only");
    const { rows } = await source.query("select pg_export_snapshot() as snapshot");
    const tables = await tablesOf(source);
    const counts = await countRows(source, tables);
    run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--snapshot=${rows[0].snapshot}`,
      `--file=${dumpFile}`,
      `--dbname=${sourceUrl}`,
    ]);
    await source.query("commit");
    return counts;
  } finally {
    await source.end();
  }
}

/** Restores `dumpFile` into a new database, counts its rows, and always drops it. */
async function restoreAndCount(sourceUrl, dumpFile) {
  const name = `rimbun_restore_check_${randomBytes(6).toString("hex")}`;
  const server = new pg.Client({ connectionString: withDatabase(sourceUrl, "postgres") });
  await server.connect();
  try {
    await server.query(`create database "${name}"`);
    const restoredUrl = withDatabase(sourceUrl, name);
    run("pg_restore", [
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      `--dbname=${restoredUrl}`,
      dumpFile,
    ]);
    const restored = new pg.Client({ connectionString: restoredUrl });
    await restored.connect();
    try {
      return { name, counts: await countRows(restored, await tablesOf(restored)) };
    } finally {
      await restored.end();
    }
  } finally {
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.end();
  }
}

/** Tables whose counts differ, or that exist on one side only. */
export function compareCounts(source, restored) {
  const names = [...new Set([...Object.keys(source), ...Object.keys(restored)])].sort();
  return names
    .filter((table) => source[table] !== restored[table])
    .map((table) => ({ table, source: source[table] ?? null, restored: restored[table] ?? null }));
}

export async function backupAndCheck(sourceUrl, { out } = {}) {
  const folder = out ? null : mkdtempSync(join(tmpdir(), "rimbun-backup-"));
  const dumpFile = out ?? join(folder, "rimbun.dump");
  try {
    const started = Date.now();
    const source = await dumpWithCounts(sourceUrl, dumpFile);
    const bytes = statSync(dumpFile).size;
    console.log(`dumped ${Object.keys(source).length} tables (${bytes} bytes)`);
    const restored = await restoreAndCount(sourceUrl, dumpFile);
    console.log(`restored into ${restored.name}, counted, dropped`);
    const mismatches = compareCounts(source, restored.counts);
    const rows = Object.values(source).reduce((sum, n) => sum + n, 0);
    return {
      ok: mismatches.length === 0,
      tables: Object.keys(source).length,
      rows,
      bytes,
      seconds: (Date.now() - started) / 1000,
      mismatches,
      counts: source,
      restoredDatabase: restored.name,
      ...(out ? { dump: out } : {}),
    };
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** The source URL shown without its password. */
function shown(url) {
  const copy = new URL(url);
  if (copy.password) copy.password = "***";
  return copy.toString();
}

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf("--out");
  const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined;
  const sourceUrl = args[0] ?? process.env.DATABASE_URL;
  if (!sourceUrl || !/^postgres(ql)?:\/\//.test(sourceUrl)) {
    console.error("usage: backup-restore.mjs [--out FILE] postgres://… (or DATABASE_URL)");
    process.exit(2);
  }
  console.log(`backup of ${shown(sourceUrl)}`);
  const result = await backupAndCheck(sourceUrl, out ? { out } : {});
  for (const mismatch of result.mismatches) {
    console.error(`mismatch ${mismatch.table}: source ${mismatch.source}, restored ${mismatch.restored}`);
  }
  console.log(result.ok ? "restore check: every table's row count matches" : "restore check: FAILED");
  console.log(JSON.stringify(result));
  process.exit(result.ok ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
