import { Trans, useLingui } from "@lingui/react/macro";
import { FUNDRAISER_SLUG_PATTERN } from "@rimbun/contract/fundraisers";
import { Button, TextField } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { chooseFundraiserTeam, listMyTeams, type OwnFundraiserPage, type OwnTeam } from "../../lib/api.ts";
import { type ApiMutation, useApiMutation } from "../../lib/use-api-mutation.ts";
import { myPageKey, myPagesKey, myTeamsKey } from "./fundraiser-words.tsx";

const OTHER = "__other__";

/** A team's address as typed: the slug itself, or the end of a team page's link (`…/tim/<slug>`). */
export function teamSlugOf(typed: string): string {
  const text = typed.trim().replace(/\/+$/, "");
  return (text.split("/").pop() ?? "").toLowerCase();
}

/** Join a team: one the owner captains, or another by its address or link. */
function JoinTeamForm({ mine, choose }: { mine: OwnTeam[]; choose: ApiMutation<string | null, unknown> }) {
  const { t } = useLingui();
  const id = useId();
  const [choice, setChoice] = useState(mine[0]?.slug ?? OTHER);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const selected = mine.some((team) => team.slug === choice) ? choice : OTHER;

  function join() {
    const slug = selected === OTHER ? teamSlugOf(typed) : selected;
    if (!FUNDRAISER_SLUG_PATTERN.test(slug)) {
      setProblem(t`Type the team's address, e.g. sahabat-hutan, or paste its link.`);
      return;
    }
    setProblem(null);
    void choose.submit(slug);
  }

  return (
    <form
      className="fundraiser-team__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        join();
      }}
    >
      {mine.length > 0 ? (
        <div className="rb-field">
          <label className="rb-field__label" htmlFor={`${id}-team`}>
            <Trans>Join a team</Trans>
          </label>
          <select
            id={`${id}-team`}
            className="rb-select"
            value={selected}
            onChange={(event) => setChoice(event.target.value)}
          >
            {mine.map((team) => (
              <option key={team.slug} value={team.slug}>
                {team.name}
              </option>
            ))}
            <option value={OTHER}>{t`Another team (type its address)`}</option>
          </select>
        </div>
      ) : null}
      {selected === OTHER ? (
        <TextField
          label={t`Team address or link`}
          hint={t`Ask the team's captain for its link.`}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          error={problem}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
        />
      ) : null}
      {choose.refusal ? (
        <p className="field-error" role="alert">
          {choose.refusal}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="small" loading={choose.pending}>
          <Trans>Join the team</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * The page's team (docs/product/fundraisers.md#teams): one the owner captains, or another team by its
 * address; or none. Only gifts made while the page is in a team count for it.
 */
export function PageTeamChoice({ page }: { page: OwnFundraiserPage }) {
  const { t } = useLingui();
  const id = useId();
  const teams = useQuery({ queryKey: myTeamsKey, queryFn: ({ signal }) => listMyTeams({ signal }) });
  const choose = useApiMutation<string | null, unknown>({
    call: (team: string | null) => chooseFundraiserTeam(page.slug, { team }),
    invalidates: [myPagesKey, myPageKey(page.slug), myTeamsKey],
    announce: t`The page's team is changed.`,
  });
  const teamName = page.team?.name ?? null;
  return (
    <section className="rb-card fundraiser-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fundraiser-panel__title">
        <Trans>Team</Trans>
      </h2>
      {teamName !== null ? (
        <div className="fundraiser-team__current">
          {/* `t`, not <Trans>: Trans reads tags inside its values, and team names are typed by people. */}
          <p>{t`This page counts for the team ${teamName}.`}</p>
          <Button
            size="small"
            variant="secondary"
            loading={choose.pending}
            onClick={() => void choose.submit(null)}
          >
            <Trans>Leave the team</Trans>
          </Button>
        </div>
      ) : teams.isPending ? null : (
        <JoinTeamForm mine={teams.data ?? []} choose={choose} />
      )}
    </section>
  );
}
