import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { listMyTeams, type OwnTeam } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { FundraiserFigures } from "./fundraiser-figures.tsx";
import { fundraiserTeamUrl, myTeamsKey } from "./fundraiser-words.tsx";
import { TeamDialog } from "./team-dialog.tsx";

/** The teams the person captains, with their totals; make one, or edit one. */
export function MyTeams() {
  const { t } = useLingui();
  const teams = useQuery({ queryKey: myTeamsKey, queryFn: ({ signal }) => listMyTeams({ signal }) });
  useFailurePage(teams.error);
  const [editing, setEditing] = useState<OwnTeam | "new" | null>(null);
  return (
    <section className="fundraiser-teams" aria-labelledby="my-teams-title">
      <div className="fundraiser-teams__head">
        <h2 id="my-teams-title" className="fundraiser-teams__title">
          <Trans>My teams</Trans>
        </h2>
        <Button size="small" variant="secondary" onClick={() => setEditing("new")}>
          <Trans>New team</Trans>
        </Button>
      </div>
      <p className="fundraiser-teams__intro">
        <Trans>A team adds up its members' pages. Members join by choosing the team on their page.</Trans>
      </p>
      {teams.isPending ? (
        <LoadingBlock />
      ) : (teams.data ?? []).length === 0 ? (
        <p className="fundraiser-teams__empty">
          <Trans>You captain no team yet.</Trans>
        </p>
      ) : (
        <ul className="fundraiser-list" aria-label={t`My teams`}>
          {(teams.data ?? []).map((team) => (
            <li key={team.slug} className="rb-card fundraiser-row">
              <div className="fundraiser-row__head">
                <h3 className="fundraiser-row__title">{team.name}</h3>
                <p className="fundraiser-row__meta">
                  {team.hidden ? (
                    <span className="fundraiser-status fundraiser-status--hidden">
                      <Trans>Hidden by staff</Trans>
                    </span>
                  ) : (
                    <a
                      href={fundraiserTeamUrl(team.slug, team.locale)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Trans>Open the team page</Trans>
                    </a>
                  )}
                </p>
              </div>
              <Button
                size="small"
                variant="ghost"
                aria-label={t`Edit team ${team.name}`}
                onClick={() => setEditing(team)}
              >
                <Trans>Edit</Trans>
              </Button>
              <FundraiserFigures page={team} />
              {team.hidden ? (
                // `t`, not <Trans>: the reason is typed by people and must stay text.
                <p className="fundraiser-row__hidden">
                  {t`Its page is not shown on the site and no page can join it. Reason: ${team.hidden_reason ?? "—"}`}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <TeamDialog
        open={editing !== null}
        team={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
