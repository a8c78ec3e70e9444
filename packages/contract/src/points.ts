import { pointTransactionStatuses, pointTransactionTypes } from "@rimbun/domain/points";
import { pointRequestSchema, redeemRequestSchema } from "@rimbun/domain/schemas";
import { z } from "zod";

/** Points travel as decimal text with 2 places ("12.50"), never as floats. */
export const pointsTextSchema = z.string().meta({ example: "12.50" });
export type PointsText = z.infer<typeof pointsTextSchema>;

export type PointEntryType = (typeof pointTransactionTypes)[number];
export type PointEntryStatus = (typeof pointTransactionStatuses)[number];

/** A point history item (a ledger entry as the volunteer sees it). */
export const pointHistoryItemSchema = z
  .object({
    id: z.string(),
    /** Points of the entry (positive; the type says whether it adds or spends). */
    amount: pointsTextSchema,
    /** Rupiah behind the entry (the donation for `earn`, the payout for `withdraw`), or null. */
    rupiah: z.number().int().nullable(),
    created_at: z.string(),
    description: z.string(),
    type: z.enum(pointTransactionTypes),
    status: z.enum(pointTransactionStatuses),
    /** The administrator's note; null shows a dash. */
    notes_action: z.string().nullable(),
  })
  .meta({ id: "PointHistoryItem" });
export type PointHistoryItem = z.infer<typeof pointHistoryItemSchema>;

/** What calls 22-24 answer: the pending ledger entry and the summary after it. */
export const pointRequestResultSchema = z
  .object({
    entry: pointHistoryItemSchema,
    point: pointsTextSchema,
    active: pointsTextSchema,
    on_hold: pointsTextSchema,
  })
  .meta({ id: "PointRequestResult" });
export type PointRequestResult = z.infer<typeof pointRequestResultSchema>;

// The wire requests carry no upper limit: the active points are judged inside the ledger lock, after
// the form's own checks (the forms in the dashboard bind the volunteer's active points instead).
/** Call 22: form `email, amount` (points text, at least 10). */
export const donatePointsRequestSchema = pointRequestSchema("donate", Number.MAX_SAFE_INTEGER);
export type DonatePointsInput = z.input<typeof donatePointsRequestSchema>;
/** Call 23: form `email, amount` (points text, at least 100). */
export const withdrawPointsRequestSchema = pointRequestSchema("withdraw", Number.MAX_SAFE_INTEGER);
export type WithdrawPointsInput = z.input<typeof withdrawPointsRequestSchema>;
/** Call 24: form `email, item` (`item-amount`, e.g. `tumbler-300`) and `amount` (the item's price). */
export const redeemPointsRequestSchema = redeemRequestSchema(Number.MAX_SAFE_INTEGER);
export type RedeemPointsInput = z.input<typeof redeemPointsRequestSchema>;

export const pointsResponses = {
  donatePoints: pointRequestResultSchema,
  withdrawPoints: pointRequestResultSchema,
  redeemPoints: pointRequestResultSchema,
} as const;
