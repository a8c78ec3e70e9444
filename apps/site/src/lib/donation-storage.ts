import { storageKeys } from "@rimbun/domain/constants";
import {
  type DonationCardKind,
  type DonationKind,
  donationKinds,
  isDonationCardKind,
  isDonationKind,
} from "@rimbun/domain/donations";

/**
 * The browser's memory of a donation: `donation` holds the card's choice (type and amount),
 * `user-donation` the referral code from `?ref=` and, after a created payment, the donor's name and
 * the kind, which the success page reads.
 */
export interface DonationChoice {
  donation: DonationCardKind;
  amount: number;
}

export interface UserDonation {
  /** Customer surname returned by the payment call. */
  user?: string;
  donation?: DonationKind;
  referral_code?: string;
  campaign?: string;
}

function storage(kind: "local" | "session" = "local"): Storage | null {
  try {
    if (kind === "session") return typeof sessionStorage === "undefined" ? null : sessionStorage;
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be blocked (private modes, strict settings): the flow still works without it.
    return null;
  }
}

function readJson(key: string, kind: "local" | "session" = "local"): unknown {
  const raw = storage(kind)?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown, kind: "local" | "session" = "local") {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the convenience of a remembered choice.
  }
}

export function readDonationChoice(): DonationChoice | null {
  const value = readJson(storageKeys.donation) as Partial<DonationChoice> | null;
  if (!value || !isDonationCardKind(value.donation)) return null;
  if (typeof value.amount !== "number" || !Number.isSafeInteger(value.amount) || value.amount < 0)
    return null;
  return { donation: value.donation, amount: value.amount };
}

export function saveDonationChoice(choice: DonationChoice) {
  writeJson(storageKeys.donation, choice);
  // A fresh choice on the card is the amount to give, over one typed earlier in the flow.
  for (const kind of donationKinds) {
    const { amount, ...rest } = readDonationDraft(kind);
    if (amount !== undefined) writeJson(draftKey(kind), rest, "session");
  }
}

/**
 * Leaving the flow through its back link forgets the choice and what was typed
 * (docs/product/donation-flow.md#donation-flow).
 */
export function clearDonationChoice() {
  storage()?.removeItem(storageKeys.donation);
  for (const kind of donationKinds) storage("session")?.removeItem(draftKey(kind));
}

/**
 * What the donor typed in the donation flow, kept for the tab's lifetime (session storage, so
 * personal details do not outlive the visit on a shared phone). Coming back from a failed or
 * abandoned payment finds every entry again.
 */
export interface DonationDraft {
  amount?: number;
  name?: string;
  email?: string;
  phone?: string;
  paymentType?: "recurring" | "reminder" | null;
  paymentMethod?: string | null;
  referralCode?: string;
  /** Monthly's "Remind me on WhatsApp": a payment that failed and is tried again keeps it. */
  whatsAppReminders?: boolean;
}

function draftKey(kind: DonationKind): string {
  return `${storageKeys.donationDraft}-${kind}`;
}

export function readDonationDraft(kind: DonationKind): DonationDraft {
  const value = readJson(draftKey(kind), "session") as Record<string, unknown> | null;
  if (!value || typeof value !== "object") return {};
  const draft: DonationDraft = {};
  if (typeof value.amount === "number" && Number.isSafeInteger(value.amount) && value.amount >= 0)
    draft.amount = value.amount;
  for (const key of ["name", "email", "phone", "referralCode"] as const) {
    const text = value[key];
    if (typeof text === "string") draft[key] = text;
  }
  if (value.paymentType === "recurring" || value.paymentType === "reminder")
    draft.paymentType = value.paymentType;
  if (typeof value.paymentMethod === "string") draft.paymentMethod = value.paymentMethod;
  if (typeof value.whatsAppReminders === "boolean") draft.whatsAppReminders = value.whatsAppReminders;
  return draft;
}

export function saveDonationDraft(kind: DonationKind, draft: DonationDraft) {
  writeJson(draftKey(kind), draft, "session");
}

export function readUserDonation(): UserDonation {
  const value = readJson(storageKeys.userDonation) as Record<string, unknown> | null;
  if (!value || typeof value !== "object") return {};
  const result: UserDonation = {};
  if (typeof value.user === "string") result.user = value.user;
  if (isDonationKind(value.donation)) result.donation = value.donation;
  if (typeof value.referral_code === "string" && value.referral_code)
    result.referral_code = value.referral_code;
  if (typeof value.campaign === "string" && value.campaign) result.campaign = value.campaign;
  return result;
}

export function updateUserDonation(patch: UserDonation) {
  writeJson(storageKeys.userDonation, { ...readUserDonation(), ...patch });
}
