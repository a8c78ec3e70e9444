import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { createI18nForAllLocales } from "@rimbun/i18n";
import type { Locale } from "../db/schema/users.ts";
import { log } from "../log.ts";

async function loadCatalogs(): Promise<Record<Locale, I18n>> {
  try {
    return await createI18nForAllLocales(["api"]);
  } catch (error) {
    // Catalogs are compiled by `pnpm --filter @rimbun/i18n build`; without them mails fall back to English.
    log.warn({ err: error }, "compiled api catalogs missing, using source text");
    const fallback = (locale: Locale) => setupI18n({ locale, messages: { [locale]: {} } });
    return { id: fallback("id"), en: fallback("en") };
  }
}

const instances = await loadCatalogs();

/** A message of the api catalog in the recipient's language (mails, the sandbox page). */
export function translate(
  locale: Locale,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return instances[locale]._(descriptor.id, values, { message: descriptor.message });
}

export function pickLocale(value: string | undefined | null): Locale {
  return value === "en" ? "en" : "id";
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/**
 * For a mail's markup only (mail/campaign-update.ts, beside the mail template library); the pages the
 * API serves are written with the escaping template of platform/http/html.ts instead.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}
