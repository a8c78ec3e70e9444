import { Trans, useLingui } from "@lingui/react/macro";
import { findChannel, paymentTypeLabels } from "@rimbun/domain/channels";
import { needsReactivation } from "@rimbun/domain/donations";
import { formatRupiah } from "@rimbun/domain/money";
import { formatLongDate, toLocale } from "@rimbun/i18n";
import { Button, EmptyState } from "@rimbun/ui";
import { CalendarClock, CalendarDays, CircleStop, CreditCard, PauseCircle, Wallet } from "lucide-react";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { RecurringStatusTag, useReactivate } from "../../components/recurring-cards.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { siteUrl } from "../../lib/site-links.ts";
import { useRecurring } from "../../lib/use-recurring.ts";
import { AmountDialog } from "./amount-dialog.tsx";
import { ChargeDayDialog } from "./charge-day-dialog.tsx";
import { CoverFeeCard } from "./cover-fee-card.tsx";
import { PauseDialog } from "./pause-dialog.tsx";
import { PaymentMethodDialog } from "./payment-method-dialog.tsx";
import { StopDialog } from "./stop-dialog.tsx";
import "../../components/choices.css";
import "./recurring.css";

type OpenDialog = "method" | "amount" | "pause" | "charge-day" | "stop" | null;

/**
 * `/dashboard/recurring` (docs/product/monthly-giving.md#recurring-screen): status and Reactivate, next
 * charge, method, amount, a break.
 */
export function RecurringScreen() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const recurring = useRecurring();
  const { reactivate, pending } = useReactivate(recurring.data?.pg_id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  if (recurring.isPending) return <LoadingBlock />;
  const plan = recurring.data;
  if (!plan) {
    return (
      <section className="screen">
        <ScreenHeader title={<Trans>Monthly donation</Trans>} />
        <EmptyState
          description={<Trans>You have no monthly donation yet.</Trans>}
          action={
            <a className="rb-button rb-button--primary" href={siteUrl(locale, "/donation/monthly")}>
              <Trans>Start a monthly donation</Trans>
            </a>
          }
        />
      </section>
    );
  }
  const status = plan.status;
  const channel = findChannel(plan.payment_method);

  return (
    <section className="screen recurring">
      <ScreenHeader title={<Trans>Monthly donation</Trans>} />
      <div className="recurring__grid">
        <article className="rb-card recurring-card recurring-card--status">
          <h2 className="recurring-card__title">
            <CalendarClock size={20} aria-hidden="true" /> <Trans>Status</Trans>
          </h2>
          <p className="recurring-card__value">
            <RecurringStatusTag status={status} />
          </p>
          {status === "active" && plan.next_charge_date ? (
            <p className="recurring-card__text">
              <Trans>Next charge: {formatLongDate(plan.next_charge_date, locale)}</Trans>
            </p>
          ) : null}
          {status === "paused" && plan.paused_until ? (
            <p className="recurring-card__text">
              <Trans>Paused until {formatLongDate(plan.paused_until, locale)}</Trans>
            </p>
          ) : null}
          {needsReactivation(status) ? (
            <Button onClick={reactivate} loading={pending}>
              <Trans>Reactivate</Trans>
            </Button>
          ) : null}
        </article>

        <article className="rb-card recurring-card">
          <h2 className="recurring-card__title">
            <Wallet size={20} aria-hidden="true" /> <Trans>Monthly amount</Trans>
          </h2>
          <p className="recurring-card__value">{formatRupiah(plan.amount, locale)}</p>
          {/* A stopped plan changes nothing until it is reactivated (the API answers billing.stopped). */}
          {status !== "inactive" ? (
            <Button variant="secondary" onClick={() => setDialog("amount")}>
              <Trans>Change amount</Trans>
            </Button>
          ) : null}
        </article>

        <article className="rb-card recurring-card">
          <h2 className="recurring-card__title">
            <CreditCard size={20} aria-hidden="true" /> <Trans>Payment method</Trans>
          </h2>
          <p className="recurring-card__value">{channel?.name ?? plan.payment_method}</p>
          {channel ? <p className="recurring-card__text">{i18n._(paymentTypeLabels[channel.type])}</p> : null}
          {status !== "inactive" ? (
            <Button variant="secondary" onClick={() => setDialog("method")}>
              <Trans>Change payment method</Trans>
            </Button>
          ) : null}
        </article>

        {status !== "inactive" ? <CoverFeeCard plan={plan} /> : null}

        {status === "active" ? (
          <article className="rb-card recurring-card">
            <h2 className="recurring-card__title">
              <PauseCircle size={20} aria-hidden="true" /> <Trans>Need a break?</Trans>
            </h2>
            <p className="recurring-card__text">
              <Trans>Skip next month or pause for up to 3 months without stopping your donation.</Trans>
            </p>
            <Button variant="secondary" onClick={() => setDialog("pause")}>
              <Trans>Skip or pause</Trans>
            </Button>
          </article>
        ) : null}

        {status !== "inactive" ? (
          <WayBackCards
            chargeDay={plan.charge_day}
            onChargeDay={() => setDialog("charge-day")}
            onStop={() => setDialog("stop")}
          />
        ) : null}
      </div>
      <PaymentMethodDialog open={dialog === "method"} onClose={close} plan={plan} />
      <AmountDialog open={dialog === "amount"} onClose={close} plan={plan} />
      <PauseDialog open={dialog === "pause"} onClose={close} plan={plan} />
      <ChargeDayDialog open={dialog === "charge-day"} onClose={close} plan={plan} />
      <StopDialog
        open={dialog === "stop"}
        onClose={close}
        plan={plan}
        onLowerAmount={() => setDialog("amount")}
      />
    </section>
  );
}

/** The cards of a plan that runs (or pauses): its charge day, and Stop (with an offer first). */
function WayBackCards({
  chargeDay,
  onChargeDay,
  onStop,
}: {
  chargeDay: number | null;
  onChargeDay: () => void;
  onStop: () => void;
}) {
  return (
    <>
      {chargeDay !== null ? (
        <article className="rb-card recurring-card">
          <h2 className="recurring-card__title">
            <CalendarDays size={20} aria-hidden="true" /> <Trans>Charge day</Trans>
          </h2>
          <p className="recurring-card__value">
            <Trans>Day {chargeDay}</Trans>
          </p>
          <p className="recurring-card__text">
            <Trans>of each month (the last day in shorter months)</Trans>
          </p>
          <Button variant="secondary" onClick={onChargeDay}>
            <Trans>Change charge day</Trans>
          </Button>
        </article>
      ) : null}
      <article className="rb-card recurring-card recurring-card--stop">
        <h2 className="recurring-card__title">
          <CircleStop size={20} aria-hidden="true" /> <Trans>Stop monthly donation</Trans>
        </h2>
        <p className="recurring-card__text">
          <Trans>You can stop at any time. We will first show you ways to keep giving.</Trans>
        </p>
        <Button variant="ghost" onClick={onStop}>
          <Trans>Stop</Trans>
        </Button>
      </article>
    </>
  );
}
