import { tributeOccasions, tributeStatuses } from "@rimbun/domain/tributes";
import { z } from "zod";

/**
 * A gift in someone's name as its donor sees it in the history (docs/product/donation-flow.md#gifts-in-someones-name):
 * the person, the card's day and state, and what the donor may still do with it.
 */
export const tributeSchema = z
  .object({
    /** The gift's number (its history row). */
    local_id: z.string(),
    occasion: z.enum(tributeOccasions),
    honoree_name: z.string(),
    /** Masked (`s***@example.org`); null when the card goes to the donor only. */
    honoree_email: z.string().nullable(),
    message: z.string().nullable(),
    send_on: z.string().meta({ example: "2026-12-25" }),
    card_locale: z.enum(["id", "en"]),
    show_amount: z.boolean(),
    status: z.enum(tributeStatuses),
    sent_at: z.string().nullable(),
    /** Whether the day may still change (scheduled or awaiting payment, not yet due). */
    can_change_day: z.boolean(),
    /** Whether "send again" is offered (paid, not cancelled, fewer than the allowed sends). */
    can_resend: z.boolean(),
    /** The person's address refused our mail: only the donor's copy went. */
    honoree_unsubscribed: z.boolean(),
  })
  .meta({ id: "Tribute" });
export type Tribute = z.infer<typeof tributeSchema>;

export const tributesResponses = {
  listTributes: z.array(tributeSchema),
  changeTributeDay: tributeSchema,
  resendTribute: tributeSchema,
} as const;
