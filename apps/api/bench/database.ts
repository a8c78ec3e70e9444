import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Where the bench's data lives: what the seeder opens and the server is started with. */
export interface BenchDatabase {
  kind: "pglite" | "postgres";
  /** The API's DATA_DIR (PGlite's files live under it; with PostgreSQL only uploads would). */
  dataDir: string;
  /** The database the seeder and the server use, PostgreSQL only. */
  url?: string;
  label: string;
  /** Drops the database and removes the folder; safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * A fresh place for one run: a temporary folder for PGlite on disk (the seeder writes it, closes it,
 * then the server opens it: PGlite on disk has one process at a time), or a new database
 * `rimbun_bench_<random>` on the local PostgreSQL server, dropped at the end.
 */
export async function createBenchDatabase(
  kind: "pglite" | "postgres",
  postgresUrl: string,
  { keep = false, reuse }: { keep?: boolean; reuse?: string | undefined } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "rimbun-bench-"));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (reuse?.startsWith("postgres")) {
    return {
      kind: "postgres",
      dataDir,
      url: reuse,
      label: `PostgreSQL database ${new URL(reuse).pathname.slice(1)} (reused, kept)`,
      dispose: async () => removeFolder(),
    } satisfies BenchDatabase;
  }
  if (reuse) {
    removeFolder();
    return {
      kind: "pglite",
      dataDir: reuse,
      label: `PGlite on disk (${reuse}, reused, kept)`,
      dispose: async () => {},
    } satisfies BenchDatabase;
  }
  if (kind === "pglite") {
    return {
      kind,
      dataDir,
      label: `PGlite on disk (${dataDir})`,
      dispose: async () => {
        if (keep) console.log(`kept the seeded data folder: --reuse ${dataDir}`);
        else removeFolder();
      },
    } satisfies BenchDatabase;
  }
  const name = `rimbun_bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  let disposed = false;
  return {
    kind,
    dataDir,
    url: url.toString(),
    label: `PostgreSQL database ${name} on ${url.host}`,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      removeFolder();
      if (keep) {
        console.log(`kept the seeded database: --reuse ${url.toString()}`);
        return;
      }
      // WITH (FORCE) ends connections a killed server may have left behind (PostgreSQL 13+).
      await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  } satisfies BenchDatabase;
}

async function adminQuery(postgresUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
