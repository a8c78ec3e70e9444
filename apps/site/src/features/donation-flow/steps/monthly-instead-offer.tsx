import { Trans } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { monthlyInsteadAmount } from "@rimbun/domain/monthly-offers";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { Button } from "@rimbun/ui/button/button";
import { useEffect, useState } from "react";
import { countMonthlyOffer } from "../../../lib/api/monthly-offer.ts";
import { saveDonationDraft } from "../../../lib/donation-storage.ts";
import type { DonationFlowState } from "../donation-flow-logic.ts";
import { monthlyDraftOf, monthlyFlowHref } from "../monthly-instead.ts";

/** The showing's token, which the take carries (one showing counted per page view). */
let shownToken: Promise<string | null> | null = null;

/** How long the take's count may hold up the switch: the visitor comes first, a lost count is fine. */
const TAKE_COUNT_WAIT_MS = 800;

function countShown(): void {
  shownToken ??= countMonthlyOffer({ event: "shown" })
    .then((answer) => answer.token)
    .catch(() => null);
}

async function countTaken(): Promise<void> {
  const token = await shownToken;
  if (!token) return;
  const counted = countMonthlyOffer({ event: "taken", token }).catch(() => undefined);
  await Promise.race([counted, new Promise((resolve) => setTimeout(resolve, TAKE_COUNT_WAIT_MS))]);
}

/**
 * "Monthly instead" (docs/product/donation-flow.md#monthly-instead): under a valid one-time amount, a
 * smaller monthly gift (the domain's suggestion) in one tap. Taking it saves what was typed as the monthly
 * flow's draft and opens that flow at the personal step with the suggested amount.
 */
export function MonthlyInsteadOffer({ state, locale }: { state: DonationFlowState; locale: Locale }) {
  const monthly = monthlyInsteadAmount(state.amount);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (monthly !== null) countShown();
  }, [monthly]);
  if (monthly === null) return null;
  const amount = formatRupiah(monthly, locale);
  const year = formatRupiah(monthly * 12, locale);

  async function take(value: number) {
    if (leaving) return;
    setLeaving(true);
    saveDonationDraft("monthly", monthlyDraftOf(state, value));
    await countTaken();
    window.location.assign(
      monthlyFlowHref(localizedPath(locale, "/donation/monthly"), window.location.search, value),
    );
  }

  return (
    <aside className="monthly-instead" aria-labelledby="monthly-instead-title">
      <p id="monthly-instead-title" className="monthly-instead__title">
        <Trans>Make it monthly instead?</Trans>
      </p>
      <p className="monthly-instead__text">
        <Trans>
          {amount} every month gives the forest {year} in a year, steadily. You can pause or stop it at any
          time.
        </Trans>
      </p>
      <Button type="button" variant="secondary" loading={leaving} onClick={() => void take(monthly)}>
        <Trans>Give {amount} monthly instead</Trans>
      </Button>
    </aside>
  );
}
