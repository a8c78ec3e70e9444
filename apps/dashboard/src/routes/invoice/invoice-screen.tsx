import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@rimbun/ui";
import { Link, Navigate, useLocation } from "react-router";
import { useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import "../dashboard-layout/dashboard-layout.css";

/**
 * `/invoice/{download|print}/{localId}?locale=`: the invoice needs the history call of API part 2;
 * until then the page says there is nothing to show instead of inventing an invoice.
 */
export function InvoiceScreen() {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  if (status === "idle" || status === "loading") return <LoadingBlock />;
  if (status === "failed") return <Navigate to="/oops/500" replace />;
  if (!user)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <main className="invoice-page" id="main">
      <Link className="rb-button rb-button--ghost" to="/dashboard/history">
        <Trans>Back</Trans>
      </Link>
      <h1 className="screen-header__title">
        <Trans>Invoice Donation</Trans>
      </h1>
      <EmptyState />
    </main>
  );
}
