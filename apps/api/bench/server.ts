import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchDatabase } from "./database.ts";

const apiRoot = fileURLToPath(new URL("..", import.meta.url));

export interface BenchServer {
  base: string;
  pid: number;
  /** The server's own output (start-up line, errors), kept for a failed run. */
  logFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** The environment of a bench child: the bench's own, without what would point it elsewhere, then `settings`. */
function childEnv(target: BenchDatabase, settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "SEED_DEMO", "TEST_CLOCK_FILE", "SMTP_URL", "NODE_OPTIONS"])
    delete env[name];
  return {
    ...env,
    DATA_DIR: target.dataDir,
    ...(target.url ? { DATABASE_URL: target.url } : {}),
    ...settings,
  };
}

/** Starts an entry of `src/` under tsx, its output into `<data dir>/<logName>`; `exited` resolves with its code. */
function spawnEntry(
  target: BenchDatabase,
  entry: string,
  env: NodeJS.ProcessEnv,
  logName: string,
  flags: string[] = [],
) {
  const logFile = join(target.dataDir, logName);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...flags, "--import", "tsx", entry], {
    cwd: apiRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, logFile };
}

/**
 * The real API entry (`src/server.ts`) in a process of its own, as production starts it: its own event
 * loop and database connections, nothing of the bench inside it. No demo data, no job runner (its
 * timers would otherwise compete with the load), development mode (the sandbox provider is needed by
 * nothing measured, but production refuses it). `overrides` replace any of these settings (the jobs
 * bench's spike scenario: production mode, Xendit's fake, SMTP, the job runner on).
 */
export async function startServer(
  target: BenchDatabase,
  profileDir?: string,
  overrides: NodeJS.ProcessEnv = {},
): Promise<BenchServer> {
  const port = await freePort();
  const env = childEnv(target, {
    NODE_ENV: "development",
    PORT: String(port),
    JOB_INTERVAL_SECONDS: "0",
    ...overrides,
  });
  // --profile: V8's CPU profile of the API process, written when it exits (open it in Chrome's DevTools).
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const { child, exited, logFile } = spawnEntry(target, "src/server.ts", env, "server.log", profile);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base, child, exited, logFile);
  return {
    base,
    pid: child.pid ?? 0,
    logFile,
    stop: () => stopChild(child, exited),
  };
}

async function waitUntilReady(
  base: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  logFile: string,
): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone) {
      throw new Error(`the API exited during start-up (pid ${child.pid}):\n${readFileSync(logFile, "utf8")}`);
    }
    try {
      const response = await fetch(`${base}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer /ready within 180 s; its output is in ${logFile}`);
}

/** SIGTERM (the server drains and closes its database), SIGKILL if it is still there after 15 s. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The floor's process (`bench/floor-server.ts`, docs/performance.md#the-floor) on a free port. */
export async function startFloorServer(
  target: BenchDatabase,
  overrides: NodeJS.ProcessEnv,
): Promise<BenchServer> {
  const port = await freePort();
  const env = childEnv(target, { ...overrides, PORT: String(port) });
  const { child, exited, logFile } = spawnEntry(target, "bench/floor-server.ts", env, "floor.log");
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base, child, exited, logFile);
  return { base, pid: child.pid ?? 0, logFile, stop: () => stopChild(child, exited) };
}

/**
 * The job worker (`src/worker.ts`) in a process of its own beside the API, as a deployment with
 * RUN_JOBS=0 runs it: the same settings, its /metrics on a free port (WORKER_METRICS_PORT), which is
 * also how the bench knows it is up. `metricsToken` is the METRICS_TOKEN in `overrides`.
 */
export async function startWorker(
  target: BenchDatabase,
  overrides: NodeJS.ProcessEnv,
  metricsToken: string,
): Promise<BenchServer> {
  const port = await freePort();
  const env = childEnv(target, { ...overrides, WORKER_METRICS_PORT: String(port) });
  const { child, exited, logFile } = spawnEntry(target, "src/worker.ts", env, "worker.log");
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`the worker exited during start-up:\n${readFileSync(logFile, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`the worker did not start within 180 s; see ${logFile}`);
    const answer = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    }).catch(() => null);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, pid: child.pid ?? 0, logFile, stop: () => stopChild(child, exited) };
}
