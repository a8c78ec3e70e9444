import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button, EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  approveFundraiserPage,
  hideFundraiserPage,
  listStaffFundraiserPages,
  type StaffFundraiserPage,
  unhideFundraiserPage,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { RichTextPreview } from "../../routes/campaigns/rich-text-preview.tsx";
import { PageStatusName, staffPagesKey, staffPagesRoot, wallQueueKey } from "./fundraiser-words.tsx";
import { PageDonationsDialog } from "./page-donations-dialog.tsx";
import { StaffTeams, type TeamFilter } from "./staff-teams.tsx";
import "../../components/card-table.css";
import "./fundraisers.css";

const pageFilters = ["pending_review", "live", "paused", "closed", "hidden"] as const;
type PageFilter = (typeof pageFilters)[number];
/** Teams are listed on the same screen, chosen in the same menu. */
const teamFilters = { teams: "shown", teams_hidden: "hidden" } as const satisfies Record<string, TeamFilter>;
type Filter = PageFilter | keyof typeof teamFilters;
const isTeamFilter = (filter: Filter): filter is keyof typeof teamFilters => filter in teamFilters;
type Action = "approve" | "hide" | "unhide";

function FilterName({ filter }: { filter: Filter }) {
  if (filter === "hidden") return <Trans>Hidden by staff</Trans>;
  if (filter === "teams") return <Trans>Teams shown</Trans>;
  if (filter === "teams_hidden") return <Trans>Teams hidden by staff</Trans>;
  return <PageStatusName status={filter} />;
}

/** Approve (waiting pages), hide or unhide, and the page's donations. */
function PageActions({
  page,
  onAct,
  onDonations,
}: {
  page: StaffFundraiserPage;
  onAct: (action: Action) => void;
  onDonations: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="staff-pages__actions">
      {page.status === "pending_review" && !page.hidden_at ? (
        <Button size="small" aria-label={t`Approve ${page.title}`} onClick={() => onAct("approve")}>
          <Trans>Approve</Trans>
        </Button>
      ) : null}
      {page.hidden_at ? (
        <Button
          size="small"
          variant="secondary"
          aria-label={t`Unhide ${page.title}`}
          onClick={() => onAct("unhide")}
        >
          <Trans>Unhide</Trans>
        </Button>
      ) : (
        <Button
          size="small"
          variant="secondary"
          aria-label={t`Hide ${page.title}`}
          onClick={() => onAct("hide")}
        >
          <Trans>Hide</Trans>
        </Button>
      )}
      <Button size="small" variant="ghost" aria-label={t`Donations of ${page.title}`} onClick={onDonations}>
        <Trans>Donations</Trans>
      </Button>
    </div>
  );
}

