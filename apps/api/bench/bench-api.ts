// `pnpm bench:api [--database pglite|postgres] [--donations N] [--connections 16] [--warmup 3]
//   [--duration 10] [--requests 2000] [--max-duration 60] [--only name,name] [--strict]`
//
// Seeds `--donations` (default 1,000,000; BENCH_DONATIONS also sets it) donations into a fresh database:
// PGlite on disk in a temporary folder, or with `--database postgres` a new database
// `rimbun_bench_<random>` on the local server (`--postgres-url`, default postgres://postgres@127.0.0.1:5432/postgres),
// dropped at the end, also after a failure or Ctrl-C. Then starts the real API entry (src/server.ts) as a
// separate process on that database and loads it from this process with autocannon: per route a warm-up,
// then at least `--duration` seconds and `--requests` answers (at most `--max-duration` seconds) at
// `--connections` concurrent clients. Prints per route req/s, p50, p99, non-2xx, the ratio to the
// logged-in trivial route (measured first and last, in the same run) and PASS/FAIL against the
// targets of docs/performance.md; exits 0 unless `--strict` and a target is missed. Method and figures:
// docs/performance.md. Not part of `npm test`.
import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { createBenchDatabase } from "./database.ts";
import { onInterrupt } from "./interrupt.ts";
import { runLoad } from "./load.ts";
import { readOptions } from "./options.ts";
import { countFailures, type Measured, resultTable } from "./report.ts";
import { benchRoutes } from "./routes.ts";
import { seedBench, seededFacts } from "./seed.ts";
import { type BenchServer, startServer } from "./server.ts";

const options = readOptions(process.argv.slice(2));
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const target = await createBenchDatabase(options.database, options.postgresUrl, options);
let server: BenchServer | undefined;
let cleaning: Promise<void> | undefined;
const cleanup = () => {
  cleaning ??= (async () => {
    await server?.stop().catch((error: unknown) => console.error("stopping the API:", error));
    await target.dispose().catch((error: unknown) => console.error("removing the bench database:", error));
  })();
  return cleaning;
};
onInterrupt((why) => {
  console.error(`\n${why}: stopping the API and removing the bench database`);
  void cleanup().finally(() => process.exit(130));
});

let exitCode = 0;
try {
  log(`database: ${target.label}`);
  const seedStart = Date.now();
  const { version, campaign } = options.reuse
    ? await seededFacts(options.reuse).then((facts) => {
        options.donations = facts.donations;
        return facts;
      })
    : await seedBench(target, options.donations, log);
  const seedSeconds = (Date.now() - seedStart) / 1000;
  log(`seeded in ${seedSeconds.toFixed(0)} s; starting the API as its own process`);
  server = await startServer(target, options.profile);
  log(`API pid ${server.pid} on ${server.base}; load from pid ${process.pid}`);
  const routes = await benchRoutes(server.base, campaign);
  const baseline = routes.find((route) => route.kind === "baseline");
  if (!baseline) throw new Error("no logged-in trivial route");
  const chosen = routes.filter(
    (route) =>
      route.kind !== "baseline" &&
      (options.only.length === 0 || options.only.some((part) => route.name.includes(part))),
  );
  // Each route once, one at a time, before any load: the first answers (cold caches, code not yet
  // optimised) stay out of the figures, and a route that does not answer 2xx shows here.
  for (const route of [baseline, ...chosen]) {
    const response = await fetch(`${server.base}${route.path}`, {
      method: route.method,
      headers: route.headers,
      ...(route.body !== undefined ? { body: route.body } : {}),
    });
    await response.arrayBuffer();
    if (!response.ok) log(`warning: ${route.name} answered ${response.status}`);
  }
  const loadBefore = load();
  const shape = {
    connections: options.connections,
    minSeconds: options.duration,
    minRequests: options.requests,
    maxSeconds: options.maxDuration,
  };
  const measured: Measured[] = [];
  for (const [index, route] of [baseline, ...chosen, baseline].entries()) {
    if (options.warmup > 0) {
      await runLoad(server.base, route, { ...shape, minSeconds: options.warmup, minRequests: 0 });
    }
    const result = await runLoad(server.base, route, shape);
    const name = route === baseline ? `${route.name}${index === 0 ? ", first" : ", again last"}` : route.name;
    measured.push({ ...result, name, kind: route.kind });
    log(
      `${name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms (${result.requests} answers)`,
    );
  }
  const baselineRows = measured.filter((row) => row.kind === "baseline");
  const baselineRps = baselineRows.reduce((sum, row) => sum + row.rps, 0) / baselineRows.length;
  const cpu = cpus();
  console.log(
    [
      "",
      `Rimbun API bench, ${new Date().toISOString()}`,
      `database: ${options.database === "postgres" ? "PostgreSQL" : "PGlite"} (${version.split(",")[0]})`,
      `data: ${options.donations.toLocaleString("en")} donations, ${options.reuse ? "seeded by an earlier --keep run" : `seeded in ${seedSeconds.toFixed(0)} s`}`,
      `machine: ${cpu.length} × ${cpu[0]?.model ?? "?"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
      `load: ${options.connections} connections from pid ${process.pid} (autocannon) to the API's pid ${server.pid}; ` +
        `warm-up ${options.warmup} s, then ≥ ${options.duration} s and ≥ ${options.requests} answers (≤ ${options.maxDuration} s) per route`,
      `load average before / after: ${loadBefore} / ${load()}`,
      `ratio: req/s over the logged-in trivial route's mean (${baselineRps.toFixed(0)} req/s)`,
      "",
      resultTable(measured, baselineRps, options.database),
    ].join("\n"),
  );
  if (options.strict && countFailures(measured, baselineRps, options.database) > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  // The log lives in the bench's folder, which the cleanup removes: show its end now.
  if (server) console.error(`the API's output:\n${readFileSync(server.logFile, "utf8").slice(-4000)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
