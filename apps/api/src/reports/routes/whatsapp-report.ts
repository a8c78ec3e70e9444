import { z } from "@hono/zod-openapi";
import { reportQuerySchema, responses } from "@rimbun/contract";
import { startNotAfterEnd } from "@rimbun/domain/dates";
import { messages } from "@rimbun/domain/messages";
import { capReportRange } from "@rimbun/domain/reports";
import { optionalDateRangeShape } from "@rimbun/domain/schemas";
import { access } from "../../platform/http/access.ts";
import { validationError } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { REMINDER_WINDOW_DAYS, whatsAppFigures } from "../whatsapp-figures.ts";

const rangeSchema = z
  .object(optionalDateRangeShape)
  .refine(startNotAfterEnd, { error: messages.invalidDateRange.id, path: ["endDate"] });

export const registerWhatsAppReport = defineReadRoute({
  path: "/v1/admin/reports/whatsapp",
  tags: ["Staff"],
  summary:
    "Reports: WhatsApp messages per month, their cost, and reminders on WhatsApp against mail only (staff)",
  description:
    "The reports page's range (Jakarta days; default the last 12 months; cut to 36). Per month: messages queued, sent, delivered, read, failed, mailed instead; the delivered ones priced by their template's category at the price in force the day each was sent (`unpriced`: no price that day); reminder-channel cycles due in the month whose window has closed, with and without a WhatsApp reminder, and how many were paid within `window_days` of the due day (docs/product/staff-console.md#reports).",
  query: reportQuerySchema,
  result: responses.getWhatsAppReport,
  errors: [400, 401, 403],
  access: access.staff(),
  handle: async (c, raw) => {
    const services = c.get("services");
    const parsed = rangeSchema.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    const { range, capped } = capReportRange(parsed.data, services.now());
    return {
      range,
      capped,
      window_days: REMINDER_WINDOW_DAYS,
      months: await whatsAppFigures(services.db, range, services.now()),
    };
  },
});
