import { z } from "zod";
import { channelCodesFor, type PaymentType, paymentTypes } from "../channels.ts";
import { messages } from "../messages.ts";
import { amountSchemaFor } from "./amount.ts";
import { paymentMethodSchemaFor } from "./donation.ts";
import { emailSchema } from "./fields.ts";

const pgIdSchema = z
  .string({ error: messages.errorValidation.id })
  .trim()
  .min(1, { error: messages.errorValidation.id })
  .max(200, { error: messages.errorValidation.id });

/** Call 2: GET /v1/donations/recurring?email=. */
export const recurringQuerySchema = z.object({ email: emailSchema });

/** Payment providers behind the payment port (docs/architecture.md); `m` in call 5 names Midtrans. */
export const paymentProviders = ["sandbox", "xendit", "midtrans"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * Call 5: PUT /v1/payments/recurring (stop donation). JSON `pgid` plus `token` from the signed stop link
 * of the invoice mail (the site's stop page sends `{ pgid, token }`); the plan's logged-in owner needs no
 * token. `channel` (the provider identifier) is accepted and ignored: the plan knows its provider.
 */
export const stopRecurringRequestSchema = z.object({
  pgid: pgIdSchema,
  token: z
    .string({ error: messages.errorValidation.id })
    .trim()
    .max(512, { error: messages.errorValidation.id })
    .optional(),
  channel: z.enum(paymentProviders, { error: messages.errorValidation.id }).optional(),
});

/**
 * Recurring amount edit form: at least Rp 10.000 (docs/product/monthly-giving.md#amount-and-payment-method).
 */
export const recurringAmountFormSchema = z.object({ amount: amountSchemaFor("recurringEdit") });

/** Call 10: PUT /v1/donations, form email, payment_methods, id, amount (updates a monthly plan). */
export const recurringUpdateRequestSchema = z.object({
  email: emailSchema,
  payment_methods: paymentMethodSchemaFor("monthly"),
  id: pgIdSchema,
  amount: amountSchemaFor("recurringEdit"),
});

/** Call 11: POST /v1/donations/activate, form pg_id. */
export const reactivateRequestSchema = z.object({ pg_id: pgIdSchema });

/** Call 12: POST /v1/donations/changePaymentMethod, form pg_id, payment_methods. */
export const changePaymentMethodRequestSchema = z.object({
  pg_id: pgIdSchema,
  payment_methods: paymentMethodSchemaFor("monthly"),
});

/** Change payment method dialog: step 1 recurring or reminder, step 2 a monthly channel of that type. */
export const changePaymentMethodFormSchema = z
  .object({
    paymentType: z.enum(paymentTypes, { error: messages.paymentTypeRequired.id }),
    channel: paymentMethodSchemaFor("monthly"),
  })
  .refine(
    (value) =>
      (channelCodesFor("monthly", value.paymentType as PaymentType) as string[]).includes(value.channel),
    {
      error: messages.paymentMethodUnavailable.id,
      path: ["channel"],
    },
  );
