import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The API as its own process (`node --import tsx src/server.ts`), as `npm start` and production run it.
const apiRoot = fileURLToPath(new URL("..", import.meta.url));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
});

let nextPort = 18_700 + Math.floor(Math.random() * 500);

function startApi(env: Record<string, string>) {
  const port = nextPort++;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "development",
      JOB_INTERVAL_SECONDS: "0",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Rimbun API on")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`API exited before it was ready: ${output}`));
    });
  });
  ready.catch(() => {});
  return { child, port, ready, exited, output: () => output, url: `http://127.0.0.1:${port}` };
}

// Real processes are slow to start on a busy two-core machine: these run in the suite's second pass
// (TEST_DATABASE_URL set) only; the processes themselves use PGlite.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the API process", () => {
  it("holds its embedded database alone: a second process on the same folder exits at once naming the first", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rimbun-lock-"));
    const first = startApi({ DATA_DIR: dataDir });
    await first.ready;
    expect((await fetch(`${first.url}/ready`)).status).toBe(200);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);

    const second = startApi({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().trim().split("\n")).toHaveLength(1);
    expect(second.output()).toContain(`Another API process (pid ${first.child.pid})`);

    // SIGTERM drains and stops cleanly, giving the folder back.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, "api.lock"))).toBe(false);

    // A process killed outright leaves its lock behind; the next start sees its owner is gone and takes it.
    const killed = startApi({ DATA_DIR: dataDir });
    await killed.ready;
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(existsSync(join(dataDir, "api.lock"))).toBe(true);
    const after = startApi({ DATA_DIR: dataDir });
    await after.ready;
    expect((await fetch(`${after.url}/ready`)).status).toBe(200);
    after.child.kill("SIGTERM");
    expect(await after.exited).toBe(0);
  }, 150_000);

  it("refuses an unsafe production configuration with one line and no stack", async () => {
    const api = startApi({
      NODE_ENV: "production",
      DATA_DIR: mkdtempSync(join(tmpdir(), "rimbun-prod-")),
      AUTH_SECRET: "a".repeat(40),
      WEBHOOK_SECRET: "b".repeat(20),
      LINK_SECRET: "c".repeat(20),
      PAYMENT_PROVIDER: "xendit",
      XENDIT_SECRET_KEY: "xnd_production_key",
      XENDIT_CALLBACK_TOKEN: "callback-token-123",
      SMTP_URL: "smtp://127.0.0.1:2525",
      PUBLIC_SITE_URL: "https://rimbun.example.org",
      DASHBOARD_URL: "https://app.rimbun.example.org",
      API_PUBLIC_URL: "https://api.rimbun.example.org",
      SEED_DEMO: "1",
    });
    expect(await api.exited).toBe(1);
    expect(api.output().trim()).toBe(
      "Invalid configuration: SEED_DEMO: demo accounts with a public password are refused in production",
    );
  }, 60_000);
});
