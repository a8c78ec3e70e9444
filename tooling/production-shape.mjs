// `pnpm start:production-shape`: the production layout of docs/deploy.md on one machine.
//
//   :4321  site       hashed assets (/_astro/*) from disk, precompressed, cached a year; everything else
//                     proxied to Astro's Node server (127.0.0.1:4331) and compressed on the way out
//   :5173  dashboard  the built SPA from disk, precompressed; /assets/* cached a year, index.html revalidated;
//                     the headers of its _headers file (its Content-Security-Policy) on every answer
//   :8787  API        API_PROCESSES processes (node:cluster, one port) with RUN_JOBS=0
//          worker     one job worker (monthly billing, mails, retention)
//          PostgreSQL DATABASE_URL (required; --create-database makes a local one)
//
// Production mode (the default) starts the API with NODE_ENV=production, so env.ts refuses every unsafe
// setting (dev secrets, the sandbox, demo data, no SMTP, plain http outside localhost) and nothing of
// development (API docs, /dev/outbox, the sandbox) exists. `--trial` runs the same shape with
// NODE_ENV=development for a look on a laptop; it says so on every start.
//
// Flags: --skip-build, --trial, --create-database (on PG_ADMIN_URL, default the local server).
// Variables: DATABASE_URL, API_PROCESSES (2), SITE_PORT / DASHBOARD_PORT / API_PORT / SITE_SERVER_PORT,
// and everything the API and the builds read (docs/operations.md).
import { spawn, spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, createBrotliCompress, createGzip, gzipSync, constants as zlib } from "node:zlib";
import sirv from "sirv";
import "./require-node.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = join(root, "apps/api");
const builtSiteClient = join(root, "apps/site/dist/client");
const siteServer = join(root, "apps/site/dist/server/entry.mjs");
const builtDashboard = join(root, "apps/dashboard/dist");
// The static files are served from a copy with their .br/.gz beside them, so the builds' own folders
// stay as the build wrote them (size checks read those).
const served = join(root, ".production-shape");
const siteClient = join(served, "site");
const dashboardDist = join(served, "dashboard");
const flags = new Set(process.argv.slice(2));
const trial = flags.has("--trial");
const apiProcesses = Number(process.env.API_PROCESSES ?? 2);
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const ports = {
  site: port("SITE_PORT", 4321),
  siteServer: port("SITE_SERVER_PORT", 4331),
  dashboard: port("DASHBOARD_PORT", 5173),
  api: port("API_PORT", 8787),
};

const yearImmutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;

function fail(message) {
  console.error(`production-shape: ${message}`);
  process.exit(1);
}

function run(command, args, env = {}, cwd = root) {
  console.log(`> ${command === process.execPath ? "node" : command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function createDatabase() {
  const pg = createRequire(join(apiDir, "package.json"))("pg");
  const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = "rimbun_production_shape";
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Writes `.br` and `.gz` beside every text file over 1 KB (sirv serves them by Accept-Encoding). */
function precompress(folder) {
  let written = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (compressible.test(entry.name) && statSync(path).size > 1024) {
        const source = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        written += 1;
      }
    }
  };
  walk(folder);
  return written;
}

/**
 * The headers a built folder asks every answer to carry, from its `_headers` file (the format static
 * hosts such as Netlify and Cloudflare Pages read: a path pattern, then indented `Name: value` lines).
 * The dashboard's build writes its Content-Security-Policy there (docs/deploy.md); only `/*` is used.
 */
function headersFileOf(folder) {
  const file = join(folder, "_headers");
  if (!existsSync(file)) fail(`${file} is missing: run without --skip-build`);
  const headers = [];
  let everyPath = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) everyPath = line.trim() === "/*";
    else if (everyPath) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return headers;
}

/** Security headers for files served here (the API and Astro's server set their own). */
function baseHeaders(res) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
}

/** Proxies to Astro's server; HTML, JSON and other text answers are compressed here when the client accepts it. */
function proxyToSite(req, res) {
  const upstream = httpRequest(
    {
      host: "127.0.0.1",
      port: ports.siteServer,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, "accept-encoding": "identity" },
    },
    (answer) => {
      const type = String(answer.headers["content-type"] ?? "");
      const accepts = String(req.headers["accept-encoding"] ?? "");
      const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
      const textual = /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(type);
      const headers = { ...answer.headers };
      if (!encoding || !textual || answer.headers["content-encoding"] || req.method === "HEAD") {
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      }
      delete headers["content-length"];
      headers["content-encoding"] = encoding;
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
      res.writeHead(answer.statusCode ?? 502, headers);
      const compressor =
        encoding === "br"
          ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip({ level: 6 });
      answer.pipe(compressor).pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("site server unavailable");
  });
  req.pipe(upstream);
}

/** Resolves once the server listens; a taken port stops the script with one line. */
function listen(server, where) {
  return new Promise((resolve) => {
    server.once("error", (error) => fail(`${where}: ${error.message}`));
    server.listen(where, () => resolve(server));
  });
}

