import { Trans } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import type { Locale } from "@rimbun/i18n";
import type { ReactNode } from "react";

/** The partner's pledge that matches gifts to the flow's campaign today, from the figures call. */
export interface FlowMatching {
  partner: string;
  ratio: number;
}

/**
 * "Your gift will be doubled (or tripled) by the partner" in the flow of a campaign with a running pledge
 * (docs/product/campaigns.md#matching-pledges), with what the partner adds to the chosen amount. The API
 * decides the match when the gift is paid: the last gifts before the cap may get less.
 */
export function MatchingNote({
  matching,
  amount,
  locale,
}: {
  matching: FlowMatching | null;
  amount: number;
  locale: Locale;
}): ReactNode {
  if (!matching) return null;
  // An element, not text, in the messages: Lingui reads tags in interpolated text, and a partner's name is
  // shown exactly as staff typed it.
  const partner = <span className="donation-flow__partner">{matching.partner}</span>;
  const added = amount > 0 ? formatRupiah(amount * matching.ratio, locale) : null;
  return (
    <p className="donation-flow__matching" data-matching-note>
      {matching.ratio === 2 ? (
        <Trans>Your gift will be tripled by {partner}.</Trans>
      ) : (
        <Trans>Your gift will be doubled by {partner}.</Trans>
      )}
      {added && (
        <>
          {" "}
          <Trans>
            {partner} adds {added}, while the pledge lasts.
          </Trans>
        </>
      )}
    </p>
  );
}
