import { Trans } from "@lingui/react/macro";
import { formatLongDate, timeZone } from "@rimbun/i18n/format";
import { useLocaleStore } from "../../app/locale-store.ts";

export type DayPart = "morning" | "midday" | "afternoon" | "evening";

/** Part of the day in Jakarta, the way Indonesians greet: pagi, siang, sore, malam. */
export function dayPartInJakarta(now: Date): DayPart {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now),
  );
  if (hour >= 4 && hour < 11) return "morning";
  if (hour >= 11 && hour < 15) return "midday";
  if (hour >= 15 && hour < 18) return "afternoon";
  return "evening";
}

/** "Good morning, Sari" and today's date in Jakarta. */
export function Greeting({ name, now = new Date() }: { name: string; now?: Date }) {
  const locale = useLocaleStore((state) => state.locale);
  const part = dayPartInJakarta(now);
  return (
    <header className="screen-header greeting">
      <h1 className="screen-header__title">
        {part === "morning" ? <Trans>Good morning, {name}</Trans> : null}
        {part === "midday" ? <Trans>Good day, {name}</Trans> : null}
        {part === "afternoon" ? <Trans>Good afternoon, {name}</Trans> : null}
        {part === "evening" ? <Trans>Good evening, {name}</Trans> : null}
      </h1>
      <p className="screen-header__meta">
        <time dateTime={now.toISOString()}>{formatLongDate(now, locale)}</time>
      </p>
    </header>
  );
}
