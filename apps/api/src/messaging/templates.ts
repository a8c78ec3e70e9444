import type { Locale } from "../platform/db/schema/users.ts";

/**
 * The WhatsApp message templates (docs/deploy.md#whatsapp lists them for registration). Meta approves
 * each template's text per language and sends only that text, so the text lives here word for word in
 * both languages, not in the site's catalogs: what is registered and what the outbox page shows are
 * one text. `{{1}}`… are the body's parameters; `button` is a URL button whose last part is a parameter.
 */
export interface WhatsAppTemplate {
  /** Meta's category: what the platform charges and how it may be sent. */
  category: "UTILITY" | "MARKETING";
  /** What each `{{n}}` is, in order (the send passes exactly these). */
  parameters: readonly string[];
  body: Record<Locale, string>;
  /** A URL button: its label and the URL registered with `{{1}}` at the end. */
  button?: { label: Record<Locale, string>; url: string };
  /** What a donor whose number is not on WhatsApp gets by e-mail instead; null: nothing (the message is about WhatsApp itself). */
  mailSubject: Record<Locale, string> | null;
}

export const whatsAppTemplates = {
  /** Sent when a donor turns WhatsApp on: nothing else is sent until they answer YA/YES. */
  rimbun_consent_confirm: {
    category: "UTILITY",
    parameters: ["name"],
    body: {
      id: "Halo {{1}}, Anda meminta kabar donasi bulanan Yayasan Rimbun Lestari lewat WhatsApp. Balas YA untuk mengonfirmasi. Balas BERHENTI kapan saja untuk berhenti.",
      en: "Hello {{1}}, you asked for Yayasan Rimbun Lestari's monthly giving updates on WhatsApp. Reply YES to confirm. Reply STOP at any time to stop.",
    },
    mailSubject: null,
  },
  /** A monthly gift is due: the pay link's token is the button's parameter (wired in phase 2). */
  rimbun_monthly_reminder: {
    category: "UTILITY",
    parameters: ["name", "amount", "due date"],
    body: {
      id: "Halo {{1}}, donasi bulanan Anda sebesar {{2}} jatuh tempo pada {{3}}. Terima kasih telah menanam bersama Rimbun. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Hello {{1}}, your monthly gift of {{2}} is due on {{3}}. Thank you for planting with Rimbun. Reply STOP to stop WhatsApp messages.",
    },
    button: { label: { id: "Bayar sekarang", en: "Pay now" }, url: "https://rimbun.example/i/{{1}}" },
    mailSubject: { id: "Donasi bulanan Anda jatuh tempo", en: "Your monthly gift is due" },
  },
  /** A monthly gift was received (wired in phase 2). */
  rimbun_payment_received: {
    category: "UTILITY",
    parameters: ["name", "amount"],
    body: {
      id: "Terima kasih {{1}}, donasi bulanan Anda sebesar {{2}} telah kami terima. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Thank you {{1}}, we received your monthly gift of {{2}}. Reply STOP to stop WhatsApp messages.",
    },
    mailSubject: { id: "Donasi bulanan Anda telah diterima", en: "We received your monthly gift" },
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type WhatsAppTemplateName = keyof typeof whatsAppTemplates;

export const consentConfirmTemplate: WhatsAppTemplateName = "rimbun_consent_confirm";

export function isWhatsAppTemplate(name: string): name is WhatsAppTemplateName {
  return Object.hasOwn(whatsAppTemplates, name);
}

/** The body as the recipient reads it: each `{{n}}` replaced by its parameter. */
export function renderWhatsAppBody(
  name: WhatsAppTemplateName,
  locale: Locale,
  body: readonly string[],
): string {
  return (whatsAppTemplates[name].body[locale] as string).replace(
    /\{\{(\d+)\}\}/g,
    (whole, index: string) => body[Number(index) - 1] ?? whole,
  );
}

/** The URL button's link with its parameter, when the template has one. */
export function renderWhatsAppButton(name: WhatsAppTemplateName, locale: Locale, suffix: string | undefined) {
  const template: WhatsAppTemplate = whatsAppTemplates[name];
  if (!template.button || suffix === undefined) return null;
  return { label: template.button.label[locale], url: template.button.url.replace("{{1}}", suffix) };
}

/** The answers that confirm a pending choice, and the ones that stop every message (any case, trimmed). */
const confirmWords = new Set(["ya", "yes"]);
const stopWords = new Set(["stop", "berhenti"]);

export function replyMeaning(text: string): "confirm" | "stop" | null {
  const word = text.trim().toLowerCase();
  if (stopWords.has(word)) return "stop";
  if (confirmWords.has(word)) return "confirm";
  return null;
}
