import { z } from "@hono/zod-openapi";
import {
  reportExportDatasets,
  reportExportFormats,
  reportExportQuerySchema,
  reportQuerySchema,
  responses,
} from "@rimbun/contract";
import { startNotAfterEnd } from "@rimbun/domain/dates";
import { messages } from "@rimbun/domain/messages";
import { capReportRange } from "@rimbun/domain/reports";
import { optionalDateRangeShape } from "@rimbun/domain/schemas";
import { audit } from "../../platform/audit.ts";
import { access } from "../../platform/http/access.ts";
import { validationError } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { sendExport } from "../export-response.ts";
import { reportFigures } from "../figures.ts";

const rangeSchema = z
  .object(optionalDateRangeShape)
  .refine(startNotAfterEnd, { error: messages.invalidDateRange.id, path: ["endDate"] });

const exportSchema = rangeSchema.and(
  z.object({
    dataset: z.enum(reportExportDatasets, { error: messages.errorValidation.id }),
    format: z.enum(reportExportFormats, { error: messages.errorValidation.id }),
  }),
);

const staffOnly = access.staff();

export const registerReports = defineReadRoute({
  path: "/v1/admin/reports",
  tags: ["Staff"],
  summary:
    "Reports: income, monthly donors, MRR, failed payments, points liability, payouts, top campaigns (staff)",
  description:
    "Staff and administrators. `startDate`/`endDate` are Jakarta days (default: the last 12 Jakarta months); a range longer than 36 months is cut to its last 36 (`capped: true`).",
  query: reportQuerySchema,
  result: responses.getReport,
  errors: [400, 401, 403],
  access: staffOnly,
  handle: async (c, raw) => {
    const services = c.get("services");
    const parsed = rangeSchema.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    const { range, capped } = capReportRange(parsed.data, services.now());
    return reportFigures(services.db, range, capped, services.now());
  },
});

export const registerReportExport = defineRoute({
  method: "get",
  path: "/v1/admin/reports/export",
  tags: ["Staff"],
  summary: "Export donations, donors or payouts of a range as CSV (UTF-8 with BOM) or XLSX (staff, audited)",
  description:
    "A file download. CSV is streamed up to 100 000 rows, XLSX holds up to 20 000; `X-Export-Rows` says how many rows the file has and `X-Export-Truncated: true` that the range held more. Personal data is limited to what the accountant reconciles with (no phones or addresses, masked e-mails, last four digits of a bank account).",
  request: { query: reportExportQuerySchema },
  errors: [400, 401, 403],
  otherResponses: {
    200: {
      description: "The file",
      content: {
        "text/csv": { schema: z.string() },
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
          schema: z.string().meta({ format: "binary" }),
        },
      },
    },
  },
  access: staffOnly,
  handle: async (c, viewer) => {
    const services = c.get("services");
    const parsed = exportSchema.safeParse(validated(c, "query", reportExportQuerySchema));
    if (!parsed.success) throw validationError(parsed.error);
    const { range, capped } = capReportRange(parsed.data, services.now());
    const { dataset, format } = parsed.data;
    return sendExport(c, { dataset, format, range }, async (rows, truncated) => {
      await audit(services.db, {
        actorUserId: viewer.userId,
        action: "report.export",
        subject: dataset,
        data: { format, ...range, rows, truncated, capped },
      });
    });
  },
});
