import { formatRupiah } from "@rimbun/domain/money";
import { toLocale } from "@rimbun/i18n/locales";
import { publicEnv } from "../../lib/env.ts";

/** One gift as the API's public list gives it: amount and time, nothing about the donor. */
export interface PublicGift {
  amount: number;
  paid_at: string;
}

/**
 * "5 minutes ago" in the page's language, through Intl (no catalog words needed): seconds under a
 * minute read "now"; past 30 days the date's month count.
 */
export function timeAgo(iso: string, locale: "id" | "en", now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale === "id" ? "id-ID" : "en-GB", { numeric: "auto" });
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1_000));
  if (!Number.isFinite(seconds) || seconds < 60) return format.format(0, "second");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 30) return format.format(-days, "day");
  return format.format(-Math.floor(days / 30), "month");
}

/** The list's rows as text: who ("Anonymous" in the page's words), how much, when. */
export function giftRows(
  gifts: readonly PublicGift[],
  locale: "id" | "en",
  anonymous: string,
  now: number = Date.now(),
): { who: string; amount: string; when: string; at: string }[] {
  return gifts.map((gift) => ({
    who: anonymous,
    amount: formatRupiah(gift.amount, locale),
    when: timeAgo(gift.paid_at, locale, now),
    at: gift.paid_at,
  }));
}

/**
 * Fills a campaign page's "latest gifts" list from the API's public list
 * (docs/decisions/donation-path.md#campaign-pages-on-a-phone). Text only (textContent), so nothing in an
 * answer can become markup; the list stays hidden when there is no gift or the call fails.
 */
export async function initLatestGifts() {
  const root = document.querySelector<HTMLElement>("[data-latest-gifts]");
  const list = root?.querySelector<HTMLOListElement>("ol");
  const slug = root?.dataset.slug;
  if (!root || !list || !slug) return;
  let gifts: PublicGift[] = [];
  try {
    const response = await fetch(`${publicEnv.apiUrl}/v1/campaigns/${encodeURIComponent(slug)}/gifts`, {
      credentials: "omit",
    });
    if (!response.ok) return;
    const body = (await response.json()) as { result?: { gifts?: PublicGift[] } };
    gifts = Array.isArray(body.result?.gifts) ? body.result.gifts : [];
  } catch (error) {
    console.warn("latest gifts unavailable", error);
    return;
  }
  if (gifts.length === 0) return;
  const locale = toLocale(document.documentElement.lang);
  const rows = giftRows(gifts, locale, root.dataset.anonymous ?? "");
  list.replaceChildren(
    ...rows.map((row) => {
      const item = document.createElement("li");
      const who = document.createElement("span");
      who.className = "latest-gifts__who";
      who.textContent = row.who;
      const amount = document.createElement("strong");
      amount.className = "latest-gifts__amount";
      amount.textContent = row.amount;
      const when = document.createElement("time");
      when.className = "latest-gifts__when";
      when.dateTime = row.at;
      when.textContent = row.when;
      item.append(who, amount, when);
      return item;
    }),
  );
  root.hidden = false;
}
