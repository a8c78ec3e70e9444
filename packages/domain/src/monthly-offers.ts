import { amountLimits, checkAmount, type Rupiah } from "./money.ts";

/**
 * The two asks for a bigger monthly gift: "monthly instead" in the one-time flow
 * (docs/product/donation-flow.md#monthly-instead) and the yearly upgrade link
 * (docs/product/monthly-giving.md#upgrade-links). Both suggest
 * amounts a person would pick themselves, so they are rounded to a friendly rupiah step.
 */

/** The rounding step of an amount: 5.000 below 100.000, 10.000 below a million, 100.000 below 10 million, then a million. */
export function friendlyStep(amount: Rupiah): Rupiah {
  if (amount < 100_000) return 5_000;
  if (amount < 1_000_000) return 10_000;
  if (amount < 10_000_000) return 100_000;
  return 1_000_000;
}

/** Share of the one-time amount suggested as a monthly gift: a third, a year of it is four times the gift. */
export const MONTHLY_INSTEAD_SHARE = 1 / 3;

/**
 * "Monthly instead": about a third of a valid one-time amount, rounded to the nearest friendly step
 * (ties up), never below the monthly minimum. Null when the one-time amount is not one the single
 * flow accepts (nothing to offer yet).
 */
export function monthlyInsteadAmount(oneTime: Rupiah | null): Rupiah | null {
  if (oneTime === null) return null;
  const checked = checkAmount("single", oneTime);
  if (!checked.ok) return null;
  const third = checked.amount * MONTHLY_INSTEAD_SHARE;
  const step = friendlyStep(third);
  const rounded = Math.round(third / step) * step;
  return Math.min(Math.max(rounded, amountLimits.monthly.min), amountLimits.monthly.max);
}

/**
 * The upgrade link's new monthly amount: the current one plus a tenth, rounded up to the current
 * amount's friendly step, so the raise is at least one step (10.000 becomes 15.000, 100.000 becomes
 * 110.000). Null when the plan is already at the maximum or its amount is not a valid monthly amount.
 */
export function upgradeAmount(current: Rupiah): Rupiah | null {
  const checked = checkAmount("recurringEdit", current);
  if (!checked.ok) return null;
  const max = amountLimits.recurringEdit.max;
  if (checked.amount >= max) return null;
  // Whole rupiah: a tenth in integer steps, so 50.000 is 55.000 and not 55.000,000001 rounded up.
  const target = checked.amount + Math.ceil(checked.amount / 10);
  const step = friendlyStep(checked.amount);
  const raised = Math.max(Math.ceil(target / step) * step, checked.amount + step);
  return Math.min(raised, max);
}
