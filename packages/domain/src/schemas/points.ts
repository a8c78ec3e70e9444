import { z } from "zod";
import { type MessageId, messages } from "../messages.ts";
import {
  findRedeemItem,
  POINT_DONATE_MIN,
  POINT_WITHDRAW_MIN,
  type PointHundredths,
  parsePoints,
  parseRedeemRequest,
  type RedeemShipping,
  redeemItemIds,
  type TShirtSize,
  tShirtSizes,
} from "../points.ts";
import { emailSchema, normalizePhone } from "./fields.ts";

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
 * A physical reward's shipping fields (docs/decisions/points.md#physical-rewards), checked for the item
 * chosen: address and postal code for anything sent by post, a size for the T-shirt; the courier's phone is
 * the volunteer's (`phone`, required too). A digital reward keeps none of them. Issues go to `ctx` under
 * each field's name; the answer is the shipping to store, or null.
 */
export function checkRedeemShipping(
  itemId: string,
  fields: { address?: unknown; postal_code?: unknown; phone?: unknown; size?: unknown },
  ctx: z.RefinementCtx,
): RedeemShipping | null {
  const item = findRedeemItem(itemId);
  if (!item?.shipped) return null;
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const address = text(fields.address).replace(/\s+/g, " ");
  const postal = text(fields.postal_code);
  const phone = normalizePhone(text(fields.phone));
  const size = text(fields.size).toUpperCase();
  let ok = true;
  const issue = (path: string, message: MessageId) => {
    ctx.addIssue({ code: "custom", message, path: [path] });
    ok = false;
  };
  if (address.length < 10 || address.length > 300) issue("address", messages.redeemAddress.id);
  if (!/^\d{5}$/.test(postal)) issue("postal_code", messages.redeemPostalCode.id);
  if (phone === null)
    issue("phone", text(fields.phone) ? messages.invalidPhoneFormat.id : messages.invalidPhone.id);
  const sized = (tShirtSizes as readonly string[]).includes(size);
  if (item.sized && !sized) issue("size", messages.redeemSize.id);
  if (!ok || phone === null) return null;
  return { address, postal_code: postal, phone, ...(item.sized ? { size: size as TShirtSize } : {}) };
}

/**
 * Call 24 (vredeem): form email, item (`item-amount`, e.g. `tumbler-300`) and amount. The item's
 * price must be the catalogue price and the amount must equal it. A physical item also needs where it
 * goes (`address`, `postal_code`, `phone`, and `size` for the T-shirt; `checkRedeemShipping`).
 */
export function redeemRequestSchema(available: PointHundredths) {
  const optionalText = z
    .string({ error: messages.invalidRequired.id })
    .max(1000, messages.invalidTooLong.id)
    .optional();
  return z
    .object({
      email: emailSchema,
      item: z.string({ error: messages.redeemRequired.id }),
      amount: z.string({ error: messages.redeemRequired.id }),
      address: optionalText,
      postal_code: optionalText,
      phone: optionalText,
      size: optionalText,
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
      const shipping = checkRedeemShipping(catalogue.value, value, ctx);
      if (catalogue.shipped && !shipping) return z.NEVER;
      return {
        email: value.email,
        item: catalogue.value,
        amount: catalogue.points,
        ...(shipping ? { shipping } : {}),
      };
    });
}
