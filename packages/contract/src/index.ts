import type { z } from "zod";
import { accountsResponses } from "./accounts.ts";
import { adminResponses } from "./admin.ts";
import { campaignsResponses } from "./campaigns.ts";
import { donorWallResponses } from "./donor-wall.ts";
import { embedsResponses } from "./embeds.ts";
import { feesResponses } from "./fees.ts";
import { fundraisersResponses } from "./fundraisers.ts";
import { historyResponses } from "./history.ts";
import { matchingResponses } from "./matching.ts";
import { monthlyOfferResponses } from "./monthly-offer.ts";
import { offlineGiftsResponses } from "./offline-gifts.ts";
import { paymentsResponses } from "./payments.ts";
import { pointsResponses } from "./points.ts";
import { privacyResponses } from "./privacy.ts";
import { profilesResponses } from "./profiles.ts";
import { publicResponses } from "./public.ts";
import { recurringResponses } from "./recurring.ts";
import { reportsResponses } from "./reports.ts";
import { staffResponses } from "./staff.ts";
import { statementResponses } from "./statement.ts";
import { supportResponses } from "./support.ts";
import { systemResponses } from "./system.ts";
import { tributesResponses } from "./tributes.ts";
import { volunteerResponses } from "./volunteer.ts";

export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./campaigns.ts";
export * from "./donor-wall.ts";
export * from "./embeds.ts";
export * from "./fees.ts";
export * from "./fundraisers.ts";
export * from "./history.ts";
export * from "./matching.ts";
export * from "./monthly-offer.ts";
export * from "./offline-gifts.ts";
export * from "./payments.ts";
export * from "./points.ts";
export * from "./privacy.ts";
export * from "./profiles.ts";
export * from "./public.ts";
export * from "./recurring.ts";
export * from "./reports.ts";
export * from "./staff.ts";
export * from "./statement.ts";
export * from "./support.ts";
export * from "./system.ts";
export * from "./tributes.ts";
export * from "./volunteer.ts";

/** The `result` schema of every call, by api-client's function name. */
export const responses = {
  ...accountsResponses,
  ...adminResponses,
  ...campaignsResponses,
  ...donorWallResponses,
  ...embedsResponses,
  ...feesResponses,
  ...fundraisersResponses,
  ...historyResponses,
  ...offlineGiftsResponses,
  ...monthlyOfferResponses,
  ...matchingResponses,
  ...paymentsResponses,
  ...pointsResponses,
  ...privacyResponses,
  ...profilesResponses,
  ...publicResponses,
  ...recurringResponses,
  ...reportsResponses,
  ...staffResponses,
  ...statementResponses,
  ...supportResponses,
  ...systemResponses,
  ...tributesResponses,
  ...volunteerResponses,
} as const;

export type CallName = keyof typeof responses;
export type ResponseOf<K extends CallName> = z.infer<(typeof responses)[K]>;

/**
 * Checks a call's `result` against its contract and returns it typed; throws an Error naming the
 * call and the paths of the fields that do not match (api-client runs it in development and tests).
 */
export function validateResponse<K extends CallName>(name: K, value: unknown): ResponseOf<K> {
  const parsed = responses[name].safeParse(value);
  // The answer itself is handed on (not the parsed copy), so validating never changes what callers see.
  if (parsed.success) return value as ResponseOf<K>;
  const issues = parsed.error.issues
    .map((issue) => `${issue.path.map(String).join(".") || "(result)"}: ${issue.message}`)
    .join("; ");
  throw new Error(`Response of ${name} does not match the contract: ${issues}`);
}
