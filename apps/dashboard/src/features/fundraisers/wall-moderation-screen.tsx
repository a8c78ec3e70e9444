import { Trans, useLingui } from "@lingui/react/macro";
import { wallReportReasons } from "@rimbun/domain/donor-wall";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, formatNumber, toLocale } from "@rimbun/i18n";
import { Button, EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { getWallQueue, type StaffReportedPage, type StaffWallMessage } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { wallQueueKey } from "./fundraiser-words.tsx";
import { type Moderation, useModeration } from "./wall-moderation.ts";
import "./fundraisers.css";

type Counts = StaffWallMessage["open_reports"];

/** Open reports by reason in words ("2 spam, 1 personal data"), none when there are none. */
function ReportCounts({ counts }: { counts: Counts }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const names: Record<keyof Counts, string> = {
    spam: t`spam`,
    abuse: t`abuse`,
    personal_data: t`personal data`,
    other: t`other`,
  };
  const parts = wallReportReasons
    .filter((reason) => counts[reason] > 0)
    .map((reason) => `${formatNumber(counts[reason], locale)} × ${names[reason]}`);
  if (parts.length === 0) return null;
  return <p className="wall-item__reports">{t`Reports: ${parts.join(", ")}`}</p>;
}

function HeldReason({ reason }: { reason: string | null }) {
  if (reason === "link") return <Trans>Held: it contains a link.</Trans>;
  if (reason === "abuse") return <Trans>Held: it contains words from the abuse list.</Trans>;
  return null;
}

function MessageCard({
  message,
  onAct,
}: {
  message: StaffWallMessage;
  onAct: (moderation: Moderation) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const where = message.fundraiser_page_slug
    ? t`Fundraiser page ${message.fundraiser_page_slug}`
    : t`Campaign ${message.campaign_slug ?? "—"}`;
  const who = message.display_name ?? t`A kind person`;
  return (
    <li className="rb-card wall-item">
      <p className="wall-item__who">
        <span className="wall-item__name" id={`wall-${message.id}-who`}>
          {who}
        </span>
        {message.amount === null ? null : ` · ${formatRupiah(message.amount, locale)}`}
      </p>
      {/* Typed by a donor: shown as text, never as HTML. */}
      <blockquote className="wall-item__body">{message.body || t`(no words, only the name)`}</blockquote>
      <p className="wall-item__meta">
        {where} · {formatDateTime(message.created_at, locale)}
      </p>
      {message.status === "held" ? (
        <p className="wall-item__held">
          <HeldReason reason={message.moderation_reason} />
        </p>
      ) : null}
      <ReportCounts counts={message.open_reports} />
      <div className="wall-item__actions">
        {message.status === "hidden" ? (
          <Button
            size="small"
            variant="secondary"
            aria-describedby={`wall-${message.id}-who`}
            onClick={() => onAct({ kind: "restore", message })}
          >
            <Trans>Restore</Trans>
          </Button>
        ) : (
          <>
            <Button
              size="small"
              aria-describedby={`wall-${message.id}-who`}
              onClick={() => onAct({ kind: "approve", message })}
            >
              {message.status === "held" ? <Trans>Let it through</Trans> : <Trans>Keep it</Trans>}
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-describedby={`wall-${message.id}-who`}
              onClick={() => onAct({ kind: "hide", message })}
            >
              <Trans>Hide</Trans>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function PageCard({ page, onAct }: { page: StaffReportedPage; onAct: (moderation: Moderation) => void }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <li className="rb-card wall-item">
      <p className="wall-item__who">
        <span className="wall-item__name" id={`wall-page-${page.id}-title`}>
          {page.title}
        </span>
      </p>
      <p className="wall-item__meta">
        {page.slug} · {t`Last reported ${formatDateTime(page.last_reported_at, locale)}`}
        {page.hidden ? ` · ${t`Hidden by staff`}` : null}
      </p>
      <ReportCounts counts={page.open_reports} />
      <div className="wall-item__actions">
        <Button
          size="small"
          variant="secondary"
          aria-describedby={`wall-page-${page.id}-title`}
          onClick={() => onAct({ kind: "dismiss", page })}
        >
          <Trans>Keep the page</Trans>
        </Button>
        {page.hidden ? null : (
          <Button
            size="small"
            aria-describedby={`wall-page-${page.id}-title`}
            onClick={() => onAct({ kind: "hide-page", page })}
          >
            <Trans>Hide the page</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Wall moderation (docs/product/fundraisers.md#donor-wall): held and reported messages and reported
 * pages, oldest first; each action asks for the reason the audit log keeps.
 */
export function WallModerationScreen() {
  const { t } = useLingui();
  const queue = useQuery({ queryKey: wallQueueKey, queryFn: ({ signal }) => getWallQueue({ signal }) });
  useFailurePage(queue.error);
  const [acting, setActing] = useState<Moderation | null>(null);
  const { change, words } = useModeration(acting, () => setActing(null));
  const messages = queue.data?.messages ?? [];
  const pages = queue.data?.pages ?? [];
  return (
    <section className="screen wall-screen">
      <ScreenHeader title={<Trans>Wall moderation</Trans>} />
      {queue.isPending ? (
        <LoadingBlock />
      ) : (
        <>
          <section aria-labelledby="wall-messages-title" className="wall-section">
            <h2 id="wall-messages-title" className="wall-section__title">
              <Trans>Held and reported messages</Trans>
            </h2>
            {messages.length === 0 ? (
              <EmptyState title={t`No message waits for a decision.`} />
            ) : (
              <ul className="wall-list">
                {messages.map((message) => (
                  <MessageCard key={message.id} message={message} onAct={setActing} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="wall-pages-title" className="wall-section">
            <h2 id="wall-pages-title" className="wall-section__title">
              <Trans>Reported fundraiser pages</Trans>
            </h2>
            {pages.length === 0 ? (
              <EmptyState title={t`No page is reported.`} />
            ) : (
              <ul className="wall-list">
                {pages.map((page) => (
                  <PageCard key={page.id} page={page} onAct={setActing} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <ReasonDialog
        open={acting !== null}
        onClose={() => setActing(null)}
        title={words?.title ?? ""}
        description={words?.description}
        confirm={words?.confirm ?? ""}
        pending={change.pending}
        refusal={change.refusal}
        onConfirm={(reason) => {
          if (acting) void change.submit({ moderation: acting, reason });
        }}
      />
    </section>
  );
}
