import { donationKinds, donationStatuses, donationTypes } from "@rimbun/domain/donations";
import { z } from "zod";

export type HistoryDonationType = (typeof donationTypes)[number];
export type HistoryDonationStatus = (typeof donationStatuses)[number];

/**
 * Call 18's query as the wire sends it (text); the API judges it with the domain's
 * `donationHistoryQuerySchema`, `search` defaulting to the session's e-mail.
 */
export const listDonationsQuerySchema = z.object({
  search: z.string().optional().meta({ description: "The donor's e-mail (default: the session's)" }),
  searchBy: z.string().optional().meta({ example: "donations.email" }),
  order: z.string().optional().meta({ example: "DESC" }),
  orderBy: z.string().optional().meta({ example: "created_at" }),
  limit: z.string().optional().meta({ description: "Default 40; 0 = up to 1000" }),
  startDate: z.string().optional().meta({ example: "2026-11-01" }),
  endDate: z.string().optional().meta({ example: "2026-11-30" }),
});
export type ListDonationsQuery = z.input<typeof listDonationsQuerySchema>;

/** One row of call 18 (a donation history item). */
export const donationHistoryItemSchema = z
  .object({
    id: z.string(),
    local_id: z.string(),
    /** `recurring` (a plan's charge) is shown as monthly (domain `toDonationKind`). */
    donation_type: z.enum(donationTypes),
    /** Whole rupiah. */
    amount: z.number().int(),
    /** ISO instant (UTC). */
    created_at: z.string(),
    status: z.enum(donationStatuses),
    description: z.string(),
    payment_method: z.string(),
  })
  .meta({ id: "DonationHistoryItem" });
export type DonationHistoryItem = z.infer<typeof donationHistoryItemSchema>;

/** The campaign a gift went to, with its title in both languages (the page chooses); null: the general fund. */
export const giftCampaignSchema = z
  .object({ slug: z.string(), title_id: z.string(), title_en: z.string() })
  .meta({ id: "GiftCampaign" });
export type GiftCampaign = z.infer<typeof giftCampaignSchema>;

/**
 * Data of the receipt (paid) or invoice (unpaid) page `/invoice/{action}/{localId}`: the owner's or an
 * administrator's session, or the donation's own signed link (docs/decisions/guest-links.md). Only
 * what the page shows: one number (the local id), no e-mail, no provider ids.
 */
export const invoiceDataSchema = z
  .object({
    local_id: z.string(),
    fullname: z.string(),
    donation_type: z.enum(donationTypes),
    /** What the invoice shows: `recurring` becomes `monthly`. */
    type_shown: z.enum(donationKinds),
    /** ISO instant of the payment (or of the creation when unpaid). */
    date: z.string(),
    created_at: z.string(),
    description: z.string(),
    /** The gift, whole rupiah. */
    amount: z.number().int(),
    /** The channel's fee the donor covered on top of the gift (docs/product/donation-flow.md#cover-the-fee); 0 or absent: none. */
    covered_fee: z.number().int().optional(),
    /** Null shows a dash. */
    note: z.string().nullable(),
    /** CO2 equivalent in kg as shown (domain `co2ForAmount`). */
    co2_kg: z.string().meta({ example: "18.1" }),
    /** `done` is a receipt, `pending` an invoice; failed, expired and refunded gifts have no document. */
    status: z.enum(donationStatuses),
    payment_method: z.string(),
    campaign: giftCampaignSchema.nullable(),
    /** A paid gift in someone's name whose card was not cancelled: its certificate can be downloaded. */
    has_certificate: z.boolean().optional(),
  })
  .meta({ id: "InvoiceData" });
export type InvoiceData = z.infer<typeof invoiceDataSchema>;

export const historyResponses = {
  listDonations: z.array(donationHistoryItemSchema),
  getInvoice: invoiceDataSchema,
  getInvoiceByLink: invoiceDataSchema,
} as const;
