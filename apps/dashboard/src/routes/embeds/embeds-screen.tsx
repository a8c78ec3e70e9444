import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { CardCellLabel } from "../../components/card-cell-label.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { type EmbedCode, listEmbeds } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { staffEmbedsKey } from "./embed-queries.ts";
import "../../components/card-table.css";
import "./embeds.css";

const columns = {
  partner: msg`Partner`,
  target: msg`Gives to`,
  language: msg`Language`,
  state: msg`State`,
  gifts: msg`Gifts`,
  paid: msg`Paid`,
} as const;

/** Active or not, in words and a colour that is not the only sign. */
export function EmbedStateBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="embed-state embed-state--active">
      <Trans>Active</Trans>
    </span>
  ) : (
    <span className="embed-state embed-state--inactive">
      <Trans>Deactivated</Trans>
    </span>
  );
}

function EmbedRow({ embed }: { embed: EmbedCode }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const kind = embed.target.kind === "campaign" ? t`Campaign` : t`Fundraiser page`;
  return (
    <tr>
      <th scope="row">
        <Link to={`/dashboard/embeds/${encodeURIComponent(embed.id)}`}>{embed.partner_name}</Link>
        <span className="embed-row__id">{embed.id}</span>
      </th>
      <td>
        <CardCellLabel>{i18n._(columns.target)}</CardCellLabel>
        <span>
          {embed.target.title[locale] || embed.target.slug}
          <span className="embed-row__kind"> · {kind}</span>
        </span>
      </td>
      <td>
        <CardCellLabel>{i18n._(columns.language)}</CardCellLabel>
        {embed.locale === "id" ? t`Indonesian` : t`English`}
      </td>
      <td>
        <CardCellLabel>{i18n._(columns.state)}</CardCellLabel>
        <EmbedStateBadge active={embed.active} />
      </td>
      <td className="embed-table__num">
        <CardCellLabel>{i18n._(columns.gifts)}</CardCellLabel>
        {formatNumber(embed.gifts.count, locale)}
      </td>
      <td className="embed-table__num">
        <CardCellLabel>{i18n._(columns.paid)}</CardCellLabel>
        {formatRupiah(embed.gifts.paid_idr, locale)}
      </td>
    </tr>
  );
}

/**
 * `/dashboard/embeds` (staff and admins; docs/product/staff-console.md#embed-codes): every partner's
 * embed code, newest first, with what it gives to and the paid gifts made through it.
 */
export function EmbedsScreen() {
  const { t, i18n } = useLingui();
  const embeds = useQuery({ queryKey: staffEmbedsKey, queryFn: ({ signal }) => listEmbeds({ signal }) });
  useFailurePage(embeds.error);
  const rows = embeds.data ?? [];
  return (
    <section className="screen embeds-screen">
      <ScreenHeader title={<Trans>Embed codes</Trans>}>
        <Link className="rb-button rb-button--primary" to="/dashboard/embeds/new">
          <Trans>New embed code</Trans>
        </Link>
      </ScreenHeader>
      <p className="embeds-screen__intro">
        <Trans>
          Partners put a donate button and goal meter on their own sites with these codes. Gifts made through
          a code count for its partner in the reports.
        </Trans>
      </p>
      {embeds.isPending ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="card-table-wrap">
          <table className="card-table embed-table" aria-label={t`Embed codes`}>
            <thead>
              <tr>
                {Object.entries(columns).map(([key, label]) => (
                  <th
                    key={key}
                    scope="col"
                    className={key === "gifts" || key === "paid" ? "embed-table__num" : undefined}
                  >
                    {i18n._(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((embed) => (
                <EmbedRow key={embed.id} embed={embed} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
