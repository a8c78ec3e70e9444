/** Initials for an avatar without a photo: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? "")
    .join("");
}

/** The donation flow's address for a gift through a page: the page and its campaign in the query. */
export function donateThroughPage(
  singleForm: string,
  page: { slug: string; accepts_gifts: boolean; campaign: { slug: string } | null },
): string {
  const query = new URLSearchParams();
  if (page.accepts_gifts) query.set("fundraiser", page.slug);
  if (page.campaign) query.set("campaign", page.campaign.slug);
  const text = query.toString();
  return text ? `${singleForm}?${text}` : singleForm;
}
