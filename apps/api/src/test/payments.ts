import { type CreatedPayment, validateResponse } from "@rimbun/contract";
import { sandboxSignatureHeader, signSandboxBody } from "../payments/sandbox.ts";
import type { Harness } from "./harness.ts";

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `test-key-${Date.now().toString(36)}-${counter.toString().padStart(6, "0")}`;
}

export function donationForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    amount: "100000",
    email: "giver@example.test",
    fullname: "Gita Giver",
    payment_methods: "BNI",
    phone: "81234567890",
    referral: "",
    description: "",
    ...overrides,
  };
}

export function monthlyForm(overrides: Record<string, string> = {}): Record<string, string> {
  return donationForm({ interval: "MONTH", interval_count: "1", ...overrides });
}

export type Created = CreatedPayment;

export async function createPayment(
  h: Harness,
  kind: "single" | "boost" | "recurring",
  form: Record<string, string>,
  key = newKey(),
): Promise<Created> {
  const response = await h.request("POST", `/v1/payments/${kind}`, {
    multipart: form,
    headers: { "Idempotency-Key": key },
    origin: "http://site.test",
  });
  if (response.status !== 200) throw new Error(`createPayment ${response.status}: ${await response.text()}`);
  // Every test that creates a payment also checks call 3's answer against the client's contract.
  return validateResponse("createPayment", ((await response.json()) as { result: unknown }).result);
}

/** A signed sandbox webhook; any body, as a provider (or an attacker) may send. */
export async function deliverWebhook(
  h: Harness,
  body: { event_id?: string; pg_id?: string; outcome?: string } & Record<string, unknown>,
  signature?: string,
): Promise<Response> {
  const raw = JSON.stringify(body);
  return h.app.request("/v1/webhooks/sandbox", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [sandboxSignatureHeader]: signature ?? signSandboxBody(h.env.WEBHOOK_SECRET, raw),
    },
    body: raw,
  });
}

export async function payOnSandbox(
  h: Harness,
  pgId: string,
  outcome: "paid" | "failed" | "expired" = "paid",
) {
  return h.app.request(`/sandbox/pay/${pgId}?locale=id`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }).toString(),
  });
}
