import { layout, type RenderedMail } from "../mail/templates.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import {
  renderWhatsAppBody,
  renderWhatsAppButton,
  type WhatsAppTemplateName,
  whatsAppTemplates,
} from "./templates.ts";

/**
 * A WhatsApp message by e-mail, for a number not on WhatsApp: the template's own text in the mail layout,
 * without the STOP line (it means nothing in a mail), its URL button as the mail's button. Null for templates
 * that are about WhatsApp itself (the confirmation).
 */
export function whatsAppFallbackMail(
  template: WhatsAppTemplateName,
  locale: Locale,
  parameters: { body: readonly string[]; button?: string | undefined },
  apiPublicUrl: string,
): RenderedMail | null {
  const subject = whatsAppTemplates[template].mailSubject;
  if (!subject) return null;
  const text = renderWhatsAppBody(template, locale, parameters.body).replace(
    /\s*(Balas BERHENTI|Reply STOP)[^.]*\.$/,
    "",
  );
  const button = renderWhatsAppButton(template, locale, parameters.button, apiPublicUrl);
  return layout(locale, "whatsapp-fallback", subject[locale], null, {
    paragraphs: [text],
    ...(button ? { action: { label: button.label, url: button.url } } : {}),
  });
}
