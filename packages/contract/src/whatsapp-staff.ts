import { whatsAppPriceUpdateSchema } from "@rimbun/domain/schemas/whatsapp-prices";
import { whatsAppConsentSources, whatsAppConsentStatuses } from "@rimbun/domain/whatsapp";
import { whatsAppPriceCategories } from "@rimbun/domain/whatsapp-prices";
import { z } from "zod";

/* What staff see of WhatsApp (docs/product/staff-console.md#whatsapp): a donor's messages and choice,
   the price table administrators keep, and the month's figures in the reports. */

const count = z.number().int().nonnegative();

/** Why a message was sent; h/wa-cycle's list, `other` for anything older or unknown. */
export const whatsAppPurposes = [
  "confirmation",
  "reminder",
  "invoice",
  "receipt",
  "payment_failed",
  "card_expiring",
  "plan_paused",
  "opt_out_confirmed",
  "other",
] as const;
export type WhatsAppPurpose = (typeof whatsAppPurposes)[number];

/**
 * A message's state as staff read it: `mailed-instead` the number is not on WhatsApp and the donor got the
 * e-mail; `unconfirmed` the platform may have it (an answer was lost) and it is never sent again;
 * `skipped` nothing was sent (no confirmed choice at send time, or a STOP).
 */
export const staffWhatsAppStatuses = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
  "mailed-instead",
  "unconfirmed",
  "skipped",
] as const;
export type StaffWhatsAppStatus = (typeof staffWhatsAppStatuses)[number];

export const donorWhatsAppMessageSchema = z.object({
  id: z.string(),
  template: z.string(),
  purpose: z.enum(whatsAppPurposes),
  status: z.enum(staffWhatsAppStatuses),
  /** The number it went to, masked like the consent's. */
  to: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type DonorWhatsAppMessage = z.infer<typeof donorWhatsAppMessageSchema>;

export const donorWhatsAppConsentSchema = z.object({
  status: z.enum(whatsAppConsentStatuses),
  /** `+62•••••••7890`: enough to check with the donor on the phone, not enough to message them. */
  phone: z.string(),
  source: z.enum(whatsAppConsentSources),
  chosen_at: z.string(),
  confirmed_at: z.string().nullable(),
  opted_out_at: z.string().nullable(),
});

/** GET /v1/admin/donors/{donorId}/whatsapp?before=: one page of the donor's messages, newest first, and their choice. */
export const donorWhatsAppQuerySchema = z.object({
  before: z
    .string()
    .max(120)
    .optional()
    .meta({ description: "The `next_before` of the previous page; absent for the newest" }),
});
export type DonorWhatsAppQuery = z.input<typeof donorWhatsAppQuerySchema>;

export const donorWhatsAppSchema = z
  .object({
    /** Null when the donor never turned WhatsApp on (a guest always). */
    consent: donorWhatsAppConsentSchema.nullable(),
    messages: z.array(donorWhatsAppMessageSchema),
    /** Pass as `before` for the next (older) page; null when this is the last. */
    next_before: z.string().nullable(),
  })
  .meta({ id: "DonorWhatsApp" });
export type DonorWhatsApp = z.infer<typeof donorWhatsAppSchema>;

export const whatsAppPriceSchema = z
  .object({
    id: z.string(),
    category: z.enum(whatsAppPriceCategories),
    price_idr: count,
    effective_from: z.string(),
    created_at: z.string(),
    /** The administrator who set it; null once their account is gone. */
    created_by: z.string().nullable(),
  })
  .meta({ id: "WhatsAppPrice" });
export type WhatsAppPrice = z.infer<typeof whatsAppPriceSchema>;

/** GET /v1/admin/whatsapp-prices: each category's price today and the next one set ahead, with the history. */
export const adminWhatsAppPricesSchema = z
  .object({
    categories: z.array(
      z.object({
        category: z.enum(whatsAppPriceCategories),
        /** In force on today's Jakarta day; null when none was ever set (its messages' cost is unknown). */
        current: whatsAppPriceSchema.nullable(),
        /** The nearest price set for a later day, if any. */
        next: whatsAppPriceSchema.nullable(),
      }),
    ),
    /** Every change, newest first (at most 100). */
    history: z.array(whatsAppPriceSchema),
  })
  .meta({ id: "AdminWhatsAppPrices" });
export type AdminWhatsAppPrices = z.infer<typeof adminWhatsAppPricesSchema>;

/** PUT /v1/admin/whatsapp-prices/{category}: JSON `price_idr, effective_from, reason`. */
export const updateWhatsAppPriceRequestSchema = whatsAppPriceUpdateSchema;
export type UpdateWhatsAppPriceInput = z.input<typeof updateWhatsAppPriceRequestSchema>;

/** One Jakarta month of WhatsApp in the reports (docs/product/staff-console.md#reports). */
export const whatsAppReportMonthSchema = z.object({
  month: z.string(),
  /** Messages queued in the month (by their creation). */
  messages: count,
  /** Of those: taken by the platform, delivered (read included), read, failed, and mailed instead. */
  sent: count,
  delivered: count,
  read: count,
  failed: count,
  mailed_instead: count,
  /** Delivered messages priced by their template's category on the Jakarta day each was sent. */
  cost_idr: count,
  /** Delivered messages with no price in force that day (left out of `cost_idr`). */
  unpriced: count,
  /**
   * Reminder-channel cycles due in the month whose window has closed: those with a reminder on WhatsApp
   * that reached the platform, and the others (mail reminder only); each with how many were paid within
   * `window_days` of the due day.
   */
  whatsapp_cycles: count,
  whatsapp_paid: count,
  mail_cycles: count,
  mail_paid: count,
});
export type WhatsAppReportMonth = z.infer<typeof whatsAppReportMonthSchema>;

/** GET /v1/admin/reports/whatsapp: the same range as the reports page. */
export const whatsAppReportSchema = z
  .object({
    range: z.object({ startDate: z.string(), endDate: z.string() }),
    capped: z.boolean(),
    /** Days after the due day within which a payment counts as paid after the reminder. */
    window_days: count,
    months: z.array(whatsAppReportMonthSchema),
  })
  .meta({ id: "WhatsAppReport" });
export type WhatsAppReport = z.infer<typeof whatsAppReportSchema>;

export const whatsAppStaffResponses = {
  getDonorWhatsApp: donorWhatsAppSchema,
  listWhatsAppPrices: adminWhatsAppPricesSchema,
  updateWhatsAppPrice: whatsAppPriceSchema,
  getWhatsAppReport: whatsAppReportSchema,
};
