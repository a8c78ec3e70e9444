// @ts-check
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
  // Inline CSS: no render-blocking stylesheet requests on a phone network (Lighthouse).
  build: { format: "directory", inlineStylesheets: "always" },
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
    build: {
      rolldownOptions: {
        output: {
          // zod in a chunk of its own: the landing page's first JavaScript must not carry it along
          // with the domain's message list (it loads with the validators, on submit).
          codeSplitting: { groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]/ }] },
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
