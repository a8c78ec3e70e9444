// The README's two commands: `npm start` (install, build what runs, start the product and wait until it
// answers) and `npm test` (install, then every check CI runs). Started by tooling/entry.cjs, which has
// already made sure this runs on Node 22.12+ (fetching Node 24 into .tools/node24 if needed); pnpm is
// found on PATH or fetched into .tools/pnpm the same way.
//
// `--dry-run` prints the steps with the Node and pnpm that would run them, and runs none.
// Variables for `npm start`: API_PORT (8787), SITE_PORT (4321), DASHBOARD_PORT (5173), the same as
// `pnpm start:production-shape`; other ports are passed to the builds and the API as their URLs.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { delimiter, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chooseForThisMachine, describeChoice, obtainBrowser } from "./browser-setup.mjs";
import setup from "./node-setup.cjs";
import "./require-node.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tools = join(root, ".tools");
const logs = join(tools, "logs");
const PNPM_VERSION = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.replace(
  /^pnpm@/,
  "",
);
const dryRun = process.argv.includes("--dry-run");
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  ASTRO_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
};
/** A path inside the project relative to where the command was typed, any other one whole. */
const shown = (path) => (path.startsWith(`${root}/`) ? relative(process.cwd(), path) || path : path);

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

function pnpmVersionOf(command) {
  const probe = spawnSync(command, ["--version"], { cwd: root, encoding: "utf8", env });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

/** pnpm of the pinned major from PATH, or the pinned version fetched once into .tools/pnpm. */
function ensurePnpm() {
  const major = (version) => version?.split(".")[0];
  const onPath = pnpmVersionOf("pnpm");
  if (major(onPath) === major(PNPM_VERSION)) return onPath;
  const prefix = join(tools, "pnpm");
  const bin = setup.binDir(prefix, process.platform);
  let version = pnpmVersionOf(join(bin, "pnpm"));
  if (major(version) !== major(PNPM_VERSION)) {
    console.log(`Fetching pnpm ${PNPM_VERSION} from the npm registry into ${shown(prefix)} (once).`);
    rmSync(prefix, { recursive: true, force: true });
    const npm = spawnSync(
      "npm",
      ["install", "--global", "--prefix", prefix, `pnpm@${PNPM_VERSION}`, "--no-fund", "--no-audit"],
      { stdio: ["ignore", "ignore", "inherit"], env: { ...env, npm_config_loglevel: "error" } },
    );
    version = npm.status === 0 ? pnpmVersionOf(join(bin, "pnpm")) : null;
    if (!version) fail(`Could not fetch pnpm ${PNPM_VERSION} (npm's error above).`);
  }
  env.PATH = setup.pathWithFirst(bin, env.PATH, delimiter);
  return version;
}

let stepNumber = 0;
let stepCount = 0;
function step(title) {
  stepNumber += 1;
  console.log(`\n[${stepNumber}/${stepCount}] ${title}`);
}

function run(args, extraEnv = {}) {
  console.log(`> pnpm ${args.join(" ")}`);
  if (dryRun) return;
  const result = spawnSync("pnpm", args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function install() {
  step("install dependencies");
  run(["install", ...(process.env.CI ? ["--frozen-lockfile"] : [])]);
}

function toolingTests() {
  const files = readdirSync(join(root, "tooling")).filter((name) => /\.test\.m?js$/.test(name));
  console.log(`> node --test ${files.map((name) => `tooling/${name}`).join(" ")}`);
  if (dryRun) return;
  const result = spawnSync(process.execPath, ["--test", ...files.map((name) => join("tooling", name))], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The journeys' browser, chosen and said before any step (tooling/browser-setup.mjs); a "fetch" choice is
 * carried out right after the install step, so a machine without one stops then, not after the builds.
 */
function chooseBrowser() {
  const choice = chooseForThisMachine(root, env);
  if (choice.use === "stop") fail(choice.message);
  console.log(describeChoice(choice));
  return choice;
}

function useBrowser(choice) {
  if (dryRun) return;
  const path = obtainBrowser(choice, root, env);
  if (typeof path !== "string") fail(path.stop);
  if (choice.use === "fetch") console.log(`Browser for the journeys: ${path}.`);
  env.CHROMIUM_PATH = path;
}

function test() {
  stepCount = 6;
  const browser = chooseBrowser();
  install();
  useBrowser(browser);
  step("lint (Biome) and the tooling's own unit tests");
  run(["exec", "biome", "check", "."]);
  toolingTests();
  // Who may import whom (docs/architecture.md): dependency-cruiser plus the .astro and ui-fetch checks;
  // every file and heading the documents and comments name exists.
  step("import boundaries, function length and doc paths");
  run(["run", "check:boundaries"]);
  run(["run", "check:function-length"]);
  run(["run", "check:doc-paths"]);
  // Builds are part of the test: the site (with its PDFs), the dashboard and Storybook must build,
  // and the browser journeys run against those builds.
  step("type checks, unit and API tests, builds (site, dashboard, Storybook)");
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
  // JavaScript budgets of the builds just made: the public pages and the dashboard's first load.
  step("JavaScript budgets of the built site and dashboard");
  run(["--filter", "@rimbun/site", "run", "measure"]);
  run(["--filter", "@rimbun/dashboard", "run", "measure"]);
  step("Playwright journeys");
  if (existsSync(join(root, "e2e", "playwright.config.ts"))) run(["--filter", "@rimbun/e2e", "run", "e2e"]);
}

const port = (name, fallback) => Number(process.env[name] || fallback);
const ports = {
  api: port("API_PORT", 8787),
  site: port("SITE_PORT", 4321),
  dashboard: port("DASHBOARD_PORT", 5173),
};
const urls = {
  api: `http://localhost:${ports.api}`,
  site: `http://localhost:${ports.site}`,
  dashboard: `http://localhost:${ports.dashboard}`,
};

/** The URLs the builds and the API are told, only where a port differs from its default (keeps turbo's cache). */
function urlEnv() {
  const wanted = {};
  if (ports.api !== 8787)
    Object.assign(wanted, { PUBLIC_API_URL: urls.api, VITE_API_URL: urls.api, API_PUBLIC_URL: urls.api });
  if (ports.site !== 4321) Object.assign(wanted, { PUBLIC_SITE_URL: urls.site, VITE_SITE_URL: urls.site });
  if (ports.dashboard !== 5173)
    Object.assign(wanted, { PUBLIC_DASHBOARD_URL: urls.dashboard, DASHBOARD_URL: urls.dashboard });
  // What the person set themselves wins.
  for (const name of Object.keys(wanted)) if (process.env[name]) delete wanted[name];
  return wanted;
}

const services = [
  {
    name: "api",
    port: ports.api,
    portVariable: "API_PORT",
    health: `${urls.api}/health`,
    // tsx compiles the API and PGlite migrates and seeds on a first start: slow on a busy 2-core machine.
    timeoutSeconds: 180,
    args: ["--dir", "apps/api", "start"],
    env: { SEED_DEMO: "1", PORT: String(ports.api) },
  },
  {
    name: "site",
    port: ports.site,
    portVariable: "SITE_PORT",
    health: urls.site,
    timeoutSeconds: 90,
    args: ["--dir", "apps/site", "exec", "astro", "preview", "--port", String(ports.site)],
    env: {},
  },
  {
    name: "dashboard",
    port: ports.dashboard,
    portVariable: "DASHBOARD_PORT",
    health: urls.dashboard,
    timeoutSeconds: 90,
    args: [
      "--dir",
      "apps/dashboard",
      "exec",
      "vite",
      "preview",
      "--port",
      String(ports.dashboard),
      "--strictPort",
    ],
    env: {},
  },
];

function portTaken(number) {
  return new Promise((resolve) => {
    const socket = connect({ port: number, host: "localhost" });
    const done = (taken) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.setTimeout(2000, () => done(false));
  });
}

async function checkPortsFree(list) {
  for (const service of list) {
    if (await portTaken(service.port)) {
      fail(
        `Port ${service.port} (${service.name}) is already in use: stop what runs there, or choose another with ${service.portVariable}=… npm start`,
      );
    }
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

const running = [];

function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

let stopping = false;
/** Stops every service's whole process group (pnpm and the server it started), SIGKILL after 10 s. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  if (running.length > 0) console.log(`\nStopping ${running.map((s) => s.name).join(", ")}…`);
  for (const service of running) signalGroup(service.child, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (running.some((s) => groupAlive(s.child)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const service of running) signalGroup(service.child, "SIGKILL");
  process.exit(code);
}

function lastLines(path, count) {
  try {
    return readFileSync(path, "utf8").trimEnd().split("\n").slice(-count).join("\n");
  } catch {
    return "";
  }
}

async function serviceFailed(service, why) {
  console.error(`\n${service.name} ${why}. The end of its log (${shown(service.log)}):`);
  console.error(lastLines(service.log, 25).replace(/^/gm, "  | "));
  await stopAll(1);
}

async function startService(service) {
  step(`start ${service.name} (log: ${shown(service.log)})`);
  console.log(`> pnpm ${service.args.join(" ")}`);
  if (dryRun) return;
  await checkPortsFree([service]);
  const out = openSync(service.log, "w");
  // Its own process group, so stopping it stops the server under pnpm too.
  const child = spawn("pnpm", service.args, {
    cwd: root,
    env: { ...env, ...urlEnv(), ...service.env },
    stdio: ["ignore", out, out],
    detached: true,
  });
  closeSync(out);
  service.child = child;
  running.push(service);
  child.once("exit", (code, signal) => {
    if (!stopping && service.ready) {
      serviceFailed(service, `stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    }
  });
  const started = Date.now();
  while (Date.now() - started < service.timeoutSeconds * 1000) {
    if (child.exitCode !== null || child.signalCode !== null) {
      return serviceFailed(
        service,
        `stopped before answering (${child.signalCode ?? `exit ${child.exitCode}`})`,
      );
    }
    if (await answers(service.health)) {
      service.ready = true;
      console.log(
        `${service.name} answers at ${service.health} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return serviceFailed(service, `did not answer at ${service.health} within ${service.timeoutSeconds} s`);
}

function printReady() {
  const password = process.env.DEMO_PASSWORD
    ? "the DEMO_PASSWORD set at the first start"
    : "demo-password-2026";
  console.log(`
Rimbun is running with demo data (Ctrl-C stops it):
  site       ${urls.site}  (English: ${urls.site}/en/)
  dashboard  ${urls.dashboard}
  API        ${urls.api}  (docs ${urls.api}/docs, e-mail outbox ${urls.api}/dev/outbox)
Demo logins, password ${password}:
  admin@demo.test, staff@demo.test, donor@demo.test, volunteer@demo.test
Logs: ${services.map((s) => shown(s.log)).join(", ")}`);
}

async function start() {
  stepCount = 6;
  // A taken port stops here, before a long build.
  if (!dryRun) await checkPortsFree(services);
  install();
  // Only what runs: the compiled catalogs, then the site and the dashboard. Not Storybook: the ui
  // package's build is Storybook, which turbo's ^build would otherwise run before the two apps.
  step("build the catalogs, the site and the dashboard (not Storybook)");
  const buildEnv = urlEnv();
  run(["exec", "turbo", "run", "build", "--filter=@rimbun/i18n"], buildEnv);
  run(
    ["exec", "turbo", "run", "build", "--filter=@rimbun/site", "--filter=@rimbun/dashboard", "--only"],
    buildEnv,
  );
  mkdirSync(logs, { recursive: true });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stopAll(0));
  // A crash of this script still takes the servers with it.
  process.on("exit", () => {
    for (const service of running) signalGroup(service.child, "SIGTERM");
  });
  for (const service of services) {
    service.log = join(logs, `${service.name}.log`);
    await startService(service);
  }
  step("ready");
  if (dryRun) console.log("(dry run: nothing was started)");
  else printReady();
}

const command = process.argv[2];
if (command !== "test" && command !== "start") fail("usage: node tooling/entry.cjs start|test [--dry-run]");
console.log(
  `node ${process.versions.node} (${shown(process.execPath)}), pnpm ${ensurePnpm()}${dryRun ? "; dry run: the steps are printed, not run" : ""}`,
);
if (command === "test") test();
else await start();
