import { useLingui } from "@lingui/react/macro";
import { tributeDayBounds } from "@rimbun/domain/tributes";
import { formatLongDate, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui/button/button";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { changeTributeDay, listTributes, resendTribute, type Tribute } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { CertificateButtons } from "./certificate-buttons.tsx";

export const tributesKey = ["tributes"] as const;

/** The card's state in the reader's words. */
function useStatusText(tribute: Tribute): string {
  const { t, i18n } = useLingui();
  const day = formatLongDate(`${tribute.send_on}T12:00:00+07:00`, toLocale(i18n.locale));
  if (tribute.status === "sent") return t`The card was sent.`;
  if (tribute.status === "cancelled") return t`The card was cancelled: the gift was refunded.`;
  if (tribute.status === "awaiting_payment") return t`The card goes on ${day} once the gift is paid.`;
  return t`The card goes on ${day} at 09:00 (Jakarta).`;
}

/**
 * A history row's gift in someone's name (docs/product/donation-flow.md#gifts-in-someones-name): the
 * person, the card's day and state; until it is sent, another day or "send now"; once sent, "send again";
 * the certificate in either language.
 */
export function TributePanel({ localId }: { localId: string }) {
  const tributes = useQuery({ queryKey: tributesKey, queryFn: listTributes, staleTime: 30_000 });
  const tribute = tributes.data?.find((item) => item.local_id === localId);
  if (!tribute) return null;
  return <TributeDetails tribute={tribute} />;
}

function TributeDetails({ tribute }: { tribute: Tribute }) {
  const { t } = useLingui();
  const status = useStatusText(tribute);
  const resend = useApiMutation({
    call: () => resendTribute(tribute.local_id),
    invalidates: [tributesKey],
    announce: t`The card is on its way.`,
    refusalShown: "toast",
  });
  return (
    <section className="history-tribute" aria-label={t`Gift in someone's name`}>
      <h3 className="history-tribute__title">
        {tribute.occasion === "memory"
          ? t`In memory of ${tribute.honoree_name}`
          : t`In honour of ${tribute.honoree_name}`}
      </h3>
      <p>
        {status}{" "}
        {tribute.honoree_email ? t`To ${tribute.honoree_email}, with a copy to you.` : t`To you, to pass on.`}
      </p>
      {tribute.honoree_unsubscribed ? (
        <p className="rb-note">{t`This address asked us not to send it e-mail: the card went only to you.`}</p>
      ) : null}
      {tribute.message ? (
        <blockquote className="history-tribute__message">{tribute.message}</blockquote>
      ) : null}
      {tribute.can_change_day ? <DayForm tribute={tribute} /> : null}
      <div className="history-tribute__actions">
        {tribute.can_resend ? (
          <Button
            variant="secondary"
            size="small"
            loading={resend.pending}
            onClick={() => void resend.submit(undefined)}
          >
            {tribute.status === "sent" ? t`Send the card again` : t`Send the card now`}
          </Button>
        ) : null}
        {tribute.status !== "cancelled" && tribute.status !== "awaiting_payment" ? (
          <CertificateButtons of={{ localId: tribute.local_id }} />
        ) : null}
      </div>
    </section>
  );
}

/** Another day for a card not yet due. */
function DayForm({ tribute }: { tribute: Tribute }) {
  const { t } = useLingui();
  const [day, setDay] = useState(tribute.send_on);
  const { min, max } = tributeDayBounds(new Date());
  const move = useApiMutation({
    call: (sendOn: string) => changeTributeDay(tribute.local_id, sendOn),
    invalidates: [tributesKey],
    announce: t`The card's day was changed.`,
  });
  const submitDay = (event: FormEvent) => {
    event.preventDefault();
    void move.submit(day);
  };
  const dayId = `tribute-day-${tribute.local_id}`;
  return (
    <form className="history-tribute__day" onSubmit={submitDay}>
      <label htmlFor={dayId}>{t`Another day`}</label>
      <input
        id={dayId}
        type="date"
        className="rb-input"
        min={min}
        max={max}
        required
        value={day}
        onChange={(e) => setDay(e.currentTarget.value)}
      />
      <Button type="submit" variant="secondary" size="small" loading={move.pending}>
        {t`Change the day`}
      </Button>
      {move.refusal ? <p role="alert">{move.refusal}</p> : null}
    </form>
  );
}
