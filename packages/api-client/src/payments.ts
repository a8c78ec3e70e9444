import { HISTORY_ABORT_MS, type PaymentPathKind } from "@rimbun/domain";
import { type ApiClientConfig, ApiError, call, type FormFields } from "./http.ts";

/** How long the history call may take before it is aborted (SPEC 9). */
export const HISTORY_TIMEOUT_MS = HISTORY_ABORT_MS;

export interface CreatedPayment {
  customer: { surname: string; email: string };
  invoice_url: string;
  pg_id: string;
  local_id: string;
  channel: string;
  type: "single" | "boost" | "monthly";
  amount: number;
  status: "pending";
}

/**
 * Call 3: creates the donation and returns where to pay. `fields` are call 3's multipart fields
 * (domain `toCreatePaymentFields`); the idempotency key makes a double submit one donation.
 */
export function createPayment(
  config: ApiClientConfig,
  kind: PaymentPathKind,
  fields: FormFields,
  idempotencyKey: string,
  locale: "id" | "en" = "id",
): Promise<CreatedPayment> {
  return call(config, `/v1/payments/${kind}`, {
    method: "POST",
    query: { locale },
    multipart: fields,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** Call 4: whose referral code this is, or null. */
export function lookupReferral(
  config: ApiClientConfig,
  code: string,
): Promise<{ code: string; type: "donor" | "volunteer" } | null> {
  return call(config, "/v1/referral", { query: { search: code, searchBy: "referral_code" } });
}

export type PaymentCheckStatus = "PAID" | "PENDING" | "FAILED" | "EXPIRED" | "REFUNDED";

/** Call 6: the status of one payment (PAID = success); sent without credentials. */
export function checkPayment(
  config: ApiClientConfig,
  channel: string,
  pgid: string,
): Promise<{ status: PaymentCheckStatus; channel: string; pgid: string }> {
  return call(config, "/payment/check", { query: { channel, pgid }, credentials: "omit" });
}

export interface CampaignFigures {
  slug: string;
  target: number;
  raised: number;
  donor_count: number;
}

/** Public campaign figures: target, amount raised and donor count of every campaign. */
export function getCampaigns(config: ApiClientConfig): Promise<CampaignFigures[]> {
  return call(config, "/v1/campaigns", { credentials: "omit" });
}

/** One campaign's figures. */
export function getCampaignFigures(config: ApiClientConfig, slug: string): Promise<CampaignFigures> {
  return call(config, `/v1/campaigns/${encodeURIComponent(slug)}`, { credentials: "omit" });
}

/** Call 5: stop a monthly donation with the signed link of the invoice mail; a 404 means already stopped. */
export async function stopDonation(
  config: ApiClientConfig,
  link: { pgid: string; token: string },
): Promise<"success" | "empty"> {
  try {
    await call(config, "/v1/payments/recurring", { method: "PUT", json: link });
    return "success";
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "empty";
    throw error;
  }
}
