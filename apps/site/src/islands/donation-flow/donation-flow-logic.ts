import type { CreatedPayment } from "@rimbun/api-client/payments";
import type { PaymentType } from "@rimbun/domain/channels";
import { type DonationKind, newIdempotencyKey } from "@rimbun/domain/donations";
import { issuesToFieldErrors, type MessageId } from "@rimbun/domain/messages";
import { defaultAmount } from "@rimbun/domain/money";
import {
  type DonationData,
  donationDataSchema,
  donationFieldOfPaymentField,
  type PaymentPathKind,
  paymentPathKind,
  type ReferralMatch,
  toCreatePaymentFields,
} from "@rimbun/domain/schemas/donation";
import type { Locale } from "@rimbun/i18n";
import type { DonationChoice } from "../../lib/donation-storage.ts";

/** Steps of the flow (SPEC 2): 1 amount, 2 personal data, 3 payment method, 4 optional referral code. */
export const flowSteps = ["amount", "personal", "payment", "referral"] as const;
export type FlowStep = (typeof flowSteps)[number];

export interface DonationFlowState {
  kind: DonationKind;
  amount: number | null;
  name: string;
  email: string;
  /** Digits after +62. */
  phone: string;
  paymentType: PaymentType | null;
  paymentMethod: string | null;
  referralCode: string;
  campaign: string | null;
}

export type FlowField = "amount" | "name" | "email" | "phone" | "paymentMethod" | "referralCode";
export type FlowErrors = Partial<Record<FlowField, MessageId>>;

const fieldsOfStep: Record<FlowStep, FlowField[]> = {
  amount: ["amount"],
  personal: ["name", "email", "phone"],
  payment: ["paymentMethod"],
  referral: ["referralCode"],
};

/** The amount the flow starts with: the card's remembered choice when it is for this kind. */
export function initialAmount(kind: DonationKind, remembered: DonationChoice | null): number {
  if (remembered && remembered.donation === kind) return remembered.amount;
  return defaultAmount(kind);
}

/** `?ref=CODE` from the referral link (SPEC 2), trimmed; null when absent or blank. */
export function referralFromQuery(search: string): string | null {
  const code = new URLSearchParams(search).get("ref")?.trim();
  return code ? code : null;
}

/** `?campaign=slug` from a campaign page's button (the API then says whether it takes donations). */
export function campaignFromQuery(search: string): string | null {
  const slug = new URLSearchParams(search).get("campaign")?.trim();
  return slug && slug.length <= 100 ? slug : null;
}

function toSchemaInput(state: DonationFlowState, idempotencyKey: string) {
  return {
    type: state.kind,
    name: state.name,
    email: state.email,
    phone: state.phone,
    amount: state.amount ?? undefined,
    paymentMethod: state.paymentMethod ?? undefined,
    referralCode: state.referralCode,
    campaign: state.campaign ?? undefined,
    idempotencyKey,
  };
}

/** Every field error of the whole form, with the domain's message ids. */
export function checkDonationData(
  state: DonationFlowState,
  idempotencyKey: string,
): { ok: true; data: DonationData } | { ok: false; errors: FlowErrors } {
  const parsed = donationDataSchema.safeParse(toSchemaInput(state, idempotencyKey));
  if (parsed.success) return { ok: true, data: parsed.data };
  const all = issuesToFieldErrors(parsed.error);
  const errors: FlowErrors = {};
  for (const field of Object.values(fieldsOfStep).flat()) {
    const id = all[field];
    if (id) errors[field] = id;
  }
  return { ok: false, errors };
}

/** The errors of one step only, so the donor moves on as soon as that step is right. */
export function checkStep(state: DonationFlowState, step: FlowStep): FlowErrors {
  const result = checkDonationData(state, newIdempotencyKey());
  if (result.ok) return {};
  const errors: FlowErrors = {};
  for (const field of fieldsOfStep[step]) {
    const id = result.errors[field];
    if (id) errors[field] = id;
  }
  return errors;
}

/** A refusal of call 3 (field ids by wire name) as the form's errors, to show it in place. */
export function flowErrorsOfRefusal(fields: Readonly<Record<string, string>>): FlowErrors {
  const flowFields: readonly string[] = Object.values(fieldsOfStep).flat();
  const errors: FlowErrors = {};
  for (const [wireName, id] of Object.entries(fields)) {
    const field = donationFieldOfPaymentField(wireName);
    if (field && flowFields.includes(field)) errors[field as FlowField] = id as MessageId;
  }
  return errors;
}

/** The first step holding one of these errors (to send the donor back to it). */
export function firstStepWithError(errors: FlowErrors): FlowStep | null {
  return flowSteps.find((step) => fieldsOfStep[step].some((field) => errors[field])) ?? null;
}

/**
 * One idempotency key per submitted content: a retry of the same entries (after a network error or
 * a double click) reuses the key, so the API answers once; changed entries get a fresh key.
 */
export function idempotencyKeyFor(
  previous: { key: string; fingerprint: string } | null,
  state: DonationFlowState,
): { key: string; fingerprint: string } {
  const fingerprint = JSON.stringify(toSchemaInput(state, ""));
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newIdempotencyKey(), fingerprint };
}

export interface SubmitDeps {
  lookupReferral: (code: string) => Promise<ReferralMatch | null>;
  createPayment: (
    path: PaymentPathKind,
    fields: Record<string, string>,
    idempotencyKey: string,
    locale: Locale,
  ) => Promise<{
    customer: Pick<CreatedPayment["customer"], "surname">;
    invoice_url: CreatedPayment["invoice_url"];
  }>;
}

/**
 * SPEC 4: with a monthly donation and a non-empty referral, the lookup runs; `referral_code` and
 * `referral_type` join the payload only when it returns a result. A failed lookup counts as no
 * result: the donation matters more than the credit.
 */
export async function submitDonation(
  data: DonationData,
  deps: SubmitDeps,
  description: string,
  locale: Locale,
): Promise<{ surname: string; invoiceUrl: string }> {
  let referralMatch: ReferralMatch | null = null;
  if (data.type === "monthly" && data.referralCode) {
    try {
      referralMatch = await deps.lookupReferral(data.referralCode);
    } catch (error) {
      console.warn("referral lookup failed", error);
    }
  }
  const fields = toCreatePaymentFields(data, { description, referralMatch });
  const answer = await deps.createPayment(paymentPathKind(data.type), fields, data.idempotencyKey, locale);
  return { surname: answer.customer.surname, invoiceUrl: answer.invoice_url };
}

/** Only the provider's page (or the local sandbox) is a place we send the donor after paying. */
export function isSafeInvoiceUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}
