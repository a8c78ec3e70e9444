// Demo accounts the API seeds (apps/api/src/platform/db/seed.ts) and the extra volunteers scripts/start-api.ts adds.
export const demoPassword = "demo-password-2026";
export const demoLogins = {
  donor: "donor@demo.test",
  volunteer: "volunteer@demo.test",
  admin: "admin@demo.test",
  staff: "staff@demo.test",
} as const;
/** The seeded volunteer's referral code (Bima Pratama). */
export const demoVolunteerCode = "BIMA-RIMBUN";

/**
 * Referral code 1-8 (2 viewports x 2 languages x first try + retry), withdrawal 9-12, staff refund
 * 13-16, a fundraiser page owner's points 17-20 (one per viewport x language), and the two members of
 * the team journey 21-22 (shared by its runs: each run makes its own team and pages and closes the pages).
 */
export const journeyVolunteerCount = 22;
export function journeyVolunteerEmail(index: number): string {
  return `relawan-uji-${String(index + 1).padStart(2, "0")}@demo.test`;
}
