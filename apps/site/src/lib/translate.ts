import type { I18n } from "@lingui/core";
import { messages } from "@rimbun/domain/messages";

const domainMessages = new Map<string, { id: string; message: string }>(
  Object.values(messages).map((descriptor) => [descriptor.id, descriptor]),
);

/**
 * A domain message id (a zod issue, an API error) in the reader's language, with the English source
 * as fallback. Same rule as `translateMessage` in @rimbun/ui, kept here so islands import ui
 * components one by one instead of through its index (which drags every component's domain modules,
 * zod included, into the landing page's first JavaScript).
 */
export function translateId(i18n: I18n, id: string, values?: Record<string, unknown>): string {
  // Called through a plain function so the extractor does not take the dynamic id for a message.
  const translate = i18n._.bind(i18n);
  const descriptor = domainMessages.get(id);
  if (descriptor) return translate({ id: descriptor.id, message: descriptor.message, values });
  return translate(id, values);
}
