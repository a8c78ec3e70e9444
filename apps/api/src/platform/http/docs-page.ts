import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { access } from "./access.ts";
import { html } from "./html.ts";
import type { Router } from "./openapi.ts";

/**
 * `/docs`: Swagger UI served from the installed, pinned `swagger-ui-dist` (works offline, nothing from a
 * CDN). Registered only where docs are enabled (development, or production with DOCS_ENABLED=1).
 */
const assetsDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "docs-init.js": "text/javascript; charset=utf-8",
};

// The initialiser is a file of its own so the page needs no inline script (a strict CSP holds).
const init = `window.ui = SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui", withCredentials: true });`;

const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rimbun Lestari API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head><body>
<div id="swagger-ui"></div>
<noscript><p>The raw document is at <a href="/openapi.json">/openapi.json</a>.</p></noscript>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/docs-init.js"></script>
</body></html>`;

export function registerDocsPage(app: Router) {
  app.get("/docs", access.public(), (c) => c.html(page));
  app.get("/docs/assets/:file", access.public(), async (c) => {
    const file = c.req.param("file");
    const type = assets[file];
    if (!type) return c.notFound();
    const body = file === "docs-init.js" ? init : await readFile(join(assetsDir, file));
    return c.body(body, 200, { "content-type": type, "cache-control": "public, max-age=86400" });
  });
}
