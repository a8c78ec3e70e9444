import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { translateMessage } from "@rimbun/ui";
import { Button } from "@rimbun/ui/button/button";
import { ShareModal } from "@rimbun/ui/share-modal/share-modal";
import { useState } from "react";
import { publicEnv } from "../../lib/env.ts";
import { IslandI18n } from "../island-i18n.tsx";
import { isDonationVariant, type SuccessVariant } from "./success-variant.ts";
import { useSuccessVariant } from "./use-success-variant.ts";

export interface SuccessViewProps {
  locale: Locale;
}

/**
 * The thank-you page in every variant (docs/product/donation-flow.md#result-pages), with the share modal for
 * donations.
 */
export function SuccessView({ locale }: SuccessViewProps) {
  return (
    <IslandI18n locale={locale}>
      <Success locale={locale} />
    </IslandI18n>
  );
}

function Success({ locale }: SuccessViewProps) {
  const { variant, name } = useSuccessVariant();

  if (variant === null) {
    return (
      <p className="message-page__status" role="status">
        <Trans>Please wait...</Trans>
      </p>
    );
  }

  return (
    <div className="success-view" role="status">
      {isDonationVariant(variant) ? (
        <DonationThanks locale={locale} variant={variant} name={name} />
      ) : variant === "other" ? (
        <NothingToConfirm locale={locale} />
      ) : (
        <>
          <OtherSuccess variant={variant} />
          <a className="rb-button rb-button--primary" href={localizedPath(locale, "/")}>
            <Trans>Back to the home page</Trans>
          </a>
        </>
      )}
    </div>
  );
}

/** A donation's thanks: by name, what happens next, and the share modal. */
function DonationThanks({
  locale,
  variant,
  name,
}: {
  locale: Locale;
  variant: "monthly" | "single" | "boost";
  name: string | null;
}) {
  const { t } = useLingui();
  const [shareOpen, setShareOpen] = useState(false);
  const shareLink = `${publicEnv.siteUrl}${localizedPath(locale, "/donation/monthly")}`;
  const shareText = t`I just gave to Yayasan Rimbun Lestari to grow Indonesia's forests. Join me!`;

  return (
    <>
      <h1>{name ? t`Thank you, ${name}!` : t`Thank you!`}</h1>
      {variant === "monthly" ? (
        <p className="rb-section__lead">
          <Trans>
            Your monthly donation is set up. Check your e-mail: we sent you a link that opens your donor
            dashboard, no password needed.
          </Trans>
        </p>
      ) : (
        <p className="rb-section__lead">
          <Trans>Your donation has been received. Your receipt will follow by e-mail.</Trans>
        </p>
      )}
      <div className="rb-cluster">
        <Button variant="primary" onClick={() => setShareOpen(true)}>
          <Trans>Share with friends</Trans>
        </Button>
        <a className="rb-button rb-button--ghost" href={localizedPath(locale, "/")}>
          <Trans>Back to the home page</Trans>
        </a>
      </div>
      <ShareModal
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        link={shareLink}
        text={shareText}
        title={t`Invite friends to give`}
        description={t`Every friend who joins keeps more trees growing.`}
      />
    </>
  );
}

/**
 * The page opened directly, with no payment or sign-up behind it: it confirms nothing ("Success!" would
 * thank someone for a gift that never happened) and points to giving.
 */
function NothingToConfirm({ locale }: { locale: Locale }) {
  return (
    <>
      <h1>
        <Trans>Nothing to confirm here</Trans>
      </h1>
      <p className="rb-section__lead">
        <Trans>
          This page thanks donors right after they pay. If you have just paid, your receipt comes by e-mail.
          Would you like to plant trees with us?
        </Trans>
      </p>
      <div className="rb-cluster">
        <a className="rb-button rb-button--primary" href={localizedPath(locale, "/donation/monthly")}>
          <Trans>Donate monthly</Trans>
        </a>
        <a className="rb-button rb-button--ghost" href={localizedPath(locale, "/donation/single/form")}>
          <Trans>Donate once</Trans>
        </a>
      </div>
    </>
  );
}

/** The heading of every other variant: volunteer sign-up, stopped plan or failed payment. */
function OtherSuccess({
  variant,
}: {
  variant: Exclude<SuccessVariant, "monthly" | "single" | "boost" | "other">;
}) {
  const { i18n } = useLingui();
  switch (variant) {
    case "volunteer":
      return (
        <>
          <h1>
            <Trans>Check your e-mail</Trans>
          </h1>
          <p className="rb-section__lead">
            {/* The same answer for every address, known or new (docs/decisions/api.md, "Volunteer signup of a known address"). */}
            <Trans>
              Thank you for signing up as a Fundraiser Buddy. We have sent an e-mail to the address you gave:
              it tells you what happens next. Nothing there? Look in the spam folder.
            </Trans>
          </p>
        </>
      );
    case "stop-donation":
      return (
        <h1>
          <Trans>You have stopped the monthly donation.</Trans>
        </h1>
      );
    case "failed":
      return <h1>{translateMessage(i18n, messages.paymentFailed.id)}</h1>;
  }
}

export default SuccessView;
