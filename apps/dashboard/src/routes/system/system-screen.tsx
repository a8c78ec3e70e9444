import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime, formatNumber, toLocale } from "@rimbun/i18n";
import { Button, EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { CardCellLabel } from "../../components/card-cell-label.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  type FailedJob,
  getSystemFigures,
  type JobKindFigures,
  listFailedJobs,
  retryJob,
  type SystemFigures,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import "../../components/card-table.css";
import "./system.css";

const figuresKey = ["system-figures"] as const;
const failedKey = ["system-failed-jobs"] as const;

/** A wait in the largest whole unit: seconds, minutes, hours or days. */
function Wait({ seconds }: { seconds: number }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  if (seconds < 60) return <>{t`${formatNumber(Math.round(seconds), locale)} s`}</>;
  if (seconds < 3600) return <>{t`${formatNumber(Math.floor(seconds / 60), locale)} min`}</>;
  if (seconds < 86_400) return <>{t`${formatNumber(Math.floor(seconds / 3600), locale)} h`}</>;
  return <>{t`${formatNumber(Math.floor(seconds / 86_400), locale)} d`}</>;
}

/** The tables' column names: in their heads, and beside each figure on phones (CardCellLabel). */
const columns = {
  kind: msg`Kind`,
  due: msg`Due now`,
  oldestWait: msg`Oldest wait`,
  failed: msg`Failed`,
  attempts: msg`Attempts`,
  lastError: msg`Last error`,
  lastTry: msg`Last try`,
} as const;

function JobFiguresTable({ rows }: { rows: JobKindFigures[] }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <div className="card-table-wrap">
      <table className="card-table system-table">
        <caption className="system-table__caption">
          <Trans>Jobs by kind</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{i18n._(columns.kind)}</th>
            <th scope="col">{i18n._(columns.due)}</th>
            <th scope="col">{i18n._(columns.oldestWait)}</th>
            <th scope="col">{i18n._(columns.failed)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row">
                <code>{row.kind}</code>
              </th>
              <td>
                <CardCellLabel>{i18n._(columns.due)}</CardCellLabel>
                {formatNumber(row.due, locale)}
              </td>
              <td>
                <CardCellLabel>{i18n._(columns.oldestWait)}</CardCellLabel>
                {row.due > 0 ? <Wait seconds={row.oldest_due_seconds} /> : "-"}
              </td>
              <td className={row.failed > 0 ? "system-table__failed" : undefined}>
                <CardCellLabel>{i18n._(columns.failed)}</CardCellLabel>
                {formatNumber(row.failed, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What each webhook outcome the API counts means, in the reader's words (the code stays beside it). */
const webhookOutcomeWords = {
  applied: msg`applied`,
  duplicate: msg`already received`,
  unchanged: msg`nothing to change`,
  "unknown-payment": msg`unknown payment`,
  flagged: msg`flagged for staff`,
  ignored: msg`ignored`,
  rejected: msg`refused signature`,
  error: msg`failed with an error`,
} as const;

function outcomeWords(outcome: string) {
  return outcome in webhookOutcomeWords
    ? webhookOutcomeWords[outcome as keyof typeof webhookOutcomeWords]
    : null;
}

function Webhooks({ rows }: { rows: SystemFigures["webhooks"] }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <section className="rb-card system-webhooks" aria-labelledby="system-webhooks-heading">
      <h2 id="system-webhooks-heading" className="system__heading">
        <Trans>Webhooks since this API process started</Trans>
      </h2>
      {rows.length === 0 ? (
        <p>
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <ul className="system-webhooks__list">
          {rows.map((row) => (
            <li key={`${row.provider}-${row.outcome}`}>
              {row.provider} · {i18n._(outcomeWords(row.outcome) ?? msg`other`)}:{" "}
              {formatNumber(row.count, locale)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const failedHeadingId = "system-failed-heading";

/**
 * The failed jobs, labelled by the section's heading (no caption saying it again). "Last try" is when a
 * runner last claimed the job, never its due time (a mail is due at the epoch); a job with none recorded
 * says so.
 */
function FailedJobsTable({ jobs, onRetry }: { jobs: FailedJob[]; onRetry: (job: FailedJob) => void }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <div className="card-table-wrap">
      <table className="card-table system-table" aria-labelledby={failedHeadingId}>
        <thead>
          <tr>
            <th scope="col">{i18n._(columns.kind)}</th>
            <th scope="col">{i18n._(columns.attempts)}</th>
            <th scope="col">{i18n._(columns.lastError)}</th>
            <th scope="col">{i18n._(columns.lastTry)}</th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const when = job.last_tried_at ? formatDateTime(job.last_tried_at, locale) : null;
            const queued = formatDateTime(job.created_at, locale);
            return (
              <tr key={job.id}>
                <th scope="row">
                  <code>{job.kind}</code>
                </th>
                <td>
                  <CardCellLabel>{i18n._(columns.attempts)}</CardCellLabel>
                  {formatNumber(job.attempts, locale)}
                </td>
                <td className="system-table__error">
                  <CardCellLabel>{i18n._(columns.lastError)}</CardCellLabel>
                  {job.last_error ?? "-"}
                </td>
                <td>
                  <CardCellLabel>{i18n._(columns.lastTry)}</CardCellLabel>
                  {when ?? t`not tried yet`}
                </td>
                <td className="system-table__actions">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={
                      when
                        ? t`Retry the ${job.kind} job of ${when}`
                        : t`Retry the ${job.kind} job queued ${queued}, not tried yet`
                    }
                    onClick={() => onRetry(job)}
                  >
                    <Trans>Retry</Trans>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The System screen (administrators, docs/product/staff-console.md#system): the job backlog and the oldest
 * wait per kind, failed jobs and the webhooks this API process has seen, the same figures as /metrics; each
 * failed job (kind, attempts, its last error, never its payload) can be queued again with a reason.
 */
export function SystemScreen() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [retrying, setRetrying] = useState<FailedJob | null>(null);
  const figures = useQuery({ queryKey: figuresKey, queryFn: ({ signal }) => getSystemFigures({ signal }) });
  const failed = useQuery({ queryKey: failedKey, queryFn: ({ signal }) => listFailedJobs({ signal }) });
  useFailurePage(figures.error ?? failed.error);
  const retry = useApiMutation({
    call: retryJob,
    invalidates: [figuresKey, failedKey],
    announce: t`The job is queued again.`,
    onSuccess: () => setRetrying(null),
  });
  const refresh = () => {
    void figures.refetch();
    void failed.refetch();
  };

  return (
    <section className="screen system">
      <ScreenHeader title={<Trans>System</Trans>} />
      <div className="system__toolbar">
        {figures.data ? (
          <p className="system__checked">
            <Trans>
              Checked {formatDateTime(figures.data.checked_at, locale)}; failed jobs:{" "}
              {formatNumber(figures.data.failed_total, locale)}
            </Trans>
          </p>
        ) : null}
        <Button variant="secondary" loading={figures.isFetching || failed.isFetching} onClick={refresh}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {figures.isPending ? (
        <LoadingBlock />
      ) : (figures.data?.jobs ?? []).length === 0 ? (
        <EmptyState title={t`No job is due or failed.`} />
      ) : (
        <JobFiguresTable rows={figures.data?.jobs ?? []} />
      )}
      {figures.data ? <Webhooks rows={figures.data.webhooks} /> : null}
      <h2 id={failedHeadingId} className="system__heading">
        <Trans>Failed jobs</Trans>
      </h2>
      {failed.isPending ? (
        <LoadingBlock />
      ) : (failed.data ?? []).length === 0 ? (
        <EmptyState title={t`No failed jobs.`} />
      ) : (
        <FailedJobsTable jobs={failed.data ?? []} onRetry={setRetrying} />
      )}
      <ReasonDialog
        open={retrying !== null}
        onClose={() => setRetrying(null)}
        title={t`Retry job`}
        description={t`The ${retrying?.kind ?? ""} job is queued again now, with its attempts counted from zero.`}
        confirm={t`Retry`}
        pending={retry.pending}
        refusal={retry.refusal}
        onConfirm={(reason) => {
          if (retrying) void retry.submit({ id: retrying.id, reason });
        }}
      />
    </section>
  );
}
