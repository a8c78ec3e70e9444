import { z } from "zod";
import { type BillingState, billingPhases, pauseReasons } from "../billing-machine.ts";
import { isChargeDay, PAUSE_MONTH_OPTIONS } from "../billing-schedule.ts";
import { paymentTypes } from "../channels.ts";
import { isIsoDay } from "../dates.ts";
import { recurringStatuses } from "../donations.ts";
import { messages } from "../messages.ts";
import { reactivateRequestSchema } from "./recurring.ts";

/**
 * Pause a monthly plan for 1-3 months (docs/product/monthly-giving.md#pause-and-skip). Form `pg_id`, `months`
 * (text or number).
 */
export const pauseRecurringRequestSchema = z.object({
  pg_id: reactivateRequestSchema.shape.pg_id,
  months: z.coerce
    .number({ error: messages.billingPauseMonths.id })
    .refine((value) => (PAUSE_MONTH_OPTIONS as readonly number[]).includes(value), {
      error: messages.billingPauseMonths.id,
    }),
});

/**
 * The day of the month (1-28) a monthly plan is charged on (docs/product/monthly-giving.md#charge-day). Form
 * `pg_id`, `day`.
 */
export const chargeDayRequestSchema = z.object({
  pg_id: reactivateRequestSchema.shape.pg_id,
  day: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,2}$/, { error: messages.billingChargeDay.id }),
      ],
      {
        error: messages.billingChargeDay.id,
      },
    )
    .transform(Number)
    .refine(isChargeDay, { error: messages.billingChargeDay.id }),
});

/** Skip next month's donation of a monthly plan. Form `pg_id`. */
export const skipRecurringRequestSchema = z.object({ pg_id: reactivateRequestSchema.shape.pg_id });

const isoDay = z.string().refine(isIsoDay);
const isoInstant = z.iso.datetime();

/** A stored plan state (the API keeps `BillingState` as JSON); refuses anything the machine could not have made. */
export const billingStateSchema: z.ZodType<BillingState> = z.object({
  status: z.enum(recurringStatuses),
  paymentType: z.enum(paymentTypes),
  amount: z.number().int().positive(),
  anchorDay: z.number().int().min(1).max(31),
  nextDue: isoDay,
  failedCycles: z.number().int().min(0),
  pauseReason: z.enum(pauseReasons).nullable(),
  pausedUntil: isoDay.nullable(),
  skipped: z.boolean(),
  cycle: z.object({
    phase: z.enum(billingPhases),
    dueDay: isoDay,
    amount: z.number().int().positive(),
    retry: z.number().int().min(0).max(3),
    firstFailedAt: isoInstant.nullable(),
    retryAt: isoInstant.nullable(),
    expiresAt: isoInstant.nullable(),
  }),
});