function startSiteFront() {
  const assets = sirv(siteClient, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders: (res) => {
      baseHeaders(res);
      res.setHeader("Cache-Control", yearImmutable);
    },
  });
  return createServer((req, res) => {
    // Only Astro's hashed output comes from disk here; pages (prerendered or not) keep Astro's own
    // routing (trailing slashes, the 404 page in the address's language, campaign pages on request).
    if ((req.url ?? "").startsWith("/_astro/")) assets(req, res, () => proxyToSite(req, res));
    else proxyToSite(req, res);
  });
}

function startDashboard() {
  const required = headersFileOf(dashboardDist);
  const files = sirv(dashboardDist, {
    brotli: true,
    gzip: true,
    etag: true,
    single: true,
    dotfiles: false,
    setHeaders: (res, pathname) => {
      baseHeaders(res);
      for (const [name, value] of required) res.setHeader(name, value);
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? yearImmutable : revalidate);
    },
  });
  return createServer((req, res) => files(req, res));
}

function startApiCluster(env) {
  cluster.setupPrimary({
    exec: join(apiDir, "src/server.ts"),
    execArgv: ["--import", "tsx"],
    args: [],
    cwd: apiDir,
  });
  const workers = [];
  for (let index = 0; index < apiProcesses; index += 1) {
    workers.push(cluster.fork({ ...env, PORT: String(ports.api), RUN_JOBS: "0" }));
  }
  return workers;
}

async function main() {
  if (!Number.isInteger(apiProcesses) || apiProcesses < 1 || apiProcesses > 32) {
    fail("API_PROCESSES must be a whole number from 1 to 32");
  }
  if (flags.has("--create-database") && !process.env.DATABASE_URL) {
    process.env.DATABASE_URL = await createDatabase();
  }
  if (!process.env.DATABASE_URL) {
    fail(
      "DATABASE_URL is required (PostgreSQL; several processes cannot share PGlite). Or pass --create-database.",
    );
  }
  const env = {
    ...process.env,
    NODE_ENV: trial ? "development" : "production",
    // Built files are served by this script; nothing of a dev server runs.
    ASTRO_TELEMETRY_DISABLED: "1",
    TURBO_TELEMETRY_DISABLED: "1",
  };
  if (!trial && env.SEED_DEMO)
    fail("SEED_DEMO is refused in production (use --trial for a look with demo data)");
  // Migrations once, before any process starts (each would wait on the advisory lock anyway); this
  // also checks the configuration first, so a refused setting stops the script before a long build.
  run(process.execPath, ["--import", "tsx", "src/platform/db/migrate-cli.ts"], env, apiDir);
  if (!flags.has("--skip-build")) {
    run(
      "pnpm",
      ["exec", "turbo", "run", "build", "--filter=@rimbun/site", "--filter=@rimbun/dashboard"],
      env,
    );
  }
  for (const path of [siteServer, join(builtSiteClient, "_astro"), join(builtDashboard, "index.html")]) {
    if (!existsSync(path)) fail(`${path} is missing: run without --skip-build`);
  }
  rmSync(served, { recursive: true, force: true });
  cpSync(builtSiteClient, siteClient, { recursive: true });
  cpSync(builtDashboard, dashboardDist, { recursive: true });
  const compressed = precompress(siteClient) + precompress(dashboardDist);
  console.log(`precompressed ${compressed} files (brotli and gzip)`);

  // The public ports first: a taken one stops everything before any process starts.
  const servers = [
    await listen(startSiteFront(), ports.site),
    await listen(startDashboard(), ports.dashboard),
  ];
  const children = [];
  const apiWorkers = startApiCluster(env);
  children.push(
    // The worker's pool: a charge holds a connection while the provider answers (docs/deploy.md).
    spawn(process.execPath, ["--import", "tsx", "src/worker.ts"], {
      cwd: apiDir,
      env: { DATABASE_POOL_SIZE: "24", ...env },
      stdio: "inherit",
    }),
    spawn(process.execPath, [siteServer], {
      cwd: root,
      env: {
        ...env,
        HOST: "127.0.0.1",
        PORT: String(ports.siteServer),
        API_URL: `http://127.0.0.1:${ports.api}`,
      },
      stdio: "inherit",
    }),
  );
  // If this script dies, its processes go with it.
  process.on("exit", () => {
    for (const child of [...children, ...apiWorkers.map((worker) => worker.process)]) child.kill("SIGTERM");
  });

  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    for (const worker of apiWorkers) worker.process.kill("SIGTERM");
    for (const child of children) child.kill("SIGTERM");
    setTimeout(() => process.exit(code), 11_000).unref();
    Promise.all(
      [...children, ...apiWorkers.map((worker) => worker.process)].map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve))),
      ),
    ).then(() => process.exit(code));
  };
  for (const child of [...children, ...apiWorkers.map((worker) => worker.process)]) {
    child.once("exit", (exitCode) => {
      if (!stopping) {
        console.error(`production-shape: a process stopped (${exitCode}); stopping the rest`);
        stopAll(1);
      }
    });
  }
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  console.log(`
Rimbun in its production shape${trial ? " (TRIAL: NODE_ENV=development, sandbox payments — not for real donations)" : ""}:
  site       http://localhost:${ports.site}
  dashboard  http://localhost:${ports.dashboard}
  API        http://localhost:${ports.api}  (${apiProcesses} processes, RUN_JOBS=0)
  worker     1 process
  database   ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`);
}

if (cluster.isPrimary) await main();
