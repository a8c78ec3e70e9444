import { responses } from "@rimbun/contract";
import { partnerReportQuerySchema } from "@rimbun/domain/schemas/embeds";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { partnerReport } from "../partner-report.ts";

export const registerPartnerReport = defineReadRoute({
  path: "/v1/reports/partners",
  tags: ["Embeds (staff)"],
  summary: "Paid gifts, rupiah and donors per partner embed code in a range of Jakarta days (staff)",
  description:
    "`from` and `to` are Jakarta days, both included, of the payment. Refunded gifts are left out. The same rows as CSV: `GET /v1/admin/reports/export?dataset=partners&format=csv&startDate=…&endDate=…`.",
  query: partnerReportQuerySchema,
  result: responses.getPartnerReport,
  errors: [400, 401, 403],
  access: access.staff(),
  handle: async (c, query) => ({
    partners: await partnerReport(c.get("services").db, { startDate: query.from, endDate: query.to }),
  }),
});
