// Runs the API suite on PGlite, then (when TEST_PG_URL names an admin connection to PostgreSQL)
// again on fresh databases with a random name, one per vitest worker, dropped afterwards.
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
  // Each worker runs its files one after another on its own database (harness.ts adds the pool id),
  // so the two cores are both busy without two files emptying each other's tables.
  const workers = 2;
  const databases = Array.from({ length: workers }, (_, index) => `${name}_${index + 1}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const database of databases) await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`api tests: PostgreSQL (${databases.join(", ")})`);
  try {
    status = vitest({ TEST_DATABASE_URL: url.toString(), TEST_DATABASE_PER_WORKER: "1" }, [
      `--maxWorkers=${workers}`,
    ]);
  } finally {
    for (const database of databases) await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
process.exit(status);
