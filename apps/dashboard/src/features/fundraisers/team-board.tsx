import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { toLocale } from "@rimbun/i18n";
import { EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { listTeamLeaderboard, type TeamLeaderboardRow } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { FundraiserFigures } from "./fundraiser-figures.tsx";
import { fundraiserTeamUrl } from "./fundraiser-words.tsx";
import "./team-board.css";

/** How many teams the board shows (the API's most is 50). */
const TEAMS_SHOWN = 20;

export const teamBoardKey = ["fundraiser-teams", "board"] as const;

function TeamRow({ team }: { team: TeamLeaderboardRow }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <article className="rb-card team-board__team" aria-labelledby={`team-${team.slug}`}>
      <p className="team-board__rank" aria-hidden="true">
        {team.rank}
      </p>
      <div className="team-board__body">
        <h3 className="team-board__name" id={`team-${team.slug}`}>
          <span className="visually-hidden">
            <Trans>Rank {team.rank}:</Trans>{" "}
          </span>
          <a href={fundraiserTeamUrl(team.slug, locale)}>{team.name}</a>
        </h3>
        <p className="team-board__members">
          <Plural value={team.member_count} one="# member" other="# members" />
        </p>
        <FundraiserFigures page={team} />
      </div>
    </article>
  );
}

/**
 * The leaderboard's team view (docs/product/fundraisers.md#teams): teams that are shown on the site,
 * ranked by what their members' pages raised while in the team, all time (the running team totals have
 * no months). Each name opens the team's public page in the reader's language.
 */
export function TeamBoard() {
  const board = useQuery({
    queryKey: teamBoardKey,
    queryFn: ({ signal }) => listTeamLeaderboard({ limit: TEAMS_SHOWN, signal }),
  });
  useFailurePage(board.error);
  if (board.isPending) return <LoadingBlock />;
  const teams = board.data ?? [];
  return (
    <section aria-labelledby="team-board-title">
      <h2 className="leaderboard__subtitle" id="team-board-title">
        <Trans>Top teams</Trans>
      </h2>
      <p className="team-board__hint">
        <Trans>All time, by the amount the members' pages raised for their team.</Trans>
      </p>
      {teams.length === 0 ? (
        <EmptyState />
      ) : (
        <ol className="team-board__list">
          {teams.map((team) => (
            <li key={team.slug}>
              <TeamRow team={team} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
