import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber } from "@rimbun/i18n/format";
import { toLocale } from "@rimbun/i18n/locales";
import { getCampaignFigures } from "../../lib/api/public.ts";

/** Progress toward the target, whole percent, capped at 100. */
export function campaignProgress(raised: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.floor((raised / target) * 100));
}

/** A campaign takes gifts until staff close it; a closed one points to monthly giving. */
export function isOpen(campaign: { status: string }): boolean {
  return campaign.status !== "closed";
}

/**
 * Whole days from today (Jakarta) to a campaign's last day (`YYYY-MM-DD`, the day itself included: 0 on
 * the last day); null without an end or once it has passed.
 */
export function daysLeft(endsOn: string | null | undefined, now: Date = new Date()): number | null {
  if (!endsOn || !/^\d{4}-\d{2}-\d{2}$/.test(endsOn)) return null;
  const jakartaToday = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const days = Math.round(
    (Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${jakartaToday}T00:00:00Z`)) / 86_400_000,
  );
  return Number.isFinite(days) && days >= 0 ? days : null;
}

/** "1 donor" / "2 donors" from the line's two templates, by the language's plural rule. */
export function donorText(
  count: number,
  locale: "id" | "en",
  templates: { templateOne?: string; templateOther?: string },
): string {
  const one = new Intl.PluralRules(locale === "id" ? "id-ID" : "en-GB").select(count) === "one";
  const template = (one ? templates.templateOne : templates.templateOther) ?? "";
  return template.replace("__COUNT__", formatNumber(count, locale));
}

/**
 * Live raised amount and donor count from the API (docs/product/campaigns.md#totals),
 * for every element marked `data-campaign-figures` (campaign page aside, landing campaign cards).
 */
export async function initCampaignFigures() {
  const roots = document.querySelectorAll<HTMLElement>("[data-campaign-figures]");
  // One call per campaign, however many blocks show its figures (a campaign page has two).
  const calls = new Map<string, ReturnType<typeof getCampaignFigures>>();
  const figuresOf = (slug: string) => {
    let call = calls.get(slug);
    if (!call) {
      call = getCampaignFigures(slug);
      calls.set(slug, call);
    }
    return call;
  };
  await Promise.all([...roots].map((root) => showLiveFigures(root, figuresOf)));
}

async function showLiveFigures(
  root: HTMLElement,
  figuresOf: (slug: string) => ReturnType<typeof getCampaignFigures>,
) {
  const slug = root.dataset.slug;
  if (!slug) return;
  let figures: Awaited<ReturnType<typeof getCampaignFigures>> = null;
  try {
    figures = await figuresOf(slug);
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
  const donorLine = root.querySelector<HTMLElement>("[data-donor-line]");
  if (donorLine) donorLine.textContent = donorText(figures.donorCount, locale, donorLine.dataset);
  const line = root.querySelector<HTMLElement>("[data-raised-line]");
  if (line?.dataset.template) {
    line.textContent = line.dataset.template
      .replace("__RAISED__", formatRupiah(figures.raised, locale))
      .replace("__TARGET__", formatRupiah(target, locale));
  }
  const percent = campaignProgress(figures.raised, target);
  for (const element of root.querySelectorAll<HTMLElement>("[data-percent]")) {
    element.textContent = (element.dataset.template ?? "").replace(
      "__PERCENT__",
      formatNumber(percent, locale),
    );
  }
  const bar = root.querySelector<HTMLElement>("[data-progress]");
  if (bar) {
    bar.setAttribute("aria-valuenow", String(percent));
    bar.setAttribute("aria-label", (bar.dataset.labelTemplate ?? "").replace("__PERCENT__", String(percent)));
    const fill = bar.querySelector<HTMLElement>("span");
    if (fill) fill.style.width = `${percent}%`;
  }
  showLiveMatching(root, figures, locale);
  const note = root.querySelector<HTMLElement>("[data-figures-note]");
  if (note) note.textContent = note.dataset.liveNote ?? "";
}

/**
 * The partner's figures (docs/product/campaigns.md#matching-pledges): the amount matched, and the pledge's
 * bar; once the pledge is used up or over the block goes, so the page no longer promises a match.
 */
function showLiveMatching(
  root: HTMLElement,
  figures: { matched: number; matching: { used: number; cap: number } | null },
  locale: "id" | "en",
) {
  const matched = root.querySelector<HTMLElement>("[data-matched]");
  if (matched) matched.textContent = formatRupiah(figures.matched, locale);
  const block = root.querySelector<HTMLElement>("[data-matching]");
  if (!block) return;
  if (!figures.matching) {
    block.hidden = true;
    return;
  }
  const { used, cap } = figures.matching;
  const percent = cap > 0 ? Math.min(100, Math.floor((used / cap) * 100)) : 100;
  const line = block.querySelector<HTMLElement>("[data-matching-used]");
  if (line) line.textContent = (line.dataset.template ?? "").replace("__USED__", formatRupiah(used, locale));
  const bar = block.querySelector<HTMLElement>("[data-matching-bar]");
  if (bar) {
    bar.setAttribute("aria-valuenow", String(percent));
    bar.setAttribute("aria-label", (bar.dataset.labelTemplate ?? "").replace("__PERCENT__", String(percent)));
    const fill = bar.querySelector<HTMLElement>("span");
    if (fill) fill.style.width = `${percent}%`;
  }
}
