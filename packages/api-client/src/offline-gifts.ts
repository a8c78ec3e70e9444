import type { OfflineGiftFormInput, ResponseOf } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

/**
 * POST /v1/admin/offline-gifts: records a bank transfer or cash gift with its proof (staff). The same
 * `idempotencyKey` (one per form opening) makes a double click or a retry record one gift.
 */
export function recordOfflineGift(
  config: ApiClientConfig,
  input: { form: OfflineGiftFormInput; proof: File | null; idempotencyKey: string },
): Promise<ResponseOf<"recordOfflineGift">> {
  const { form } = input;
  return call(config, "recordOfflineGift", "/v1/admin/offline-gifts", {
    method: "POST",
    headers: { "Idempotency-Key": input.idempotencyKey },
    multipart: {
      donor_id: form.donor_id,
      fullname: form.fullname as string | undefined,
      email: form.email as string | undefined,
      phone: form.phone,
      locale: form.locale,
      date: form.date,
      amount: form.amount as string | number,
      campaign: form.campaign,
      method: form.method,
      reason: form.reason,
      proof: input.proof,
    },
  });
}

/** Where staff download a recorded gift's proof (a staff session's cookie goes with the link). */
export function offlineGiftProofUrl(config: Pick<ApiClientConfig, "baseUrl">, donationId: string): string {
  return `${config.baseUrl}/v1/admin/offline-gifts/${encodeURIComponent(donationId)}/proof`;
}
