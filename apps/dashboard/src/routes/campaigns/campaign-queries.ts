/** The campaign list's read; every change refreshes it. */
export const adminCampaignsKey = ["admin-campaigns"] as const;

/** One campaign's read (the editor, with its updates). */
export const adminCampaignKey = (slug: string) => ["admin-campaigns", slug] as const;
