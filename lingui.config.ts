import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// One catalog per area, so each app loads only what it shows and each area's translations
// change without touching the others. LINGUI_AREA limits extraction to one area.
const areas = {
  domain: ["packages/domain/src"],
  api: ["apps/api/src"],
  ui: ["packages/ui/src"],
  site: ["apps/site/src"],
  dashboard: ["apps/dashboard/src"],
} as const;

const only = process.env.LINGUI_AREA;
if (only && !(only in areas)) {
  throw new Error(`LINGUI_AREA must be one of ${Object.keys(areas).join(", ")}`);
}

export default defineConfig({
  sourceLocale: "en",
  locales: ["id", "en"],
  catalogs: Object.entries(areas)
    .filter(([area]) => !only || area === only)
    .map(([area, include]) => ({
      path: `<rootDir>/packages/i18n/locales/{locale}/${area}`,
      include: include.map((dir) => `<rootDir>/${dir}`),
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*", "**/dist/**"],
    })),
  orderBy: "messageId",
  // Line numbers would make every edit churn the catalogs.
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
