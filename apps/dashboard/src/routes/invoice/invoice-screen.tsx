import { Trans, useLingui } from "@lingui/react/macro";
import { foundation } from "@rimbun/content";
import { donationDocument } from "@rimbun/domain/donations";
import { type InvoiceAction, invoiceActions, invoiceFileName } from "@rimbun/domain/invoice";
import { formatRupiah } from "@rimbun/domain/money";
import { toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Download, Printer } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { Logo } from "../../components/logo.tsx";
import { ApiError, getInvoice, getInvoiceByLink, type InvoiceData } from "../../lib/api.ts";
import { siteUrl } from "../../lib/site-links.ts";
import { isAborted } from "../../lib/use-failure-page.ts";
import { CertificateButtons, type CertificateOf } from "../history/certificate-buttons.tsx";
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
          {view.fee ? (
            <tr>
              <td>{view.fee.description}</td>
              <td>{view.fee.amount}</td>
            </tr>
          ) : null}
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

/** The mailed link's token: in the URL's fragment, which no server and no Referer ever carries. */
export function linkTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("link") || null;
}

/**
 * `/invoice/{download|print}/{localId}?locale=`: a paid gift's receipt or an unpaid one's invoice, with
 * Download (pdfmake, loaded only when pressed) or Print (the browser's dialog and the print styles).
 * Opened from a donor mail (`#link=<token>`, docs/decisions/guest-links.md) it needs no account; else
 * it is the signed-in owner's (or an administrator's).
 */
export function InvoiceScreen() {
  const { action, localId = "" } = useParams();
  const token = linkTokenOf(useLocation().hash);
  if (!isAction(action)) return <Navigate to="/oops/404" replace />;
  return token ? (
    <LinkedInvoice action={action} localId={localId} token={token} />
  ) : (
    <OwnInvoice action={action} localId={localId} />
  );
}

/** The signed-in donor's document, from their history. */
function OwnInvoice({ action, localId }: { action: InvoiceAction; localId: string }) {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  const invoice = useQuery({
    queryKey: ["invoice", localId],
    queryFn: ({ signal }) => getInvoice(localId, { signal }),
    enabled: Boolean(user),
  });
  const back = (
    <Link className="rb-button rb-button--ghost" to="/dashboard/history">
      <ArrowLeft size={18} aria-hidden="true" /> <Trans>Back</Trans>
    </Link>
  );

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
  return (
    <DonationDocumentPage action={action} invoice={invoice.data} back={back} certificate={{ localId }} />
  );
}

/**
 * A mailed link's document, read with its token (never a session). The token names one gift: opened
 * on another gift's address it shows nothing. The page refers no one (the token is in the fragment
 * anyway, which a Referer never holds).
 */
function LinkedInvoice({
  action,
  localId,
  token,
}: {
  action: InvoiceAction;
  localId: string;
  token: string;
}) {
  const { i18n } = useLingui();
  const invoice = useQuery({
    queryKey: ["invoice-link", token],
    queryFn: ({ signal }) => getInvoiceByLink(token, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const back = (
    <a className="rb-button rb-button--ghost" href={siteUrl(toLocale(i18n.locale), "/")}>
      <ArrowLeft size={18} aria-hidden="true" /> <Trans>Back to the website</Trans>
    </a>
  );
  const refused = invoice.error instanceof ApiError && invoice.error.status === 404;
  if (invoice.error && !isAborted(invoice.error) && !refused) return <Navigate to="/oops/500" replace />;
  const content =
    refused || (invoice.data && invoice.data.local_id !== localId) ? (
      <LinkNotWorking back={back} />
    ) : invoice.data ? (
      <DonationDocumentPage
        action={action}
        invoice={invoice.data}
        back={back}
        certificate={{ linkToken: token }}
      />
    ) : (
      <LoadingBlock />
    );
  return (
    <>
      <meta name="referrer" content="no-referrer" />
      {content}
    </>
  );
}

/** The receipt or invoice page, or why the gift has none (refunded, or its payment did not go through). */
function DonationDocumentPage({
  action,
  invoice,
  back,
  certificate,
}: {
  action: InvoiceAction;
  invoice: InvoiceData;
  back: ReactNode;
  /** How this page's reader may download the gift's certificate, when it has one. */
  certificate: CertificateOf;
}) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const document = donationDocument(invoice.status);
  if (!document) return <NoDocument invoice={invoice} back={back} />;
  const view = invoiceView(i18n, invoice, document);

  async function download() {
    setDownloading(true);
    try {
      const [{ downloadPdf }, { invoiceDocument }] = await Promise.all([
        import("../../lib/pdf/download-pdf.ts"),
        import("./invoice-document.ts"),
      ]);
      await downloadPdf(invoiceDocument(view), invoiceFileName(locale, view.localId, view.document));
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
        {back}
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
      {invoice.has_certificate ? (
        <section className="invoice-page__certificate" aria-labelledby="invoice-certificate-title">
          <h2 id="invoice-certificate-title">
            <Trans>The certificate of this gift in someone's name</Trans>
          </h2>
          <div className="invoice-page__certificate-buttons">
            <CertificateButtons of={certificate} />
          </div>
        </section>
      ) : null}
      <InvoiceSheet view={view} />
    </main>
  );
}

/** A refunded gift, or one whose payment failed or expired, has no receipt or invoice to show. */
function NoDocument({ invoice, back }: { invoice: InvoiceData; back: ReactNode }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const id = invoice.local_id;
  const amount = formatRupiah(invoice.amount, locale);
  return (
    <main className="invoice-page" id="main">
      <div className="invoice-page__bar">{back}</div>
      <section className="invoice-notice" aria-labelledby="invoice-notice-title">
        {invoice.status === "refunded" ? (
          <>
            <h1 id="invoice-notice-title">
              <Trans>This donation was refunded</Trans>
            </h1>
            <p>
              <Trans>
                Donation {id} of {amount} was refunded to you, so it has no receipt any more.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <h1 id="invoice-notice-title">
              <Trans>This payment did not go through</Trans>
            </h1>
            <p>
              <Trans>
                Donation {id} of {amount} was not paid, so it has no receipt or invoice.
              </Trans>
            </p>
          </>
        )}
      </section>
    </main>
  );
}

/** A forged, expired or dead link (or one opened on another gift's address): how to get a new one. */
function LinkNotWorking({ back }: { back: ReactNode }) {
  const email = foundation.email;
  return (
    <main className="invoice-page" id="main">
      <div className="invoice-page__bar">{back}</div>
      <section className="invoice-notice" aria-labelledby="invoice-notice-title">
        <h1 id="invoice-notice-title">
          <Trans>This link does not work any more</Trans>
        </h1>
        <p>
          <Trans>
            The links in our mails open a receipt for 18 months. Write to us at{" "}
            <a href={`mailto:${email}`}>{email}</a> and we will send you a new one.
          </Trans>
        </p>
        <p>
          <Trans>
            Have an account? <Link to="/login">Sign in</Link> to see all your donations.
          </Trans>
        </p>
      </section>
    </main>
  );
}
