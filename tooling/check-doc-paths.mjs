// `pnpm run check:doc-paths` (part of `npm test`): every file a document names still exists, and every
// citation of a docs page (from a document or a code comment) names a page and a heading that exist.
// - Markdown links `[text](path#anchor)` in the repository's documents: the file (relative to the
//   document) and, for a Markdown target, the heading.
// - Paths in backticks (`apps/api/src/platform/env.ts`, `payments/port.ts`): resolved from the
//   repository root, from the document's folder, or as the end of a tracked file's path (documents
//   often name a file from its app's `src/`). Skipped: placeholders (`<file>`, `*`, `{a,b}`, `…`),
//   package specifiers (`@rimbun/ui/styles.css`), relative imports (`../money.ts`), what git ignores
//   (build output, data folders) and paths in another project's repository (`xendit-node docs/…`).
// - `docs/….md#anchor` in source files (comments cite the product pages that way).
// Anchors follow GitHub's rule: lower case, punctuation dropped, spaces to hyphens, `-1`… for repeats.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const trackedSet = new Set(tracked);
const trackedDirs = new Set(tracked.flatMap((file) => ancestors(file)));

function ancestors(file) {
  const parts = file.split("/");
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join("/"));
}

/** GitHub's heading anchor: lower case, only letters, digits, `-`, `_` and spaces kept, spaces to `-`. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

const anchorCache = new Map();
/** The anchors of a Markdown file's headings (fenced code skipped), with GitHub's `-1` for repeats. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = slug(match[1].replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function anchorsOfFile(path) {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(join(root, path), "utf8")));
  return anchorCache.get(path);
}

/** Repositories whose files the documents name by their own paths (the provider's SDKs). */
const externalRepositories = ["xendit-node", "xendit-php"];

/** Build output, data folders and other paths git ignores exist only on a machine that made them. */
function ignoredByGit(path) {
  try {
    execFileSync("git", ["check-ignore", "-q", "--no-index", path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

const exists = (path) => trackedSet.has(path) || trackedDirs.has(path.replace(/\/$/, ""));

/** A path named in backticks: from the root, from the document's folder, or the end of a tracked path. */
function resolvesLoosely(token, docDir) {
  const clean = token.replace(/^\.\//, "").replace(/\/$/, "").replace(/:\d+$/, "");
  if (exists(clean) || exists(normalize(join(docDir, clean)))) return true;
  const suffix = `/${clean}`;
  return tracked.some((file) => file.endsWith(suffix) || ancestors(file).some((dir) => dir.endsWith(suffix)));
}

const looksLikePath = (token) =>
  /^[\w.@-]+(\/[\w.@[\]-]+)+\/?$/.test(token) &&
  (/\.[a-z]{2,5}$/.test(token) || token.endsWith("/")) &&
  !/^(https?:|\/\/)/.test(token) &&
  !/^[\w-]+\.[a-z]{2,}\//.test(token) && // a host name (`docs.xendit.co/...`)
  !/^\//.test(token);

function checkAnchor(target, anchor, from, problems) {
  if (!anchor || !target.endsWith(".md") || !existsSync(join(root, target))) return;
  if (!anchorsOfFile(target).has(anchor)) problems.push(`${from}: no heading #${anchor} in ${target}`);
}

function checkDocument(path, problems) {
  const text = readFileSync(join(root, path), "utf8");
  const docDir = dirname(path);
  let fenced = false;
  text.split("\n").forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const where = `${path}:${index + 1}`;
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [file, anchor] = target.split("#");
      const resolved = file ? normalize(join(docDir, file)) : path;
      if (file && !exists(resolved) && !existsSync(join(root, resolved)))
        problems.push(`${where}: link to missing ${target}`);
      else checkAnchor(resolved, anchor, where, problems);
    }
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const token = match[1];
      if (/[<>*{}…]|\.\.\.|\$/.test(token) || /^(@|\.\.\/)/.test(token) || !looksLikePath(token)) continue;
      const before = line.slice(0, match.index);
      if (externalRepositories.some((name) => new RegExp(`${name}\\W*$`).test(before))) continue;
      if (!resolvesLoosely(token, docDir) && !ignoredByGit(token))
        problems.push(`${where}: names missing ${token}`);
    }
  });
}

function checkSource(path, problems) {
  const text = readFileSync(join(root, path), "utf8");
  text.split("\n").forEach((line, index) => {
    for (const [, file, anchor] of line.matchAll(/\b(docs\/[\w/.-]+?\.md)(?:#([\w-]+))?/g)) {
      const where = `${path}:${index + 1}`;
      if (!exists(file)) problems.push(`${where}: cites missing ${file}`);
      else checkAnchor(file, anchor, where, problems);
    }
  });
}

export function check() {
  const problems = [];
  for (const path of tracked) {
    if (!existsSync(join(root, path)) || !statSync(join(root, path)).isFile()) continue;
    if (path.endsWith(".md")) checkDocument(path, problems);
    else if (/^(apps|packages|e2e|tooling)\/.*\.(ts|tsx|astro|mjs|cjs|js|css|sql)$/.test(path))
      checkSource(path, problems);
  }
  return problems;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === "") {
  const problems = check();
  for (const problem of problems) console.error(`error ${problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} path(s) named in documents or comments do not exist.`);
    process.exit(1);
  }
  console.log("doc paths: every file and heading named exists");
}
