import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { translateMessage } from "@rimbun/ui";
import { Button } from "@rimbun/ui/button/button";
import { ShareModal } from "@rimbun/ui/share-modal/share-modal";
import { useEffect, useState } from "react";
import { readUserDonation } from "../../lib/donation-storage.ts";
import { publicEnv } from "../../lib/env.ts";
import { IslandI18n } from "../island-i18n.tsx";
import { isDonationVariant, type SuccessVariant, successVariant } from "./success-variant.ts";

export interface SuccessViewProps {
  locale: Locale;
}

/** The thank-you page in every variant of SPEC 2, with the share modal for donations. */
export function SuccessView({ locale }: SuccessViewProps) {
  return (
    <IslandI18n locale={locale}>
      <Success locale={locale} />
    </IslandI18n>
  );
}

function Success({ locale }: SuccessViewProps) {
  const { i18n, t } = useLingui();
  // Server HTML is the generic variant; the browser knows the real one (query and storage).
  const [variant, setVariant] = useState<SuccessVariant | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [shareOpen, setShareOpen] = useState(false);

  useEffect(() => {
    const stored = readUserDonation();
    setVariant(successVariant(new URLSearchParams(window.location.search).get("type"), stored));
    setName(stored.user ?? null);
  }, []);

  const shareLink = `${publicEnv.siteUrl}${localizedPath(locale, "/donation/monthly")}`;
  const shareText = t`I just gave to Yayasan Rimbun Lestari to grow Indonesia's forests. Join me!`;

  if (variant === null) {
    return (
      <p className="message-page__status" role="status">
        <Trans>Please wait...</Trans>
      </p>
    );
  }

  return (
    <div className="success-view" role="status">
      {isDonationVariant(variant) && (
        <>
          <h1>{name ? t`Thank you, ${name}!` : t`Thank you!`}</h1>
          {variant === "monthly" ? (
            <p className="rb-section__lead">
              <Trans>
                Your monthly donation is set up. Check your e-mail: we sent you a link to set the password of
                your donor dashboard.
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
      )}
      {variant === "volunteer" && (
        <>
          <h1>
            <Trans>Registration received</Trans>
          </h1>
          <p className="rb-section__lead">
            <Trans>
              Thank you for signing up as a Fundraiser Buddy. We will e-mail you about the training within a
              few working days.
            </Trans>
          </p>
        </>
      )}
      {variant === "stop-donation" && (
        <h1>
          <Trans>You have stopped the monthly donation.</Trans>
        </h1>
      )}
      {variant === "failed" && <h1>{translateMessage(i18n, messages.paymentFailed.id)}</h1>}
      {variant === "other" && (
        <h1>
          <Trans>Success!</Trans>
        </h1>
      )}
      {!isDonationVariant(variant) && (
        <a className="rb-button rb-button--primary" href={localizedPath(locale, "/")}>
          <Trans>Back to the home page</Trans>
        </a>
      )}
    </div>
  );
}

export default SuccessView;
