import { Trans, useLingui } from "@lingui/react/macro";
import { localizedPath } from "@rimbun/i18n";
import { Button } from "@rimbun/ui/button/button";
import { Modal } from "@rimbun/ui/modal/modal";
import { Stepper } from "@rimbun/ui/stepper/stepper";
import { useEffect } from "react";
import { IslandI18n } from "../../islands/island-i18n.tsx";
import { clearDonationChoice } from "../../lib/donation-storage.ts";
import { dashboardUrl } from "../../lib/env.ts";
import { closeOnEscape, returnToFromQuery } from "../embed/embed-flow.ts";
import { FlowIntro } from "./flow-intro.tsx";
import { FlowSummary } from "./flow-summary.tsx";
import { MatchingNote } from "./matching-note.tsx";
import { CurrentStep, StepTitle } from "./steps/current-step.tsx";
import { type DonationFlowProps, useDonationFlow } from "./use-donation-flow.ts";

export type { DonationFlowProps } from "./use-donation-flow.ts";

/**
 * The donation flow (docs/product/donation-flow.md#donation-flow): sidebar or welcome modal, four steps, then
 * the payment page.
 */
export function DonationFlow(props: DonationFlowProps) {
  return (
    <IslandI18n locale={props.locale}>
      <Flow {...props} />
    </IslandI18n>
  );
}

function Flow(props: DonationFlowProps) {
  const { locale, kind } = props;
  const { t } = useLingui();
  const flow = useDonationFlow(props);
  const campaignTitle = flow.campaignTitle;
  const { embed } = props;
  useEscapeClosesEmbed(embed);

  return (
    <div className={embed ? "donation-flow donation-flow--embed" : "donation-flow"}>
      {/* In a partner's embed the page's own heading names the gift, and the intro's links would leave it. */}
      {!embed && (
        <aside className="donation-flow__sidebar" aria-label={t`About this donation`}>
          <FlowIntro kind={kind} locale={locale} title={flow.title} campaignTitle={campaignTitle} />
        </aside>
      )}
      <Modal
        open={flow.welcomeOpen}
        onClose={flow.closeWelcome}
        title={flow.title}
        fullScreenOnPhone
        footer={
          <Button variant="primary" block onClick={flow.closeWelcome}>
            <Trans>Let's start</Trans>
          </Button>
        }
      >
        <FlowIntro kind={kind} locale={locale} campaignTitle={campaignTitle} />
        <MatchingNote matching={flow.matching} amount={flow.state.amount ?? 0} locale={locale} />
      </Modal>
      <section className="donation-flow__main rb-card" aria-labelledby="flow-step-heading">
        {!embed && <BackLink kind={kind} locale={locale} />}
        <FlowSummary
          kind={kind}
          amount={flow.state.amount}
          campaignTitle={campaignTitle}
          coveredFee={flow.state.coverFee ? flow.fee : null}
        />
        <MatchingNote matching={flow.matching} amount={flow.state.amount ?? 0} locale={locale} />
        <Stepper current={flow.stepIndex} />
        <form onSubmit={flow.next} noValidate className="donation-flow__form">
          <h2
            id="flow-step-heading"
            ref={flow.headingRef}
            tabIndex={-1}
            className="donation-flow__step-title"
          >
            <StepTitle step={flow.step} />
          </h2>
          <CurrentStep flow={flow} locale={locale} />
          {flow.paymentLink && (
            <p className="rb-note" role="status">
              <a href={flow.paymentLink} target="_blank" rel="noopener">
                <Trans>Open the payment page</Trans>
              </a>
            </p>
          )}
          {flow.submitError && (
            <p className="rb-note rb-note--danger" role="alert">
              {flow.submitError}
            </p>
          )}
          <div className="donation-flow__actions">
            {flow.stepIndex > 0 && (
              <Button type="button" variant="ghost" onClick={flow.back} disabled={flow.busy}>
                <Trans>Back</Trans>
              </Button>
            )}
            <Button type="submit" variant="primary" loading={flow.busy}>
              {flow.step === "referral" ? <Trans>Continue Payment</Trans> : <Trans>Next</Trans>}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

/** Leaves the flow for the home page (the dashboard for a boost); not shown in a partner's embed. */
function BackLink({ kind, locale }: Pick<DonationFlowProps, "kind" | "locale">) {
  const backHref = kind === "boost" ? dashboardUrl("/dashboard", locale) : localizedPath(locale, "/");
  return (
    <a
      className="donation-flow__back"
      href={backHref}
      onClick={() => {
        // Leaving the flow forgets the card's choice.
        clearDonationChoice();
      }}
    >
      {kind === "boost" ? <Trans>Back to the dashboard</Trans> : <Trans>Back to the home page</Trans>}
    </a>
  );
}

/** In the loader's dialog, Escape inside the frame closes the dialog (docs/embed.md). */
function useEscapeClosesEmbed(embed: DonationFlowProps["embed"]) {
  useEffect(() => {
    if (!embed) return;
    return closeOnEscape(returnToFromQuery(window.location.search, embed.allowedOrigins));
  }, [embed]);
}

export default DonationFlow;
