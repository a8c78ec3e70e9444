import type { ResponseOf, SupportActionInput } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type {
  DonorDonation,
  DonorHit,
  DonorMatchKind,
  DonorPage,
  DonorPlan,
  FlaggedPayment,
} from "@rimbun/contract";

/** GET /v1/admin/donors?q=: at most 20 donors by e-mail, name, phone, local id, invoice number or provider id (staff). */
export function searchDonors(
  config: ApiClientConfig,
  q: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"searchDonors">> {
  return call(config, "searchDonors", "/v1/admin/donors", {
    query: { q },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** GET /v1/admin/donors/{donorId}: the support screen's donor page; the read is audited (staff). */
export function getDonorPage(
  config: ApiClientConfig,
  donorId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getDonorPage">> {
  return call(config, "getDonorPage", `/v1/admin/donors/${encodeURIComponent(donorId)}`, {
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Which donation or plan, and why (kept in the audit log). */
export type SupportAction = { id: string } & SupportActionInput;

/** POST /v1/admin/donations/{id}/resend: the receipt (paid) or the invoice (monthly cycle pending). */
export function resendDonationMail(
  config: ApiClientConfig,
  input: SupportAction,
): Promise<ResponseOf<"resendDonationMail">> {
  return call(config, "resendDonationMail", `/v1/admin/donations/${encodeURIComponent(input.id)}/resend`, {
    method: "POST",
    json: { reason: input.reason },
  });
}

/**
 * POST /v1/admin/donations/{id}/refund: asks the provider; its callback marks the donation refunded.
 * 409 `support.refund.notPaid` / `support.refund.alreadyRequested` / `support.refund.unsupported`.
 */
export function refundDonation(
  config: ApiClientConfig,
  input: SupportAction,
): Promise<ResponseOf<"refundDonation">> {
  return call(config, "refundDonation", `/v1/admin/donations/${encodeURIComponent(input.id)}/refund`, {
    method: "POST",
    json: { reason: input.reason },
  });
}

/** POST /v1/admin/plans/{id}/stop: stops a monthly plan on the donor's request; 409 when it is not running. */
export function stopDonorPlan(
  config: ApiClientConfig,
  input: SupportAction,
): Promise<ResponseOf<"stopDonorPlan">> {
  return call(config, "stopDonorPlan", `/v1/admin/plans/${encodeURIComponent(input.id)}/stop`, {
    method: "POST",
    json: { reason: input.reason },
  });
}

/** GET /v1/admin/donations/flagged: payments reported paid but not as asked, newest first (staff). */
export function listFlaggedPayments(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listFlaggedPayments">> {
  return call(config, "listFlaggedPayments", "/v1/admin/donations/flagged", {
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
