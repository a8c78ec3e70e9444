import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  type DonorWhatsApp,
  type DonorWhatsAppMessage,
  getDonorWhatsApp,
  type StaffWhatsAppStatus,
  type WhatsAppPurpose,
} from "../../lib/api.ts";

/** What a message was for, in words. */
export function PurposeName({ purpose }: { purpose: WhatsAppPurpose }) {
  switch (purpose) {
    case "confirmation":
      return <Trans>Confirmation of the WhatsApp choice</Trans>;
    case "reminder":
      return <Trans>Monthly reminder</Trans>;
    case "invoice":
      return <Trans>Invoice with pay link</Trans>;
    case "receipt":
      return <Trans>Receipt</Trans>;
    case "payment_failed":
      return <Trans>Payment failed</Trans>;
    case "card_expiring":
      return <Trans>Card expiring</Trans>;
    case "plan_paused":
      return <Trans>Monthly donation paused</Trans>;
    case "opt_out_confirmed":
      return <Trans>WhatsApp turned off</Trans>;
    default:
      return <Trans>Other message</Trans>;
  }
}

/** Where a message stands, in words. */
export function WhatsAppStatusName({ status }: { status: StaffWhatsAppStatus }) {
  switch (status) {
    case "queued":
      return <Trans>Queued</Trans>;
    case "sending":
      return <Trans>Being sent</Trans>;
    case "sent":
      return <Trans>Sent</Trans>;
    case "delivered":
      return <Trans>Delivered</Trans>;
    case "read":
      return <Trans>Read</Trans>;
    case "failed":
      return <Trans>Failed</Trans>;
    case "mailed-instead":
      return <Trans>Not on WhatsApp: sent by e-mail</Trans>;
    case "unconfirmed":
      return <Trans>Unconfirmed: the platform may have it, never sent again</Trans>;
    default:
      return <Trans>Not sent: no confirmed choice</Trans>;
  }
}

const statusTone: Partial<Record<StaffWhatsAppStatus, string>> = {
  delivered: "done",
  read: "done",
  failed: "failed",
  unconfirmed: "failed",
};

function Consent({ consent }: { consent: DonorWhatsApp["consent"] }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  if (!consent)
    return (
      <p className="donor-none">
        <Trans>WhatsApp was never turned on.</Trans>
      </p>
    );
  const status = {
    pending: <Trans>Turned on, waiting for the donor's YA/YES</Trans>,
    confirmed: <Trans>Confirmed</Trans>,
    "opted-out": <Trans>Turned off</Trans>,
  }[consent.status];
  const source = {
    settings: <Trans>the donor's settings</Trans>,
    reply: <Trans>a reply on WhatsApp</Trans>,
    stop: <Trans>STOP on WhatsApp</Trans>,
    donation_flow: <Trans>the donation form's WhatsApp switch</Trans>,
  }[consent.source];
  const at = (value: string | null) => (value ? formatDateTime(value, locale) : "-");
  const field = (label: ReactNode, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="donor-facts">
      {field(<Trans>WhatsApp choice</Trans>, status)}
      {field(<Trans>Number</Trans>, consent.phone)}
      {field(<Trans>Last chosen through</Trans>, source)}
      {field(<Trans>Chosen</Trans>, at(consent.chosen_at))}
      {field(<Trans>Confirmed</Trans>, at(consent.confirmed_at))}
      {field(<Trans>Turned off</Trans>, at(consent.opted_out_at))}
    </dl>
  );
}

function MessageItem({ message }: { message: DonorWhatsAppMessage }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const time = (value: string) => formatDateTime(value, locale);
  const queued = time(message.created_at);
  const sent = message.sent_at ? time(message.sent_at) : null;
  const delivered = message.delivered_at ? time(message.delivered_at) : null;
  const read = message.read_at ? time(message.read_at) : null;
  const failed = message.failed_at ? time(message.failed_at) : null;
  const tone = statusTone[message.status];
  return (
    <li className="donor-plan">
      <p className="donor-plan__amount">
        <PurposeName purpose={message.purpose} /> ·{" "}
        <span className={`donor-status${tone ? ` donor-status--${tone}` : ""}`}>
          <WhatsAppStatusName status={message.status} />
        </span>
      </p>
      <p className="donor-muted">
        <Trans>Queued {queued}</Trans>
        {sent ? (
          <>
            {" · "}
            <Trans>sent {sent}</Trans>
          </>
        ) : null}
        {delivered ? (
          <>
            {" · "}
            <Trans>delivered {delivered}</Trans>
          </>
        ) : null}
        {read ? (
          <>
            {" · "}
            <Trans>read {read}</Trans>
          </>
        ) : null}
        {failed ? (
          <>
            {" · "}
            <Trans>failed {failed}</Trans>
          </>
        ) : null}
      </p>
      <p className="donor-muted donor-wrap">
        {message.to} · <code>{message.template}</code>
      </p>
    </li>
  );
}

/**
 * The donor page's WhatsApp section (docs/product/staff-console.md#whatsapp): the donor's choice with the
 * number masked, and every message newest first, 20 at a time ("Show older messages" reads the next page).
 */
export function DonorWhatsAppSection({ donorId }: { donorId: string }) {
  const pages = useInfiniteQuery({
    queryKey: ["donor-whatsapp", donorId],
    queryFn: ({ pageParam, signal }) => getDonorWhatsApp(donorId, { before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const first = pages.data?.pages[0];
  const messages = pages.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <section className="rb-card donor-section" aria-labelledby="donor-whatsapp" id="donor-whatsapp-section">
      <h2 className="donor-section__title" id="donor-whatsapp">
        <Trans>WhatsApp</Trans>
      </h2>
      {pages.isError ? (
        <p className="donor-none" role="alert">
          <Trans>The WhatsApp messages could not be loaded. Please try again later.</Trans>
        </p>
      ) : !first ? (
        <p className="donor-none">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <div className="rb-stack">
          <Consent consent={first.consent} />
          <h3 className="donor-whatsapp__title">
            <Trans>Messages, newest first</Trans>
          </h3>
          {messages.length === 0 ? (
            <p className="donor-none">
              <Trans>No WhatsApp message.</Trans>
            </p>
          ) : (
            <ul className="donor-list">
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ul>
          )}
          {pages.hasNextPage ? (
            <Button
              variant="secondary"
              size="small"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              <Trans>Show older messages</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
