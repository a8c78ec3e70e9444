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
  /**
   * A URL button: its label and, per language, the URL registered after `API_PUBLIC_URL` with `{{1}}` at
   * the end (the platform fixes the link's start at registration; the send gives only the last part).
   */
  button?: { label: Record<Locale, string>; path: Record<Locale, string> };
  /** What a donor whose number is not on WhatsApp gets by e-mail instead; null: nothing (the message is about WhatsApp itself). */
  mailSubject: Record<Locale, string> | null;
}

/** The one-tap pay link (billing/whatsapp-pay-link.ts): opens the provider's pay page of that month. */
const payButton = {
  label: { id: "Bayar sekarang", en: "Pay now" },
  path: { id: "/v1/donations/recurring/pay?token={{1}}", en: "/v1/donations/recurring/pay?token={{1}}" },
};

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
  /** Three days before a cycle billed by pay link (beside the reminder mail); the pay link follows on the due day. */
  rimbun_monthly_upcoming: {
    category: "UTILITY",
    parameters: ["name", "amount", "due date"],
    body: {
      id: "Halo {{1}}, donasi bulanan Anda sebesar {{2}} akan jatuh tempo pada {{3}}. Pada hari itu kami kirimkan tautan pembayarannya. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Hello {{1}}, your monthly gift of {{2}} will be due on {{3}}. We will send you the payment link that day. Reply STOP to stop WhatsApp messages.",
    },
    mailSubject: { id: "Donasi bulanan Anda segera jatuh tempo", en: "Your monthly gift is due soon" },
  },
  /** The due day's invoice (beside the invoice mail): the button opens that month's pay page in one tap. */
  rimbun_monthly_reminder: {
    category: "UTILITY",
    parameters: ["name", "amount", "due date"],
    body: {
      id: "Halo {{1}}, donasi bulanan Anda sebesar {{2}} jatuh tempo pada {{3}}. Terima kasih telah menanam bersama Rimbun. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Hello {{1}}, your monthly gift of {{2}} is due on {{3}}. Thank you for planting with Rimbun. Reply STOP to stop WhatsApp messages.",
    },
    button: payButton,
    mailSubject: { id: "Donasi bulanan Anda jatuh tempo", en: "Your monthly gift is due" },
  },
  /** A monthly gift was received (beside the receipt mail, in the payment's transaction). */
  rimbun_payment_received: {
    category: "UTILITY",
    parameters: ["name", "amount"],
    body: {
      id: "Terima kasih {{1}}, donasi bulanan Anda sebesar {{2}} telah kami terima. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Thank you {{1}}, we received your monthly gift of {{2}}. Reply STOP to stop WhatsApp messages.",
    },
    mailSubject: { id: "Donasi bulanan Anda telah diterima", en: "We received your monthly gift" },
  },
  /** A cycle could not be collected (beside the failure mail): the button is the mail's fix link. */
  rimbun_payment_failed: {
    category: "UTILITY",
    parameters: ["name", "amount", "due date"],
    body: {
      id: "Halo {{1}}, donasi bulanan Anda sebesar {{2}} yang jatuh tempo pada {{3}} belum berhasil kami terima. Ketuk tombol di bawah untuk membayar bulan ini atau mengganti metode pembayaran. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Hello {{1}}, we could not collect your monthly gift of {{2}} due on {{3}}. Tap the button below to pay this month or change the payment method. Reply STOP to stop WhatsApp messages.",
    },
    button: {
      label: { id: "Perbaiki pembayaran", en: "Fix the payment" },
      path: {
        id: "/v1/donations/recurring/fix?locale=id&token={{1}}",
        en: "/v1/donations/recurring/fix?locale=en&token={{1}}",
      },
    },
    mailSubject: { id: "Donasi bulanan Anda belum berhasil", en: "Your monthly gift could not be collected" },
  },
  /** The linked card expires within a month (beside the mail). */
  rimbun_card_expiring: {
    category: "UTILITY",
    parameters: ["name", "amount", "card brand", "expiry date"],
    body: {
      id: "Halo {{1}}, kartu {{3}} untuk donasi bulanan Anda sebesar {{2}} berlaku sampai {{4}}. Perbarui metode pembayaran di halaman Donasi Bulanan akun Rimbun Anda agar donasi tetap berjalan. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Hello {{1}}, your {{3}} card for your monthly gift of {{2}} is valid until {{4}}. Update the payment method on the Monthly donation page of your Rimbun account to keep your gift going. Reply STOP to stop WhatsApp messages.",
    },
    mailSubject: { id: "Kartu Anda akan kedaluwarsa", en: "Your card is about to expire" },
  },
  /** The plan paused after failed months (beside the mail): the button pays the missed month and resumes it. */
  rimbun_plan_paused: {
    category: "UTILITY",
    parameters: ["name", "amount"],
    body: {
      id: "Halo {{1}}, donasi bulanan Anda sebesar {{2}} kami jeda karena beberapa bulan belum terbayar. Ketuk tombol di bawah untuk membayar bulan yang terlewat dan melanjutkannya. Balas BERHENTI untuk berhenti menerima pesan WhatsApp.",
      en: "Hello {{1}}, we paused your monthly gift of {{2}} because some months were not paid. Tap the button below to pay the missed month and resume it. Reply STOP to stop WhatsApp messages.",
    },
    button: payButton,
    mailSubject: { id: "Donasi bulanan Anda dijeda", en: "Your monthly gift is paused" },
  },
  /**
   * The one reply to STOP/BERHENTI (docs/decisions/whatsapp.md): it says nothing more will come and how to
   * turn it on again. It is the last message, so it carries no STOP line.
   */
  rimbun_opt_out_confirmed: {
    category: "UTILITY",
    parameters: [],
    body: {
      id: "Anda telah berhenti menerima pesan WhatsApp dari Yayasan Rimbun Lestari. Kami tidak akan mengirim pesan lagi. Anda dapat mengaktifkannya kembali di akun Rimbun Anda.",
      en: "You have stopped WhatsApp messages from Yayasan Rimbun Lestari. We will not send you any more messages. You can turn them on again in your Rimbun account.",
    },
    mailSubject: null,
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type WhatsAppTemplateName = keyof typeof whatsAppTemplates;

export const consentConfirmTemplate: WhatsAppTemplateName = "rimbun_consent_confirm";
export const optOutConfirmedTemplate: WhatsAppTemplateName = "rimbun_opt_out_confirmed";

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

/** The URL button's link with its parameter (after the API's public address), when the template has one. */
export function renderWhatsAppButton(
  name: WhatsAppTemplateName,
  locale: Locale,
  suffix: string | undefined,
  apiPublicUrl: string,
) {
  const template: WhatsAppTemplate = whatsAppTemplates[name];
  if (!template.button || suffix === undefined) return null;
  return {
    label: template.button.label[locale],
    url: `${apiPublicUrl}${template.button.path[locale].replace("{{1}}", suffix)}`,
  };
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
