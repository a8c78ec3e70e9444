import { Trans, useLingui } from "@lingui/react/macro";
import { needsReactivation, type RecurringStatus, recurringStatusLabels } from "@rimbun/domain/donations";
import { formatRupiah } from "@rimbun/domain/money";
import { formatShortDate, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { Link, useLocation } from "react-router";
import { reactivateRecurringDonation } from "../lib/api.ts";
import { RECURRING_CHANGE_EVENT } from "../lib/events.ts";
import { useApiMutation } from "../lib/use-api-mutation.ts";
import { recurringQueryKey, useRecurring } from "../lib/use-recurring.ts";

export function RecurringStatusTag({ status }: { status: RecurringStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`recurring-status recurring-status--${status}`}>
      {i18n._(recurringStatusLabels[status])}
    </span>
  );
}

/**
 * Reactivate (docs/product/monthly-giving.md#reactivate): calls reactivation, then every recurring card
 * reloads.
 */
export function useReactivate(pgId: string | undefined) {
  const { t } = useLingui();
  const mutation = useApiMutation({
    call: reactivateRecurringDonation,
    invalidates: [recurringQueryKey],
    event: RECURRING_CHANGE_EVENT,
    announce: t`Your monthly donation is active again. Thank you!`,
    // Reactivation errors are logged, and the toast tells the donor nothing changed
    // (docs/product/monthly-giving.md#amount-and-payment-method).
    refusalShown: "toast",
    failure: t`Your monthly donation could not be reactivated. Please try again later.`,
    refusalsAsFailures: true,
  });
  const reactivate = () => {
    if (pgId) void mutation.submit({ pg_id: pgId });
  };
  return { reactivate, pending: mutation.pending };
}

/**
 * The donor's recurring status and amount cards (docs/product/monthly-giving.md#recurring-screen): in the
 * sidebar on wide screens, on the dashboard on narrow ones. Status with Reactivate for anything but active,
 * next charge, amount.
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
  const status = plan.status;
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
        {needsReactivation(status) && !onRecurringPage ? (
          <Button size="small" onClick={reactivate} loading={pending}>
            <Trans>Reactivate</Trans>
          </Button>
        ) : null}
      </section>
      <section className={cardClass}>
        <h2 className="sidebar-card__title">
          <Trans>Monthly amount</Trans>
        </h2>
        <p className="sidebar-card__amount">{formatRupiah(plan.amount, locale)}</p>
        <Link className="sidebar-card__link" to="/dashboard/recurring" onClick={onNavigate}>
          <Trans>Manage monthly donation</Trans>
        </Link>
      </section>
    </>
  );
}
