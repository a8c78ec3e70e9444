import { z } from "zod";
import { messages } from "../messages.ts";
import { type AmountKind, checkAmount } from "../money.ts";

/**
 * Amount schema for a kind: accepts a number or form text (`"Rp 50.000"`), yields whole rupiah.
 * Issue ids: amount.required, amount.invalid, amount.min / amount50, amount.max.
 */
export function amountSchemaFor(kind: AmountKind) {
  return z
    .union([z.number(), z.string()], { error: messages.amountRequired.id })
    .nullish()
    .transform((value, ctx): number => {
      const checked = checkAmount(kind, value);
      if (checked.ok) return checked.amount;
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    });
}
