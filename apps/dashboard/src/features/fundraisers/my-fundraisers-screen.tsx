import { Trans, useLingui } from "@lingui/react/macro";
import { FUNDRAISER_OPEN_PAGES_MAX } from "@rimbun/contract/fundraisers";
import { formatNumber, formatShortDate, toLocale } from "@rimbun/i18n";
import { EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { listMyFundraiserPages, type OwnFundraiserPage } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { FundraiserFigures } from "./fundraiser-figures.tsx";
import { myPagesKey, PageStatusBadge } from "./fundraiser-words.tsx";
import { MyTeams } from "./my-teams.tsx";
import "../../routes/campaigns/campaigns.css";
import "./fundraisers.css";

function PageRow({ page }: { page: OwnFundraiserPage }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <li className="rb-card fundraiser-row">
      <div className="fundraiser-row__head">
        <h2 className="fundraiser-row__title">
          <Link to={`/dashboard/fundraisers/${encodeURIComponent(page.slug)}`}>{page.title}</Link>
        </h2>
        <p className="fundraiser-row__meta">
          {page.campaign ? page.campaign.title[locale] || page.campaign.slug : t`General fund`}
          {page.team ? ` · ${t`Team ${page.team.name}`}` : null}
          {page.ends_on ? ` · ${t`Ends ${formatShortDate(page.ends_on, locale)}`}` : null}
        </p>
      </div>
      <PageStatusBadge status={page.status} hidden={page.hidden} />
      <FundraiserFigures page={page} />
    </li>
  );
}

/**
 * My fundraisers (docs/product/fundraisers.md): the person's pages with their figures and state, a way
 * to start another (at most 5 open), and the teams they captain.
 */
export function MyFundraisersScreen() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const pages = useQuery({
    queryKey: myPagesKey,
    queryFn: ({ signal }) => listMyFundraiserPages({ signal }),
  });
  useFailurePage(pages.error);
  const list = pages.data ?? [];
  const open = list.filter((page) => page.status !== "closed").length;
  const full = open >= FUNDRAISER_OPEN_PAGES_MAX;
  const max = formatNumber(FUNDRAISER_OPEN_PAGES_MAX, locale);

  return (
    <section className="screen fundraisers-screen">
      <ScreenHeader title={<Trans>My fundraisers</Trans>}>
        {full ? (
          <p className="fundraisers-screen__full">{t`You have ${max} open pages: close one to start another.`}</p>
        ) : (
          <Link className="rb-button rb-button--primary" to="/dashboard/fundraisers/new">
            <Trans>New fundraiser page</Trans>
          </Link>
        )}
      </ScreenHeader>
      {pages.isPending ? (
        <LoadingBlock />
      ) : list.length === 0 ? (
        <EmptyState
          title={t`No fundraiser pages yet`}
          description={t`Raise money for a campaign with a page of your own and share its link.`}
        />
      ) : (
        <ul className="fundraiser-list" aria-label={t`My fundraiser pages`}>
          {list.map((page) => (
            <PageRow key={page.slug} page={page} />
          ))}
        </ul>
      )}
      <MyTeams />
    </section>
  );
}
