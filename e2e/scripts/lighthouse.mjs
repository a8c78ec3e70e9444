// Lighthouse (mobile) against the built public site served locally beside the API, as visitors get it;
// prints the four scores per page and fails when one is under budget (performance 95, the others 100).
// Run `pnpm --filter @rimbun/site build` first. The site is served on its own port 4321 (the origin the
// API allows); an API with demo data is started on a fresh data folder unless one already answers.
import { spawn } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const dist = join(dirname(fileURLToPath(import.meta.url)), "../../apps/site/dist");
// The budget is the landing page's (both languages); pass other paths as arguments to measure them too.
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/en/"];
const budget = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".xml": "application/xml",
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".webp": "image/webp",
  ".txt": "text/plain",
};

if (!existsSync(dist)) {
  console.error("apps/site/dist is missing: run `pnpm --filter @rimbun/site build` first.");
  process.exit(1);
}

// A plain static server with compression left to Lighthouse's simulated throttling, as a CDN would serve it.
const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let file = normalize(join(dist, decodeURIComponent(url.pathname)));
  if (!file.startsWith(dist)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
  if (!existsSync(file)) {
    res.writeHead(404, { "content-type": "text/html" });
    createReadStream(join(dist, "404.html")).pipe(res);
    return;
  }
  const cache = /\/_astro\//.test(url.pathname) ? "public, max-age=31536000, immutable" : "no-cache";
  res.writeHead(200, {
    "content-type": types[extname(file)] ?? "application/octet-stream",
    "cache-control": cache,
  });
  createReadStream(file).pipe(res);
});
const port = 4321;
await new Promise((resolve, reject) => {
  server.once("error", reject);
  server.listen(port, "localhost", resolve);
}).catch((error) => {
  console.error(`Port ${port} is taken (${error.code}): stop the site preview first.`);
  process.exit(1);
});

const apiUrl = "http://localhost:8787";
let api = null;
if (!(await answers(`${apiUrl}/health`))) {
  api = spawn("pnpm", ["--dir", join(dirname(fileURLToPath(import.meta.url)), "../../apps/api"), "start"], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "rimbun-lighthouse-")), SEED_DEMO: "1" },
    stdio: "ignore",
    // Its own process group, so pnpm and the server it starts stop together.
    detached: true,
  });
  for (let i = 0; i < 120 && !(await answers(`${apiUrl}/health`)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

let failed = false;
try {
  for (const page of pages) {
    const result = await lighthouse(`http://localhost:${port}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: Object.keys(budget),
    });
    const scores = Object.fromEntries(
      Object.keys(budget).map((key) => [key, Math.round((result?.lhr.categories[key]?.score ?? 0) * 100)]),
    );
    const line = Object.entries(scores)
      .map(([key, score]) => `${key} ${score}${score < budget[key] ? ` (budget ${budget[key]})` : ""}`)
      .join(", ");
    console.log(`${page.padEnd(24)} ${line}`);
    for (const [key, score] of Object.entries(scores)) {
      if (score < budget[key]) {
        failed = true;
        const audits = Object.values(result?.lhr.audits ?? {})
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              result?.lhr.categories[key]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => `    - ${a.id}: ${a.title}`);
        console.log(audits.slice(0, 10).join("\n"));
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
  if (api?.pid) process.kill(-api.pid, "SIGTERM");
}
process.exit(failed ? 1 : 0);
