import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";

/** One rule of dist/_headers.json, the file @astrojs/node reads with `staticHeaders`. */
export interface HeaderRule {
  pathname: string;
  headers: { key: string; value: string }[];
}

/**
 * The rules again for the same pages asked for with a trailing slash. The Node server serves
 * `/privacy/` from the same file as `/privacy` (trailingSlash "ignore"), but finds the page's rule by
 * looking for the requested path inside the rule's path, so without these it would answer
 * `/privacy/` with no Content-Security-Policy at all.
 */
export function withTrailingSlashRules(rules: HeaderRule[]): HeaderRule[] {
  const known = new Set(rules.map((rule) => rule.pathname));
  const slashed = rules
    .filter((rule) => !rule.pathname.endsWith("/"))
    .map((rule) => ({ ...rule, pathname: `${rule.pathname}/` }))
    .filter((rule) => !known.has(rule.pathname));
  return [...rules, ...slashed];
}

/**
 * Completes the prerendered pages' headers after @astrojs/node wrote them (the adapter's hooks run
 * first), so every address of a prerendered page is answered with its policy (docs/decisions/csp.md).
 */
export function staticHeadersForEveryAddress(): AstroIntegration {
  let file: URL | undefined;
  return {
    name: "rimbun:static-headers",
    hooks: {
      "astro:config:done": ({ config }) => {
        file = new URL("_headers.json", config.outDir);
      },
      "astro:build:done": async ({ logger }) => {
        if (!file || !existsSync(file)) {
          throw new Error("dist/_headers.json is missing: the prerendered pages would have no policy");
        }
        const rules = JSON.parse(await readFile(file, "utf8")) as HeaderRule[];
        const complete = withTrailingSlashRules(rules);
        await writeFile(file, `${JSON.stringify(complete, null, "\t")}\n`);
        logger.info(`headers for ${complete.length} prerendered addresses`);
      },
    },
  };
}
