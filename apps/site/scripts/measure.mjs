// Prints the gzipped JavaScript the built public pages load before any dynamic import, and the
// journey landing → card → monthly flow, and fails above the budgets (docs/decisions/light-pages.md:
// landing 91 KB, the donation pages and the others 110 KB, the journey 110 KB counting each file once),
// and the partner embed's loader /embed.js against its own 8 KB (docs/decisions/embed-loader.md).
// It builds nothing: run `pnpm --filter @rimbun/site build` first.
// Pages are given as paths (`/`, `/en/`, `/volunteer`); a prerendered one is read from dist/client, a
// page rendered on request (the landing, the campaign pages) is fetched from the built server, started
// here on a spare port with an API address that refuses at once (the page's scripts do not depend on
// the data). Paths given as arguments are measured against the 110 KB budget, without the journey.
//
// Counted, once per file: module scripts and modulepreloads in the HTML, inline module scripts,
// every island's component and renderer module (counted even for client:visible islands, so the
// figure is the worst case), and everything those files import statically. Code behind `import()`
// (the zod validators, the catalogs) is left out: it loads only when needed. A journey step may name
// the chunk a click loads (the card's check when the donor presses "Donate"): it is counted too.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
/** The code the stand-in API knows: the embed flow page is measured with it. */
const EMBED_CODE = "MEASURE234";
const DEFAULT_BUDGET = 110 * KB;
const build = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const dist = join(build, "client");
/**
 * The budgets: the landing under 91 KB (90 until the staff's refusal words joined the shared messages
 * module, docs/decisions/light-pages.md), every other public page under 110 KB.
 */
const publicPages = [
  { page: "/", budget: 91 * KB },
  { page: "/en/", budget: 91 * KB },
  { page: "/donation/monthly/", budget: 110 * KB },
  { page: "/donation/single/form/", budget: 110 * KB },
  { page: "/donation/boost/form/", budget: 110 * KB },
  { page: "/campaign/bersama-jaga-alam-kita", budget: 110 * KB },
  { page: "/volunteer/", budget: 110 * KB },
  { page: "/impact-report/", budget: 110 * KB },
  // A partner embed's flow page (docs/decisions/embed-loader.md): a donation page, the same budget. Rendered
  // on request from the code, which the stand-in API below answers.
  { page: `/embed/${EMBED_CODE}`, budget: 110 * KB },
];
/** The loader partners paste (/embed.js): one file, no imports, its own budget. */
const LOADER_BUDGET = 8 * KB;
/** A donor's way to the monthly flow: the landing, the card's check on "Donate", the flow page. */
const journeys = [
  {
    name: "landing → card → monthly flow",
    budget: 110 * KB,
    steps: [{ page: "/" }, { page: "/", chunk: "donation-card-check" }, { page: "/donation/monthly/" }],
  },
];
const given = process.argv.slice(2);
const pages = given.length > 0 ? given.map((page) => ({ page, budget: DEFAULT_BUDGET })) : publicPages;

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

async function sparePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => done(free));
    });
  });
}

/**
 * A stand-in API that knows one embed code and drops every other connection at once, as the refusing
 * address did before it: the other pages render as they did, the embed flow page renders its flow.
 */
async function standInApi() {
  const api = createHttpServer((request, response) => {
    if (request.url !== `/v1/embeds/${EMBED_CODE}`) {
      request.socket.destroy();
      return;
    }
    response.setHeader("content-type", "application/json");
    const embed = {
      id: EMBED_CODE,
      locale: "id",
      presets: [50_000, 100_000],
      colour: "#0b6e4f",
      show_meter: true,
      allowed_origins: ["https://partner.example"],
      target: { kind: "campaign", slug: "bersama-jaga-alam-kita", title: { id: "Jaga Alam", en: "Nature" } },
      meter: { raised_idr: 1_000_000, goal_idr: 5_000_000, donors: 3 },
    };
    response.end(JSON.stringify({ error: false, message: "ok", result: embed }));
  });
  await new Promise((done) => api.listen(0, "127.0.0.1", done));
  return api;
}

