import { pauseReasons } from "@rimbun/domain";
import { paymentTypes } from "@rimbun/domain/channels";
import { recurringStatuses } from "@rimbun/domain/donations";
import {
  changePaymentMethodRequestSchema,
  chargeDayRequestSchema,
  pauseRecurringRequestSchema,
  reactivateRequestSchema,
  recurringUpdateRequestSchema,
  skipRecurringRequestSchema,
  stopRecurringRequestSchema,
} from "@rimbun/domain/schemas";
import { z } from "zod";

export type { RecurringStatus } from "@rimbun/domain/donations";

/** Why a plan is paused: the donor asked (1-3 months) or three cycles failed (domain `PauseReason`). */
export const pauseReasonSchema = z.enum(pauseReasons);

/** Call 2: the donor's monthly plan (and what every plan change answers). */
export const recurringDonationSchema = z
  .object({
    pg_id: z.string(),
    /** Anything but `active` shows Reactivate (docs/product/monthly-giving.md#plans). */
    status: z.enum(recurringStatuses),
    /** Channel code, e.g. `VISA` or `BNI`. */
    payment_method: z.string(),
    /** `recurring` channels are charged automatically, `reminder` channels get a reminder and a pay link. */
    payment_type: z.enum(paymentTypes),
    /** Whole rupiah. */
    amount: z.number().int(),
    /** The donor covers the channel's fee each month, on top of `amount` (docs/product/monthly-giving.md#cover-the-fee). */
    cover_fee: z.boolean(),
    /** Jakarta day `YYYY-MM-DD` of the next charge (or invoice), null when stopped. */
    next_charge_date: z.string().nullable().meta({ example: "2026-12-05" }),
    /** Jakarta day the pause ends, null when not paused by the donor. */
    paused_until: z.string().nullable(),
    pause_reason: pauseReasonSchema.nullable(),
    /** True when next month's donation is skipped. */
    skipped: z.boolean(),
    /** Day of the month the plan is charged on (1-31; a donor chooses 1-28), null before its first payment. */
    charge_day: z.number().int().min(1).max(31).nullable(),
    created_at: z.string(),
  })
  .meta({ id: "RecurringDonation" });
export type RecurringDonation = z.infer<typeof recurringDonationSchema>;

/** Call 2: `email` names someone else (administrators only); the session donor without it. */
export const getRecurringDonationQuerySchema = z.object({ email: z.string().max(254).optional() });
export type GetRecurringDonationQuery = z.input<typeof getRecurringDonationQuerySchema>;

/** Call 5: JSON `{ pgid, token }` (signed link) or `{ pgid }` from the plan's owner. */
export const stopRecurringDonationRequestSchema = stopRecurringRequestSchema;
export type StopRecurringDonationInput = z.input<typeof stopRecurringDonationRequestSchema>;
/** Call 10: form `email, payment_methods, id` (the plan's pg_id) and `amount`. */
export const updateRecurringDonationRequestSchema = recurringUpdateRequestSchema;
export type UpdateRecurringDonationInput = z.input<typeof updateRecurringDonationRequestSchema>;
/** Call 11: form `pg_id`. */
export const reactivateRecurringDonationRequestSchema = reactivateRequestSchema;
export type ReactivateRecurringDonationInput = z.input<typeof reactivateRecurringDonationRequestSchema>;
/** Call 12: form `pg_id, payment_methods`. */
export const changeRecurringPaymentMethodRequestSchema = changePaymentMethodRequestSchema;
export type ChangeRecurringPaymentMethodInput = z.input<typeof changeRecurringPaymentMethodRequestSchema>;
/** Pause: form `pg_id, months` (1-3). */
export const pauseRecurringDonationRequestSchema = pauseRecurringRequestSchema;
export type PauseRecurringDonationInput = z.input<typeof pauseRecurringDonationRequestSchema>;
/** Skip next month: form `pg_id`. */
export const skipNextRecurringMonthRequestSchema = skipRecurringRequestSchema;
export type SkipNextRecurringMonthInput = z.input<typeof skipNextRecurringMonthRequestSchema>;

/** Charge day: form `pg_id, day` (1-28), the day of the month the plan is charged on. */
export const changeRecurringChargeDayRequestSchema = chargeDayRequestSchema;
export type ChangeRecurringChargeDayInput = z.input<typeof changeRecurringChargeDayRequestSchema>;

export const recurringResponses = {
  /** Null when the donor has no paid monthly plan. */
  getRecurringDonation: recurringDonationSchema.nullable(),
  /** A 404 (already stopped) is an error on the wire. */
  stopRecurringDonation: z.literal("success"),
  updateRecurringDonation: recurringDonationSchema,
  reactivateRecurringDonation: recurringDonationSchema,
  changeRecurringPaymentMethod: recurringDonationSchema,
  pauseRecurringDonation: recurringDonationSchema,
  skipNextRecurringMonth: recurringDonationSchema,
  changeRecurringChargeDay: recurringDonationSchema,
} as const;
