import { ApiError, call } from "@rimbun/api-client/http";
import {
  checkPayment as checkPaymentCall,
  createPayment as createPaymentCall,
  lookupReferral as lookupReferralCall,
} from "@rimbun/api-client/payments";
import type { Locale } from "@rimbun/i18n";
import { apiConfig } from "./client.ts";

/** Call 3: create a payment; the answer carries the customer surname and the invoice URL. */
export function createPayment(
  path: "single" | "boost" | "recurring",
  fields: Record<string, string>,
  idempotencyKey: string,
  locale: Locale = "id",
): Promise<{ customer: { surname: string }; invoice_url: string }> {
  // The locale picks the language of the payment page and of the e-mails that follow.
  return createPaymentCall(apiConfig, path, fields, idempotencyKey, locale);
}

/** Call 4: who owns a referral code (null when nobody does). */
export function lookupReferral(code: string): Promise<{ code: string; type: "donor" | "volunteer" } | null> {
  return lookupReferralCall(apiConfig, code);
}

/**
 * Call 5: stop a monthly donation with the signed link from the invoice e-mail (pgid + token).
 * TODO(api-client): use its stop call once it exports one; until then the client's generic `call`.
 */
export async function stopDonation(link: { pgid: string; token: string }): Promise<"success" | "empty"> {
  try {
    await call(apiConfig, "/v1/payments/recurring", { method: "PUT", json: link });
    return "success";
  } catch (error) {
    // SPEC 4: a 404 means the plan is already gone, which the donor sees as stopped.
    if (error instanceof ApiError && error.status === 404) return "empty";
    throw error;
  }
}

/** Call 6: the status of one payment (no token, no cookie). */
export async function checkPayment(channel: string, pgid: string): Promise<{ status: string }> {
  const result = await checkPaymentCall(apiConfig, channel, pgid);
  return { status: result?.status ?? "" };
}
