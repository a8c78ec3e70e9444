import { storageKeys } from "@rimbun/domain/constants";
import type { DonationKind } from "@rimbun/domain/donations";

/**
 * The browser's memory of a donation (SPEC 3): `donation` holds the card's choice (type and amount),
 * `user-donation` the referral code from `?ref=` and, after a created payment, the donor's name and
 * the kind, which the success page reads.
 */
export type DonationChoiceKind = "monthly" | "single";

export interface DonationChoice {
  donation: DonationChoiceKind;
  amount: number;
}

export interface UserDonation {
  /** Customer surname returned by the payment call. */
  user?: string;
  donation?: DonationKind;
  referral_code?: string;
  campaign?: string;
}

// The domain's donations module builds zod schemas when it loads; this file is on the landing page,
// whose first JavaScript stays free of zod, so the kinds are checked against the type here.
const donationKinds = ["single", "boost", "monthly"] as const satisfies readonly DonationKind[];

function isDonationKind(value: unknown): value is DonationKind {
  return typeof value === "string" && (donationKinds as readonly string[]).includes(value);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be blocked (private modes, strict settings): the flow still works without it.
    return null;
  }
}

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the convenience of a remembered choice.
  }
}

export function readDonationChoice(): DonationChoice | null {
  const value = readJson(storageKeys.donation) as Partial<DonationChoice> | null;
  if (!value || (value.donation !== "monthly" && value.donation !== "single")) return null;
  if (typeof value.amount !== "number" || !Number.isSafeInteger(value.amount) || value.amount < 0)
    return null;
  return { donation: value.donation, amount: value.amount };
}

export function saveDonationChoice(choice: DonationChoice) {
  writeJson(storageKeys.donation, choice);
}

export function clearDonationChoice() {
  storage()?.removeItem(storageKeys.donation);
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
