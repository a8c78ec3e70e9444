// Lighthouse (mobile) against the built public site served locally; prints the four scores per page
// and fails when one is under budget (performance 95, the others 100). Run `pnpm --filter @rimbun/site
// build` first; this script serves apps/site/dist itself on a free port.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const dist = join(dirname(fileURLToPath(import.meta.url)), "../../apps/site/dist");
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/en/", "/donation/monthly"];
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
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address();

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
}
process.exit(failed ? 1 : 0);
