import { Trans, useLingui } from "@lingui/react/macro";
import { leaderboardPeriod } from "@rimbun/domain/leaderboard";
import { formatPoints, toLocale } from "@rimbun/i18n";
import { EmptyState, LeaderboardCard, Tabs } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { TeamBoard } from "../../features/fundraisers/team-board.tsx";
import { avatarUrl, getLeaderboard, type LeaderboardRow } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { type LeaderboardChoice, LeaderboardFilter } from "./leaderboard-filter.tsx";
import "./leaderboard.css";

function Card({ row, rank, isCurrentUser }: { row: LeaderboardRow; rank: number; isCurrentUser?: boolean }) {
  const { t, i18n } = useLingui();
  // Points with their unit, as every amount on a screen (the locale check fails on a bare 2.000,00).
  const points = formatPoints(row.point, toLocale(i18n.locale));
  return (
    <LeaderboardCard
      rank={rank}
      fullname={row.fullname}
      totalDonors={row.total_donor}
      totalDonations={row.total_donations}
      avgGift={row.avg_gift}
      points={t`${points} points`}
      avatarUrl={avatarUrl(row.avatar ?? undefined)}
      isCurrentUser={isCurrentUser}
    />
  );
}

/**
 * Leaderboard: the top 10 with medals, and the volunteer's own rank, which the API finds by
 * user id (`own`, and `is_me` on the caller's row; e-mails arrive masked, so none is compared here). The
 * month and year filter asks for a period only once both are chosen; before that it is all time.
 */
function VolunteerBoard({ now }: { now?: Date }) {
  const [choice, setChoice] = useState<LeaderboardChoice>({});
  const period = leaderboardPeriod(choice, now);
  const query = period.kind === "month" ? { month: period.month, year: period.year } : {};
  const leaderboard = useQuery({
    queryKey: ["leaderboard", query.year ?? "all", query.month ?? "all"],
    queryFn: ({ signal }) => getLeaderboard(query, { signal }),
  });
  useFailurePage(leaderboard.error);
  const top = leaderboard.data?.top ?? [];
  const own = leaderboard.data?.own ?? top.find((row) => row.is_me) ?? null;

  return (
    <div className="leaderboard__view">
      <div className="rb-card leaderboard__filter">
        <LeaderboardFilter value={choice} onChange={setChoice} now={now} />
      </div>
      {leaderboard.isPending ? (
        <LoadingBlock />
      ) : (
        <>
          <section className="leaderboard__own" aria-labelledby="own-rank-title">
            <h2 className="leaderboard__subtitle" id="own-rank-title">
              <Trans>Your rank</Trans>
            </h2>
            {own ? (
              <Card row={own} rank={own.rank} isCurrentUser />
            ) : (
              <p className="leaderboard__none">
                <Trans>No points in this period yet. Share your referral link to climb the board.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby="top-title">
            <h2 className="leaderboard__subtitle" id="top-title">
              <Trans>Top 10 volunteers</Trans>
            </h2>
            {top.length === 0 ? (
              <EmptyState />
            ) : (
              <ol className="leaderboard__list">
                {top.map((row, index) => (
                  <li key={row.rank}>
                    <Card row={row} rank={row.rank ?? index + 1} isCurrentUser={row.is_me} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** Volunteers by points, or teams by what their pages raised (docs/product/fundraisers.md#teams). */
export function LeaderboardScreen({ now }: { now?: Date }) {
  const { t } = useLingui();
  // Only the chosen view is mounted, so the team board's call waits until someone opens it.
  const [view, setView] = useState("volunteers");
  return (
    <section className="screen leaderboard">
      <ScreenHeader title={<Trans>Leaderboard</Trans>} />
      <Tabs
        label={t`Leaderboard view`}
        selectedId={view}
        onSelect={setView}
        tabs={[
          {
            id: "volunteers",
            label: <Trans>Volunteers</Trans>,
            panel: view === "volunteers" && <VolunteerBoard now={now} />,
          },
          { id: "teams", label: <Trans>Teams</Trans>, panel: view === "teams" && <TeamBoard /> },
        ]}
      />
    </section>
  );
}
