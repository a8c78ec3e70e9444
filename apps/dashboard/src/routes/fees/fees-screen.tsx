import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { findChannel } from "@rimbun/domain/channels";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { showToast } from "../../app/toast-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { CardCellLabel } from "../../components/card-cell-label.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { type AdminChannelFee, listAdminChannelFees, updateChannelFee } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { basisPointsOfText, percentText, rupiahOfText } from "./fee-parts.ts";
import "../../components/card-table.css";

const feesKey = ["admin-channel-fees"] as const;

const columns = {
  channel: msg`Payment method`,
  fixed: msg`Fixed part`,
  percent: msg`Percentage`,
  vat: msg`VAT on the fee`,
  changed: msg`Last change`,
} as const;

/**
 * `/dashboard/fees` (administrators; docs/product/staff-console.md#channel-fees): each payment method's
 * fee as the donors who cover it pay it, its default from the provider's published prices, and an edit
 * that asks for the reason the audit log keeps.
 */
export function FeesScreen() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const fees = useQuery({ queryKey: feesKey, queryFn: ({ signal }) => listAdminChannelFees({ signal }) });
  useFailurePage(fees.error);
  const [editing, setEditing] = useState<AdminChannelFee | null>(null);
  if (fees.isPending) return <LoadingBlock />;
  const pct = (basisPoints: number) =>
    `${percentText(basisPoints).replace(".", locale === "id" ? "," : ".")} %`;
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Payment fees</Trans>} />
      <p>
        <Trans>
          Donors who cover the fee pay their gift plus what the payment method keeps, so the foundation
          receives the whole gift. A change applies to gifts made from now on and to each monthly charge from
          its next cycle.
        </Trans>
      </p>
      <div className="card-table-wrap">
        <table className="card-table">
          <thead>
            <tr>
              <th scope="col">{i18n._(columns.channel)}</th>
              <th scope="col">{i18n._(columns.fixed)}</th>
              <th scope="col">{i18n._(columns.percent)}</th>
              <th scope="col">{i18n._(columns.vat)}</th>
              <th scope="col">{i18n._(columns.changed)}</th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Edit</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(fees.data ?? []).map((row) => (
              <tr key={row.channel}>
                <th scope="row">{findChannel(row.channel)?.name ?? row.channel}</th>
                <td>
                  <CardCellLabel>{i18n._(columns.fixed)}</CardCellLabel>
                  {formatRupiah(row.fixed, locale)}
                </td>
                <td>
                  <CardCellLabel>{i18n._(columns.percent)}</CardCellLabel>
                  {pct(row.percent_basis_points)}
                </td>
                <td>
                  <CardCellLabel>{i18n._(columns.vat)}</CardCellLabel>
                  {pct(row.vat_basis_points)}
                </td>
                <td>
                  <CardCellLabel>{i18n._(columns.changed)}</CardCellLabel>
                  {row.updated_at ? formatDateTime(row.updated_at, locale) : <Trans>Default</Trans>}
                </td>
                <td>
                  <Button variant="secondary" onClick={() => setEditing(row)}>
                    <Trans>Edit</Trans>
                    <span className="visually-hidden"> {findChannel(row.channel)?.name ?? row.channel}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? <FeeDialog key={editing.channel} row={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

/** One channel's edit: three fields, then the reason (the API refuses what the domain's limits refuse). */
function FeeDialog({ row, onClose }: { row: AdminChannelFee; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [fixed, setFixed] = useState(String(row.fixed));
  const [percent, setPercent] = useState(percentText(row.percent_basis_points));
  const [vat, setVat] = useState(percentText(row.vat_basis_points));
  const [problem, setProblem] = useState<string | null>(null);
  const change = useApiMutation({
    call: updateChannelFee,
    invalidates: [feesKey, ["channel-fees"]],
    onSuccess: () => {
      onClose();
      showToast({ tone: "success", message: t`Saved. The new fee applies from now on.` });
    },
    failure: t`The fee could not be saved. Please try again later.`,
  });
  const name = findChannel(row.channel)?.name ?? row.channel;
  const defaults = `${formatRupiah(row.default.fixed, "en")} + ${percentText(row.default.percent_basis_points)} %, ${t`VAT`} ${percentText(row.default.vat_basis_points)} %`;
  function confirm(reason: string) {
    const values = {
      fixed: rupiahOfText(fixed),
      percent_basis_points: basisPointsOfText(percent),
      vat_basis_points: basisPointsOfText(vat),
    };
    if (values.fixed === null || values.percent_basis_points === null || values.vat_basis_points === null) {
      setProblem(t`Please enter whole rupiah and percentages with at most two decimals.`);
      return;
    }
    setProblem(null);
    void change.submit({
      channel: row.channel,
      fixed: values.fixed,
      percent_basis_points: values.percent_basis_points,
      vat_basis_points: values.vat_basis_points,
      reason,
    });
  }
  const field = (key: string, label: string, value: string, set: (text: string) => void) => (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="rb-input"
        inputMode="decimal"
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
      />
    </div>
  );
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={<Trans>Fee of {name}</Trans>}
      description={
        <div className="rb-stack">
          {field("fixed", t`Fixed part (rupiah)`, fixed, setFixed)}
          {field("percent", t`Percentage of the charge (%)`, percent, setPercent)}
          {field("vat", t`VAT on the fee (%)`, vat, setVat)}
          <p className="rb-field__hint">
            <Trans>Default from the provider's published prices: {defaults}</Trans>
          </p>
          {problem ? (
            <p className="rb-note rb-note--danger" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      }
      confirm={<Trans>Save fee</Trans>}
      onConfirm={confirm}
      pending={change.pending}
      refusal={change.refusal}
    />
  );
}
