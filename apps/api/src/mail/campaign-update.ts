import { parseRichText, type RichInline } from "@rimbun/domain/rich-text";
import type { Locale } from "../platform/db/schema/users.ts";
import { escapeHtml, translate } from "../platform/http/i18n.ts";
import { mailTokens } from "./mail-tokens.ts";
import { layout, oneClickUnsubscribeHeaders, type RenderedMail, type TrustedHtml } from "./templates.ts";

const messages = {
  subject: /*i18n*/ { id: "mail.campaignUpdate.subject", message: "News from {campaign}" },
  intro: /*i18n*/ {
    id: "mail.campaignUpdate.intro",
    message: "You gave to {campaign}. Here is what has happened since:",
  },
  fundsUsed: /*i18n*/ {
    id: "mail.campaignUpdate.fundsUsed",
    message: "Funds used: {amount} for {description}",
  },
  action: /*i18n*/ { id: "mail.campaignUpdate.action", message: "See the campaign page" },
  unsubscribe: /*i18n*/ {
    id: "mail.campaignUpdate.unsubscribe",
    message: "Do not want news from the campaigns you gave to? Unsubscribe with one click: {url}",
  },
};

export interface CampaignUpdateMailInput {
  /** The account's name; null greets neutrally (a gift without an account: nobody confirmed the address). */
  name: string | null;
  campaign: string;
  /** The update's rich-text source in the mail's language. */
  body: string;
  photo: { url: string; alt: string; width: number; height: number } | null;
  fundsUsed: { amount: string; description: string } | null;
  pageUrl: string;
  unsubscribeUrl: string;
}

const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:${mailTokens.lineHeight};color:${mailTokens.text}`;

function inlineHtml(inline: RichInline): string {
  if (inline.type === "link") {
    return `<a href="${escapeHtml(inline.href)}" style="color:${mailTokens.link}">${escapeHtml(inline.text)}</a>`;
  }
  let html = escapeHtml(inline.text);
  if (inline.italic) html = `<em>${html}</em>`;
  if (inline.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlineText(inline: RichInline): string {
  return inline.type === "link" ? `${inline.text} (${inline.href})` : inline.text;
}

/**
 * The update's rich text as mail HTML built from escaped parts (never the source as markup), and as
 * plain text with each link's address written out.
 */
export function richTextMailParts(source: string): TrustedHtml {
  const blocks = parseRichText(source);
  const html = blocks
    .map((block) =>
      block.type === "paragraph"
        ? `<p style="${paragraphStyle}">${block.inlines.map(inlineHtml).join("")}</p>`
        : `<ul style="${paragraphStyle};padding-left:24px">${block.items
            .map((item) => `<li>${item.map(inlineHtml).join("")}</li>`)
            .join("")}</ul>`,
    )
    .join("\n");
  const text = blocks
    .map((block) =>
      block.type === "paragraph"
        ? block.inlines.map(inlineText).join("")
        : block.items.map((item) => `- ${item.map(inlineText).join("")}`).join("\n"),
    )
    .join("\n\n");
  return { html, text };
}

/** A campaign update, mailed to the campaign's donors who keep campaign updates on (RFC 8058 headers). */
export function campaignUpdateMail(locale: Locale, input: CampaignUpdateMailInput): RenderedMail {
  const paragraphs: (string | TrustedHtml)[] = [
    translate(locale, messages.intro, { campaign: input.campaign }),
    richTextMailParts(input.body),
  ];
  if (input.photo) {
    const { url, alt, width, height } = input.photo;
    paragraphs.push({
      html: `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${Math.min(512, width)}" height="${Math.round((Math.min(512, width) * height) / width)}" style="display:block;max-width:100%;height:auto;border-radius:${mailTokens.radiusSmall}"></p>`,
      text: alt ? `[${alt}]` : "",
    });
  }
  if (input.fundsUsed) paragraphs.push(translate(locale, messages.fundsUsed, input.fundsUsed));
  const mail = layout(
    locale,
    "campaign-update",
    translate(locale, messages.subject, { campaign: input.campaign }),
    input.name,
    {
      paragraphs,
      action: { label: translate(locale, messages.action), url: input.pageUrl },
      notes: [translate(locale, messages.unsubscribe, { url: input.unsubscribeUrl })],
    },
  );
  return { ...mail, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
}
