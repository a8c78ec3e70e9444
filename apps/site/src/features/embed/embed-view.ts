import type { I18n } from "@lingui/core";
import { formatRupiah } from "@rimbun/domain";
import { embedColourProblem, embedPresetsProblem, normalizeEmbedColour } from "@rimbun/domain/embeds";
import type { Locale } from "@rimbun/i18n";
import { localizedPath, tr } from "../../lib/i18n.ts";
import type { PublicEmbed } from "../../lib/server/site-embeds.ts";
import { embedMessages as m } from "../../messages/embed.ts";

/** The options a partner's snippet may set (`data-*` attributes, docs/embed.md), each checked here. */
export interface EmbedOverrides {
  locale?: string | null;
  presets?: string | null;
  colour?: string | null;
  meter?: string | null;
}

/** What the button, the meter and the dialog show, in one language, ready to write. */
export interface EmbedView {
  id: string;
  locale: Locale;
  colour: string;
  title: string;
  /** Each preset: its amount, as written on its button, and the button's full name for screen readers. */
  presets: { amount: number; text: string; label: string }[];
  meter: { text: string; donors: string; percent: number | null; label: string } | null;
  words: { donate: string; dialogTitle: string; close: string; openInNewTab: string };
  /** What was given and ignored (said in the partner's console by the loader). */
  ignored: string[];
}

/** At most four whole-rupiah amounts a single gift may be (the domain's rule for a code's presets). */
export function readPresets(text: string): number[] | null {
  const parts = text.split(",").map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,12}$/.test(part))) return null;
  const amounts = parts.map(Number);
  return embedPresetsProblem(amounts) === null ? amounts : null;
}

function readColour(text: string): string | null {
  return embedColourProblem(text) === null ? normalizeEmbedColour(text) : null;
}

/** The options in force: the code's defaults, replaced by each valid override; invalid ones are named. */
export function embedOptions(embed: PublicEmbed, overrides: EmbedOverrides) {
  const ignored: string[] = [];
  const pick = <T>(name: string, given: string | null | undefined, read: (text: string) => T | null) => {
    if (given === null || given === undefined || given === "") return null;
    const value = read(given);
    if (value === null) ignored.push(name);
    return value;
  };
  const locale = pick("data-locale", overrides.locale, (text) =>
    text === "id" || text === "en" ? text : null,
  );
  const presets = pick("data-presets", overrides.presets, readPresets);
  const colour = pick("data-colour", overrides.colour, readColour);
  const meter = pick("data-meter", overrides.meter, (text) =>
    text === "true" ? true : text === "false" ? false : null,
  );
  return {
    locale: locale ?? embed.locale,
    presets: presets ?? embed.presets,
    colour: colour ?? embed.colour,
    showMeter: meter ?? embed.show_meter,
    ignored,
  };
}

/** The goal meter's lines; the percent only with a goal (capped at 100 for the bar). */
export function meterView(embed: PublicEmbed, locale: Locale, i18n: I18n): NonNullable<EmbedView["meter"]> {
  const { raised_idr: raised, goal_idr: goal, donors } = embed.meter;
  const raisedText = formatRupiah(raised, locale);
  const text =
    goal && goal > 0
      ? tr(i18n, m.raisedOfGoal, { raised: raisedText, goal: formatRupiah(goal, locale) })
      : tr(i18n, m.raised, { raised: raisedText });
  return {
    text,
    donors: tr(i18n, m.donors, { count: donors }),
    percent: goal && goal > 0 ? Math.min(100, Math.floor((raised / goal) * 100)) : null,
    label: i18n._(m.meterLabel),
  };
}

export function embedView(
  embed: PublicEmbed,
  overrides: EmbedOverrides,
  i18nOf: (locale: Locale) => I18n,
): EmbedView {
  const options = embedOptions(embed, overrides);
  const i18n = i18nOf(options.locale);
  const title = embed.target.title[options.locale];
  return {
    id: embed.id,
    locale: options.locale,
    colour: options.colour,
    title,
    presets: options.presets.map((amount) => {
      const text = formatRupiah(amount, options.locale);
      return { amount, text, label: tr(i18n, m.donateAmount, { amount: text }) };
    }),
    meter: options.showMeter ? meterView(embed, options.locale, i18n) : null,
    words: {
      donate: i18n._(m.donate),
      dialogTitle: tr(i18n, m.donateTo, { title }),
      close: i18n._(m.close),
      openInNewTab: i18n._(m.openInNewTab),
    },
    ignored: options.ignored,
  };
}

/** The flow page of a code in a language (`/embed/<id>`, `/en/embed/<id>`). */
export function embedFlowPath(id: string, locale: Locale): string {
  return localizedPath(locale, `/embed/${id}`);
}
