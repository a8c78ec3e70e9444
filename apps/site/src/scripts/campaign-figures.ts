import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber } from "@rimbun/i18n/format";
import { toLocale } from "@rimbun/i18n/locales";
import { getCampaignFigures } from "../lib/api/public.ts";

/** Progress toward the target, whole percent, capped at 100. */
export function campaignProgress(raised: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.floor((raised / target) * 100));
}

/**
 * Live raised amount and donor count from the API (docs/product/campaigns.md#totals),
 * for every element marked `data-campaign-figures` (campaign page aside, landing campaign cards).
 */
export async function initCampaignFigures() {
  const roots = document.querySelectorAll<HTMLElement>("[data-campaign-figures]");
  await Promise.all([...roots].map((root) => showLiveFigures(root)));
}

async function showLiveFigures(root: HTMLElement) {
  const slug = root.dataset.slug;
  if (!slug) return;
  let figures: Awaited<ReturnType<typeof getCampaignFigures>> = null;
  try {
    figures = await getCampaignFigures(slug);
  } catch (error) {
    // The published snapshot stays on screen; the note already says so.
    console.warn("campaign figures unavailable", error);
    return;
  }
  if (!figures) return;
  const locale = toLocale(document.documentElement.lang);
  const target = figures.target > 0 ? figures.target : Number(root.dataset.target ?? 0);
  const set = (selector: string, text: string) => {
    const element = root.querySelector<HTMLElement>(selector);
    if (element) element.textContent = text;
  };
  set("[data-raised]", formatRupiah(figures.raised, locale));
  set("[data-target]", formatRupiah(target, locale));
  set("[data-donors]", formatNumber(figures.donorCount, locale));
  const line = root.querySelector<HTMLElement>("[data-raised-line]");
  if (line?.dataset.template) {
    line.textContent = line.dataset.template
      .replace("__RAISED__", formatRupiah(figures.raised, locale))
      .replace("__TARGET__", formatRupiah(target, locale));
  }
  const percent = campaignProgress(figures.raised, target);
  const bar = root.querySelector<HTMLElement>("[data-progress]");
  if (bar) {
    bar.setAttribute("aria-valuenow", String(percent));
    bar.setAttribute("aria-label", (bar.dataset.labelTemplate ?? "").replace("__PERCENT__", String(percent)));
    const fill = bar.querySelector<HTMLElement>("span");
    if (fill) fill.style.width = `${percent}%`;
  }
  const note = root.querySelector<HTMLElement>("[data-figures-note]");
  if (note) note.textContent = note.dataset.liveNote ?? "";
}
