import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { Locale } from "../db/schema/users.ts";

// TODO(i18n): load the compiled `api` catalogs from @rimbun/i18n once its runtime loader exists; until then
// every message falls back to the English source text of its descriptor.
const instances = new Map<Locale, I18n>();

export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, instance);
  }
  return instance;
}

export function translate(
  locale: Locale,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return i18nFor(locale)._(descriptor.id, values, { message: descriptor.message });
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
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}