/** The built server on a spare port, started the first time a page is not prerendered. */
let server = null;
async function renderedHtml(page) {
  if (!server) {
    const port = await sparePort();
    const api = await standInApi();
    const apiUrl = `http://127.0.0.1:${api.address().port}`;
    const child = spawn(process.execPath, [join(build, "server", "entry.mjs")], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), API_URL: apiUrl },
      stdio: "ignore",
    });
    child.on("exit", () => api.close());
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
  const files = staticClosure(queue);
  const inlineBytes = inline.reduce((sum, code) => sum + gz(code), 0);
  const total = [...files.values()].reduce((sum, size) => sum + size, 0) + inlineBytes;
  return { page, files, inline, inlineBytes, total };
}

/** Each file with everything it imports statically, with their gzipped sizes. */
function staticClosure(queue) {
  const files = new Map();
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
  return files;
}

/** The built chunk named `name` (`donation-card-check` → `_astro/donation-card-check.Ab12.js`). */
function chunkFile(name) {
  const folder = join(dist, "_astro");
  const found = readdirSync(folder).filter((file) => file.startsWith(`${name}.`) && file.endsWith(".js"));
  if (found.length !== 1) throw new Error(`expected one chunk named ${name}, found ${found.length}`);
  return join(folder, found[0]);
}

let failed = false;
const measured = new Map();
for (const { page, budget } of pages) {
  const result = await measure(page);
  measured.set(page, result);
  const { files, inlineBytes, total } = result;
  const how = prerenderedFile(page) ? "prerendered" : "rendered on request";
  console.log(`\n${page}  (${how}; gzipped JavaScript before any dynamic import)`);
  for (const [file, size] of [...files.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(9)}  ${relative(dist, file)}`);
  }
  if (inlineBytes > 0) console.log(`  ${kb(inlineBytes).padStart(9)}  (inline scripts)`);
  console.log(`  ${kb(total).padStart(9)}  total, ${verdict(total, budget)}`);
  if (total > budget) failed = true;
}

if (given.length === 0) {
  console.log("\nJourneys (each file counted once, inline scripts once per distinct script)");
  for (const { name, budget, steps } of journeys) {
    const files = new Map();
    const inline = new Set();
    for (const step of steps) {
      const page = measured.get(step.page) ?? (await measure(step.page));
      const added = step.chunk ? staticClosure([chunkFile(step.chunk)]) : page.files;
      for (const [file, size] of added) files.set(file, size);
      if (!step.chunk) for (const code of page.inline) inline.add(code);
    }
    const total =
      [...files.values()].reduce((sum, size) => sum + size, 0) +
      [...inline].reduce((sum, code) => sum + gz(code), 0);
    const path = steps.map((step) => (step.chunk ? `${step.page} + ${step.chunk}` : step.page)).join(" → ");
    console.log(`  ${kb(total).padStart(9)}  ${name} (${path}), ${verdict(total, budget)}`);
    if (total > budget) failed = true;
  }
  const loader = gz(readFileSync(join(dist, "embed.js"), "utf8"));
  console.log(
    `\n  ${kb(loader).padStart(9)}  /embed.js (the partner loader, gzipped), ${verdict(loader, LOADER_BUDGET)}`,
  );
  if (loader > LOADER_BUDGET) failed = true;
  console.log("\nSummary");
  for (const { page, budget } of pages) {
    const { total } = measured.get(page);
    console.log(
      `  ${kb(total).padStart(9)}  ${page.padEnd(36)} budget ${kb(budget)}${total > budget ? "  OVER" : ""}`,
    );
  }
  console.log(
    `  ${kb(loader).padStart(9)}  ${"/embed.js (loader)".padEnd(36)} budget ${kb(LOADER_BUDGET)}${loader > LOADER_BUDGET ? "  OVER" : ""}`,
  );
}
server?.child.kill();
process.exit(failed ? 1 : 0);

function verdict(total, budget) {
  return `${total <= budget ? "within" : "OVER"} the ${kb(budget)} budget`;
}
