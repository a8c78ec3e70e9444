import { donationKinds, donationTypes } from "@rimbun/domain/donations";
import { z } from "zod";

/**
 * GET /v1/donations/statement's query as the wire sends it (text); the API judges it with the
 * domain's `donationStatementQuerySchema` (both Jakarta days, at most 366 days).
 */
export const donationStatementQuerySchema = z.object({
  startDate: z.string().meta({ example: "2025-01-01", description: "Jakarta day, inclusive" }),
  endDate: z
    .string()
    .meta({ example: "2025-12-31", description: "Jakarta day, inclusive; at most 366 days" }),
});
export type DonationStatementQuery = z.input<typeof donationStatementQuerySchema>;

/** One successful gift on the statement. */
export const statementDonationSchema = z
  .object({
    local_id: z.string(),
    donation_type: z.enum(donationTypes),
    /** What the statement shows: `recurring` becomes `monthly`. */
    type_shown: z.enum(donationKinds),
    /** Whole rupiah. */
    amount: z.number().int(),
    /** The payment fee the donor covered on top of the gift; not part of the gift nor of `total`. */
    covered_fee: z.number().int().optional(),
    /** ISO instant (UTC) the gift was made, as the history lists it. */
    created_at: z.string(),
    /** The campaign the gift went to; null for the foundation's general work. */
    campaign_slug: z.string().nullable(),
    /** The campaign's name in both languages as the API keeps it; null with no campaign. */
    campaign_title: z.object({ id: z.string(), en: z.string() }).nullable(),
  })
  .meta({ id: "StatementDonation" });
export type StatementDonation = z.infer<typeof statementDonationSchema>;

/** The signed-in donor's successful gifts of a range, oldest first, with their total. */
export const donationStatementSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    fullname: z.string(),
    email: z.string(),
    donations: z.array(statementDonationSchema),
    /** Sum of `donations[].amount`, whole rupiah. */
    total: z.number().int(),
    /** Sum of `donations[].covered_fee`: payment fees the donor covered, shown apart from the gifts. */
    covered_fees: z.number().int().optional(),
    /** CO2 equivalent of the total in kg as shown (domain `co2ForAmount`). */
    co2_kg: z.string().meta({ example: "181" }),
  })
  .meta({ id: "DonationStatement" });
export type DonationStatement = z.infer<typeof donationStatementSchema>;

export const statementResponses = {
  getDonationStatement: donationStatementSchema,
} as const;
