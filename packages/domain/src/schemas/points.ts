import { z } from "zod";
import { type MessageId, messages } from "../messages.ts";
import {
  findRedeemItem,
  POINT_DONATE_MIN,
  POINT_WITHDRAW_MIN,
  type PointHundredths,
  parsePoints,
  parseRedeemRequest,
  redeemItemIds,
} from "../points.ts";
import { emailSchema } from "./fields.ts";

/** Point amount from a preset (hundredths number) or typed text (`"12.5"`), yielding hundredths. */
function pointAmountSchema(min: PointHundredths, minMessage: MessageId, available: PointHundredths) {
  return z
    .union([z.number(), z.string()], { error: messages.pointsRequired.id })
    .nullish()
    .transform((value, ctx): PointHundredths => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
        ctx.addIssue({ code: "custom", message: messages.pointsRequired.id });
        return z.NEVER;
      }
      const points =
        typeof value === "number" ? (Number.isSafeInteger(value) ? value : null) : parsePoints(value);
      if (points === null) {
        ctx.addIssue({ code: "custom", message: messages.pointsInvalid.id });
        return z.NEVER;
      }
      if (points < min) {
        ctx.addIssue({ code: "custom", message: minMessage });
        return z.NEVER;
      }
      if (points > available) {
        ctx.addIssue({ code: "custom", message: messages.pointsMax.id });
        return z.NEVER;
      }
      return points;
    });
}

/**
 * Point donation form for the volunteer's available (active) points: 10 up to available
 * (docs/product/fundraiser-buddy.md#spending-points). A number input is hundredths (a preset's `point`); text
 * is typed points such as `"12.5"`.
 */
export function pointDonateSchema(available: PointHundredths) {
  return z.object({ amount: pointAmountSchema(POINT_DONATE_MIN, messages.pointsMin.id, available) });
}

/** Point withdrawal form: 100 up to available. The bank-account check is `isBankAccountComplete`. */
export function pointWithdrawSchema(available: PointHundredths) {
  return z.object({
    amount: pointAmountSchema(POINT_WITHDRAW_MIN, messages.pointsWithdrawMin.id, available),
  });
}

/** Redeem form: one option whose cost is within the available points. */
export function pointRedeemSchema(available: PointHundredths) {
  return z.object({
    item: z
      .enum(redeemItemIds, { error: messages.redeemRequired.id })
      .refine((id) => (findRedeemItem(id)?.points ?? Number.POSITIVE_INFINITY) <= available, {
        error: messages.redeemTooExpensive.id,
      }),
  });
}

/** Calls 22 and 23 (vdonate, vwithdraw): form email, amount (points as text, e.g. `12.50`). */
export function pointRequestSchema(kind: "donate" | "withdraw", available: PointHundredths) {
  const min = kind === "donate" ? POINT_DONATE_MIN : POINT_WITHDRAW_MIN;
  const minMessage = kind === "donate" ? messages.pointsMin.id : messages.pointsWithdrawMin.id;
  return z.object({
    email: emailSchema,
    amount: pointAmountSchema(min, minMessage, available),
  });
}

/**
 * Call 24 (vredeem): form email, item (`item-amount`, e.g. `tumbler-300`) and amount. The item's
 * price must be the catalogue price and the amount must equal it.
 */
export function redeemRequestSchema(available: PointHundredths) {
  return z
    .object({
      email: emailSchema,
      item: z.string({ error: messages.redeemRequired.id }),
      amount: z.string({ error: messages.redeemRequired.id }),
    })
    .transform((value, ctx) => {
      const parsed = parseRedeemRequest(value.item);
      const catalogue = parsed ? findRedeemItem(parsed.item) : undefined;
      const amount = parsePoints(value.amount);
      if (!parsed || !catalogue || catalogue.points !== parsed.amount || amount !== catalogue.points) {
        ctx.addIssue({ code: "custom", message: messages.redeemRequired.id, path: ["item"] });
        return z.NEVER;
      }
      if (catalogue.points > available) {
        ctx.addIssue({ code: "custom", message: messages.redeemTooExpensive.id, path: ["item"] });
        return z.NEVER;
      }
      return { email: value.email, item: catalogue.value, amount: catalogue.points };
    });
}
