// @ts-check

import { fileURLToPath } from "node:url";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { linguiMacros } from "@rimbun/i18n/vite";
import { defineConfig, memoryCache } from "astro/config";
import { embedLoader } from "./src/integrations/embed-loader.ts";
import { inlineHash } from "./src/integrations/inline-hash.ts";
import { staticHeadersForEveryAddress } from "./src/integrations/static-headers.ts";
import { submitGuardScript } from "./src/lib/submit-guard.ts";

// Public env with the embedded-mode defaults (README: the site beside the API on one machine).
const siteUrl = process.env.PUBLIC_SITE_URL ?? "http://localhost:4321";
const apiUrl = (process.env.PUBLIC_API_URL || "http://localhost:8787").replace(/\/+$/, "");

// The pages' Content-Security-Policy (docs/decisions/csp.md). Astro adds `script-src` and `style-src`:
// 'self' and the hash of every script and style it writes inline, plus the layout's own inline script
// here, so no inline code runs that was not known at build time. Campaign pictures come from the API's
// image route; the islands call the API. Inline `style` attributes (progress bars, spacing) stay
// allowed: they cannot run code.
const contentSecurityPolicy = {
  directives: [
    "default-src 'self'",
    `connect-src 'self' ${new URL(apiUrl).origin}`,
    `img-src 'self' ${apiUrl}/v1/images/`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Every form is sent by its script (fetch); the payment page is opened by navigation, which
    // form-action does not govern, so only our own origin.
    "form-action 'self'",
    // The embed pages replace it with their code's allowed origins (src/middleware.ts,
    // docs/decisions/embed-loader.md); every other page can never be framed.
    "frame-ancestors 'none'",
  ],
  scriptDirective: { hashes: [inlineHash(submitGuardScript)] },
  styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: "attribute" }] },
};

export default defineConfig({
  site: siteUrl,
  // Every page is prerendered except those that say `prerender = false` (the landing pages and the
  // campaign pages, built from the API on request); the Node server serves both (docs/operations.md).
  output: "static",
  // staticHeaders: the prerendered pages' policy goes to dist/_headers.json, which the Node server sends
  // as a header with each of them (a <meta> policy cannot forbid framing; staticHeadersForEveryAddress
  // adds their addresses with a trailing slash); pages built on request send theirs as a header too.
  adapter: node({ mode: "standalone", staticHeaders: true }),
  security: { csp: contentSecurityPolicy },
  // No page is written in Markdown; Astro's default highlighter (Shiki) writes inline styles and makes
  // it warn about the policy at every build.
  markdown: { syntaxHighlight: false },
  // Rendered pages kept briefly in memory (Astro.cache in the pages): the landing renders two React
  // islands on the server, so a burst of visitors costs one render per 10 s, not one each. Bounded:
  // odd Host headers or query strings cannot grow it past 100 pages.
  cache: { provider: memoryCache({ max: 100 }) },
  trailingSlash: "ignore",
  // The shared stylesheets (tokens, layout, components: most of the CSS) are files every page links
  // and the browser caches; only a page's own small sheets (< 4 KB) are inlined
  // (docs/decisions/light-pages.md: 44 KB of CSS inlined in every page made each HTML 105 KB).
  build: { format: "directory", inlineStylesheets: "auto" },
  i18n: {
    locales: ["id", "en"],
    defaultLocale: "id",
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    staticHeadersForEveryAddress(),
    // /embed.js, the loader partners paste (docs/decisions/embed-loader.md).
    embedLoader(),
    react(),
    sitemap({
      i18n: { defaultLocale: "id", locales: { id: "id-ID", en: "en-GB" } },
      // The campaign, fundraiser and team pages, rendered on request, list themselves
      // (src/pages/sitemap-campaigns.xml.ts, src/pages/sitemap-fundraisers.xml.ts).
      customSitemaps: ["sitemap-campaigns.xml", "sitemap-fundraisers.xml"].map(
        (name) => `${siteUrl.replace(/\/$/, "")}/${name}`,
      ),
      // Flow steps that only make sense mid-donation stay out of search results.
      filter: (page) => !/\/(oops|donation\/(result|success|failed|stop|boost))/.test(page),
      // Same addresses as the pages' canonical links: no trailing slash except the two home pages.
      serialize(item) {
        const clean = (url) => url.replace(/(?<!\/en)(?<=[^/])\/$/, "");
        return {
          ...item,
          url: clean(item.url),
          links: item.links?.map((link) => ({ ...link, url: clean(link.url) })),
        };
      },
    }),
  ],
  vite: {
    plugins: [linguiMacros()],
    resolve: {
      alias: {
        "use-sync-external-store/shim": fileURLToPath(
          new URL("./src/lib/shims/use-sync-external-store.ts", import.meta.url),
        ),
      },
    },
    build: {
      rolldownOptions: {
        output: {
          // zod in a chunk of its own: the landing page's first JavaScript must not carry it along
          // with the domain's message list (it loads with the validators, on submit).
          // React, React DOM and the scheduler always load together: one file compresses better than
          // three.
          codeSplitting: {
            groups: [
              { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ],
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
