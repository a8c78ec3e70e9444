import type { ResponseOf } from "@rimbun/contract";
import { HISTORY_ABORT_MS } from "@rimbun/domain/history";
import type { PaymentPathKind } from "@rimbun/domain/schemas";
import { type ApiClientConfig, call, type FormFields } from "./http.ts";
import { type StopOutcome, stopRecurringDonation } from "./recurring.ts";

/**
 * How long the history call may take before it is aborted (docs/product/monthly-giving.md#donation-history).
 */
export const HISTORY_TIMEOUT_MS = HISTORY_ABORT_MS;

export type { CreatedPayment, PaymentCheckStatus } from "@rimbun/contract";

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
): Promise<ResponseOf<"createPayment">> {
  return call(config, "createPayment", `/v1/payments/${kind}`, {
    method: "POST",
    query: { locale },
    multipart: fields,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** Call 4: whose referral code this is, or null. */
export function lookupReferral(config: ApiClientConfig, code: string): Promise<ResponseOf<"lookupReferral">> {
  return call(config, "lookupReferral", "/v1/referral", {
    query: { search: code, searchBy: "referral_code" },
  });
}

/** Call 6: the status of one payment (PAID = success); sent without credentials. */
export function checkPayment(
  config: ApiClientConfig,
  channel: string,
  pgid: string,
): Promise<ResponseOf<"checkPayment">> {
  return call(config, "checkPayment", "/payment/check", { query: { channel, pgid }, credentials: "omit" });
}

/**
 * Call 5 from the invoice mail's signed link (the site's stop page): `stopRecurringDonation` with the
 * link's token, kept under this name for the site.
 */
export function stopDonation(
  config: ApiClientConfig,
  link: { pgid: string; token: string },
): Promise<StopOutcome> {
  return stopRecurringDonation(config, link);
}
