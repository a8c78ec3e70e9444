import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { jakartaDay } from "@rimbun/domain/dates";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, formatShortDate, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { showToast } from "../../app/toast-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { CardCellLabel } from "../../components/card-cell-label.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  type AdminWhatsAppPrices,
  listWhatsAppPrices,
  updateWhatsAppPrice,
  type WhatsAppPrice,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { rupiahOfText } from "../fees/fee-parts.ts";
import "../../components/card-table.css";
import "./whatsapp-prices.css";

const pricesKey = ["admin-whatsapp-prices"] as const;

type Category = AdminWhatsAppPrices["categories"][number]["category"];

const categoryNames = {
  utility: msg`Utility (reminders, receipts, confirmations)`,
  authentication: msg`Authentication (sign-in codes)`,
  marketing: msg`Marketing`,
} as const;

const columns = {
  category: msg`Category`,
  price: msg`Price per message`,
  from: msg`Since`,
  next: msg`Next change`,
} as const;

/** A Jakarta day (`YYYY-MM-DD`) as the reader's short date. */
const dayText = (day: string, locale: "id" | "en") => formatShortDate(`${day}T12:00:00+07:00`, locale);

/**
 * `/dashboard/whatsapp-prices` (administrators; docs/product/staff-console.md#whatsapp-prices): what Meta
 * charges per WhatsApp message by category, from a day on; the reports price each message with it. Shaped
 * like the payment fees screen: a table, an edit dialog that asks for the reason, and the history below.
 */
export function WhatsAppPricesScreen() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const prices = useQuery({ queryKey: pricesKey, queryFn: ({ signal }) => listWhatsAppPrices({ signal }) });
  useFailurePage(prices.error);
  const [editing, setEditing] = useState<Category | null>(null);
  if (prices.isPending || !prices.data) return <LoadingBlock />;
  const price = (row: WhatsAppPrice | null) => (row ? formatRupiah(row.price_idr, locale) : "-");
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>WhatsApp prices</Trans>} />
      <p>
        <Trans>
          What the WhatsApp platform charges for each delivered message, by the template's category. The
          reports price each message at the price in force on the day it was sent; a change keeps the earlier
          prices for the days before it.
        </Trans>
      </p>
      <div className="card-table-wrap">
        <table className="card-table">
          <thead>
            <tr>
              <th scope="col">{i18n._(columns.category)}</th>
              <th scope="col">{i18n._(columns.price)}</th>
              <th scope="col">{i18n._(columns.from)}</th>
              <th scope="col">{i18n._(columns.next)}</th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Edit</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.data.categories.map((row) => (
              <tr key={row.category}>
                <th scope="row">{i18n._(categoryNames[row.category])}</th>
                <td>
                  <CardCellLabel>{i18n._(columns.price)}</CardCellLabel>
                  {row.current ? price(row.current) : <Trans>Not set</Trans>}
                </td>
                <td>
                  <CardCellLabel>{i18n._(columns.from)}</CardCellLabel>
                  {row.current ? dayText(row.current.effective_from, locale) : "-"}
                </td>
                <td>
                  <CardCellLabel>{i18n._(columns.next)}</CardCellLabel>
                  {row.next ? <NextPrice next={row.next} /> : "-"}
                </td>
                <td>
                  <Button variant="secondary" onClick={() => setEditing(row.category)}>
                    <Trans>Edit</Trans>
                    <span className="visually-hidden"> {i18n._(categoryNames[row.category])}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <History history={prices.data.history} />
      {editing ? (
        <PriceDialog
          key={editing}
          category={editing}
          current={prices.data.categories.find((row) => row.category === editing)?.current ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function NextPrice({ next }: { next: WhatsAppPrice }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const amount = formatRupiah(next.price_idr, locale);
  const day = dayText(next.effective_from, locale);
  return (
    <Trans>
      {amount} from {day}
    </Trans>
  );
}

function History({ history }: { history: WhatsAppPrice[] }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <section className="rb-card whatsapp-prices-history" aria-labelledby="whatsapp-prices-history">
      <h2 id="whatsapp-prices-history">
        <Trans>Changes, newest first</Trans>
      </h2>
      {history.length === 0 ? (
        <p>
          <Trans>No price set yet: the reports count delivered messages without a cost.</Trans>
        </p>
      ) : (
        <ul className="rb-stack">
          {history.map((row) => {
            const category = i18n._(categoryNames[row.category]);
            const amount = formatRupiah(row.price_idr, locale);
            const from = dayText(row.effective_from, locale);
            const when = formatDateTime(row.created_at, locale);
            const who = row.created_by ?? "-";
            return (
              <li key={row.id}>
                <Trans>
                  {category}: {amount} from {from} (set {when} by {who})
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** One category's new price: the rupiah, the day it applies from (today by default), then the reason. */
function PriceDialog({
  category,
  current,
  onClose,
}: {
  category: Category;
  current: WhatsAppPrice | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState(current ? String(current.price_idr) : "");
  const [from, setFrom] = useState(() => jakartaDay(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const change = useApiMutation({
    call: updateWhatsAppPrice,
    invalidates: [pricesKey, ["reports-whatsapp"]],
    onSuccess: () => {
      onClose();
      showToast({
        tone: "success",
        message: t`Saved. The reports price messages from that day at the new price.`,
      });
    },
    failure: t`The price could not be saved. Please try again later.`,
  });
  const name = i18n._(categoryNames[category]);
  function confirm(reason: string) {
    const price = rupiahOfText(amount);
    if (price === null || !/^\d{4}-\d{2}-\d{2}$/.test(from)) {
      setProblem(t`Please enter the price in whole rupiah and the day it applies from.`);
      return;
    }
    setProblem(null);
    void change.submit({ category, price_idr: price, effective_from: from, reason });
  }
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={<Trans>Price of {name}</Trans>}
      description={
        <PriceFields amount={amount} setAmount={setAmount} from={from} setFrom={setFrom} problem={problem} />
      }
      confirm={<Trans>Save price</Trans>}
      onConfirm={confirm}
      pending={change.pending}
      refusal={change.refusal}
    />
  );
}

/** The dialog's two fields and the screen's own problem with them. */
function PriceFields({
  amount,
  setAmount,
  from,
  setFrom,
  problem,
}: {
  amount: string;
  setAmount: (text: string) => void;
  from: string;
  setFrom: (text: string) => void;
  problem: string | null;
}) {
  const id = useId();
  return (
    <div className="rb-stack">
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={`${id}-price`}>
          <Trans>Price per message (rupiah)</Trans>
        </label>
        <input
          id={`${id}-price`}
          className="rb-input"
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
      </div>
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={`${id}-from`}>
          <Trans>Applies from (Jakarta day)</Trans>
        </label>
        <input
          id={`${id}-from`}
          className="rb-input"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
      </div>
      {problem ? (
        <p className="rb-note rb-note--danger" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
