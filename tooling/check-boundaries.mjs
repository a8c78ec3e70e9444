// `pnpm run check:boundaries` (part of `npm test`): who may import whom, docs/architecture.md.
// dependency-cruiser checks every TypeScript/JavaScript import against tooling/dependency-cruiser.mjs.
// Two rules it cannot see are checked here: imports in .astro files (it does not parse them) and ui
// calling the network (fetch is a global, not an import).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const scanned = ["apps", "packages", "e2e"];
const skippedFolders = new Set([
  "node_modules",
  "dist",
  "storybook-static",
  ".astro",
  ".vitest",
  "test-results",
]);

/** Files under `folder` whose name matches `pattern`, skipping build output and dependencies. */
function filesUnder(folder, pattern) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, pattern));
    else if (pattern.test(entry.name)) found.push(path);
  }
  return found;
}

const repoPath = (path) => relative(root, path).split(sep).join("/");

/** "apps/site" for apps/site/src/x.astro; "e2e" for e2e files. */
function ownerOf(path) {
  const [top, name] = path.split("/");
  return top === "e2e" ? "e2e" : `${top}/${name}`;
}

/** Workspace package names of the apps (`@rimbun/site` -> apps/site). */
function appNames() {
  const names = new Map();
  for (const entry of readdirSync(join(root, "apps"), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      const manifest = JSON.parse(readFileSync(join(root, "apps", entry.name, "package.json"), "utf8"));
      names.set(manifest.name, `apps/${entry.name}`);
    } catch {
      // A folder without a package.json is not a workspace app.
    }
  }
  return names;
}

const importPattern =
  /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']|\bexport\s+[\w*{}\s,$]+\s+from\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Relative imports that leave their app, and imports of another app, in .astro files. */
function astroViolations() {
  const apps = appNames();
  const violations = [];
  for (const file of scanned.flatMap((folder) => filesUnder(join(root, folder), /\.astro$/))) {
    const from = repoPath(file);
    const owner = ownerOf(from);
    for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (specifier.startsWith(".")) {
        const to = repoPath(resolve(dirname(file), specifier));
        if (!to.startsWith(`${owner}/`)) violations.push(`relative-import-leaves-package: ${from} → ${to}`);
        continue;
      }
      const name = specifier.split("/").slice(0, 2).join("/");
      const app = apps.get(name);
      if (app && app !== owner) violations.push(`app-imports-app: ${from} → ${specifier}`);
    }
  }
  return violations;
}

const networkCall = /\b(?:fetch|sendBeacon)\s*\(|\bnew\s+(?:XMLHttpRequest|EventSource|WebSocket)\b/;

/** ui is presentational: no network calls in its source (comments aside). */
function uiNetworkViolations() {
  const violations = [];
  for (const file of filesUnder(join(root, "packages", "ui", "src"), /\.(?:ts|tsx|js|jsx|mjs)$/)) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, index) => {
      const code = line.trim();
      if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return;
      if (networkCall.test(code.replace(/\/\/.*$/, ""))) {
        violations.push(`ui-calls-network: ${repoPath(file)}:${index + 1}: ${code}`);
      }
    });
  }
  return violations;
}

// The root devDependency, run with this Node (no shell, no PATH lookup).
const cruiserFolder = join(root, "node_modules", "dependency-cruiser");
const cruiser = join(
  cruiserFolder,
  JSON.parse(readFileSync(join(cruiserFolder, "package.json"), "utf8")).bin.depcruise,
);
const cruise = spawnSync(
  process.execPath,
  [cruiser, "--config", "tooling/dependency-cruiser.mjs", "--output-type", "err", ...scanned],
  { cwd: root, stdio: "inherit" },
);

const extra = [...astroViolations(), ...uiNetworkViolations()];
for (const line of extra) console.error(`  error ${line}`);
if (extra.length === 0) console.log("✔ .astro imports and ui's network calls: no violations found.");
else console.error(`\nx ${extra.length} boundary violation(s) outside dependency-cruiser's reach.`);

process.exit(cruise.status === 0 && extra.length === 0 ? 0 : 1);
