import type { CreatedPayment } from "@rimbun/api-client/payments";
import { newIdempotencyKey } from "@rimbun/domain/donations";
import { issuesToFieldErrors, type MessageId, messages } from "@rimbun/domain/messages";
import {
  type DonationData,
  donationDataSchema,
  donationFieldOfPaymentField,
  type PaymentPathKind,
  paymentPathKind,
  type ReferralMatch,
  toCreatePaymentFields,
} from "@rimbun/domain/schemas/donation";
import { normalizeWhatsAppNumber } from "@rimbun/domain/whatsapp";
import type { Locale } from "@rimbun/i18n";
import {
  type DonationFlowState,
  type FlowErrors,
  type FlowField,
  type FlowStep,
  fieldsOfStep,
  toSchemaInput,
  wallMessageLeft,
} from "./donation-flow-logic.ts";
import { tributeErrors, tributeFieldOfWire } from "./tribute-check.ts";

/*
 * The flow's checks and submission, which need the domain's zod schemas: imported with `import()` on
 * the first check (use-donation-flow.ts), so zod is not part of the page's first JavaScript
 * (docs/decisions/light-pages.md).
 */

/** Every field error of the whole form, with the domain's message ids. */
export function checkDonationData(
  state: DonationFlowState,
  idempotencyKey: string,
): { ok: true; data: DonationData } | { ok: false; errors: FlowErrors } {
  const parsed = donationDataSchema.safeParse(toSchemaInput(state, idempotencyKey));
  // The wall message is checked here, beside the domain's schema (it is not part of the donation data).
  const wallError = wallMessageLeft(state.wallMessage) < 0 ? messages.invalidTooLong.id : null;
  const tributeProblems = tributeErrors(state.tribute, state.kind, new Date());
  const tributeWrong = Object.keys(tributeProblems).length > 0;
  const whatsAppError = whatsAppNumberError(state);
  if (parsed.success && !wallError && !tributeWrong && !whatsAppError) return { ok: true, data: parsed.data };
  const all: Record<string, MessageId> = parsed.success ? {} : issuesToFieldErrors(parsed.error);
  if (whatsAppError && !all.phone) all.phone = whatsAppError;
  if (wallError) all.wallMessage = wallError;
  Object.assign(all, tributeProblems);
  const errors: FlowErrors = {};
  for (const field of Object.values(fieldsOfStep).flat()) {
    const id = all[field];
    if (id) errors[field] = id;
  }
  return { ok: false, errors };
}

/** WhatsApp reminders need a mobile number (the API's rule, `normalizeWhatsAppNumber`). */
function whatsAppNumberError(state: DonationFlowState): MessageId | null {
  if (state.kind !== "monthly" || !state.whatsAppReminders) return null;
  return normalizeWhatsAppNumber(state.phone) ? null : messages.invalidWhatsAppNumber.id;
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
    const field = wireName.startsWith("wall_")
      ? "wallMessage"
      : (tributeFieldOfWire(wireName) ?? donationFieldOfPaymentField(wireName));
    if (field && flowFields.includes(field)) errors[field as FlowField] = id as MessageId;
  }
  return errors;
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
 * With a monthly donation and a non-empty referral, the lookup runs
 * (docs/product/donation-flow.md#referral-code-on-a-gift); `referral_code` and
 * `referral_type` join the payload only when it returns a result. A failed lookup counts as no
 * result: the donation matters more than the credit.
 */
export async function submitDonation(
  data: DonationData,
  deps: SubmitDeps,
  description: string,
  locale: Locale,
  /** The fundraiser page and donor wall fields (`pageAndWallFields`). */
  extra: Record<string, string> = {},
): Promise<{ surname: string; invoiceUrl: string }> {
  let referralMatch: ReferralMatch | null = null;
  if (data.type === "monthly" && data.referralCode) {
    try {
      referralMatch = await deps.lookupReferral(data.referralCode);
    } catch (error) {
      console.warn("referral lookup failed", error);
    }
  }
  const fields = { ...toCreatePaymentFields(data, { description, referralMatch }), ...extra };
  const answer = await deps.createPayment(paymentPathKind(data.type), fields, data.idempotencyKey, locale);
  return { surname: answer.customer.surname, invoiceUrl: answer.invoice_url };
}
