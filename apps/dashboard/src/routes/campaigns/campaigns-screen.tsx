import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatShortDate, toLocale } from "@rimbun/i18n";
import { EmptyState, ProgressBar } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { listStaffCampaigns, type StaffCampaignRow } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { CampaignKindName, CampaignStatusBadge } from "./campaign-labels.tsx";
import { adminCampaignsKey } from "./campaign-queries.ts";
import "./campaigns.css";

function CampaignRow({ campaign }: { campaign: StaffCampaignRow }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const raised = formatRupiah(campaign.raised, locale);
  const target = formatRupiah(campaign.target, locale);
  return (
    <li className="rb-card campaign-row">
      <div className="campaign-row__head">
        <h2 className="campaign-row__title">
          <Link to={`/dashboard/campaigns/${encodeURIComponent(campaign.slug)}`}>
            {campaign.title[locale] || campaign.slug}
          </Link>
        </h2>
        <p className="campaign-row__meta">
          <CampaignKindName kind={campaign.kind} />
          {" · "}
          <span className="campaign-row__slug">{campaign.slug}</span>
        </p>
      </div>
      <CampaignStatusBadge status={campaign.status} />
      <div className="campaign-row__figures">
        <ProgressBar
          label={t`Raised of target`}
          value={campaign.raised}
          max={campaign.target}
          valueText={t`${raised} of ${target}`}
        />
        <p className="campaign-row__donors">
          <Plural value={campaign.donor_count} one="# donor" other="# donors" />
          {" · "}
          <Plural value={campaign.update_count} one="# update" other="# updates" />
          {campaign.starts_on ? (
            <>
              {" · "}
              {formatShortDate(campaign.starts_on, locale)}
              {campaign.ends_on ? ` – ${formatShortDate(campaign.ends_on, locale)}` : null}
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/**
 * Campaigns (docs/product/campaigns.md#campaign-screens): every campaign and programme with its status,
 * figures and dates; a title opens the editor, "New campaign" starts a draft.
 */
export function CampaignsScreen() {
  const { t } = useLingui();
  const campaigns = useQuery({
    queryKey: adminCampaignsKey,
    queryFn: ({ signal }) => listStaffCampaigns({ signal }),
  });
  useFailurePage(campaigns.error);

  return (
    <section className="screen campaigns-screen">
      <ScreenHeader title={<Trans>Campaigns</Trans>}>
        <Link className="rb-button rb-button--primary" to="/dashboard/campaigns/new">
          <Trans>New campaign</Trans>
        </Link>
      </ScreenHeader>
      {campaigns.isPending ? (
        <LoadingBlock />
      ) : (campaigns.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="campaign-list" aria-label={t`Campaigns`}>
          {(campaigns.data ?? []).map((campaign) => (
            <CampaignRow key={campaign.slug} campaign={campaign} />
          ))}
        </ul>
      )}
    </section>
  );
}
