import { jakartaDay } from "@rimbun/domain/dates";
import type { Harness } from "./harness.ts";
import { file, pngBytes } from "./images.ts";
import { newKey } from "./payments.ts";

/** A minimal whole PDF: its header and its end-of-file marker. */
export const pdfBytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** The text fields of a bank transfer from a new donor, today (override what a test is about). */
export function offlineGiftForm(h: Harness, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fullname: "Wulan Transfer",
    email: "wulan.transfer@example.test",
    phone: "81299998888",
    locale: "id",
    date: jakartaDay(h.services.now()),
    amount: "250000",
    campaign: "",
    method: "bank_transfer",
    reason: "Transfer BCA seen on the statement of 12 Nov",
    ...overrides,
  };
}

/** POSTs a recording as `cookie` with a proof picture (or `proof`), under `key`. */
export function recordGift(
  h: Harness,
  cookie: string,
  form: Record<string, string>,
  options: { key?: string; proof?: Blob | null } = {},
): Promise<Response> {
  const proof = options.proof === undefined ? file(pngBytes, "proof.png", "image/png") : options.proof;
  return h.request("POST", "/v1/admin/offline-gifts", {
    cookie,
    multipart: { ...form, ...(proof ? { proof } : {}) },
    headers: { "Idempotency-Key": options.key ?? newKey() },
  });
}
