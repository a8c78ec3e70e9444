/**
 * Browser-visible configuration, read once. Vite inlines `VITE_*` at build time; the defaults are the
 * local ports the README's first command starts (API 8787, site 4321).
 */
function readUrl(name: string, value: string | undefined, fallback: string): string {
  const text = value?.trim() || fallback;
  try {
    // Normalise away a trailing slash so paths can be appended with a leading one.
    return new URL(text).toString().replace(/\/$/, "");
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${text}"`);
  }
}

export const env = {
  apiUrl: readUrl("VITE_API_URL", import.meta.env.VITE_API_URL, "http://localhost:8787"),
  siteUrl: readUrl("VITE_SITE_URL", import.meta.env.VITE_SITE_URL, "http://localhost:4321"),
} as const;
