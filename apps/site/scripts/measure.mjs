// Prints the gzipped JavaScript the built landing pages load before any dynamic import, and fails
// above the budget (issue 5: 110 KB). It builds nothing: run `pnpm --filter @rimbun/site build` first.
// Pages are given as paths (`/`, `/en/`, `/volunteer`); a prerendered one is read from dist/client, a
// page rendered on request (the landing) is fetched from the built server, started here on a spare
// port with an API address that refuses at once (the page's scripts do not depend on the data).
//
// Counted, once per file: module scripts and modulepreloads in the HTML, inline module scripts,
// every island's component and renderer module (counted even for client:visible islands, so the
// figure is the worst case), and everything those files import statically. Code behind `import()`
// (the zod validators, the catalogs) is left out: it loads only when needed.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 110 * 1024;
const build = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const dist = join(build, "client");
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/en/"];

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

function prerenderedFile(page) {
  const file = join(dist, page, page.endsWith(".html") ? "" : "index.html");
  return existsSync(file) ? file : null;
}

/** The built server on a spare port, started the first time a page is not prerendered. */
let server = null;
async function renderedHtml(page) {
  if (!server) {
    const port = await new Promise((done) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address();
        probe.close(() => done(free));
      });
    });
    const child = spawn(process.execPath, [join(build, "server", "entry.mjs")], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), API_URL: "http://127.0.0.1:9" },
      stdio: "ignore",
    });
    server = { child, origin: `http://127.0.0.1:${port}` };
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      return await (await fetch(`${server.origin}${page}`)).text();
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`the built server did not answer ${page}`);
}

async function measure(page) {
  const file = prerenderedFile(page);
  // Relative addresses in the HTML are resolved from the page's folder, as a browser would.
  const htmlPath = file ?? join(dist, page, "index.html");
  const html = file ? readFileSync(file, "utf8") : await renderedHtml(page);
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
  const { files, inlineBytes, total } = await measure(page);
  const how = prerenderedFile(page) ? "prerendered" : "rendered on request";
  console.log(`\n${page}  (${how}; gzipped JavaScript before any dynamic import)`);
  for (const [file, size] of [...files.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(9)}  ${relative(dist, file)}`);
  }
  if (inlineBytes > 0) console.log(`  ${kb(inlineBytes).padStart(9)}  (inline scripts)`);
  const verdict = total <= BUDGET_BYTES ? "within" : "OVER";
  console.log(`  ${kb(total).padStart(9)}  total, ${verdict} the ${kb(BUDGET_BYTES)} budget`);
  if (total > BUDGET_BYTES) failed = true;
}
server?.child.kill();
process.exit(failed ? 1 : 0);
