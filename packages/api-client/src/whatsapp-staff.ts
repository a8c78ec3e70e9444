import type { ResponseOf, UpdateWhatsAppPriceInput } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type {
  AdminWhatsAppPrices,
  DonorWhatsApp,
  DonorWhatsAppMessage,
  StaffWhatsAppStatus,
  WhatsAppPrice,
  WhatsAppPurpose,
  WhatsAppReport,
  WhatsAppReportMonth,
} from "@rimbun/contract";

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** GET /v1/admin/donors/{donorId}/whatsapp (staff): the donor's choice and a page of messages, newest first. */
export function getDonorWhatsApp(
  config: ApiClientConfig,
  donorId: string,
  options: { before?: string | undefined; signal?: AbortSignal } = {},
): Promise<ResponseOf<"getDonorWhatsApp">> {
  return call(config, "getDonorWhatsApp", `/v1/admin/donors/${encodeURIComponent(donorId)}/whatsapp`, {
    query: { before: options.before },
    ...withSignal(options.signal),
  });
}

/** GET /v1/admin/whatsapp-prices (administrators): each category's price today and next, and every change. */
export function listWhatsAppPrices(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listWhatsAppPrices">> {
  return call(config, "listWhatsAppPrices", "/v1/admin/whatsapp-prices", withSignal(options.signal));
}

export type UpdateWhatsAppPrice = { category: string } & UpdateWhatsAppPriceInput;

/** PUT /v1/admin/whatsapp-prices/{category} (administrators): a new price from a day on, with a reason (audited). */
export function updateWhatsAppPrice(
  config: ApiClientConfig,
  { category, ...input }: UpdateWhatsAppPrice,
): Promise<ResponseOf<"updateWhatsAppPrice">> {
  return call(config, "updateWhatsAppPrice", `/v1/admin/whatsapp-prices/${encodeURIComponent(category)}`, {
    method: "PUT",
    json: input,
  });
}

/** GET /v1/admin/reports/whatsapp (staff): messages, cost and reminders per month of a range. */
export function getWhatsAppReport(
  config: ApiClientConfig,
  range: { startDate?: string; endDate?: string } = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getWhatsAppReport">> {
  return call(config, "getWhatsAppReport", "/v1/admin/reports/whatsapp", {
    query: { startDate: range.startDate, endDate: range.endDate },
    ...withSignal(options.signal),
  });
}
