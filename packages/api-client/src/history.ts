import type { ResponseOf } from "@rimbun/contract";
import { HISTORY_ABORT_MS } from "@rimbun/domain/history";
import { type ApiClientConfig, call } from "./http.ts";

export type {
  DonationHistoryItem,
  HistoryDonationStatus,
  HistoryDonationType,
  InvoiceData,
} from "@rimbun/contract";

export interface HistoryQuery {
  /** The donor's e-mail; defaults to the session's. Another e-mail is for administrators only (else 403). */
  email?: string;
  /** Jakarta days `YYYY-MM-DD`, both inclusive. */
  startDate?: string;
  endDate?: string;
  /** Default 40; 0 asks for everything up to the API's cap (1000). */
  limit?: number;
}

/**
 * Call 18: GET /v1/donations, newest first; aborted after 10 s unless a signal is given
 * (docs/product/monthly-giving.md#donation-history).
 */
export function listDonations(
  config: ApiClientConfig,
  query: HistoryQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listDonations">> {
  return call(config, "listDonations", "/v1/donations", {
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

/** GET /v1/donations/{localId}/invoice. 404 for an unknown local id, 403 for somebody else's donation. */
export function getInvoice(
  config: ApiClientConfig,
  localId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getInvoice">> {
  return call(config, "getInvoice", `/v1/donations/${encodeURIComponent(localId)}/invoice`, {
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * GET /v1/donations/by-link: the one donation a mailed receipt link names, without a session
 * (docs/decisions/guest-links.md). The token goes in a header, never in the URL; no cookies are sent.
 * 404 for a forged, expired or dead link.
 */
export function getInvoiceByLink(
  config: ApiClientConfig,
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getInvoiceByLink">> {
  return call(config, "getInvoiceByLink", "/v1/donations/by-link", {
    headers: { "x-link-token": token },
    credentials: "omit",
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
