import type { Router } from "../lib/openapi.ts";

// Major pinned: jsDelivr serves the newest 5.x.
const swaggerVersion = "5";
const cdn = `https://cdn.jsdelivr.net/npm/swagger-ui-dist@${swaggerVersion}`;

/**
 * `/docs`: Swagger UI from the CDN. Offline the CDN fails, and the page falls back to a plain list
 * of every operation read from `/openapi.json` (same origin, always available).
 */
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rimbun Lestari API</title>
<link rel="stylesheet" href="${cdn}/swagger-ui.css" crossorigin="anonymous">
<style>body{margin:0;font-family:system-ui,sans-serif}#fallback{max-width:960px;margin:24px auto;padding:0 16px}
#fallback code{background:#f4f4f4;padding:2px 4px;border-radius:4px}#fallback li{margin:6px 0}</style>
</head><body>
<div id="swagger-ui"></div>
<div id="fallback" hidden><h1>Rimbun Lestari API</h1><p>The interactive viewer could not load (offline?). The raw document is at <a href="/openapi.json">/openapi.json</a>.</p><ul id="operations"></ul></div>
<script>
function showFallback() {
  var box = document.getElementById("fallback");
  if (!box.hidden) return;
  box.hidden = false;
  fetch("/openapi.json").then(function (r) { return r.json(); }).then(function (doc) {
    var list = document.getElementById("operations");
    Object.keys(doc.paths).sort().forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var li = document.createElement("li");
        var code = document.createElement("code");
        code.textContent = method.toUpperCase() + " " + path;
        li.appendChild(code);
        li.appendChild(document.createTextNode(" " + (op.summary || "")));
        list.appendChild(li);
      });
    });
  });
}
</script>
<script src="${cdn}/swagger-ui-bundle.js" crossorigin="anonymous" onerror="showFallback()"></script>
<script>
if (window.SwaggerUIBundle) {
  window.ui = SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui", withCredentials: true });
} else {
  showFallback();
}
</script>
</body></html>`;

export function registerDocsPage(app: Router) {
  app.get("/docs", (c) => c.html(page));
}
