import { useQuery } from "@tanstack/react-query";
import { type EmbedTargetKind, listStaffCampaigns, listStaffFundraiserPages } from "../../lib/api.ts";
import { adminCampaignsKey } from "../campaigns/campaign-queries.ts";
import type { PreviewMeter } from "./embed-preview.tsx";

/** A campaign or fundraiser page a code may point at, with its meter's figures for the preview. */
export interface TargetOption {
  kind: EmbedTargetKind;
  slug: string;
  title: { id: string; en: string };
  /** Null when the console has no figures for it (a code's target that no longer takes gifts). */
  meter: PreviewMeter | null;
}

/**
 * What a partner's button can give to: campaigns that take gifts (published, not programmes) and live
 * fundraiser pages. Both lists are the staff console's own reads.
 */
export function useTargetOptions() {
  const campaigns = useQuery({
    queryKey: adminCampaignsKey,
    queryFn: ({ signal }) => listStaffCampaigns({ signal }),
  });
  const pages = useQuery({
    queryKey: ["staff-fundraiser-pages", "live"],
    queryFn: ({ signal }) => listStaffFundraiserPages({ status: "live" }, { signal }),
  });
  const options: TargetOption[] = [
    ...(campaigns.data ?? [])
      .filter((campaign) => campaign.kind === "campaign" && campaign.status === "published")
      .map((campaign) => ({
        kind: "campaign" as const,
        slug: campaign.slug,
        title: campaign.title,
        meter: { raised: campaign.raised, goal: campaign.target, donors: campaign.donor_count },
      })),
    ...(pages.data ?? [])
      .filter((page) => page.hidden_at === null)
      .map((page) => ({
        kind: "fundraiser_page" as const,
        slug: page.slug,
        // A fundraiser page is written in one language: its title serves both.
        title: { id: page.title, en: page.title },
        meter: { raised: page.raised, goal: page.goal, donors: page.donor_count },
      })),
  ];
  return { options, pending: campaigns.isPending || pages.isPending, error: campaigns.error ?? pages.error };
}

/** Options of one kind whose title or address holds the searched words (case and accents ignored). */
export function matchingTargets(options: readonly TargetOption[], kind: EmbedTargetKind, search: string) {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  return options.filter((option) => {
    if (option.kind !== kind) return false;
    const haystack = fold(`${option.title.id} ${option.title.en} ${option.slug}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The options with a stored code's own target kept among them, even once it no longer takes gifts
 * (closed, hidden): the form then still shows what the code points at.
 */
export function withStoredTarget(
  options: readonly TargetOption[],
  target: { kind: EmbedTargetKind; slug: string; title: { id: string; en: string } },
): readonly TargetOption[] {
  const listed = options.some((option) => option.kind === target.kind && option.slug === target.slug);
  return listed
    ? options
    : [...options, { kind: target.kind, slug: target.slug, title: target.title, meter: null }];
}
