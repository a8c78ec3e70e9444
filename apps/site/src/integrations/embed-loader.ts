import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "vite";

/** The loader partners paste (src/features/embed/loader/loader.ts), served at /embed.js. */
const entry = fileURLToPath(new URL("../features/embed/loader/loader.ts", import.meta.url));

/**
 * Builds the loader to one small classic script: no module syntax (a partner's `<script async>` runs
 * it as is), nothing on the page's globals, minified. Its size is measured by scripts/measure.mjs
 * against the 8 KB budget (docs/decisions/embed-loader.md).
 */
export async function buildEmbedLoader(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      target: "es2019",
      lib: { entry, formats: ["iife"], name: "rimbunEmbed", fileName: () => "embed.js" },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!("output" in result)) continue;
    const chunk = result.output.find((item) => item.type === "chunk");
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error("the embed loader was not built");
}

/**
 * /embed.js in the build (dist/client/embed.js, served by the Node server like any file) and, built on
 * each request, in the development server.
 */
export function embedLoader(): AstroIntegration {
  let clientDir: URL | undefined;
  return {
    name: "rimbun:embed-loader",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = config.build.client;
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use("/embed.js", (_request, response, next) => {
          buildEmbedLoader().then((code) => {
            response.setHeader("content-type", "text/javascript; charset=utf-8");
            response.setHeader("cache-control", "no-store");
            response.end(code);
          }, next);
        });
      },
      "astro:build:done": async ({ logger }) => {
        if (!clientDir) throw new Error("the client folder is not known");
        const code = await buildEmbedLoader();
        await writeFile(new URL("embed.js", clientDir), code);
        logger.info(`embed.js: ${code.length} bytes`);
      },
    },
  };
}
