// @ts-check

import { fileURLToPath } from "node:url";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { linguiMacros } from "@rimbun/i18n/vite";
import { defineConfig, memoryCache } from "astro/config";

// Public env with the embedded-mode defaults (README: the site beside the API on one machine).
const siteUrl = process.env.PUBLIC_SITE_URL ?? "http://localhost:4321";

export default defineConfig({
  site: siteUrl,
  // Every page is prerendered except those that say `prerender = false` (the landing pages and the
  // campaign pages, built from the API on request); the Node server serves both (docs/operations.md).
  output: "static",
  adapter: node({ mode: "standalone" }),
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
    react(),
    sitemap({
      i18n: { defaultLocale: "id", locales: { id: "id-ID", en: "en-GB" } },
      // The campaign pages, rendered on request, list themselves (src/pages/sitemap-campaigns.xml.ts).
      customSitemaps: [`${siteUrl.replace(/\/$/, "")}/sitemap-campaigns.xml`],
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
