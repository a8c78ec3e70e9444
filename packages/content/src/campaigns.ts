/**
 * Names of the campaigns that take tagged donations (their slugs are the API's `campaigns` rows).
 * The site's campaign pages and the dashboard's donation statement both show them, so they live here
 * once; the stories, pictures and figures stay in the site's content.
 */
export const campaignTitles = {
  "bersama-jaga-alam-kita": { id: "Bersama Jaga Alam Kita", en: "Guarding Our Nature Together" },
  "donasi-untuk-aksi-bonus-untuk-prestasi": {
    id: "Donasi untuk Aksi, Bonus untuk Prestasi",
    en: "Donate for Action, Reward Achievement",
  },
  "bantu-hara-jaga-situ-gede": { id: "Bantu Hara Jaga Situ Gede", en: "Help Hara Protect Situ Gede" },
} as const satisfies Record<string, { readonly id: string; readonly en: string }>;

export type CampaignSlug = keyof typeof campaignTitles;

/** A campaign's name in a language; null for an unknown slug. */
export function campaignTitle(slug: string, locale: "id" | "en"): string | null {
  return Object.hasOwn(campaignTitles, slug) ? campaignTitles[slug as CampaignSlug][locale] : null;
}
