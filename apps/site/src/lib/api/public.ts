import { call } from "@rimbun/api-client/http";
import {
  requestImpactReport as requestImpactReportCall,
  signUpVolunteer as signUpVolunteerCall,
} from "@rimbun/api-client/public";
import type { Locale } from "@rimbun/i18n";
import { apiConfig } from "./client.ts";

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
 * Public campaign figures (target, raised, donor count), on the landing page and campaign pages.
 * TODO(api-client): use its `getCampaignFigures` once `payments.ts` imports @rimbun/domain by
 * subpath; today it imports the domain's index, which brings zod (~25 KB gz) into the landing page.
 */
export async function getCampaignFigures(
  slug: string,
): Promise<{ target: number; raised: number; donorCount: number } | null> {
  const result = await call<{ target: number; raised: number; donor_count: number } | null>(
    apiConfig,
    `/v1/campaigns/${encodeURIComponent(slug)}`,
    { credentials: "omit" },
  );
  if (!result) return null;
  return {
    target: Number(result.target),
    raised: Number(result.raised),
    donorCount: Number(result.donor_count),
  };
}
