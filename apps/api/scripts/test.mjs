// Runs the API suite on PGlite, then (when TEST_PG_URL names an admin connection to PostgreSQL)
// again on a fresh database with a random name that is dropped afterwards.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const extra = process.argv.slice(2);
function vitest(env, args = []) {
  const result = spawnSync("pnpm", ["exec", "vitest", "run", ...args, ...extra], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

console.log("api tests: PGlite (in memory)");
let status = vitest({ TEST_DATABASE_URL: "" });

const adminUrl = process.env.TEST_PG_URL;
if (status === 0 && adminUrl) {
  const name = `rimbun_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`api tests: PostgreSQL (${name})`);
  try {
    // One database, files one after another; each file starts from emptied tables.
    status = vitest({ TEST_DATABASE_URL: url.toString() }, ["--no-file-parallelism"]);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
process.exit(status);
