import { roles } from "@rimbun/domain/constants";
import { donationKinds } from "@rimbun/domain/donations";
import {
  createPaymentPayloadSchemaFor,
  type PaymentPathKind,
  paymentCheckQuerySchema,
  referralLookupQuerySchema,
} from "@rimbun/domain/schemas";
import { z } from "zod";
import { campaignMatchingShape } from "./matching.ts";

/** Call 3: the pending donation and where to pay it. */
/** What became of a gift's referral code; see `createdPaymentSchema.referral`. */
export const referralOutcomes = ["applied", "not_found", "own", "none"] as const;
export type ReferralOutcome = (typeof referralOutcomes)[number];

export const createdPaymentSchema = z
  .object({
    customer: z.object({ surname: z.string(), email: z.string() }),
    invoice_url: z.string(),
    pg_id: z.string(),
    local_id: z.string(),
    channel: z.string(),
    type: z.enum(donationKinds),
    /** The gift: what the foundation receives. */
    amount: z.number(),
    /** The channel's fee the donor covers, computed by the server; the pay page asks amount + covered_fee. */
    covered_fee: z.number().int().optional(),
    status: z.literal("pending"),
    /**
     * What became of the referral code sent with the gift (docs/decisions/api.md): `applied`,
     * `not_found` (nobody's code: the gift is made without a referrer), `own` (the donor's own code,
     * which earns nothing), `none` (no code). The gift is made in every case.
     */
    referral: z.enum(referralOutcomes).optional(),
  })
  .meta({ id: "CreatedPayment" });
export type CreatedPayment = z.infer<typeof createdPaymentSchema>;

/**
 * Call 3's multipart fields for a path kind (`single`, `boost`, `recurring`); the domain's payload
 * schema, bound per path. The OpenAPI document shows the `recurring` one (the widest).
 */
export function createPaymentRequestSchemaFor(path: PaymentPathKind) {
  return createPaymentPayloadSchemaFor(path);
}
export type CreatePaymentInput = z.input<ReturnType<typeof createPaymentRequestSchemaFor>>;

/** Whose code it is: a donor's or a volunteer's (administrators hand out no codes). */
export const referralTypeSchema = z.enum(roles).exclude(["admin", "staff"]);
export type ReferralOwnerType = z.infer<typeof referralTypeSchema>;

/** Call 4: `?search=CODE&searchBy=referral_code`. */
export const lookupReferralQuerySchema = referralLookupQuerySchema;
export type LookupReferralQuery = z.input<typeof lookupReferralQuerySchema>;

/** Call 4: the code and whose it is; nothing else about the person. */
export const referralMatchSchema = z.object({ code: z.string(), type: referralTypeSchema });

/** Call 6's statuses: the wire names of the donation statuses (PAID is `done`). */
export const paymentCheckStatuses = ["PAID", "PENDING", "FAILED", "EXPIRED", "REFUNDED"] as const;
export type PaymentCheckStatus = (typeof paymentCheckStatuses)[number];
export const paymentCheckStatusSchema = z.enum(paymentCheckStatuses);

/** Call 6: `?channel=BNI&pgid=...` (no credentials). */
export const checkPaymentQuerySchema = paymentCheckQuerySchema;
export type CheckPaymentQuery = z.input<typeof checkPaymentQuerySchema>;

/** Call 6: the status of one payment named by channel and pgid. */
export const paymentCheckSchema = z.object({
  status: paymentCheckStatusSchema,
  channel: z.string(),
  pgid: z.string(),
});
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;

/**
 * A campaign's title, status, target, amount raised (successful donations, rupiah) and donor count.
 * Published and closed campaigns only; only a published `campaign` takes tagged donations.
 */
export const campaignFiguresSchema = z
  .object({
    slug: z.string(),
    kind: z.enum(["campaign", "programme"]),
    status: z.enum(["published", "closed"]),
    title: z.object({ id: z.string(), en: z.string() }),
    target: z.number(),
    raised: z.number(),
    donor_count: z.number(),
    ...campaignMatchingShape,
  })
  .meta({ id: "Campaign" });
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

export const paymentsResponses = {
  createPayment: createdPaymentSchema,
  lookupReferral: referralMatchSchema.nullable(),
  checkPayment: paymentCheckSchema,
  getCampaigns: z.array(campaignFiguresSchema),
  getCampaignFigures: campaignFiguresSchema,
  /** Call 5 by the mail's signed link; a 404 (already stopped) is an error on the wire. */
  stopDonation: z.literal("success"),
} as const;