/** One page as a table row on wide screens and a card with labelled figures on phones. */
function PageRow({
  page,
  onAct,
  onDonations,
}: {
  page: StaffFundraiserPage;
  onAct: (action: Action) => void;
  onDonations: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const raised = formatRupiah(page.raised, locale);
  const goal = formatRupiah(page.goal, locale);
  return (
    <tr>
      <td>
        <span className="staff-pages__title">{page.title}</span>
        <span className="staff-pages__sub">{page.slug}</span>
        <details className="staff-pages__story">
          <summary>{t`Read the story`}</summary>
          <RichTextPreview source={page.story} />
        </details>
      </td>
      <td data-label={t`Owner`}>
        {page.owner ? (
          <>
            <span className="staff-pages__owner">{page.owner.name}</span>
            <span className="staff-pages__sub">{page.owner.email}</span>
          </>
        ) : (
          t`Account deleted`
        )}
      </td>
      <td data-label={t`For`}>{page.campaign_slug ?? t`General fund`}</td>
      <td data-label={t`State`}>
        <PageStatusName status={page.status} />
        {page.hidden_at ? (
          <span className="staff-pages__sub">{t`Hidden: ${page.hidden_reason ?? "—"}`}</span>
        ) : null}
      </td>
      <td data-label={t`Raised`}>
        {t`${raised} of ${goal}`}
        <span className="staff-pages__sub">
          <Plural value={page.donor_count} one="# donor" other="# donors" />
        </span>
      </td>
      <td data-label={t`Made`}>{formatDateTime(page.created_at, locale)}</td>
      <td>
        <PageActions page={page} onAct={onAct} onDonations={onDonations} />
      </td>
    </tr>
  );
}

function PagesTable({
  pages,
  onAct,
  onDonations,
}: {
  pages: StaffFundraiserPage[];
  onAct: (page: StaffFundraiserPage, action: Action) => void;
  onDonations: (page: StaffFundraiserPage) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="card-table-wrap">
      <table className="card-table staff-pages">
        <caption className="visually-hidden">{t`Fundraiser pages`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Page`}</th>
            <th scope="col">{t`Owner`}</th>
            <th scope="col">{t`For`}</th>
            <th scope="col">{t`State`}</th>
            <th scope="col">{t`Raised`}</th>
            <th scope="col">{t`Made`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <PageRow
              key={page.id}
              page={page}
              onAct={(action) => onAct(page, action)}
              onDonations={() => onDonations(page)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The approve, hide and unhide calls with their dialog's words. */
function usePageAction(acting: { page: StaffFundraiserPage; action: Action } | null, onDone: () => void) {
  const { t } = useLingui();
  const calls = { approve: approveFundraiserPage, hide: hideFundraiserPage, unhide: unhideFundraiserPage };
  const title = acting?.page.title ?? "";
  const words = {
    approve: {
      title: t`Approve "${title}"`,
      description: t`The page goes live on the site at once and takes gifts.`,
      confirm: t`Approve`,
      done: t`The page is approved and live.`,
    },
    hide: {
      title: t`Hide "${title}"`,
      description: t`The page leaves the site (its address answers "not found"); the owner sees your reason.`,
      confirm: t`Hide page`,
      done: t`The page is hidden.`,
    },
    unhide: {
      title: t`Unhide "${title}"`,
      description: t`The page returns to the site in the state its owner left it.`,
      confirm: t`Unhide page`,
      done: t`The page is shown again.`,
    },
  };
  const shown = acting ? words[acting.action] : null;
  const change = useApiMutation({
    call: (input: { id: string; action: Action; reason: string }) =>
      calls[input.action](input.id, { reason: input.reason }),
    invalidates: [staffPagesRoot, wallQueueKey],
    announce: shown?.done,
    refreshAfterRefusal: true,
    onSuccess: onDone,
  });
  return { change, shown };
}

/**
 * Fundraiser pages for staff (docs/product/fundraisers.md#staff): pages waiting for approval first, any
 * state on request; approve, hide and unhide with a reason (audited); a page's donations. Teams, shown or
 * hidden, from the same menu (staff-teams.tsx).
 */
export function StaffPagesScreen() {
  const { t } = useLingui();
  const id = useId();
  const [filter, setFilter] = useState<Filter>("pending_review");
  const [acting, setActing] = useState<{ page: StaffFundraiserPage; action: Action } | null>(null);
  const [donationsOf, setDonationsOf] = useState<StaffFundraiserPage | null>(null);
  const pageFilter = isTeamFilter(filter) ? null : filter;
  const pages = useQuery({
    queryKey: staffPagesKey(pageFilter ?? "pending_review"),
    queryFn: ({ signal }) => listStaffFundraiserPages({ status: pageFilter ?? "pending_review" }, { signal }),
    enabled: pageFilter !== null,
  });
  useFailurePage(pages.error);
  const { change, shown } = usePageAction(acting, () => setActing(null));
  return (
    <section className="screen staff-pages-screen">
      <ScreenHeader title={<Trans>Fundraiser pages</Trans>}>
        <div className="rb-field staff-pages__filter">
          <label className="rb-field__label" htmlFor={`${id}-filter`}>
            <Trans>Show</Trans>
          </label>
          <select
            id={`${id}-filter`}
            className="rb-select"
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}
          >
            <optgroup label={t`Pages`}>
              {pageFilters.map((value) => (
                <option key={value} value={value}>
                  {value === "pending_review" ? t`Waiting for approval` : null}
                  {value === "live" ? t`Live` : null}
                  {value === "paused" ? t`Paused` : null}
                  {value === "closed" ? t`Closed` : null}
                  {value === "hidden" ? t`Hidden by staff` : null}
                </option>
              ))}
            </optgroup>
            <optgroup label={t`Teams`}>
              <option value="teams">{t`Teams shown`}</option>
              <option value="teams_hidden">{t`Teams hidden by staff`}</option>
            </optgroup>
          </select>
        </div>
      </ScreenHeader>
      <h2 className="visually-hidden">
        <FilterName filter={filter} />
      </h2>
      {isTeamFilter(filter) ? (
        <StaffTeams filter={teamFilters[filter]} />
      ) : pages.isPending ? (
        <LoadingBlock />
      ) : (pages.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <PagesTable
          pages={pages.data ?? []}
          onAct={(page, action) => setActing({ page, action })}
          onDonations={setDonationsOf}
        />
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
          if (acting) void change.submit({ id: acting.page.id, action: acting.action, reason });
        }}
      />
      <PageDonationsDialog page={donationsOf} onClose={() => setDonationsOf(null)} />
    </section>
  );
}
