import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button, EmptyState, TextField } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { type DonorHit, type FlaggedPayment, listFlaggedPayments, searchDonors } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { DonationStatusName, MatchedBy } from "./support-words.tsx";
import "../../components/card-table.css";
import "./donors.css";

/** The API's limit on the search text (contract DONOR_SEARCH_MAX_LENGTH). */
const maxLength = 200;

function HitRow({ hit }: { hit: DonorHit }) {
  const { i18n } = useLingui();
  return (
    <tr>
      <td>
        <Link className="donor-hits__name" to={`/dashboard/donors/${encodeURIComponent(hit.donor_id)}`}>
          {hit.name || hit.email}
        </Link>
        <span className="donor-hits__muted">
          {hit.account ? <Trans>Account</Trans> : <Trans>Guest, no account</Trans>}
        </span>
      </td>
      <td className="donor-hits__wrap">{hit.email}</td>
      <td>{hit.phone ?? "-"}</td>
      <td>
        <span className="donor-hits__label">
          <Trans>Found by</Trans>:{" "}
        </span>
        <MatchedBy kind={hit.matched_by} />
      </td>
      <td>
        {hit.donation ? (
          <>
            <span className="donor-hits__id">{hit.donation.local_id}</span>
            <span className="donor-hits__muted">
              {formatRupiah(hit.donation.amount, toLocale(i18n.locale))} ·{" "}
              <DonationStatusName status={hit.donation.status} /> ·{" "}
              {formatDateTime(hit.donation.created_at, toLocale(i18n.locale))}
            </span>
          </>
        ) : (
          "-"
        )}
      </td>
    </tr>
  );
}

/** The hits: a table on wide screens, one card per donor on phones (donors.css). */
function HitsTable({ hits }: { hits: DonorHit[] }) {
  return (
    <div className="card-table-wrap">
      <p className="donor-hits__count" aria-live="polite">
        {hits.length === 20 ? (
          <Trans>The first 20 donors: type more to narrow it down.</Trans>
        ) : (
          <Plural value={hits.length} one="# donor found" other="# donors found" />
        )}
      </p>
      <table className="card-table donor-hits">
        <caption className="visually-hidden">
          <Trans>Donors found</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Donor</Trans>
            </th>
            <th scope="col">
              <Trans>E-mail</Trans>
            </th>
            <th scope="col">
              <Trans>Phone</Trans>
            </th>
            <th scope="col">
              <Trans>Found by</Trans>
            </th>
            <th scope="col">
              <Trans>Donation</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {hits.map((hit) => (
            <HitRow key={hit.donor_id} hit={hit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Payments a provider reported paid but not as asked: each waits for a person
 * (docs/product/staff-console.md#payments-to-check).
 */
function FlaggedPayments() {
  const { i18n } = useLingui();
  const flagged = useQuery({
    queryKey: ["flagged-payments"],
    queryFn: ({ signal }) => listFlaggedPayments({ signal }),
  });
  useFailurePage(flagged.error);
  const rows: FlaggedPayment[] = flagged.data ?? [];
  return (
    <section className="rb-card donor-section" aria-labelledby="flagged-payments">
      <h2 className="donor-section__title" id="flagged-payments">
        <Trans>Payments to check</Trans>
      </h2>
      {flagged.isPending ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <p className="donor-none">
          <Trans>Nothing to check: no payment was reported differently from what was asked.</Trans>
        </p>
      ) : (
        <ul className="donor-list donor-list--compact">
          {rows.map((row) => (
            <li key={row.donation_id}>
              <Link to={`/dashboard/donors/${encodeURIComponent(row.donor_id)}`}>
                {row.name || row.email}
              </Link>{" "}
              · {row.local_id} · {formatRupiah(row.amount, toLocale(i18n.locale))} ·{" "}
              <span className="donor-flag-inline">{row.flag}</span>
              <span className="donor-muted donor-wrap">
                {" "}
                · {row.provider} {row.provider_id} · {formatDateTime(row.created_at, toLocale(i18n.locale))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Donor support's first screen (docs/product/staff-console.md#donor-support): one box for whatever the caller
 * says (e-mail, name, phone, local id, invoice number or provider id), at most 20 donors, each leading to the
 * donor's page. The search text lives in the address (`?q=`), so the way back from a donor shows the same
 * list.
 */
export function DonorSearchScreen() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const [draft, setDraft] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ["donor-search", q],
    queryFn: ({ signal }) => searchDonors(q, { signal }),
    enabled: q !== "",
  });
  useFailurePage(results.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (text === "") {
      setProblem(t`Please type what the donor told you.`);
      return;
    }
    setProblem(null);
    setParams({ q: text });
  }

  const hits = results.data ?? [];
  return (
    <section className="screen donors">
      <ScreenHeader title={<Trans>Donor support</Trans>}>
        <Link to="/dashboard/donors/record-gift" className="donor-back">
          <Trans>Record a gift outside the site</Trans>
        </Link>
      </ScreenHeader>
      <form className="rb-card donor-search" onSubmit={submit} aria-label={t`Find a donor`}>
        <TextField
          label={t`E-mail, name, phone, local id, invoice number or provider id`}
          value={draft}
          maxLength={maxLength}
          autoComplete="off"
          error={problem ?? undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {q === "" ? (
        <FlaggedPayments />
      ) : results.isPending ? (
        <LoadingBlock />
      ) : hits.length === 0 ? (
        <EmptyState
          title={t`No donor found`}
          description={t`Check the spelling, or try the phone or e-mail.`}
        />
      ) : (
        <HitsTable hits={hits} />
      )}
    </section>
  );
}
