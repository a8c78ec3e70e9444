import { HISTORY_ABORT_MS } from "@rimbun/domain/history";
import type { ApiClientConfig } from "./http.ts";
import { call } from "./http.ts";

export type HistoryDonationType = "single" | "boost" | "monthly" | "recurring";
export type HistoryDonationStatus = "pending" | "done" | "failed" | "expired";

/** One row of call 18 (SPEC 3 donation history item). */
export interface DonationHistoryItem {
  id: string;
  local_id: string;
  /** `recurring` (a plan's first charge) is shown as monthly (domain `displayDonationType`). */
  donation_type: HistoryDonationType;
  /** Whole rupiah. */
  amount: number;
  /** ISO instant (UTC). */
  created_at: string;
  status: HistoryDonationStatus;
  description: string;
  payment_method: string;
}

export interface HistoryQuery {
  /** The donor's e-mail; defaults to the session's. Another e-mail is for administrators only (else 403). */
  email?: string;
  /** Jakarta days `YYYY-MM-DD`, both inclusive. */
  startDate?: string;
  endDate?: string;
  /** Default 40; 0 asks for everything up to the API's cap (1000). */
  limit?: number;
}

/** Call 18: GET /v1/donations, newest first; aborted after 10 s unless a signal is given (SPEC 9). */
export function listDonations(
  config: ApiClientConfig,
  query: HistoryQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<DonationHistoryItem[]> {
  return call(config, "/v1/donations", {
    query: {
      search: query.email,
      searchBy: "donations.email",
      order: "DESC",
      orderBy: "created_at",
      limit: query.limit,
      startDate: query.startDate,
      endDate: query.endDate,
    },
    ...(options.signal ? { signal: options.signal } : { timeoutMs: HISTORY_ABORT_MS }),
  });
}

/** Data of the invoice page `/invoice/{action}/{localId}` (owner or administrator only). */
export interface InvoiceData {
  local_id: string;
  fullname: string;
  email: string;
  /** The donation id cut to 14 characters (domain `invoiceNumber`). */
  invoice_number: string;
  donation_type: HistoryDonationType;
  /** What the invoice shows: `recurring` becomes `monthly`. */
  type_shown: "single" | "boost" | "monthly";
  /** ISO instant of the payment (or of the creation when unpaid). */
  date: string;
  created_at: string;
  description: string;
  amount: number;
  /** Null shows a dash. */
  note: string | null;
  /** CO2 equivalent in kg as shown, e.g. "18.1" (domain `co2ForAmount`). */
  co2_kg: string;
  status: HistoryDonationStatus;
  payment_method: string;
}

/** GET /v1/donations/{localId}/invoice. 404 for an unknown local id, 403 for somebody else's donation. */
export function getInvoice(
  config: ApiClientConfig,
  localId: string,
  options: { signal?: AbortSignal } = {},
): Promise<InvoiceData> {
  return call(config, `/v1/donations/${encodeURIComponent(localId)}/invoice`, {
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
