import type { PaymentType } from "@rimbun/domain/channels";
import { type DonationKind, newIdempotencyKey } from "@rimbun/domain/donations";
import {
  normalizeWallMessage,
  WALL_MESSAGE_MAX_LENGTH,
  type WallDisplay,
  wallMessageLength,
} from "@rimbun/domain/donor-wall";
import type { MessageId } from "@rimbun/domain/messages";
import { checkAmount, defaultAmount } from "@rimbun/domain/money";
import type { DonationChoice } from "../../lib/donation-storage.ts";
import { type TributeDraft, type TributeField, tributeFields } from "./tribute-logic.ts";

/**
 * Steps of the flow (docs/product/donation-flow.md#donation-flow): 1 amount, 2 personal data, 3 payment
 * method, 4 optional referral code.
 */
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
  /** The fundraiser page the flow was opened from (`?fundraiser=slug`); the API credits it. */
  fundraiserPage: string | null;
  /** The donor wall (docs/product/fundraisers.md#donor-wall): a message or prayer, how they appear, the amount shown. */
  wallMessage: string;
  wallDisplay: WallDisplay;
  wallShowAmount: boolean;
  /** The donor adds the channel's fee (docs/product/donation-flow.md#cover-the-fee); the API computes it. */
  coverFee?: boolean;
  /** A gift in someone's name (docs/product/donation-flow.md#gifts-in-someones-name). */
  tribute: TributeDraft;
  /** Monthly's "Remind me on WhatsApp" (docs/product/donation-flow.md#whatsapp-reminders); off unless turned on. */
  whatsAppReminders?: boolean;
}

export type FlowField =
  | "amount"
  | "name"
  | "email"
  | "phone"
  | "paymentMethod"
  | "referralCode"
  | "wallMessage"
  | TributeField;
export type FlowErrors = Partial<Record<FlowField, MessageId>>;

export const fieldsOfStep: Record<FlowStep, FlowField[]> = {
  amount: ["amount"],
  personal: [
    "name",
    "email",
    "phone",
    "wallMessage",
    "tributeName",
    "tributeEmail",
    "tributeMessage",
    "tributeSendOn",
  ],
  payment: ["paymentMethod"],
  referral: ["referralCode"],
};

/** The amount the flow starts with: the card's remembered choice when it is for this kind. */
export function initialAmount(kind: DonationKind, remembered: DonationChoice | null): number {
  if (remembered && remembered.donation === kind) return remembered.amount;
  return defaultAmount(kind);
}

/** `?ref=CODE` from the referral link, trimmed; null when absent or blank. */
export function referralFromQuery(search: string): string | null {
  const code = new URLSearchParams(search).get("ref")?.trim();
  return code ? code : null;
}

/**
 * `?amount=100000` from a campaign page's donate bar: the amount the donor tapped, when it is one the
 * kind allows (whole rupiah within its limits); anything else is ignored and the flow starts at step 1
 * (docs/decisions/donation-path.md#campaign-pages-on-a-phone).
 */
export function amountFromQuery(search: string, kind: DonationKind): number | null {
  const text = new URLSearchParams(search).get("amount")?.trim();
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const checked = checkAmount(kind, Number(text));
  return checked.ok ? checked.amount : null;
}

/** `?campaign=slug` from a campaign page's button (the API then says whether it takes donations). */
export function campaignFromQuery(search: string): string | null {
  const slug = new URLSearchParams(search).get("campaign")?.trim();
  return slug && slug.length <= 100 ? slug : null;
}

/** `?fundraiser=slug` from a fundraiser page's donate button (the API checks the page is live). */
export function fundraiserFromQuery(search: string): string | null {
  const slug = new URLSearchParams(search).get("fundraiser")?.trim();
  return slug && slug.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null;
}

/** Characters left in the wall message (negative: too long), counted as the API counts them. */
export function wallMessageLeft(text: string): number {
  return WALL_MESSAGE_MAX_LENGTH - wallMessageLength(normalizeWallMessage(text));
}

/**
 * Call 3's page, wall and tribute fields, added to the domain's payment fields (donation-flow-check.ts). The wall
 * fields go only with a message: a donor who writes nothing does not appear on any wall, whatever the
 * choice of name says (docs/decisions/donor-wall-site.md).
 */
export function pageAndWallFields(state: DonationFlowState): Record<string, string> {
  const fields: Record<string, string> = {};
  if (state.fundraiserPage) fields.fundraiser_page = state.fundraiserPage;
  if (state.coverFee) fields.cover_fee = "true";
  if (state.kind === "monthly" && state.whatsAppReminders) fields.whatsapp_reminders = "true";
  const message = state.kind === "boost" ? "" : normalizeWallMessage(state.wallMessage);
  if (message) {
    fields.wall_message = message;
    fields.wall_display = state.wallDisplay;
    fields.wall_show_amount = state.wallShowAmount ? "true" : "false";
  }
  return { ...fields, ...tributeFields(state.tribute, state.kind) };
}

/** The entries as the domain's donation schema reads them (donation-flow-check.ts). */
export function toSchemaInput(state: DonationFlowState, idempotencyKey: string) {
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
  const fingerprint = JSON.stringify([toSchemaInput(state, ""), pageAndWallFields(state)]);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newIdempotencyKey(), fingerprint };
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

/** Sets one field of the flow's state (the hook's `update`). */
export type UpdateField = <K extends keyof DonationFlowState>(key: K, value: DonationFlowState[K]) => void;
