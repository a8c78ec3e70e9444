export { type CampaignSlug, campaignTitle, campaignTitles } from "./campaigns.ts";
export { foundation, languageNames, type SocialNetwork } from "./foundation.ts";
