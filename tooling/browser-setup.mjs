// Which Chromium `npm test` runs the browser journeys in, chosen before any step runs and said in one
// line: CHROMIUM_PATH when set; else a Chromium or Chrome found on the machine; else Playwright's own
// Chromium (fetched once with the repo's @playwright/test after the install step); when that fetch fails,
// on Debian/Ubuntu as root, the system package (`apt-get install -y chromium`); otherwise a one-line stop
// saying what to install. The choice reaches e2e/playwright.config.ts as CHROMIUM_PATH.
// The pure parts (chooseBrowser, canUseApt, the messages) are unit-tested in browser-setup.test.mjs.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Full paths looked at first, in this order. */
export const KNOWN_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];
/** Command names looked up on PATH after them. */
export const COMMANDS = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

export const INSTALL_HINT =
  "No Chromium for the browser journeys: install Chromium or Google Chrome (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: `brew install --cask chromium`), or set CHROMIUM_PATH to one, then run npm test again.";

/** The first executable among the known paths, then the commands on PATH; null when none. */
export function findBrowser({ isExecutable, pathVariable }) {
  for (const path of KNOWN_PATHS) if (isExecutable(path)) return path;
  const dirs = String(pathVariable || "")
    .split(delimiter)
    .filter(Boolean);
  for (const command of COMMANDS) {
    for (const dir of dirs) {
      const path = join(dir, command);
      if (isExecutable(path)) return path;
    }
  }
  return null;
}

/** Debian or Ubuntu (or a derivative) by /etc/os-release's ID and ID_LIKE lines. */
export function isDebianLike(osRelease) {
  const ids = String(osRelease || "")
    .split("\n")
    .filter((line) => /^(ID|ID_LIKE)=/.test(line))
    .flatMap((line) =>
      line
        .replace(/^[A-Z_]+=/, "")
        .replace(/"/g, "")
        .split(/\s+/),
    );
  return ids.includes("debian") || ids.includes("ubuntu");
}

/** Whether the system package can be installed here: Linux, root, Debian/Ubuntu with apt-get. */
export function canUseApt({ platform, uid, osRelease, hasAptGet }) {
  return platform === "linux" && uid === 0 && isDebianLike(osRelease) && hasAptGet;
}

/**
 * The choice before any step: { use: "env" | "found", path } or { use: "playwright", path } when
 * Playwright's Chromium is already there, else { use: "fetch" } (then the system package when `apt`).
 * { use: "stop", message } when CHROMIUM_PATH names nothing that runs.
 */
export function chooseBrowser({ chromiumPath, chromiumPathRuns, found, playwrightPath, apt }) {
  if (chromiumPath) {
    if (chromiumPathRuns) return { use: "env", path: chromiumPath };
    return {
      use: "stop",
      message: `CHROMIUM_PATH is ${chromiumPath}, which is not an executable: point it at a Chromium or Chrome, or unset it.`,
    };
  }
  if (found) return { use: "found", path: found };
  if (playwrightPath) return { use: "playwright", path: playwrightPath };
  return { use: "fetch", apt };
}

/** The one line said before the steps. */
export function describeChoice(choice) {
  switch (choice.use) {
    case "env":
      return `Browser for the journeys: ${choice.path} (CHROMIUM_PATH).`;
    case "found":
      return `Browser for the journeys: ${choice.path} (found on this machine).`;
    case "playwright":
      return `Browser for the journeys: Playwright's Chromium, ${choice.path} (fetched earlier).`;
    case "fetch":
      return `Browser for the journeys: none found; Playwright's Chromium will be fetched after the install step${choice.apt ? " (if that fails: apt-get install -y chromium)" : ""}.`;
    default:
      return choice.message;
  }
}

/** What to do when fetching Playwright's Chromium failed. */
export function afterFailedFetch(apt) {
  return apt ? "apt" : "stop";
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return existsSync(path);
  } catch {
    return false;
  }
}

function readOsRelease() {
  try {
    return readFileSync("/etc/os-release", "utf8");
  } catch {
    return "";
  }
}

/** The Chromium path of the installed @playwright/test (whether or not it was fetched yet); null before install. */
function playwrightChromium(root, env) {
  const probe = spawnSync(
    "pnpm",
    [
      "--filter",
      "@rimbun/e2e",
      "exec",
      "node",
      "-e",
      "console.log(require('@playwright/test').chromium.executablePath())",
    ],
    { cwd: root, encoding: "utf8", env },
  );
  if (probe.status !== 0) return null;
  return probe.stdout.trim().split("\n").pop() || null;
}

/** The choice for this machine, from its environment and files. */
export function chooseForThisMachine(root, env) {
  const chromiumPath = env.CHROMIUM_PATH;
  const found = chromiumPath ? null : findBrowser({ isExecutable, pathVariable: env.PATH });
  let playwrightPath = null;
  if (!chromiumPath && !found && existsSync(join(root, "e2e", "node_modules", "@playwright", "test"))) {
    const path = playwrightChromium(root, env);
    if (path && isExecutable(path)) playwrightPath = path;
  }
  const apt = canUseApt({
    platform: process.platform,
    uid: process.getuid?.() ?? -1,
    osRelease: readOsRelease(),
    hasAptGet: isExecutable("/usr/bin/apt-get"),
  });
  return chooseBrowser({
    chromiumPath,
    chromiumPathRuns: Boolean(chromiumPath) && isExecutable(chromiumPath),
    found,
    playwrightPath,
    apt,
  });
}

/**
 * After the install step, a choice of "fetch" is carried out: `playwright install chromium`, else the
 * system package. Returns the path, or { stop: message }.
 */
export function obtainBrowser(choice, root, env) {
  if (choice.use !== "fetch") return choice.path;
  console.log("> pnpm --filter @rimbun/e2e exec playwright install --no-shell chromium");
  const fetched = spawnSync(
    "pnpm",
    ["--filter", "@rimbun/e2e", "exec", "playwright", "install", "--no-shell", "chromium"],
    { cwd: root, stdio: "inherit", env },
  );
  const path = fetched.status === 0 ? playwrightChromium(root, env) : null;
  if (path && isExecutable(path)) return path;
  if (afterFailedFetch(choice.apt) === "stop") return { stop: INSTALL_HINT };
  console.log("Fetching Playwright's Chromium failed: installing the system package.");
  console.log("> apt-get install -y chromium");
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv });
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: aptEnv });
  return findBrowser({ isExecutable, pathVariable: env.PATH }) ?? { stop: INSTALL_HINT };
}
