import type { Database } from "../db/client.ts";

type Localized = { id: string; en: string };

/** What an update mail needs of the update and its campaign. */
export interface CampaignUpdateForMail {
  id: string;
  campaignSlug: string;
  campaignTitle: Localized;
  /** Hidden by staff after it was posted: its mails that have not left yet are not sent. */
  hidden: boolean;
  body: Localized;
  photo: { id: string; width: number; height: number; alt: Localized } | null;
  fundsUsed: { amount: number; description: Localized } | null;
}

/** The update and its campaign, or null when there is none. */
export async function loadCampaignUpdateForMail(
  _db: Database,
  _updateId: string,
): Promise<CampaignUpdateForMail | null> {
  // Filled in once the campaign_updates table is on main (helper A's schema).
  return null;
}
