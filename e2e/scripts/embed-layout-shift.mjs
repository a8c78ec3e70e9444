// Lighthouse (mobile) on a partner's test page that embeds the donate button and the goal meter with the
// snippet of docs/embed.md, text above and below it; prints the page's Cumulative Layout Shift and fails
// above 0 (docs/decisions/embed-loader.md: the loader reserves the widget's whole size the moment it runs).
// Run `pnpm --filter @rimbun/site build` first. Self-contained, on spare loopback ports: the built site's
// server, a stand-in for the API's public embed call (one code allowing the partner's origin) and the
// partner's page on another origin, so it needs neither the demo API nor the journeys' fixed ports.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const siteServer = join(dirname(fileURLToPath(import.meta.url)), "../../apps/site/dist/server/entry.mjs");
if (!existsSync(siteServer)) {
  console.error("apps/site/dist/server is missing: run `pnpm --filter @rimbun/site build` first.");
  process.exit(1);
}
const code = "EMBED2TEST";

/** Listens on a spare port of 127.0.0.1 and gives the server and its origin. */
async function listen(handler) {
  const server = createServer(handler);
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** `/reserved`: the snippet holds the widget's room itself (its style attribute); `/bare`: it does not. */
const partner = await listen((request, response) => {
  const reserve = request.url === "/reserved" ? ` style="display:block;height:176px"` : "";
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sahabat Hutan</title>
<meta name="description" content="A partner's page with the Rimbun donate button."></head>
<body><main><h1>Sahabat Hutan</h1><p>Komunitas pecinta hutan kota. Bantu kami menanam seribu pohon di tepi sungai.</p>
<script async src="${site.origin}/embed.js" data-rimbun-embed="${code}" data-locale="id"
 data-presets="50000,100000" data-meter="true"${reserve}></script>
<p>Setiap pohon ditanam dan dirawat bersama warga. Laporan kegiatan kami terbit setiap bulan.</p>
<p>Terima kasih telah mampir.</p></main></body></html>`);
});
const api = await listen((request, response) => {
  response.setHeader("content-type", "application/json");
  if (request.url !== `/v1/embeds/${code}`) {
    response.statusCode = 404;
    response.end(JSON.stringify({ error: true, code: "NOT_FOUND", message: "error.notFound", result: null }));
    return;
  }
  const embed = {
    id: code,
    locale: "id",
    presets: [75_000, 150_000],
    colour: "#0b6e4f",
    show_meter: true,
    allowed_origins: [partner.origin],
    target: {
      kind: "campaign",
      slug: "bersama-jaga-alam-kita",
      title: { id: "Jaga Alam", en: "Protect Nature" },
    },
    meter: { raised_idr: 1_250_000, goal_idr: 5_000_000, donors: 12 },
  };
  response.end(JSON.stringify({ error: false, message: "ok", result: embed }));
});
const sitePort = await new Promise((done) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => done(port));
  });
});
const site = { origin: `http://127.0.0.1:${sitePort}` };
const siteProcess = spawn(process.execPath, [siteServer], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(sitePort), API_URL: api.origin },
  stdio: "ignore",
});
for (let i = 0; i < 60; i += 1) {
  try {
    if ((await fetch(`${site.origin}/embed.js`)).ok) break;
  } catch {
    await new Promise((done) => setTimeout(done, 250));
  }
}

// The widget must have something to show, or a CLS of 0 would prove nothing.
const config = await fetch(`${site.origin}/embed/config/${code}`);
if (!config.ok) throw new Error(`the site's embed config answered ${config.status}`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
let cls = Number.POSITIVE_INFINITY;
try {
  for (const variant of ["reserved", "bare"]) {
    const result = await lighthouse(`${partner.origin}/${variant}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: ["performance"],
    });
    const shift = result?.lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.POSITIVE_INFINITY;
    // The budget holds for the documented snippet; the bare tag's figure is printed for the docs.
    if (variant === "reserved") cls = shift;
    const note = variant === "reserved" ? "(budget 0)" : "(script tag without its height, for comparison)";
    console.log(`partner page, snippet ${variant}: CLS ${shift.toFixed(3)} ${note}`);
  }
} finally {
  await chrome.kill();
  siteProcess.kill();
  partner.server.close();
  api.server.close();
}
process.exit(cls > 0 ? 1 : 0);
