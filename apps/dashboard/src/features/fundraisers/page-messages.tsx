import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId } from "react";
import { getFundraiserWall, type OwnFundraiserPage, type WallMessage } from "../../lib/api.ts";

/** The wall is the site's: only a shown page has one (docs/product/fundraisers.md#pages). */
const hasWall = (page: OwnFundraiserPage) =>
  !page.hidden && (page.status === "live" || page.status === "paused");

function MessageItem({ message }: { message: WallMessage }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <li className="fundraiser-message">
      <p className="fundraiser-message__who">
        <span className="fundraiser-message__name">{message.display_name ?? t`A kind person`}</span>
        {message.amount === null ? null : (
          <span className="fundraiser-message__amount">{formatRupiah(message.amount, locale)}</span>
        )}
      </p>
      {message.body ? <p className="fundraiser-message__body">{message.body}</p> : null}
      <p className="fundraiser-message__meta">
        <time dateTime={message.published_at}>{formatDateTime(message.published_at, locale)}</time>
        {" · "}
        <Plural value={message.aamiin_count} one="# Aamiin" other="# Aamiin" />
      </p>
    </li>
  );
}

/** The messages and prayers donors left with their gifts, newest first, as the page's wall shows them. */
export function PageMessages({ page }: { page: OwnFundraiserPage }) {
  const id = useId();
  const shown = hasWall(page);
  const wall = useInfiniteQuery({
    queryKey: ["fundraiser-wall", page.slug],
    queryFn: ({ pageParam, signal }) =>
      getFundraiserWall(page.slug, pageParam ? { before: pageParam } : {}, { signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: shown,
  });
  const messages = (wall.data?.pages ?? []).flatMap((part) => part.messages);
  return (
    <section className="rb-card fundraiser-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fundraiser-panel__title">
        <Trans>Messages from donors</Trans>
      </h2>
      {!shown ? (
        <p className="fundraiser-panel__note">
          <Trans>Messages appear here while the page is on the site.</Trans>
        </p>
      ) : wall.isError ? (
        <p className="fundraiser-panel__note">
          <Trans>The messages could not be loaded. Please try again later.</Trans>
        </p>
      ) : messages.length === 0 ? (
        <p className="fundraiser-panel__note">
          {wall.isPending ? <Trans>Loading…</Trans> : <Trans>No messages yet.</Trans>}
        </p>
      ) : (
        <ul className="fundraiser-messages">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      {wall.hasNextPage ? (
        <Button
          size="small"
          variant="secondary"
          loading={wall.isFetchingNextPage}
          onClick={() => void wall.fetchNextPage()}
        >
          <Trans>Show older messages</Trans>
        </Button>
      ) : null}
    </section>
  );
}
