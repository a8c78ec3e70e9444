import type { DonationKind } from "@rimbun/domain/donations";
import { normalizeWallMessage } from "@rimbun/domain/donor-wall";
import type { TributeLocale, TributeOccasion } from "@rimbun/domain/tributes";

/**
 * A gift in someone's name as the donor fills it in (docs/product/donation-flow.md#gifts-in-someones-name):
 * off until the donor ticks it; the fields themselves load only then (tribute-fields.tsx), and their
 * checks with the flow's (tribute-check.ts). Text is normalized as the API does (`normalizeTributeText`).
 */
export interface TributeDraft {
  on: boolean;
  occasion: TributeOccasion;
  name: string;
  email: string;
  message: string;
  /** YYYY-MM-DD (Jakarta); empty until the fields set today. */
  sendOn: string;
  /** Empty: the donor's own language. */
  locale: TributeLocale | "";
  showAmount: boolean;
}

export const emptyTribute: TributeDraft = {
  on: false,
  occasion: "honour",
  name: "",
  email: "",
  message: "",
  sendOn: "",
  locale: "",
  showAmount: false,
};

export type TributeField = "tributeName" | "tributeEmail" | "tributeMessage" | "tributeSendOn";

/** Whether this kind of gift may carry a tribute: a Buddy's boost from the dashboard may not. */
export function tributeOffered(kind: DonationKind): boolean {
  return kind !== "boost";
}

/** Call 3's tribute fields (schemas/tribute.ts), only when the donor chose one. */
export function tributeFields(draft: TributeDraft, kind: DonationKind): Record<string, string> {
  if (!draft.on || !tributeOffered(kind)) return {};
  const fields: Record<string, string> = {
    tribute_occasion: draft.occasion,
    tribute_name: normalizeWallMessage(draft.name),
    tribute_send_on: draft.sendOn,
    tribute_show_amount: draft.showAmount ? "true" : "false",
  };
  if (draft.email.trim()) fields.tribute_email = draft.email.trim();
  const message = normalizeWallMessage(draft.message);
  if (message) fields.tribute_message = message;
  if (draft.locale) fields.tribute_locale = draft.locale;
  return fields;
}
