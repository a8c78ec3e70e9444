import type { Database } from "../platform/db/client.ts";
import { emailOutbox } from "../platform/db/schema/index.ts";
import type { MessagingProvider } from "./port.ts";
import { isWhatsAppTemplate, renderWhatsAppBody, renderWhatsAppButton } from "./templates.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development: a "sent" WhatsApp message is a row of the outbox page (mail/routes/dev-outbox.ts), kind
 * `whatsapp`, addressed to the number, in the message's language. Never in production (services.ts).
 */
export function createOutboxMessaging(
  db: Database,
  now: () => Date,
  apiPublicUrl: string,
): MessagingProvider {
  return {
    code: "outbox",
    async sendTemplate(message) {
      if (!isWhatsAppTemplate(message.template)) throw new Error(`unknown template ${message.template}`);
      const text = renderWhatsAppBody(message.template, message.locale, message.body);
      const button = renderWhatsAppButton(message.template, message.locale, message.button, apiPublicUrl);
      const full = button ? `${text}\n\n[${button.label}] ${button.url}` : text;
      const id = `outbox.${crypto.randomUUID()}`;
      await db.insert(emailOutbox).values({
        to: message.to,
        kind: "whatsapp",
        locale: message.locale,
        subject: `WhatsApp · ${message.template}`,
        text: full,
        html: `<pre style="white-space:pre-wrap">${escapeHtml(full)}</pre>`,
        status: "sent",
        sentAt: now(),
      });
      return id;
    },
  };
}
