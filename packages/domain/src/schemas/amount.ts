import { z } from "zod";
import { messages } from "../messages.ts";
import { type AmountKind, amountLimits, parseAmountInput } from "../money.ts";

/**
 * Amount schema for a kind: accepts a number or form text (`"Rp 50.000"`), yields whole rupiah.
 * Issue ids: amount.required, amount.invalid, amount.min / amount50, amount.max.
 */
export function amountSchemaFor(kind: AmountKind) {
  const limit = amountLimits[kind];
  return z
    .union([z.number(), z.string()], { error: messages.amountRequired.id })
    .nullish()
    .transform((value, ctx): number => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
        ctx.addIssue({ code: "custom", message: messages.amountRequired.id });
        return z.NEVER;
      }
      const amount = typeof value === "number" ? value : parseAmountInput(value);
      if (amount === null || !Number.isSafeInteger(amount) || amount < 0) {
        ctx.addIssue({ code: "custom", message: messages.amountInvalid.id });
        return z.NEVER;
      }
      if (amount < limit.min) {
        ctx.addIssue({ code: "custom", message: limit.minMessage });
        return z.NEVER;
      }
      if (amount > limit.max) {
        ctx.addIssue({ code: "custom", message: messages.amountMax.id });
        return z.NEVER;
      }
      return amount;
    });
}
