import { Trans, useLingui } from "@lingui/react/macro";
import { dateRange } from "@rimbun/domain/dates";
import {
  formatDateTime,
  formatDecimal,
  formatPoints,
  formatShortDate,
  type Locale,
  toLocale,
} from "@rimbun/i18n";
import { Button, DateRangeFilter, type DateRangeValue, EmptyState, TextField } from "@rimbun/ui";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { type AuditEntry, listAuditEntries } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import "../../components/card-table.css";
import "./audit.css";

interface AuditFilters {
  actors: "staff" | "all";
  actor: string;
  action: string;
  period: DateRangeValue;
}

function initialFilters(): AuditFilters {
  return {
    actors: "staff",
    actor: "",
    action: "",
    period: { kind: "last30Days", range: dateRange("last30Days") },
  };
}

/** Keys whose values are quantities (amounts in rupiah, points), written as numbers or decimal text. */
const quantityKey = /amount|points|total|count/i;
const pointsKey = /points/i;
const decimalText = /^-?\d+(\.\d+)?$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * What an entry changed besides its reason, as `key: value` pairs a person can read; quantities and dates
 * in the reader's notation (ids and codes stay as stored).
 */
export function auditDetails(
  entry: Pick<AuditEntry, "data">,
  locale: Locale,
  withPointsUnit: (points: string) => string,
): string {
  const quantity = (key: string, value: number) =>
    pointsKey.test(key) ? withPointsUnit(formatPoints(value, locale)) : formatDecimal(value, locale);
  const shown = (key: string, value: unknown): string => {
    // Nested values (a plan change's event) are read the same way, key by key.
    if (typeof value === "number") return quantity(key, value);
    if (Array.isArray(value)) return `[${value.map((item) => shown(key, item)).join(", ")}]`;
    if (value !== null && typeof value === "object")
      return `(${Object.entries(value)
        .map(([inner, item]) => `${inner}: ${shown(inner, item)}`)
        .join(", ")})`;
    if (typeof value !== "string") return String(value);
    if (quantityKey.test(key) && decimalText.test(value)) return quantity(key, Number(value));
    // A Jakarta day (a report's range) or an instant, in the reader's words.
    if (isoDay.test(value)) return formatShortDate(`${value}T12:00:00+07:00`, locale);
    if (isoInstant.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, locale);
    return value;
  };
  const data = entry.data;
  return Object.entries(data)
    .filter(([key, value]) => key !== "reason" && !isEmpty(value) && !(idKey.test(key) && labelOf(data, key)))
    .map(([key, value]) => `${key}: ${shown(key, value)}`)
    .join(", ");
}

// An empty note is nothing to read ("note: null" once showed).
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");
const idKey = /(^|_)id$/;
const labelKeys = ["name", "fullname", "email", "title", "label", "slug"];

/**
 * A readable name the entry stores beside an id (`user_id` beside `user_name` or `email`), or undefined:
 * then the name is shown and the raw id left out.
 */
function labelOf(data: Record<string, unknown>, idField?: string): string | undefined {
  const base = idField?.replace(idKey, "") ?? "";
  const keys = [
    ...(base ? labelKeys.map((key) => `${base}_${key}`) : []),
    ...labelKeys.filter((key) => key !== "slug" || !base),
  ];
  for (const key of keys) {
    const value = data[key];
    if (typeof value === "string" && value.trim()) return value;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      // A bilingual title ({ id, en }): the Indonesian one stands for it.
      const text = (value as Record<string, unknown>).id ?? (value as Record<string, unknown>).en;
      if (typeof text === "string" && text.trim()) return text;
    }
  }
  return undefined;
}

/**
 * The entry's subject for a person: `user:3f2a…` becomes `user: Putri Lestari` when the entry stores a
 * name or address; a subject that is already words (`campaign:hutan-cianjur`) stays as it is.
 */
