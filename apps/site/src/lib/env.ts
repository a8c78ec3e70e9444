/**
 * Browser-visible configuration, read once. Defaults are the embedded mode: the site, the API and the
 * dashboard side by side on one machine (README).
 */
function withoutTrailingSlash(value: string): string {
  return value.replace(/\/+$/, "");
}

export const publicEnv = {
  siteUrl: withoutTrailingSlash(import.meta.env.PUBLIC_SITE_URL || "http://localhost:4321"),
  apiUrl: withoutTrailingSlash(import.meta.env.PUBLIC_API_URL || "http://localhost:8787"),
  dashboardUrl: withoutTrailingSlash(import.meta.env.PUBLIC_DASHBOARD_URL || "http://localhost:5173"),
} as const;

/** A dashboard address in the reader's language (the dashboard reads `?locale=`). */
export function dashboardUrl(path: string, locale: "id" | "en"): string {
  return `${publicEnv.dashboardUrl}${path}?locale=${locale}`;
}
