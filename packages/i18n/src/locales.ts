export const locales = ["id", "en"] as const;
export type Locale = (typeof locales)[number];

/** Indonesian is the product's first language: it lives at `/`, English under `/en/`. */
export const defaultLocale: Locale = "id";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a value asks for, or the default one when it names none we have. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== "string") return defaultLocale;
  const short = value.trim().toLowerCase().slice(0, 2);
  return isLocale(short) ? short : defaultLocale;
}

/** BCP 47 tags for Intl: grouping and month names follow the reader's language. */
export const intlLocale: Record<Locale, string> = { id: "id-ID", en: "en-GB" };

/** Public site paths: Indonesian at `/path`, English at `/en/path`. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}/` : `/${locale}${clean}`;
}

/** Reads the locale of a public site path and the path without its locale prefix. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/(en)(\/.*)?$/.exec(path);
  if (match) return { locale: "en", path: match[2] || "/" };
  return { locale: defaultLocale, path: path || "/" };
}
