import { roles } from "@rimbun/domain/constants";
import { donationStatuses, donationTypes } from "@rimbun/domain/donations";
import { messages } from "@rimbun/domain/messages";
import { staffReasonSchema } from "@rimbun/domain/schemas/staff";
import { z } from "zod";

const invalid = { error: messages.errorValidation.id };

/** The longest search text: an e-mail address or a full name fits; longer is refused (400). */
export const DONOR_SEARCH_MAX_LENGTH = 200;
/** At most this many donors per search (the staffer narrows it down by typing more). */
export const DONOR_SEARCH_LIMIT = 20;

/** GET /v1/admin/donors?q=: e-mail, name (its beginning), phone, local id, invoice number or provider id. */
export const searchDonorsQuerySchema = z.object({
  q: z
    .string(invalid)
    .trim()
    .min(1, invalid)
    .max(DONOR_SEARCH_MAX_LENGTH, invalid)
    // Control characters (NUL above all) are never part of a name, phone or id, and PostgreSQL refuses NUL.
    .regex(/^\P{Cc}*$/u, invalid),
});
export type SearchDonorsQuery = z.input<typeof searchDonorsQuerySchema>;

export const donorMatchKinds = [
  "email",
  "name",
  "phone",
  "local_id",
  "invoice_number",
  "provider_id",
] as const;
export type DonorMatchKind = (typeof donorMatchKinds)[number];

/**
 * A donor id in the staff console: an account's user id, or `guest-<donation id>` for someone who gave
 * without an account (their page gathers every donation and plan with that donation's e-mail).
 */
export const donorIdSchema = z.string().min(1).max(80);

/** One search hit: who, how they matched, and the donation that matched when it was one. */
export const donorHitSchema = z
  .object({
    donor_id: z.string(),
    account: z.boolean(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    matched_by: z.enum(donorMatchKinds),
    donation: z
      .object({
        local_id: z.string(),
        amount: z.number().int(),
        status: z.enum(donationStatuses),
        created_at: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "DonorHit" });
export type DonorHit = z.infer<typeof donorHitSchema>;

export const planHistoryEntrySchema = z.object({
  at: z.string(),
  /** The audit action (`recurring.stop`, `recurring.amount`, `support.plan.stop`, ...). */
  action: z.string(),
  /** `donor`, `staff` (with the staffer's name) or `system` (the billing machine, the provider). */
  by: z.enum(["donor", "staff", "system"]),
  staff_name: z.string().nullable(),
  reason: z.string().nullable(),
});

export const donorPlanSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "active", "paused", "inactive"]),
  channel: z.string(),
  amount: z.number().int(),
  next_charge_at: z.string().nullable(),
  created_at: z.string(),
  stopped_at: z.string().nullable(),
  history: z.array(planHistoryEntrySchema),
});
export type DonorPlan = z.infer<typeof donorPlanSchema>;

export const providerEventSchema = z.object({
  at: z.string(),
  /** The provider's event id as we stored it; null for changes we made ourselves. */
  event_id: z.string().nullable(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const refundStates = ["requested", "sent", "failed"] as const;

export const donorDonationSchema = z.object({
  id: z.string(),
  local_id: z.string(),
  invoice_number: z.string(),
  type: z.enum(donationTypes),
  status: z.enum(donationStatuses),
  amount: z.number().int(),
  /** The payment fee the donor covered on top of `amount` (the provider was asked for both). */
  covered_fee: z.number().int().optional(),
  channel: z.string(),
  provider: z.string(),
  provider_id: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Why staff must look at it (`amount-mismatch`), or null. */
  flag: z.string().nullable(),
  campaign_slug: z.string().nullable(),
  referral_code: z.string().nullable(),
  /** A staff refund asked of the provider: `requested` (queued), `sent` (the provider took it), `failed`. */
  refund: z.object({ state: z.enum(refundStates), requested_at: z.string() }).nullable(),
  events: z.array(providerEventSchema),
});
export type DonorDonation = z.infer<typeof donorDonationSchema>;

export const donorMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(["outbox", "sent", "failed"]),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const donorAuditEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  /** Who acted: the staffer's or donor's name; null for the system. */
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
});

/** GET /v1/admin/donors/{donorId}: everything the support screen shows about one donor. */
export const donorPageSchema = z
  .object({
    donor_id: z.string(),
    profile: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      /** Null for a guest (no account). */
      role: z.enum(roles).nullable(),
      locale: z.enum(["id", "en"]),
      created_at: z.string().nullable(),
      deleted: z.boolean(),
    }),
    plans: z.array(donorPlanSchema),
    donations: z.array(donorDonationSchema),
    mails: z.array(donorMailSchema),
    consents: z.object({
      newsletter: z.enum(["none", "pending", "confirmed", "unsubscribed"]),
      campaign_updates: z.boolean(),
      yearly_statement: z.boolean(),
    }),
    audit: z.array(donorAuditEntrySchema),
  })
  .meta({ id: "DonorPage" });
export type DonorPage = z.infer<typeof donorPageSchema>;

/** Every support action's body: why (required, kept in the audit log). */
export const supportActionRequestSchema = z.object({ reason: staffReasonSchema });
export type SupportActionInput = z.input<typeof supportActionRequestSchema>;

/** POST /v1/admin/donations/{id}/resend: the receipt (paid) or the invoice with its pay link (pending). */
export const resendDonationMailResultSchema = z.object({ mail: z.enum(["receipt", "invoice"]) });

/** POST /v1/admin/donations/{id}/refund: asked of the provider; the provider's callback settles it. */
export const refundDonationResultSchema = z.object({ refund: z.literal("requested") });

/** POST /v1/admin/plans/{id}/stop: stopped on the donor's request. */
export const stopDonorPlanResultSchema = z.object({ status: z.literal("inactive") });

/** GET /v1/admin/donations/flagged: payments staff must look at (paid, but not as asked), newest first, at most 50. */
export const flaggedPaymentSchema = z
  .object({
    donor_id: z.string(),
    name: z.string(),
    email: z.string(),
    donation_id: z.string(),
    local_id: z.string(),
    amount: z.number().int(),
    status: z.enum(donationStatuses),
    flag: z.string(),
    provider: z.string(),
    provider_id: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "FlaggedPayment" });
export type FlaggedPayment = z.infer<typeof flaggedPaymentSchema>;

export const supportResponses = {
  listFlaggedPayments: z.array(flaggedPaymentSchema),
  searchDonors: z.array(donorHitSchema),
  getDonorPage: donorPageSchema,
  resendDonationMail: resendDonationMailResultSchema,
  refundDonation: refundDonationResultSchema,
  stopDonorPlan: stopDonorPlanResultSchema,
};