export function auditSubject(entry: Pick<AuditEntry, "subject" | "data">): string | null {
  if (!entry.subject) return null;
  const cut = entry.subject.indexOf(":");
  if (cut <= 0) return entry.subject;
  const kind = entry.subject.slice(0, cut);
  const ref = entry.subject.slice(cut + 1);
  const looksLikeId = /^[0-9a-f-]{16,}$/i.test(ref) || /^[A-Za-z0-9_-]{20,}$/.test(ref);
  const label = looksLikeId ? labelOf(entry.data) : undefined;
  return label ? `${kind}: ${label}` : entry.subject;
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { i18n, t } = useLingui();
  return (
    <tr>
      <td className="audit-table__when">{formatDateTime(entry.at, toLocale(i18n.locale))}</td>
      <td>
        {entry.actor ? (
          <>
            <span className="audit-table__who">{entry.actor.name || entry.actor.email}</span>
            <span className="audit-table__email">
              {entry.actor.email} · {entry.actor.role}
            </span>
          </>
        ) : (
          <Trans>System</Trans>
        )}
      </td>
      <td>
        <code>{entry.action}</code>
        {entry.subject ? <span className="audit-table__subject">{auditSubject(entry)}</span> : null}
      </td>
      <td>{entry.reason ?? "-"}</td>
      <td className="audit-table__details">
        {auditDetails(entry, toLocale(i18n.locale), (points) => t`${points} points`) || "-"}
      </td>
    </tr>
  );
}

/**
 * The audit log (administrators, docs/product/staff-console.md#audit-log): every staff and admin action,
 * newest first, with the reason the staffer gave; narrowed by person, action and period; older entries load
 * 50 at a time.
 */
export function AuditScreen() {
  const { t } = useLingui();
  const [draft, setDraft] = useState<AuditFilters>(initialFilters);
  const [filters, setFilters] = useState<AuditFilters>(initialFilters);
  const query = {
    actors: filters.actors,
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.action.trim() ? { action: filters.action.trim() } : {}),
    startDate: filters.period.range.startDate,
    endDate: filters.period.range.endDate,
  };
  const pages = useInfiniteQuery({
    queryKey: ["audit", query],
    queryFn: ({ pageParam, signal }) =>
      listAuditEntries({ ...query, ...(pageParam ? { before: pageParam } : {}) }, { signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });
  useFailurePage(pages.error);
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <section className="screen audit">
      <ScreenHeader title={<Trans>Audit log</Trans>} />
      <form className="rb-card audit-filters" onSubmit={apply} aria-label={t`Filter the audit log`}>
        <div className="rb-field">
          <label className="rb-field__label" htmlFor="audit-actors">
            <Trans>Whose actions</Trans>
          </label>
          <select
            id="audit-actors"
            className="rb-input"
            value={draft.actors}
            onChange={(event) => setDraft({ ...draft, actors: event.target.value as AuditFilters["actors"] })}
          >
            <option value="staff">{t`Staff and administrators`}</option>
            <option value="all">{t`Everyone (sign-ins, payments, jobs too)`}</option>
          </select>
        </div>
        <TextField
          label={t`Person's e-mail`}
          type="email"
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <TextField
          label={t`Action starts with`}
          hint={t`For example: donation.refund, campaign, staff`}
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        />
        <DateRangeFilter
          value={draft.period}
          onChange={(period) => setDraft({ ...draft, period })}
          label={t`Period`}
        />
        <div className="audit-filters__actions">
          <Button type="submit">
            <Trans>Show</Trans>
          </Button>
        </div>
      </form>
      {pages.isPending ? (
        <LoadingBlock />
      ) : entries.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="card-table-wrap audit-table-wrap">
          <table className="card-table audit-table">
            <caption className="visually-hidden">
              <Trans>Audit log entries, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Who</Trans>
                </th>
                <th scope="col">
                  <Trans>Action</Trans>
                </th>
                <th scope="col">
                  <Trans>Reason</Trans>
                </th>
                <th scope="col">
                  <Trans>Details</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          <Trans>Older entries</Trans>
        </Button>
      ) : null}
    </section>
  );
}
