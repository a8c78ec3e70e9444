import { getCampaignFigures as getCampaignFiguresCall } from "@rimbun/api-client/campaigns";
import {
  requestImpactReport as requestImpactReportCall,
  signUpVolunteer as signUpVolunteerCall,
} from "@rimbun/api-client/public";
import type { Locale } from "@rimbun/i18n";
import { apiConfig, SiteApiError } from "./client.ts";

// The forms hand over their checked fields as text (`*-check.ts`); the API checks them again.

/** Call 14: a volunteer application. */
export async function signUpVolunteer(fields: Record<string, string>, locale: Locale = "id"): Promise<void> {
  await signUpVolunteerCall(apiConfig, fields as Parameters<typeof signUpVolunteerCall>[1], locale);
}

/** Call 17: ask for the impact report by e-mail. */
export async function requestImpactReport(
  fields: Record<string, string>,
  locale: Locale = "id",
): Promise<void> {
  await requestImpactReportCall(apiConfig, fields as Parameters<typeof requestImpactReportCall>[1], locale);
}

/**
 * Public campaign figures (target, raised, donor count), on the landing page and campaign pages;
 * an unknown campaign is a 404 (ApiError).
 */
export async function getCampaignFigures(slug: string): Promise<{
  target: number;
  raised: number;
  donorCount: number;
  matched: number;
  matching: { used: number; cap: number } | null;
} | null> {
  const figures = await getCampaignFiguresCall(apiConfig, slug);
  return {
    target: figures.target,
    raised: figures.raised,
    donorCount: figures.donor_count,
    matched: figures.matched,
    matching: figures.matching,
  };
}

/**
 * The campaign a donation names (`?campaign=`), from the figures call: its title in both languages
 * and whether it takes tagged donations now (a published campaign); `null` when the API knows no
 * such campaign. A failed call throws.
 */
export async function getCampaignForDonation(slug: string): Promise<{
  title: { id: string; en: string };
  takesDonations: boolean;
  /** The partner's pledge that matches gifts today (docs/product/campaigns.md#matching-pledges). */
  matching: { partner: string; ratio: number } | null;
} | null> {
  try {
    const figures = await getCampaignFiguresCall(apiConfig, slug);
    return {
      title: figures.title,
      takesDonations: figures.kind === "campaign" && figures.status === "published",
      matching: figures.matching
        ? { partner: figures.matching.partner, ratio: figures.matching.ratio }
        : null,
    };
  } catch (error) {
    if (error instanceof SiteApiError && error.status === 404) return null;
    throw error;
  }
}
