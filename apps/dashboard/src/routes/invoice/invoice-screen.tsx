import { Trans, useLingui } from "@lingui/react/macro";
import { type InvoiceAction, invoiceActions, invoiceFileName } from "@rimbun/domain/invoice";
import { toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Download, Printer } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { Logo } from "../../components/logo.tsx";
import { ApiError, getInvoice } from "../../lib/api.ts";
import { isAborted } from "../../lib/use-failure-page.ts";
import type { InvoiceView } from "./invoice-document.ts";
import { invoiceView } from "./invoice-view.ts";
import "./invoice.css";

const isAction = (value: string | undefined): value is InvoiceAction =>
  (invoiceActions as readonly string[]).includes(value ?? "");

/** The invoice as a page: the same values and order as the PDF (docs/product/monthly-giving.md#invoices). */
export function InvoiceSheet({ view }: { view: InvoiceView }) {
  return (
    <article className="invoice-sheet" aria-labelledby="invoice-title">
      <header className="invoice-sheet__head">
        <Logo />
        <address className="invoice-sheet__foundation">
          {view.foundation.addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span>{view.foundation.phone}</span>
          <span>{view.foundation.email}</span>
        </address>
      </header>
      <h1 className="invoice-sheet__title" id="invoice-title">
        {view.title}
      </h1>
      <p className="invoice-sheet__id">
        {view.localIdLabel} <strong>{view.localId}</strong>
      </p>
      <div className="invoice-sheet__parties">
        <div>
          <p className="invoice-sheet__label">{view.billToLabel}</p>
          <p className="invoice-sheet__billto">{view.billTo}</p>
        </div>
        <dl className="invoice-sheet__details">
          {view.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <table className="invoice-sheet__table">
        <thead>
          <tr>
            <th scope="col">{view.columns.description}</th>
            <th scope="col">{view.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{view.description}</td>
            <td>{view.amount}</td>
          </tr>
          <tr>
            <td colSpan={2}>
              <span className="invoice-sheet__label">{view.noteLabel}:</span> {view.note}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{view.totalLabel}</th>
            <td>{view.total}</td>
          </tr>
        </tfoot>
      </table>
      <p className="invoice-sheet__co2">{view.co2}</p>
    </article>
  );
}

/**
 * `/invoice/{download|print}/{localId}?locale=`: back link, the invoice, and Download (pdfmake,
 * loaded only when pressed) or Print (the browser's print dialog with the print stylesheet).
 */
export function InvoiceScreen() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { action, localId = "" } = useParams();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const invoice = useQuery({
    queryKey: ["invoice", localId],
    queryFn: ({ signal }) => getInvoice(localId, { signal }),
    enabled: Boolean(user) && isAction(action),
  });

  if (!isAction(action)) return <Navigate to="/oops/404" replace />;
  if (status === "idle" || status === "loading") return <LoadingBlock />;
  if (status === "failed") return <Navigate to="/oops/500" replace />;
  if (!user)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (invoice.error && !isAborted(invoice.error)) {
    // Someone else's or an unknown donation is a missing page, not a server fault.
    const missing = invoice.error instanceof ApiError && [403, 404].includes(invoice.error.status);
    return <Navigate to={missing ? "/oops/404" : "/oops/500"} replace />;
  }
  if (!invoice.data) return <LoadingBlock />;
  const view = invoiceView(i18n, invoice.data);

  async function download() {
    setDownloading(true);
    try {
      const [{ downloadPdf }, { invoiceDocument }] = await Promise.all([
        import("../../lib/pdf/download-pdf.ts"),
        import("./invoice-document.ts"),
      ]);
      await downloadPdf(invoiceDocument(view), invoiceFileName(locale, view.localId));
    } catch (failure) {
      console.error(failure);
      navigate("/oops/500");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <main className="invoice-page" id="main">
      <div className="invoice-page__bar">
        <Link className="rb-button rb-button--ghost" to="/dashboard/history">
          <ArrowLeft size={18} aria-hidden="true" /> <Trans>Back</Trans>
        </Link>
        {action === "download" ? (
          <Button onClick={download} loading={downloading} icon={<Download size={18} aria-hidden="true" />}>
            <Trans>Download PDF</Trans>
          </Button>
        ) : (
          <Button onClick={() => window.print()} icon={<Printer size={18} aria-hidden="true" />}>
            <Trans>Print</Trans>
          </Button>
        )}
      </div>
      <InvoiceSheet view={view} />
    </main>
  );
}
