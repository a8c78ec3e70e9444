import type { WallMessage } from "@rimbun/contract";
import { formatRupiah } from "@rimbun/domain/money";
import { formatLongDate, formatNumber } from "@rimbun/i18n/format";
import type { Locale } from "@rimbun/i18n/locales";

/** What the server wrote for the script: the anonymous name and the amount line's template. */
export interface WallTexts {
  anonymous: string;
}

/**
 * Fills an empty item (a clone of the wall's <template>) with a message. Only `textContent` and
 * attributes are set: a name or message holding `</script>` or `<img onerror>` stays text.
 */
export function fillWallMessage(
  item: HTMLElement,
  message: WallMessage,
  texts: WallTexts,
  locale: Locale,
): void {
  item.dataset.messageId = message.id;
  const part = (name: string) => item.querySelector<HTMLElement>(`[data-${name}]`);
  const name = part("name");
  if (name) name.textContent = message.display_name ?? texts.anonymous;
  const amount = part("amount");
  if (amount) {
    amount.hidden = message.amount === null;
    amount.textContent =
      message.amount === null
        ? ""
        : (amount.dataset.template ?? "").replace("__AMOUNT__", formatRupiah(message.amount, locale));
  }
  const body = part("body");
  if (body) {
    body.textContent = message.body;
    body.hidden = message.body === "";
  }
  const time = part("time");
  if (time) {
    time.setAttribute("datetime", message.published_at);
    time.textContent = formatLongDate(message.published_at, locale);
  }
  showAamiinCount(item, message.aamiin_count, locale);
}

/** The count in the Aamiin button (and in the text shown without the script). */
export function showAamiinCount(item: HTMLElement, count: number, locale: Locale): void {
  const button = item.querySelector<HTMLElement>("[data-count]");
  if (button) button.textContent = formatNumber(count, locale);
  const text = item.querySelector<HTMLElement>("[data-count-text]");
  if (text) text.textContent = text.textContent?.replace(/^[\d.,]+/, formatNumber(count, locale)) ?? "";
}

const SAID_KEY = "rimbun.wall.aamiin";
const SAID_MAX = 500;

/** The messages this browser said Aamiin to (the API's cookie counts it; this only shows the button pressed). */
export function readSaid(storage: Pick<Storage, "getItem"> | null): Set<string> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SAID_KEY) ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

export function rememberSaid(storage: Pick<Storage, "setItem"> | null, said: Set<string>, id: string): void {
  said.add(id);
  try {
    storage?.setItem(SAID_KEY, JSON.stringify([...said].slice(-SAID_MAX)));
  } catch {
    // Private mode or a full storage: the button stays pressed for this visit only.
  }
}
