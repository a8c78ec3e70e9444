import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type DonationType,
  donationDocument,
  donationKindLabels,
  donationStatusLabels,
  toDonationKind,
} from "@rimbun/domain/donations";
import { invoicePath } from "@rimbun/domain/invoice";
import { co2ForAmount, formatRupiah } from "@rimbun/domain/money";
import { formatKilograms, formatShortDate, toLocale } from "@rimbun/i18n";
import { ChevronDown, Download, Printer } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import type { DonationHistoryItem } from "../../lib/api.ts";
import { TributePanel } from "./tribute-panel.tsx";

interface RowsProps {
  rows: DonationHistoryItem[];
  /** local_id of the open row, or null. */
  expanded: string | null;
  onToggle: (localId: string) => void;
}

/**
 * The status in the reader's words with a colour per outcome (docs/product/monthly-giving.md#donation-history),
 * never the raw code (DONE, FAILED).
 */
export function StatusTag({ status }: { status: DonationHistoryItem["status"] }) {
  const { i18n } = useLingui();
  return (
    <span className={`history-status history-status--${status}`}>{i18n._(donationStatusLabels[status])}</span>
  );
}

function TypeLabel({ type }: { type: DonationType }) {
  const { i18n } = useLingui();
  return <>{i18n._(donationKindLabels[toDonationKind(type)])}</>;
}

/**
 * The actions' names: a paid gift's receipt (a refunded one's too, disabled), an unpaid one's invoice
 * (docs/decisions/guest-links.md).
 */
function actionLabel(
  i18n: I18n,
  action: "download" | "print",
  status: DonationHistoryItem["status"],
  localId: string,
): string {
  if (status === "done" || status === "refunded")
    return i18n._(action === "download" ? msg`Download receipt ${localId}` : msg`Print receipt ${localId}`);
  return i18n._(action === "download" ? msg`Download invoice ${localId}` : msg`Print invoice ${localId}`);
}

/** Download or print: a link, or for a donation without a document the same action disabled. */
function InvoiceAction({ row, action }: { row: DonationHistoryItem; action: "download" | "print" }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const document = donationDocument(row.status);
  const label = actionLabel(i18n, action, row.status, row.local_id);
  const content = (
    <>
      {action === "download" ? (
        <Download size={18} aria-hidden="true" />
      ) : (
        <Printer size={18} aria-hidden="true" />
      )}
      <span className="history-action__text">{action === "download" ? t`Download` : t`Print`}</span>
    </>
  );
  if (document)
    return (
      <Link className="history-action" to={invoicePath(action, row.local_id, locale)} aria-label={label}>
        {content}
      </Link>
    );
  // aria-disabled rather than `disabled` or no element: the action stays where it always is, reachable by
  // keyboard and screen readers, with the reason read out and shown on hover.
  return (
    <button
      type="button"
      className="history-action history-action--disabled"
      aria-disabled="true"
      aria-label={label}
      aria-describedby={`no-invoice-${row.local_id}`}
      title={noDocumentReason(i18n, row.status)}
    >
      {content}
    </button>
  );
}

/** Why a row has no document: refunded, or its payment never went through. */
function noDocumentReason(i18n: I18n, status: DonationHistoryItem["status"]) {
  return i18n._(
    status === "refunded"
      ? msg`No receipt: this donation was refunded.`
      : msg`No invoice: this payment did not go through.`,
  );
}

/**
 * Download and print; both disabled, with the reason, for a donation without a document
 * (docs/product/monthly-giving.md#donation-history).
 */
function InvoiceActions({ row }: { row: DonationHistoryItem }) {
  const { i18n } = useLingui();
  const enabled = donationDocument(row.status) !== null;
  return (
    <span className="history-actions">
      <InvoiceAction row={row} action="download" />
      <InvoiceAction row={row} action="print" />
      {enabled ? null : (
        <span className="visually-hidden" id={`no-invoice-${row.local_id}`}>
          {noDocumentReason(i18n, row.status)}
        </span>
      )}
    </span>
  );
}

function ExpandButton({
  row,
  open,
  onToggle,
}: {
  row: DonationHistoryItem;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="history-expand"
      aria-expanded={open}
      aria-controls={`donation-${row.local_id}`}
      aria-label={open ? t`Hide details of ${row.local_id}` : t`Show details of ${row.local_id}`}
      onClick={onToggle}
    >
      <ChevronDown size={18} aria-hidden="true" />
    </button>
  );
}

/**
 * What the expanded row adds: the one number the foundation asks for on the phone (the same as on the
 * receipt), and the gift's effect.
 */
function Details({ row }: { row: DonationHistoryItem }) {
  const { i18n } = useLingui();
  const kg = formatKilograms(co2ForAmount(row.amount), toLocale(i18n.locale));
  return (
    <>
      <dl className="history-details" id={`donation-${row.local_id}`}>
        <div>
          <dt>
            <Trans>Donation id</Trans>
          </dt>
          <dd>{row.local_id}</dd>
        </div>
        {row.description ? (
          <div>
            <dt>
              <Trans>Description</Trans>
            </dt>
            <dd>{row.description}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Impact</Trans>
          </dt>
          <dd>
            <Trans>About {kg} kg CO₂ kept out of the air</Trans>
          </dd>
        </div>
      </dl>
      <TributePanel localId={row.local_id} />
    </>
  );
}

export function HistoryTable({ rows, expanded, onToggle }: RowsProps) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <div className="rb-card card-table-wrap history-table__wrap">
      <table className="card-table history-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Type</Trans>
            </th>
            <th scope="col" className="history-table__amount">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Receipt</Trans>
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Details</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const open = expanded === row.local_id;
            return (
              <Fragment key={row.local_id}>
                <tr className={open ? "history-table__row--open" : undefined}>
                  <td>{formatShortDate(row.created_at, locale)}</td>
                  <td>
                    <TypeLabel type={row.donation_type} />
                  </td>
                  <td className="history-table__amount">{formatRupiah(row.amount, locale)}</td>
                  <td>
                    <StatusTag status={row.status} />
                  </td>
                  <td>
                    <InvoiceActions row={row} />
                  </td>
                  <td>
                    <ExpandButton row={row} open={open} onToggle={() => onToggle(row.local_id)} />
                  </td>
                </tr>
                {open ? (
                  <tr className="history-table__details">
                    <td colSpan={6}>
                      <Details row={row} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function HistoryCards({ rows, expanded, onToggle }: RowsProps) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <ul className="history-cards">
      {rows.map((row) => {
        const open = expanded === row.local_id;
        return (
          <li key={row.local_id} className="rb-card history-card">
            <div className="history-card__head">
              <div>
                <p className="history-card__amount">{formatRupiah(row.amount, locale)}</p>
                <p className="history-card__meta">
                  {formatShortDate(row.created_at, locale)} · <TypeLabel type={row.donation_type} />
                </p>
              </div>
              <StatusTag status={row.status} />
            </div>
            <div className="history-card__foot">
              <InvoiceActions row={row} />
              <ExpandButton row={row} open={open} onToggle={() => onToggle(row.local_id)} />
            </div>
            {open ? <Details row={row} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
