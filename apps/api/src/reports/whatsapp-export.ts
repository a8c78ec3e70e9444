import { reportMonths } from "@rimbun/domain/reports";
import type { ExportDefinition } from "./exports.ts";
import { whatsAppFigures } from "./whatsapp-figures.ts";

/**
 * The `whatsapp` export: the reports page's WhatsApp figures, one row per Jakarta month of the range (at
 * most 36, so one page). No numbers, names or message text: counts and rupiah only.
 */
export const whatsAppExport: ExportDefinition = {
  header: [
    "month",
    "messages",
    "sent",
    "delivered",
    "read",
    "failed",
    "mailed_instead",
    "cost_idr",
    "delivered_without_price",
    "cycles_with_whatsapp_reminder",
    "paid_after_whatsapp_reminder",
    "cycles_with_mail_reminder_only",
    "paid_after_mail_reminder_only",
  ],
  async count(_db, range) {
    return reportMonths(range).length;
  },
  async page(db, range, cursor) {
    if (cursor) return { rows: [], cursor: null };
    // The export has no request clock; the reminder windows are judged against the real one, as the page's are.
    const months = await whatsAppFigures(db, range, new Date());
    return {
      rows: months.map((month) => [
        month.month,
        month.messages,
        month.sent,
        month.delivered,
        month.read,
        month.failed,
        month.mailed_instead,
        month.cost_idr,
        month.unpriced,
        month.whatsapp_cycles,
        month.whatsapp_paid,
        month.mail_cycles,
        month.mail_paid,
      ]),
      cursor: ["end"],
    };
  },
};
