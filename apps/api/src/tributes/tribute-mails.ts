import { co2ForAmount, formatRupiah, type Rupiah } from "@rimbun/domain/money";
import type { TributeOccasion } from "@rimbun/domain/tributes";
import { formatKilograms } from "@rimbun/i18n";
import { mailTokens } from "../mail/mail-tokens.ts";
import { layout, type RenderedMail, type TrustedHtml } from "../mail/templates.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { escapeHtml, translate } from "../platform/http/i18n.ts";
import { tributeMessages as m } from "./tribute-messages.ts";

/** What a card and its copy say. */
export interface CardInput {
  occasion: TributeOccasion;
  honoreeName: string;
  donorName: string;
  message: string | null;
  amount: number;
  showAmount: boolean;
  /** What the gift went to, in the card's language (`giftPurpose`). */
  purpose: string;
}

/**
 * The donor's message as a quote: escaped here, and never passed through the layout's link finder, so a
 * typed address stays text (the card goes to an address nobody confirmed).
 */
function quotedMessage(locale: Locale, input: CardInput): TrustedHtml | null {
  if (!input.message) return null;
  const from = translate(locale, m.cardMessageFrom, { donor: input.donorName });
  const lines = escapeHtml(input.message).replace(/\n/g, "<br />");
  const style = `margin:0 0 16px;padding:14px 18px;border-left:4px solid ${mailTokens.accent};background:${mailTokens.accentSoft};font-size:16px;line-height:24px;font-style:italic;color:${mailTokens.text}`;
  return {
    html: `<p style="margin:0 0 6px;font-size:14px;color:${mailTokens.muted}">${escapeHtml(from)}</p><blockquote style="${style}">${lines}</blockquote>`,
    text: `${from}\n“${input.message}”`,
  };
}

/** The card's paragraphs, in `locale`. */
function cardParagraphs(locale: Locale, input: CardInput): (string | TrustedHtml)[] {
  const body =
    input.occasion === "memory"
      ? translate(locale, m.cardBodyMemory, {
          donor: input.donorName,
          purpose: input.purpose,
          name: input.honoreeName,
        })
      : translate(locale, m.cardBodyHonour, { donor: input.donorName, purpose: input.purpose });
  const quote = quotedMessage(locale, input);
  return [
    body,
    ...(input.showAmount
      ? [translate(locale, m.cardAmount, { amount: formatRupiah(input.amount as Rupiah, locale) })]
      : []),
    translate(locale, m.cardImpact, { kg: formatKilograms(co2ForAmount(input.amount as Rupiah), locale) }),
    ...(quote ? [quote] : []),
    translate(locale, m.cardCertificate),
  ];
}

function cardSubject(locale: Locale, input: CardInput): string {
  return input.occasion === "memory"
    ? translate(locale, m.cardSubjectMemory, { name: input.honoreeName })
    : translate(locale, m.cardSubjectHonour, { donor: input.donorName });
}

export const tributeMailTemplates = {
  /** The e-card to the person, in the card's language; a card in memory greets neutrally (it goes to the family). */
  card(locale: Locale, input: CardInput): RenderedMail {
    return layout(
      locale,
      "tribute-card",
      cardSubject(locale, input),
      input.occasion === "memory" ? null : input.honoreeName,
      {
        paragraphs: cardParagraphs(locale, input),
        notes: [translate(locale, m.cardWhy, { donor: input.donorName })],
      },
    );
  },
  /** The donor's copy, in the card's language (the card as the person sees it), with what became of it. */
  copy(
    locale: Locale,
    input: CardInput & { honoreeEmail: string | null; delivery: "sent" | "no-address" | "unsubscribed" },
  ): RenderedMail {
    const values = { name: input.honoreeName, email: input.honoreeEmail ?? "" };
    const what =
      input.delivery === "sent"
        ? translate(locale, m.copySent, values)
        : translate(locale, input.delivery === "unsubscribed" ? m.copyUnsubscribed : m.copyNoAddress, values);
    return layout(locale, "tribute-copy", translate(locale, m.copySubject, values), input.donorName, {
      paragraphs: [what, ...cardParagraphs(locale, input)],
    });
  },
};
