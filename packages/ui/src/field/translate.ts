import type { I18n } from "@lingui/core";
import { messages, messageValues } from "@rimbun/domain/messages";
import { formatNumber, toLocale } from "@rimbun/i18n";

type Values = Record<string, unknown>;

const domainMessages = new Map<string, { id: string; message: string }>(
  Object.values(messages).map((descriptor) => [descriptor.id, descriptor]),
);

/**
 * Translates a domain message id (a zod issue, a label id) with the English source text as fallback,
 * so a catalog that lags behind the code shows English rather than a raw id. Anything that is not a
 * domain id goes through the loaded catalogs as is (already translated text comes back unchanged).
 */
export function translateMessage(i18n: I18n, idOrText: string, values?: Values): string {
  const descriptor = domainMessages.get(idOrText);
  // Runtime ids, not source strings: read through a plain reference so the extractor skips them.
  const translate = i18n.t.bind(i18n);
  if (descriptor) {
    // Limits a message names (`{max}`) come from the domain rule, in the reader's digits.
    const known = messageValues[descriptor.id];
    const locale = toLocale(i18n.locale);
    const filled = known
      ? {
          ...Object.fromEntries(
            Object.entries(known).map(([key, value]) => [key, formatNumber(value, locale)]),
          ),
          ...values,
        }
      : values;
    return translate(descriptor.id, filled, { message: descriptor.message });
  }
  return translate(idOrText, values);
}
