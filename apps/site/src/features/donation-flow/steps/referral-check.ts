import type { ReferralMatch } from "@rimbun/domain/schemas/donation";

export type ReferralCheck = "found" | "not_found" | "unchecked";

/**
 * Whether step 4's code belongs to someone (call 4, which says nothing but the code and its owner's
 * type). `not_found` makes the step say so before payment; the gift still goes ahead without a
 * referrer (docs/decisions/api.md). A blank code or a failed lookup says nothing.
 */
export async function checkReferralCode(
  code: string,
  lookup: (code: string) => Promise<ReferralMatch | null>,
): Promise<ReferralCheck> {
  const trimmed = code.trim();
  if (!trimmed) return "unchecked";
  try {
    return (await lookup(trimmed)) ? "found" : "not_found";
  } catch (error) {
    console.warn("referral lookup failed", error);
    return "unchecked";
  }
}
