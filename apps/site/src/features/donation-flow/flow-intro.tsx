import { Trans } from "@lingui/react/macro";
import type { DonationKind } from "@rimbun/domain/donations";
import { type Locale, localizedPath } from "@rimbun/i18n";
import type { ReactNode } from "react";

/** What this kind of donation is and how it works: the sidebar, or the welcome modal on phones. */
export function FlowIntro({
  kind,
  locale,
  title,
  campaignTitle,
}: {
  kind: DonationKind;
  locale: Locale;
  title?: string;
  campaignTitle: string | null;
}): ReactNode {
  return (
    <div className="donation-flow__intro">
      {title && <h1 className="donation-flow__title">{title}</h1>}
      {campaignTitle && (
        <p className="donation-flow__campaign">
          <Trans>You are giving to: {campaignTitle}</Trans>
        </p>
      )}
      {kind === "monthly" && (
        <>
          <p>
            <Trans>A monthly gift keeps trees growing all year. Here is how it works:</Trans>
          </p>
          <h2 className="donation-flow__intro-heading">
            <Trans>Recurring system</Trans>
          </h2>
          <p>
            <Trans>
              With a credit or debit card, BRI direct debit, OVO or ShopeePay, your gift is charged
              automatically every month after we e-mail you the invoice.
            </Trans>
          </p>
          <h2 className="donation-flow__intro-heading">
            <Trans>Reminder system</Trans>
          </h2>
          <p>
            <Trans>
              With a virtual account, DANA, LinkAja or QRIS, we e-mail a reminder 3 days before, then an
              invoice with a payment link. Nothing is charged without you.
            </Trans>
          </p>
          <p>
            <Trans>You can change the amount or stop at any time.</Trans>
          </p>
        </>
      )}
      {kind === "single" && (
        <>
          <p>
            <Trans>A single gift from Rp 50.000 goes straight to planting and caring for trees.</Trans>
          </p>
          <p>
            <Trans>Want to help all year round?</Trans>{" "}
            <a href={localizedPath(locale, "/donation/monthly")}>
              <Trans>Donate monthly instead</Trans>
            </a>
          </p>
        </>
      )}
      {kind === "boost" && (
        <p>
          <Trans>Add an extra gift on top of your monthly donation. It is charged once.</Trans>
        </p>
      )}
    </div>
  );
}
