// The README's two commands: `npm start` (install, build, run the whole product) and
// `npm test` (install, then every check CI runs). Only Node.js is assumed; pnpm is found or fetched.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import "./require-node.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM_VERSION = "12.21.0";

function pnpmCommand() {
  const probe = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  const major = Number((probe.stdout ?? "").trim().split(".")[0]);
  if (probe.status === 0 && major >= 11) return ["pnpm"];
  return ["npx", "--yes", `pnpm@${PNPM_VERSION}`];
}

const pnpm = pnpmCommand();
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  ASTRO_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
};

function run(args, options = {}) {
  const [cmd, ...rest] = [...pnpm, ...args];
  console.log(`\n> ${[cmd, ...rest].join(" ")}`);
  const result = spawnSync(cmd, rest, { cwd: root, stdio: "inherit", env, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function install() {
  run(["install", ...(process.env.CI ? ["--frozen-lockfile"] : [])]);
}

function test() {
  install();
  run(["exec", "biome", "check", "."]);
  // Who may import whom (docs/architecture.md): dependency-cruiser plus the .astro and ui-fetch checks.
  run(["run", "check:boundaries"]);
  run(["run", "check:function-length"]);
  // Builds are part of the test: the site (with its PDFs), the dashboard and Storybook must build,
  // and the browser journeys run against those builds.
  run([
    "exec",
    "turbo",
    "run",
    "typecheck",
    "test",
    "build",
    "--concurrency=2",
    "--continue=dependencies-successful",
  ]);
  // JavaScript budgets of the builds just made (issue 13): the public pages and the dashboard's first load.
  run(["--filter", "@rimbun/site", "run", "measure"]);
  run(["--filter", "@rimbun/dashboard", "run", "measure"]);
  if (existsSync(join(root, "e2e", "playwright.config.ts"))) {
    run(["--filter", "@rimbun/e2e", "run", "e2e"]);
  }
}

function start() {
  install();
  run(["exec", "turbo", "run", "build"]);
  const services = [
    { name: "api", dir: "apps/api", args: ["start"], url: "http://localhost:8787" },
    { name: "site", dir: "apps/site", args: ["run", "preview"], url: "http://localhost:4321" },
    { name: "dashboard", dir: "apps/dashboard", args: ["run", "preview"], url: "http://localhost:5173" },
  ].filter((s) => existsSync(join(root, s.dir, "src")));
  const children = services.map((s) => {
    const [cmd, ...rest] = [...pnpm, "--dir", s.dir, ...s.args];
    const child = spawn(cmd, rest, { cwd: root, stdio: "inherit", env: { SEED_DEMO: "1", ...env } });
    child.on("exit", (code) => {
      console.log(`${s.name} stopped (${code}); stopping the rest.`);
      for (const c of children) c.kill("SIGTERM");
      process.exit(code ?? 1);
    });
    return child;
  });
  console.log("\nStarting:");
  for (const s of services) console.log(`  ${s.name.padEnd(10)} ${s.url}`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      for (const c of children) c.kill("SIGTERM");
      process.exit(0);
    });
  }
}

const command = process.argv[2];
if (command === "test") test();
else if (command === "start") start();
else {
  console.error("usage: node tooling/product.mjs start|test");
  process.exit(2);
}
