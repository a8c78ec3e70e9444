import {
  getCampaignWall,
  getFundraiserWall,
  reportFundraiserPage as reportFundraiserPageCall,
  reportWallMessage as reportWallMessageCall,
  sayAamiin as sayAamiinCall,
  type Wall,
  type WallReportInput,
} from "@rimbun/api-client/donor-wall";
import { apiConfig } from "./client.ts";

// The wall's browser calls (docs/product/fundraisers.md#donor-wall). Aamiin and reports send the
// browser's cookie (the API counts each once per browser); reads send none.

/** An older page of a wall, from a `next_before` cursor. */
export function loadOlderWallMessages(
  owner: "campaign" | "fundraiser",
  slug: string,
  before: string,
): Promise<Wall> {
  const read = owner === "campaign" ? getCampaignWall : getFundraiserWall;
  return read(apiConfig, slug, { before });
}

/** Aamiin to a message: its count after (the same count when this browser said it before). */
export async function sayAamiin(messageId: string): Promise<number> {
  return (await sayAamiinCall(apiConfig, messageId)).aamiin_count;
}

export async function reportWallMessage(messageId: string, reason: WallReportInput["reason"]): Promise<void> {
  await reportWallMessageCall(apiConfig, messageId, { reason });
}

export async function reportFundraiserPage(slug: string, reason: WallReportInput["reason"]): Promise<void> {
  await reportFundraiserPageCall(apiConfig, slug, { reason });
}
