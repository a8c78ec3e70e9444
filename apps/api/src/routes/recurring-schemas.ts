import { z } from "@hono/zod-openapi";

/** Call 2's answer (and what every recurring change answers). */
export const recurringDonationSchema = z
  .object({
    pg_id: z.string(),
    status: z.enum(["active", "paused", "inactive"]),
    payment_method: z.string(),
    payment_type: z.enum(["recurring", "reminder"]),
    amount: z.number().int(),
    next_charge_date: z.string().nullable().openapi({ example: "2026-12-05" }),
    paused_until: z.string().nullable(),
    pause_reason: z.enum(["donor", "failures"]).nullable(),
    skipped: z.boolean(),
    created_at: z.string(),
  })
  .openapi("RecurringDonation");

/** Form, multipart or JSON bodies: the dashboard sends forms, SPEC 7 says form. */
export function formBody<T extends z.ZodType>(schema: T) {
  return {
    body: {
      content: {
        "application/x-www-form-urlencoded": { schema },
        "multipart/form-data": { schema },
        "application/json": { schema },
      },
    },
  };
}
