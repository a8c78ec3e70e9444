// Which Node runs the product, and fetching Node 24 into the project when the machine's is too old.
// Loaded by tooling/entry.cjs before the switch, so on any Node from 8 on: CommonJS and ES2015 at most
// (no `?.`, `??`, async/await, ESM). The pure parts are unit-tested in node-setup.test.mjs.
// biome-ignore-all lint/style/useNodejsImportProtocol: `node:` names need Node 14.18; this runs before the switch, on older ones too.
"use strict";
const childProcess = require("child_process");
const fs = require("fs");
const path = require("path");

const MINIMUM = [22, 12];
const FETCHED_MAJOR = 24;

/** [major, minor, patch] of "v20.1.2" or "20.1.2"; null when it is not a version. */
function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether this Node version runs the stack (Astro, Vite 8, Lingui 6 need 22.12 or newer). */
function isSupported(version) {
  const parts = parseVersion(version);
  if (!parts) return false;
  return parts[0] > MINIMUM[0] || (parts[0] === MINIMUM[0] && parts[1] >= MINIMUM[1]);
}

/** Where `npm i -g --prefix <prefix>` puts its executables. */
function binDir(prefix, platform) {
  return platform === "win32" ? prefix : path.join(prefix, "bin");
}

/** The project's own Node, fetched from the npm registry: <root>/.tools/node24 (ignored by git). */
function projectNodePrefix(root) {
  return path.join(root, ".tools", `node${FETCHED_MAJOR}`);
}

function nodeExecutable(prefix, platform) {
  return path.join(binDir(prefix, platform), platform === "win32" ? "node.exe" : "node");
}

/**
 * "current" when the Node running this is new enough, else "project" when the project's fetched Node
 * answers with a new enough version (null when it is missing or broken), else "fetch".
 */
function chooseNode(currentVersion, projectVersion) {
  if (isSupported(currentVersion)) return "current";
  if (projectVersion && isSupported(projectVersion)) return "project";
  return "fetch";
}

/** PATH with `dir` first (once), so every child (pnpm, turbo, vitest, Playwright) finds the same Node. */
function pathWithFirst(dir, currentPath, delimiter) {
  const rest = String(currentPath || "")
    .split(delimiter)
    .filter((entry) => entry !== "" && entry !== dir);
  return [dir].concat(rest).join(delimiter);
}

/** The version an executable reports, or null when it does not run. */
function versionOf(executable) {
  if (!fs.existsSync(executable)) return null;
  const probe = childProcess.spawnSync(executable, ["-p", "process.versions.node"], { encoding: "utf8" });
  return probe.status === 0 ? String(probe.stdout).trim() : null;
}

/** `npm i -g --prefix <prefix> node@24`, with npm's own output kept to errors. */
function fetchNode(prefix) {
  // A half-done earlier fetch is removed first (rmSync exists from Node 14.14; older npm overwrites).
  if (fs.rmSync) fs.rmSync(prefix, { recursive: true, force: true });
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = childProcess.spawnSync(
    npm,
    [
      "install",
      "--global",
      "--prefix",
      prefix,
      `node@${FETCHED_MAJOR}`,
      "--no-fund",
      "--no-audit",
      "--loglevel=error",
    ],
    { stdio: ["ignore", "ignore", "inherit"], shell: process.platform === "win32" },
  );
  return result.status === 0;
}

/**
 * Returns { executable, env } for running the product: this Node when it is new enough, otherwise the
 * project's Node 24 (fetched once, reused after) with its folder first on PATH.
 */
function supportedNode(root, env) {
  const current = process.versions.node;
  const prefix = projectNodePrefix(root);
  const executable = nodeExecutable(prefix, process.platform);
  const shown = path.relative(process.cwd(), prefix) || prefix;
  let choice = chooseNode(current, isSupported(current) ? null : versionOf(executable));
  if (choice === "current") return { executable: process.execPath, env };
  if (choice === "fetch") {
    console.log(
      `Node ${current} is older than ${MINIMUM.join(".")}: fetching Node ${FETCHED_MAJOR} from the npm registry into ${shown} (once; later runs reuse it).`,
    );
    if (!fetchNode(prefix) || !isSupported(versionOf(executable))) {
      console.error(
        `Could not fetch Node ${FETCHED_MAJOR} into ${shown} (npm's error above). Install Node ${FETCHED_MAJOR} yourself, or retry when the npm registry answers.`,
      );
      process.exit(1);
    }
    choice = "project";
  }
  const childEnv = Object.assign({}, env);
  const pathKey = Object.keys(env).filter((key) => key.toUpperCase() === "PATH")[0] || "PATH";
  childEnv[pathKey] = pathWithFirst(binDir(prefix, process.platform), env[pathKey], path.delimiter);
  // npm tells its children which Node ran it; that is no longer the one they should use.
  childEnv.npm_node_execpath = executable;
  childEnv.NODE = executable;
  return { executable, env: childEnv };
}

module.exports = {
  MINIMUM,
  parseVersion,
  isSupported,
  binDir,
  projectNodePrefix,
  nodeExecutable,
  chooseNode,
  pathWithFirst,
  supportedNode,
};
