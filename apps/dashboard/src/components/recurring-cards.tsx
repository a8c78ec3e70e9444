import { Trans, useLingui } from "@lingui/react/macro";
import { type RecurringStatus, recurringStatuses, recurringStatusLabels } from "@rimbun/domain/donations";
import { formatRupiah } from "@rimbun/domain/money";
import { formatShortDate, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { showToast } from "../app/toast-store.ts";
import { reactivateRecurringDonation } from "../lib/api.ts";
import { announceRecurringChange, RECURRING_CHANGE_EVENT, useRecurring } from "../lib/use-recurring.ts";

export function recurringStatusOf(value: string): RecurringStatus {
  return (recurringStatuses as readonly string[]).includes(value) ? (value as RecurringStatus) : "inactive";
}

export function RecurringStatusTag({ status }: { status: RecurringStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`recurring-status recurring-status--${status}`}>
      {i18n._(recurringStatusLabels[status])}
    </span>
  );
}

/** Reactivate (SPEC 4): calls reactivation, then every recurring card reloads. */
export function useReactivate(pgId: string | undefined) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  async function reactivate() {
    if (!pgId) return;
    setPending(true);
    try {
      await reactivateRecurringDonation({ pg_id: pgId });
      announceRecurringChange(RECURRING_CHANGE_EVENT);
      showToast({ tone: "success", message: t`Your monthly donation is active again. Thank you!` });
    } catch (failure) {
      // SPEC 8 only logs reactivation errors; the toast tells the donor nothing changed.
      console.error(failure);
      showToast({
        tone: "danger",
        message: t`Your monthly donation could not be reactivated. Please try again later.`,
      });
    } finally {
      setPending(false);
    }
  }
  return { reactivate, pending };
}

/**
 * The donor's recurring status and amount cards (SPEC 2): in the sidebar on wide screens, on the
 * dashboard on narrow ones. Status with Reactivate for anything but active, next charge, amount.
 */
export function RecurringCards({
  onNavigate,
  variant,
}: {
  onNavigate?: (() => void) | undefined;
  variant: "sidebar" | "page";
}) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const recurring = useRecurring();
  const { reactivate, pending } = useReactivate(recurring.data?.pg_id);
  // The recurring page has its own Reactivate; one button per page keeps the choice clear.
  const onRecurringPage = useLocation().pathname.startsWith("/dashboard/recurring");
  const cardClass = variant === "sidebar" ? "rb-card sidebar-card" : "rb-card recurring-mini";
  if (recurring.isPending) return null;
  const plan = recurring.data;
  if (!plan) {
    return (
      <section className={cardClass}>
        <h2 className="sidebar-card__title">
          <Trans>Monthly donation</Trans>
        </h2>
        <p className="sidebar-card__text">
          <Trans>You have no monthly donation yet.</Trans>
        </p>
      </section>
    );
  }
  const status = recurringStatusOf(plan.status);
  return (
    <>
      <section className={cardClass}>
        <h2 className="sidebar-card__title">
          <Trans>Monthly donation</Trans>
        </h2>
        <p className="sidebar-card__status">
          <RecurringStatusTag status={status} />
        </p>
        {status === "active" && plan.next_charge_date ? (
          <p className="sidebar-card__text">
            <Trans>Next charge: {formatShortDate(plan.next_charge_date, locale)}</Trans>
          </p>
        ) : null}
        {status !== "active" && !onRecurringPage ? (
          <Button size="small" onClick={reactivate} loading={pending}>
            <Trans>Reactivate</Trans>
          </Button>
        ) : null}
      </section>
      <section className={cardClass}>
        <h2 className="sidebar-card__title">
          <Trans>Monthly amount</Trans>
        </h2>
        <p className="sidebar-card__amount">{formatRupiah(plan.amount)}</p>
        <Link className="sidebar-card__link" to="/dashboard/recurring" onClick={onNavigate}>
          <Trans>Manage monthly donation</Trans>
        </Link>
      </section>
    </>
  );
}
