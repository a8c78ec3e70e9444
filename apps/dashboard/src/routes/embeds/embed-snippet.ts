import { type Locale, localizedPath } from "@rimbun/i18n/locales";

/** What a snippet is made of: the code and the settings it repeats (CONTRACTS.md, Embeds). */
export interface SnippetSettings {
  id: string;
  locale: Locale;
  presets: readonly number[];
  colour: string;
  show_meter: boolean;
  /** The target's title in the code's language: the frame's accessible name. */
  title: string;
}

/** Text placed in a double-quoted HTML attribute: nothing typed in the console can end it early. */
function attribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The loader's tag a partner pastes (the site's `/embed.js`): the code and its settings as data
 * attributes, which the loader reads over the code's stored ones.
 */
export function scriptSnippet(siteUrl: string, settings: SnippetSettings): string {
  const attributes = [
    `async`,
    `src="${attribute(`${siteUrl}/embed.js`)}"`,
    `data-rimbun-embed="${attribute(settings.id)}"`,
    `data-locale="${settings.locale}"`,
    `data-presets="${settings.presets.join(",")}"`,
    `data-colour="${attribute(settings.colour)}"`,
    `data-meter="${settings.show_meter}"`,
    // The widget's height held from the first paint: the loader takes the room over in the same frame, so
    // nothing on the partner's page moves (docs/embed.md, docs/decisions/embed-loader.md).
    `style="display:block;height:${settings.show_meter ? 176 : 108}px"`,
  ];
  return `<script ${attributes.join(" ")}></script>`;
}

/**
 * The frame's height: room for the site's widget (apps/site/src/features/embed/embed.css) with its buttons
 * on two rows at 360 px, plus the goal meter when it shows. A frame cannot grow with its content.
 */
export function frameHeight(showMeter: boolean): number {
  return showMeter ? 220 : 120;
}

/** The site's plain-iframe page for a code (`/embed/button/<id>`, `/en/...` in English). */
export function buttonPageUrl(siteUrl: string, id: string, locale: Locale): string {
  return `${siteUrl}${localizedPath(locale, `/embed/button/${encodeURIComponent(id)}`)}`;
}

/** The plain-iframe variant, for partner sites that allow no scripts. */
export function iframeSnippet(siteUrl: string, settings: SnippetSettings): string {
  const src = buttonPageUrl(siteUrl, settings.id, settings.locale);
  return (
    `<iframe src="${attribute(src)}" title="${attribute(settings.title)}" width="360" ` +
    `height="${frameHeight(settings.show_meter)}" style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}
