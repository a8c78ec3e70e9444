import { isDonationKind, isDonationType, toDonationKind } from "@rimbun/domain/donations";
import type { UserDonation } from "../../lib/donation-storage.ts";

export const successVariants = [
  "monthly",
  "single",
  "boost",
  "volunteer",
  "stop-donation",
  "failed",
  "other",
] as const;
export type SuccessVariant = (typeof successVariants)[number];

/**
 * The kind comes from the type given to the page (`?type=`) or, without one, from the stored
 * donation record; anything unknown is "other": the page was opened without a payment behind it, so it
 * confirms nothing and points to giving (docs/product/donation-flow.md#result-pages).
 */
export function successVariant(typeParam: string | null, stored: UserDonation): SuccessVariant {
  const type = typeParam?.trim().toLowerCase();
  if (type) {
    if (isDonationType(type)) return toDonationKind(type);
    return (successVariants as readonly string[]).includes(type) ? (type as SuccessVariant) : "other";
  }
  return isDonationKind(stored.donation) ? stored.donation : "other";
}

/** Variants that thank a donor by name and offer the share modal. */
export function isDonationVariant(variant: SuccessVariant): variant is "monthly" | "single" | "boost" {
  return variant === "monthly" || variant === "single" || variant === "boost";
}
