// Who may import whom (docs/architecture.md), checked by `pnpm run check:boundaries` in `npm test`.
// Paths are real paths from the repo root: a workspace import (`@rimbun/domain`) resolves through the
// node_modules symlink to `packages/domain/src/...`, so one path rule covers the package name and a
// relative path alike. A relative import has the dependency type "local"; a package import does not.

/** Our code: a path into an app, a package or e2e, or a `@rimbun/*` name that did not resolve. */
const ours = ["^apps/", "^packages/", "^e2e/", "^@rimbun/"];

/** Tests and the helpers beside them (`x.test.ts`, `test-fetch.ts`, `src/test/`). */
const testCode = ["\\.test\\.tsx?$", "/test-[^/]+\\.tsx?$", "/test/"];

/** @param {string} name @param {string} comment @param {string} from @param {string[]} allowed */
function importsOnly(name, comment, from, allowed) {
  return {
    name,
    comment,
    severity: "error",
    from: { path: `^packages/${from}/` },
    to: { path: ours, pathNot: [from, ...allowed].map((folder) => `^packages/${folder}/`) },
  };
}

export default {
  forbidden: [
    {
      name: "app-imports-app",
      comment: "Apps import packages, never each other (docs/architecture.md: who may import whom).",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    importsOnly("domain-imports-ours", "domain is pure rules: it imports nothing of ours.", "domain", []),
    importsOnly("i18n-imports-ours", "i18n imports nothing of ours.", "i18n", []),
    importsOnly(
      "content-imports-ours",
      "Shared content is plain data: it imports nothing of ours.",
      "content",
      [],
    ),
    importsOnly("contract-imports-more-than-domain", "The contract is built on domain alone.", "contract", [
      "domain",
    ]),
    importsOnly("ui-imports-more-than-domain-and-i18n", "ui is presentational: domain and i18n only.", "ui", [
      "domain",
      "i18n",
    ]),
    importsOnly(
      "api-client-imports-more-than-domain-and-contract",
      "api-client is built on domain and the contract.",
      "api-client",
      ["domain", "contract"],
    ),
    {
      name: "api-client-loads-contract",
      comment:
        "api-client takes the contract's types only (import type), so zod stays out of pages that do not load it; its tests may wire validateResponse.",
      severity: "error",
      from: { path: "^packages/api-client/", pathNot: testCode },
      to: { path: "^packages/contract/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-rule-loads-zod",
      comment:
        "domain's top-level modules are plain rules: zod and the schemas stay under src/schemas, so a page that needs a rule does not load zod.",
      severity: "error",
      from: { path: "^packages/domain/src/[^/]+$", pathNot: testCode },
      to: { path: ["/node_modules/zod/", "^packages/domain/src/schemas/"] },
    },
    {
      name: "api-imports-ui",
      comment: "The API never imports presentational components.",
      severity: "error",
      from: { path: "^apps/api/" },
      to: { path: "^packages/ui/" },
    },
    {
      name: "relative-import-leaves-package",
      comment:
        "A relative import stays in its own app or package; anything else goes through a package name.",
      severity: "error",
      from: { path: "^(apps|packages)/([^/]+)/" },
      to: { dependencyTypes: ["local"], pathNot: "^$1/$2/" },
    },
    {
      name: "relative-import-leaves-e2e",
      comment: "e2e reaches apps and packages through their package names, never a relative path.",
      severity: "error",
      from: { path: "^e2e/" },
      to: { dependencyTypes: ["local"], pathNot: "^e2e/" },
    },
    {
      name: "e2e-reaches-api-internals",
      comment: "e2e starts and prepares the API only through @rimbun/api's exports (e2e-support, server).",
      severity: "error",
      from: { path: "^e2e/" },
      to: { path: "^apps/api/", pathNot: "^apps/api/src/(e2e-support|server)\\.ts$" },
    },
    {
      name: "no-circular",
      comment:
        "No import circles: a module never reaches itself through its imports, type-only imports included (docs/api.md#areas).",
      severity: "error",
      from: { path: ours },
      to: { circular: true },
    },
    {
      name: "api-route-imports-database",
      comment:
        "An API route file reads and writes through its area's services, never the database or drizzle itself; a type (a Locale) may come from the schema (docs/api.md#areas).",
      severity: "error",
      from: { path: "^apps/api/src/.*/routes/[^/]+\\.tsx?$", pathNot: testCode },
      to: {
        path: ["^apps/api/src/platform/db/", "/node_modules/drizzle-orm/"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "unresolved-workspace-import",
      comment:
        "A @rimbun/* import must resolve: declare the package in package.json and import an exported path.",
      severity: "error",
      from: {},
      to: { path: "^@rimbun/", couldNotResolve: true },
    },
  ],
  options: {
    // TypeScript type-only imports count: a type reaching across a boundary is still a dependency.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    // Our folders' own node_modules, build output and caches are not source. Dependencies in the
    // root node_modules stay in the graph as leaves (doNotFollow), so a rule can name one (zod).
    exclude: {
      path: [
        "^(apps/[^/]+/|packages/[^/]+/|e2e/)node_modules/",
        "/(dist|storybook-static|\\.astro|\\.vitest|test-results|playwright-report)/",
      ],
    },
    // Resolve workspace packages through their package.json `exports`, as Vite, tsx and tsc do.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
