import type { Plugin } from "vite";

/**
 * The dashboard's Content-Security-Policy (docs/decisions/csp.md). The built SPA has no inline script or
 * style: scripts and stylesheets only from its own origin, requests to the API, pictures from the API's
 * image and avatar routes (and `blob:` for an avatar shown before it is uploaded), no plugins, no
 * `<base>`, forms only to itself. `frame-ancestors` works only as a header, so the `<meta>` copy for
 * static hosts leaves it out (a browser reports it as an error there).
 */
export function dashboardPolicy(apiUrl: string): { header: string; meta: string } {
  const api = apiUrl.replace(/\/+$/, "");
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${new URL(api).origin}`,
    `img-src 'self' blob: ${api}/v1/images/ ${api}/public/avatars/`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return { meta: directives.join("; "), header: [...directives, "frame-ancestors 'none'"].join("; ") };
}

/** The `_headers` file static hosts read (Netlify, Cloudflare Pages), and tooling/production-shape.mjs. */
export const headersFileName = "_headers";

/**
 * Puts the policy where each server of the built dashboard finds it: a `<meta>` at the top of
 * index.html (any static host), `_headers` beside it, and the header on every answer of `vite preview`
 * (the journeys). The development server gets none: Vite writes inline scripts there.
 */
export function contentSecurityPolicy(): Plugin {
  let policy = dashboardPolicy("http://localhost:8787");
  return {
    name: "rimbun:content-security-policy",
    configResolved(config) {
      // The same variable and default as src/env.ts.
      policy = dashboardPolicy(config.env.VITE_API_URL?.trim() || "http://localhost:8787");
    },
    transformIndexHtml(_html, context) {
      if (context.server) return [];
      return [
        {
          tag: "meta",
          attrs: { "http-equiv": "Content-Security-Policy", content: policy.meta },
          injectTo: "head-prepend",
        },
      ];
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: headersFileName,
        source: `/*\n  Content-Security-Policy: ${policy.header}\n`,
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader("Content-Security-Policy", policy.header);
        next();
      });
    },
  };
}
