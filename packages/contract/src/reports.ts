import { z } from "zod";
import { localizedSchema } from "./campaigns.ts";

/**
 * GET /v1/admin/reports (staff): the figures of the reports page for a range of Jakarta days. Both
 * dates are optional (default: the last 12 Jakarta months, this one included); a range longer than
 * `REPORT_MAX_MONTHS` months is cut to its last months and the answer says so.
 */
export const reportQuerySchema = z.object({
  startDate: z.string().optional().meta({ example: "2025-12-01", description: "Jakarta day, inclusive" }),
  endDate: z.string().optional().meta({ example: "2026-11-30", description: "Jakarta day, inclusive" }),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** How the reports page sorts income (docs/decisions/reports.md): a plan's charges are `monthly`. */
export const incomeKinds = ["monthly", "single", "boost", "campaign"] as const;
export type IncomeKind = (typeof incomeKinds)[number];

/** Datasets the exports offer, and their two file formats. */
export const reportExportDatasets = ["donations", "donors", "payouts", "matches", "partners"] as const;
export type ReportExportDataset = (typeof reportExportDatasets)[number];
export const reportExportFormats = ["csv", "xlsx"] as const;
export type ReportExportFormat = (typeof reportExportFormats)[number];

const rupiah = z.number().int();
const count = z.number().int().nonnegative();

/** One Jakarta month (`YYYY-MM`) of the range, every month present even when nothing happened. */
export const reportMonthSchema = z
  .object({
    month: z.string().meta({ example: "2026-11" }),
    /** Successful gifts paid this month (refunded ones left out), whole rupiah, by kind. */
    income: z.object({ monthly: rupiah, single: rupiah, boost: rupiah, campaign: rupiah }),
    income_total: rupiah,
    gifts: count,
    /** Plans running at the month's end, started and stopped during it. */
    active_monthly_donors: count,
    new_monthly_donors: count,
    stopped_monthly_donors: count,
    /** Sum of the monthly amounts of the plans running at the month's end. */
    mrr: rupiah,
    /** Payments settled this month (by creation): paid and failed, and failed / (paid + failed). */
    payments_paid: count,
    payments_failed: count,
    failed_rate: z.number().min(0).max(1),
    /** Monthly cycles due this month with a failed charge, and those of them paid on a later try. */
    cycles_failed: count,
    cycles_recovered: count,
    /** Outstanding volunteer points at the month's end, in rupiah (1 point = Rp 100). */
    points_liability: rupiah,
    /** Withdrawals approved this month: how many and their rupiah. */
    payouts: count,
    payouts_amount: rupiah,
  })
  .meta({ id: "ReportMonth" });
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const reportSchema = z
  .object({
    /** The range the figures cover (after the default or the cap). */
    range: z.object({ startDate: z.string(), endDate: z.string() }),
    /** True when the asked range was longer than the cap and was cut. */
    capped: z.boolean(),
    months: z.array(reportMonthSchema),
    /** Income of the whole range by payment channel (e.g. `QRIS`), largest first. */
    channels: z.array(z.object({ channel: z.string(), amount: rupiah, gifts: count })),
    /** Campaigns by income in the range, largest first (at most 10). */
    top_campaigns: z.array(
      z.object({
        slug: z.string(),
        /** The campaign's title in both languages; null when no campaign has the slug any more. */
        title: localizedSchema.nullable(),
        amount: rupiah,
        gifts: count,
      }),
    ),
    /**
     * The asks for monthly giving by Jakarta month (docs/product/staff-console.md#reports): "monthly
     * instead" shown and taken in the one-time flow, yearly upgrade links mailed and used.
     */
    monthly_offers: z.array(
      z.object({
        month: z.string(),
        shown: count,
        taken: count,
        upgrades_mailed: count,
        upgrades_taken: count,
      }),
    ),
    totals: z.object({
      income: rupiah,
      gifts: count,
      /** At the range's end. */
      active_monthly_donors: count,
      mrr: rupiah,
      points_liability: rupiah,
      payouts_amount: rupiah,
      failed_rate: z.number().min(0).max(1),
      cycles_failed: count,
      cycles_recovered: count,
    }),
  })
  .meta({ id: "Report" });
export type Report = z.infer<typeof reportSchema>;

/** GET /v1/admin/reports/export: one dataset of a range as CSV (UTF-8 with BOM) or XLSX. */
export const reportExportQuerySchema = reportQuerySchema.extend({
  dataset: z.string().meta({
    example: "donations",
    description: "donations, donors, payouts, matches or partners",
  }),
  format: z.string().meta({ example: "csv", description: "csv or xlsx" }),
});
export type ReportExportQuery = z.input<typeof reportExportQuerySchema>;

export const reportsResponses = {
  getReport: reportSchema,
} as const;
