import { addDays, dayToUtcMidnight, type IsoDay, isIsoDay, JAKARTA_OFFSET_MS, jakartaDay } from "./dates.ts";
import { normalizeWallMessage } from "./donor-wall.ts";

/**
 * A gift in someone's name (docs/product/donation-flow.md#gifts-in-someones-name): in honour or in
 * memory of a person, who receives an e-card on the day the donor chose.
 */
export const tributeOccasions = ["honour", "memory"] as const;
export type TributeOccasion = (typeof tributeOccasions)[number];

export const tributeLocales = ["id", "en"] as const;
export type TributeLocale = (typeof tributeLocales)[number];

/**
 * The refusals of a tribute's fields, beside (not in) `messages`: the landing page loads `messages`, and
 * these are read only where a tribute is filled in or judged.
 */
export const tributeMessages = {
  invalidTributeName: /*i18n*/ { id: "invalid.tributeName", message: "Please enter the person's name." },
  invalidTributeDay: /*i18n*/ {
    id: "invalid.tributeDay",
    message: "Please choose a day from today up to a year from now.",
  },
} as const;

/** What the card's life goes through: paid → scheduled → sent; a refund before sending cancels it. */
export const tributeStatuses = ["awaiting_payment", "scheduled", "sent", "cancelled"] as const;
export type TributeStatus = (typeof tributeStatuses)[number];

export const TRIBUTE_NAME_MAX_LENGTH = 80;
export const TRIBUTE_MESSAGE_MAX_LENGTH = 300;
/** The card's day is at most this many days after today (Jakarta). */
export const TRIBUTE_MAX_DAYS_AHEAD = 365;
/** A dated card leaves at this hour, Jakarta time. */
export const TRIBUTE_SEND_HOUR = 9;
/** A card goes at most this many times (its first send and two resends): a resend is not a mailing tool. */
export const TRIBUTE_MAX_SENDS = 3;

/** Plain text as the wall normalizes it (no control or invisible characters, trimmed). */
export function normalizeTributeText(text: string): string {
  return normalizeWallMessage(text);
}

/** Whether a card may be dated `day`: today or later in Jakarta, at most a year ahead. */
export function tributeDayAllowed(day: string, now: Date): boolean {
  if (!isIsoDay(day)) return false;
  const today = jakartaDay(now);
  return day >= today && day <= addDays(today, TRIBUTE_MAX_DAYS_AHEAD);
}

/** The earliest and latest day the date picker offers. */
export function tributeDayBounds(now: Date): { min: IsoDay; max: IsoDay } {
  const today = jakartaDay(now);
  return { min: today, max: addDays(today, TRIBUTE_MAX_DAYS_AHEAD) };
}

/**
 * When the card of `day` leaves: 09:00 Jakarta that day, or at once (`paidAt`, never before) when that
 * hour has passed (a card for today goes as soon as the gift is paid).
 */
export function tributeSendAt(day: IsoDay, paidAt: Date): Date {
  const nine = new Date(dayToUtcMidnight(day) + TRIBUTE_SEND_HOUR * 3_600_000 - JAKARTA_OFFSET_MS);
  return nine.getTime() > paidAt.getTime() ? nine : paidAt;
}

/**
 * Idul Fitri (1 Syawal) as Indonesia's government calendar announces it: the flow's quick choice. A
 * lunar date moves about eleven days a year; the next years are listed, and a year not listed offers no
 * such choice.
 */
export const idulFitriDays: readonly IsoDay[] = ["2026-03-20", "2027-03-10", "2028-02-27", "2029-02-14"];

export type TributeQuickChoice = "today" | "tomorrow" | "idul-fitri";

/** The quick choices beside the date picker, each with its day (Idul Fitri only when within a year). */
export function tributeQuickChoices(now: Date): { choice: TributeQuickChoice; day: IsoDay }[] {
  const today = jakartaDay(now);
  const choices: { choice: TributeQuickChoice; day: IsoDay }[] = [
    { choice: "today", day: today },
    { choice: "tomorrow", day: addDays(today, 1) },
  ];
  const fitri = idulFitriDays.find((day) => day > addDays(today, 1) && tributeDayAllowed(day, now));
  if (fitri) choices.push({ choice: "idul-fitri", day: fitri });
  return choices;
}
