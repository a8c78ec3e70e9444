import type { PaymentType } from "./channels.ts";
import {
  addDays,
  daysInMonth,
  dayToUtcMidnight,
  HOUR_MS,
  type IsoDay,
  isoDayOf,
  JAKARTA_OFFSET_MS,
  jakartaDay,
} from "./dates.ts";

/**
 * The calendar of a monthly plan. Everything works on Jakarta calendar days (`YYYY-MM-DD`); the
 * caller passes the current instant, nothing here reads the clock.
 */

/** An instant as an ISO string (`2026-01-31T02:00:00.000Z`), so a plan's state stores as JSON. */
export type IsoInstant = string;

/**
 * Reminder channels get their reminder this many days before the due day
 * (docs/product/monthly-giving.md#automatic-charges-and-reminders).
 */
export const REMINDER_DAYS_BEFORE = 3;
/** Jakarta hour at which a day's billing step (reminder, invoice, charge) is due: mails land in the morning. */
export const BILLING_HOUR_JAKARTA = 9;
/** A donor may pause a plan for 1, 2 or 3 months. */
export const PAUSE_MONTH_OPTIONS = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_MONTH_OPTIONS)[number];

/** Day of month (1-31) of a Jakarta day. */
export function dayOfMonth(day: IsoDay): number {
  return Number(day.slice(8, 10));
}

/** The anchor of a plan: the Jakarta day of month of its first successful payment. */
export function billingAnchorDay(firstPaidAt: Date): number {
  return dayOfMonth(jakartaDay(firstPaidAt));
}

/** The anchor day in a month, clamped to the month's length (anchor 31 in February -> 28 or 29). */
export function anchorDayInMonth(year: number, month: number, anchorDay: number): IsoDay {
  return isoDayOf(year, month, Math.min(anchorDay, daysInMonth(year, month)));
}

/**
 * The due day `months` months after `day`, on the anchor (clamped). The anchor, not the clamped day,
 * carries over: 31 Jan -> 28 Feb -> 31 Mar.
 */
export function addBillingMonths(day: IsoDay, months: number, anchorDay: number): IsoDay {
  const index = Number(day.slice(0, 4)) * 12 + (Number(day.slice(5, 7)) - 1) + months;
  const year = Math.floor(index / 12);
  return anchorDayInMonth(year, (index % 12) + 1, anchorDay);
}

/** The first due day after the first payment: the same day next month. */
export function firstDueDay(firstPaidAt: Date, anchorDay: number = billingAnchorDay(firstPaidAt)): IsoDay {
  return addBillingMonths(jakartaDay(firstPaidAt), 1, anchorDay);
}

/** The first anchor day strictly after `today` (this month's if still ahead, else next month's). */
export function nextAnchorDayAfter(today: IsoDay, anchorDay: number): IsoDay {
  const thisMonth = addBillingMonths(today, 0, anchorDay);
  return thisMonth > today ? thisMonth : addBillingMonths(today, 1, anchorDay);
}

/** The reminder day of a due day: 3 days before for reminder channels; recurring channels get none. */
export function reminderDay(dueDay: IsoDay, paymentType: PaymentType = "reminder"): IsoDay | null {
  return paymentType === "reminder" ? addDays(dueDay, -REMINDER_DAYS_BEFORE) : null;
}

/** The instant a day's billing step becomes due: 09:00 in Jakarta. */
export function billingInstant(day: IsoDay): Date {
  return new Date(dayToUtcMidnight(day) - JAKARTA_OFFSET_MS + BILLING_HOUR_JAKARTA * HOUR_MS);
}

/** A donor may choose the day of the month the plan is charged on: 1-28, a day every month has. */
export const CHARGE_DAY_MIN = 1;
export const CHARGE_DAY_MAX = 28;

export function isChargeDay(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= CHARGE_DAY_MIN && (value as number) <= CHARGE_DAY_MAX
  );
}

/**
 * The next due day after the donor chose a new charge day (docs/product/monthly-giving.md#charge-day). The
 * month of the next cycle never changes, so no month is charged twice or skipped: the chosen day in that
 * month, if it is still ahead (and, while a cycle is still open, not earlier than the day it had). Otherwise
 * that month keeps its day and the new day applies from the month after.
 */
export function chargeDayDueDay(
  nextDue: IsoDay,
  chargeDay: number,
  today: IsoDay,
  cycleOpen: boolean,
): IsoDay {
  const moved = addBillingMonths(nextDue, 0, chargeDay);
  if (moved <= today) return nextDue;
  if (cycleOpen && moved < nextDue) return nextDue;
  return moved;
}

export function isPauseMonths(value: unknown): value is PauseMonths {
  return (PAUSE_MONTH_OPTIONS as readonly unknown[]).includes(value);
}

/** Pausing moves the next due day by whole months on the anchor. */
export function pausedDueDay(nextDue: IsoDay, months: PauseMonths, anchorDay: number): IsoDay {
  return addBillingMonths(nextDue, months, anchorDay);
}

/** Skipping next month moves the next due day by one month. */
export function skippedDueDay(nextDue: IsoDay, anchorDay: number): IsoDay {
  return addBillingMonths(nextDue, 1, anchorDay);
}

/**
 * Reactivating a paused or stopped plan resumes on the anchor: the next due day is the first anchor
 * day after the reactivation day. Nothing is charged at the click; a donor who wants to pay the
 * missed month at once uses the pay link of the paused notice.
 */
export function reactivationDueDay(now: Date, anchorDay: number): IsoDay {
  return nextAnchorDayAfter(jakartaDay(now), anchorDay);
}
