import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button, EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { hideTeam, listStaffTeams, type StaffTeam, unhideTeam } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { staffTeamsKey, staffTeamsRoot } from "./fundraiser-words.tsx";

export type TeamFilter = "shown" | "hidden";
type TeamAction = "hide" | "unhide";

/** One team as a table row on wide screens and a card with labelled figures on phones. */
function TeamRow({ team, onAct }: { team: StaffTeam; onAct: (action: TeamAction) => void }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const raised = formatRupiah(team.raised, locale);
  const goal = formatRupiah(team.goal, locale);
  return (
    <tr>
      <td>
        <span className="staff-pages__title">{team.name}</span>
        <span className="staff-pages__sub">{team.slug}</span>
      </td>
      <td data-label={t`Captain`}>
        {team.captain ? (
          <>
            <span className="staff-pages__owner">{team.captain.name}</span>
            <span className="staff-pages__sub">{team.captain.email}</span>
          </>
        ) : (
          t`Account deleted`
        )}
      </td>
      <td data-label={t`State`}>
        {team.hidden_at ? (
          <>
            <span className="fundraiser-status fundraiser-status--hidden">{t`Hidden by staff`}</span>
            {/* Text, never markup: the reason is typed by people. */}
            <span className="staff-pages__sub">{t`Reason: ${team.hidden_reason ?? "—"}`}</span>
          </>
        ) : (
          t`Shown`
        )}
      </td>
      <td data-label={t`Raised`}>
        {t`${raised} of ${goal}`}
        <span className="staff-pages__sub">
          <Plural value={team.member_count} one="# page" other="# pages" />
        </span>
      </td>
      <td data-label={t`Made`}>{formatDateTime(team.created_at, locale)}</td>
      <td>
        <div className="staff-pages__actions">
          {team.hidden_at ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={t`Unhide team ${team.name}`}
              onClick={() => onAct("unhide")}
            >
              <Trans>Unhide</Trans>
            </Button>
          ) : (
            <Button
              size="small"
              variant="secondary"
              aria-label={t`Hide team ${team.name}`}
              onClick={() => onAct("hide")}
            >
              <Trans>Hide</Trans>
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

function TeamsTable({
  teams,
  onAct,
}: {
  teams: StaffTeam[];
  onAct: (team: StaffTeam, action: TeamAction) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="card-table-wrap">
      <table className="card-table staff-pages">
        <caption className="visually-hidden">{t`Teams`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Team`}</th>
            <th scope="col">{t`Captain`}</th>
            <th scope="col">{t`State`}</th>
            <th scope="col">{t`Raised`}</th>
            <th scope="col">{t`Made`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <TeamRow key={team.id} team={team} onAct={(action) => onAct(team, action)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The hide and unhide calls with their dialog's words. */
function useTeamAction(acting: { team: StaffTeam; action: TeamAction } | null, onDone: () => void) {
  const { t } = useLingui();
  const name = acting?.team.name ?? "";
  const words = {
    hide: {
      title: t`Hide team "${name}"`,
      description: t`The team page leaves the site (its address answers "not found") and the leaderboard; its members' pages stay but no longer name it, and no page can join it. The captain sees your reason.`,
      confirm: t`Hide team`,
      done: t`The team is hidden.`,
    },
    unhide: {
      title: t`Unhide team "${name}"`,
      description: t`The team page and its place on the leaderboard return; its members' pages name it again.`,
      confirm: t`Unhide team`,
      done: t`The team is shown again.`,
    },
  };
  const shown = acting ? words[acting.action] : null;
  const change = useApiMutation({
    call: (input: { id: string; action: TeamAction; reason: string }) =>
      (input.action === "hide" ? hideTeam : unhideTeam)(input.id, { reason: input.reason }),
    invalidates: [staffTeamsRoot],
    announce: shown?.done,
    refreshAfterRefusal: true,
    onSuccess: onDone,
  });
  return { change, shown };
}

/**
 * Teams for staff (docs/product/fundraisers.md#staff): shown or hidden ones, hidden and unhidden with a
 * reason (audited), as pages are.
 */
export function StaffTeams({ filter }: { filter: TeamFilter }) {
  const [acting, setActing] = useState<{ team: StaffTeam; action: TeamAction } | null>(null);
  const teams = useQuery({
    queryKey: staffTeamsKey(filter),
    queryFn: ({ signal }) => listStaffTeams({ status: filter }, { signal }),
  });
  useFailurePage(teams.error);
  const { change, shown } = useTeamAction(acting, () => setActing(null));
  return (
    <>
      {teams.isPending ? (
        <LoadingBlock />
      ) : (teams.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <TeamsTable teams={teams.data ?? []} onAct={(team, action) => setActing({ team, action })} />
      )}
      <ReasonDialog
        open={acting !== null}
        onClose={() => setActing(null)}
        title={shown?.title ?? ""}
        description={shown?.description}
        confirm={shown?.confirm ?? ""}
        pending={change.pending}
        refusal={change.refusal}
        onConfirm={(reason) => {
          if (acting) void change.submit({ id: acting.team.id, action: acting.action, reason });
        }}
      />
    </>
  );
}
