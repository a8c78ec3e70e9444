import { Trans, useLingui } from "@lingui/react/macro";
import { findOwnRank, leaderboardPeriod } from "@rimbun/domain/leaderboard";
import { formatPoints, toLocale } from "@rimbun/i18n";
import { EmptyState, LeaderboardCard } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { avatarUrl, getLeaderboard, type LeaderboardRow } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { type LeaderboardChoice, LeaderboardFilter } from "./leaderboard-filter.tsx";
import "./leaderboard.css";

function Card({ row, rank, isCurrentUser }: { row: LeaderboardRow; rank: number; isCurrentUser?: boolean }) {
  const { i18n } = useLingui();
  return (
    <LeaderboardCard
      rank={rank}
      fullname={row.fullname}
      totalDonors={row.total_donor}
      totalDonations={row.total_donations}
      avgGift={row.avg_gift}
      points={formatPoints(row.point, toLocale(i18n.locale))}
      avatarUrl={avatarUrl(row.avatar ?? undefined)}
      isCurrentUser={isCurrentUser}
    />
  );
}

/**
 * Leaderboard (SPEC 2): the top 10 with medals, and the volunteer's own rank found by e-mail. The
 * month and year filter asks for a period only once both are chosen; before that it is all time.
 */
export function LeaderboardScreen({ now }: { now?: Date }) {
  const email = useSessionStore((state) => state.user?.email ?? "");
  const [choice, setChoice] = useState<LeaderboardChoice>({});
  const period = leaderboardPeriod(choice, now);
  const query = period.kind === "month" ? { month: period.month, year: period.year } : {};
  const leaderboard = useQuery({
    queryKey: ["leaderboard", query.year ?? "all", query.month ?? "all"],
    queryFn: ({ signal }) => getLeaderboard(query, { signal }),
  });
  useFailurePage(leaderboard.error);
  const top = leaderboard.data?.top ?? [];
  // Own rank: the API's own entry, else the top 10 matched by e-mail (SPEC 2).
  const inTop = findOwnRank(top, email);
  const own = leaderboard.data?.own ?? inTop?.entry ?? null;
  const ownRank = own?.rank ?? inTop?.rank ?? null;

  return (
    <section className="screen leaderboard">
      <ScreenHeader title={<Trans>Leaderboard</Trans>} />
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
            {own && ownRank ? (
              <Card row={own} rank={ownRank} isCurrentUser />
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
                  <li key={row.email}>
                    <Card row={row} rank={row.rank ?? index + 1} isCurrentUser={row.email === email} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </section>
  );
}
