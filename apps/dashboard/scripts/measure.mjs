// Prints the dashboard's initial JavaScript: the entry chunk and every chunk it imports statically,
// gzipped, and fails above the budget (at most 200 KB gzipped, pdfmake not in it).
// Run after `pnpm build`: `pnpm --filter @rimbun/dashboard measure`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 200 * 1000;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const indexHtml = join(dist, "index.html");
if (!existsSync(indexHtml)) {
  console.error("dist/index.html is missing: run `pnpm --filter @rimbun/dashboard build` first.");
  process.exit(1);
}

const html = readFileSync(indexHtml, "utf8");
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
  (match) => match[1],
);
if (entries.length === 0) {
  console.error("No module entry script found in dist/index.html.");
  process.exit(1);
}

const toFile = (url) => join(dist, url.replace(/^\//, ""));

// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`.
// Dynamic `import("./a.js")` chunks load later (lazy routes, pdfmake) and are not initial.
const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const initial = new Set();
function visit(file) {
  if (initial.has(file)) return;
  initial.add(file);
  const code = readFileSync(file, "utf8");
  for (const match of code.matchAll(staticImport)) visit(resolve(dirname(file), match[1]));
}
for (const url of [...entries, ...preloads]) visit(toFile(url));

let total = 0;
const rows = [];
let pdfmakeInside = false;
for (const file of initial) {
  const code = readFileSync(file);
  const gzipped = gzipSync(code, { level: 9 }).length;
  total += gzipped;
  rows.push([relative(dist, file), code.length, gzipped]);
  if (/pdfmake|pdfMake/.test(code.toString("utf8")) || /pdfmake/i.test(file)) pdfmakeInside = true;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
rows.sort((a, b) => b[2] - a[2]);
console.log("Initial JavaScript of the dashboard (entry + static imports):");
for (const [name, raw, gz] of rows)
  console.log(`  ${name.padEnd(48)} ${kb(raw).padStart(10)} raw ${kb(gz).padStart(9)} gzip`);
console.log(`Total: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)}), ${rows.length} file(s)`);

let failed = false;
// The check only means something if pdfmake is bundled at all: it must exist as a lazy chunk.
const pdfmakeChunk = readdirSync(join(dist, "assets")).find((name) => /pdfmake/i.test(name));
if (!pdfmakeChunk) {
  console.error("No pdfmake chunk in dist/assets: the invoice download lost its lazy import.");
  failed = true;
} else if (!pdfmakeInside) {
  console.log(`pdfmake: not in the initial JavaScript (lazy chunk ${pdfmakeChunk}).`);
}
if (pdfmakeInside) {
  console.error("pdfmake is part of the initial JavaScript; it must load only when an invoice PDF is made.");
  failed = true;
}
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
  failed = true;
}
process.exit(failed ? 1 : 0);
