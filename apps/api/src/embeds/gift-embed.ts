import { embedReturnOrigin } from "@rimbun/domain/embeds";
import type { Database } from "../platform/db/client.ts";
import { activeEmbedCodes } from "./public-embed.ts";

/** What a gift made through a partner's embed keeps (docs/product/embeds.md#credit). */
export interface GiftEmbed {
  /** The code stored on the donation, for the partner report; never read for money. */
  id: string;
  /**
   * The site's result pages' extra parameters: the code and the partner origin to go back to, present only
   * when `return_to` is one of the code's origins (docs/decisions/embeds.md#return-to).
   */
  resultParams: Readonly<Record<string, string>> | undefined;
}

/**
 * The embed a new gift came through: the code the flow sent, when it is active and points at this gift's
 * target (its fundraiser page when there is one, else its campaign). Anything else gives null and the gift
 * goes on untagged: a stale or mistyped code never costs a gift (docs/decisions/embeds.md#stale-codes).
 */
export async function embedForGift(
  db: Database,
  sent: { embed?: string | undefined; return_to?: string | undefined },
  gift: { campaignSlug: string | null; fundraiserPageId: string | null },
): Promise<GiftEmbed | null> {
  if (!sent.embed) return null;
  const [code] = await activeEmbedCodes(db, [sent.embed]);
  if (!code) return null;
  const matches =
    code.fundraiserPageId !== null
      ? code.fundraiserPageId === gift.fundraiserPageId
      : gift.fundraiserPageId === null && code.campaignId === gift.campaignSlug;
  if (!matches) return null;
  const origin = embedReturnOrigin(sent.return_to, code.allowedOrigins);
  return { id: code.id, resultParams: origin ? { embed: code.id, return_to: origin } : undefined };
}

/**
 * The result pages' parameters again, for a provider page that sends the browser back itself (the sandbox):
 * `returnTo` as its own query carried it, checked against the donation's code once more.
 */
export async function embedResultParams(
  db: Database,
  embedCodeId: string | null,
  returnTo: unknown,
): Promise<Record<string, string>> {
  if (!embedCodeId) return {};
  const [code] = await activeEmbedCodes(db, [embedCodeId]);
  const origin = code ? embedReturnOrigin(returnTo, code.allowedOrigins) : null;
  return origin ? { embed: embedCodeId, return_to: origin } : {};
}
