// Prints the gzipped JavaScript the built landing pages load before any dynamic import, and fails
// above the budget (issue 5: 110 KB). It builds nothing: run `pnpm --filter @rimbun/site build` first.
//
// Counted, once per file: module scripts and modulepreloads in the HTML, inline module scripts,
// every island's component and renderer module (counted even for client:visible islands, so the
// figure is the worst case), and everything those files import statically. Code behind `import()`
// (the zod validators, the catalogs) is left out: it loads only when needed.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 110 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["index.html", "en/index.html"];

if (!existsSync(dist)) {
  console.error("No dist/ folder: run `pnpm --filter @rimbun/site build` first.");
  process.exit(2);
}

const gz = (text) => gzipSync(text).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function staticImports(code) {
  const found = new Set();
  for (const pattern of [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g]) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

function toFile(url, fromFile) {
  if (/^https?:/.test(url)) return null;
  const path = url.startsWith("/") ? join(dist, url) : resolve(dirname(fromFile), url);
  return existsSync(path) ? path : null;
}

function measure(page) {
  const htmlPath = join(dist, page);
  const html = readFileSync(htmlPath, "utf8");
  const entries = new Set();
  const inline = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs, body] = m;
    if (/type=["']application\/ld\+json["']/.test(attrs)) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(attrs)?.[1];
    if (src) entries.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const m of html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*>/g)) {
    const href = /href=["']([^"']+)["']/.exec(m[0])?.[1];
    if (href) entries.add(href);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attr of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = new RegExp(`${attr}=["']([^"']+)["']`).exec(m[0])?.[1];
      if (url) entries.add(url);
    }
  }
  const files = new Map();
  const queue = [];
  for (const url of entries) {
    const file = toFile(url, htmlPath);
    if (file) queue.push(file);
  }
  for (const code of inline) {
    for (const url of staticImports(code)) {
      const file = toFile(url, htmlPath);
      if (file) queue.push(file);
    }
  }
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) continue;
    const code = readFileSync(file, "utf8");
    files.set(file, gz(code));
    for (const url of staticImports(code)) {
      const next = toFile(url, file);
      if (next && !files.has(next)) queue.push(next);
    }
  }
  const inlineBytes = inline.reduce((sum, code) => sum + gz(code), 0);
  const total = [...files.values()].reduce((sum, size) => sum + size, 0) + inlineBytes;
  return { page, files, inlineBytes, total };
}

let failed = false;
for (const page of pages) {
  const { files, inlineBytes, total } = measure(page);
  console.log(`\n/${page.replace(/index\.html$/, "")}  (gzipped JavaScript before any dynamic import)`);
  for (const [file, size] of [...files.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(9)}  ${relative(dist, file)}`);
  }
  if (inlineBytes > 0) console.log(`  ${kb(inlineBytes).padStart(9)}  (inline scripts)`);
  const verdict = total <= BUDGET_BYTES ? "within" : "OVER";
  console.log(`  ${kb(total).padStart(9)}  total, ${verdict} the ${kb(BUDGET_BYTES)} budget`);
  if (total > BUDGET_BYTES) failed = true;
}
process.exit(failed ? 1 : 0);
