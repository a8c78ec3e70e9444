import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The colours live in one place, packages/ui's tokens.css (docs/design.md). The API may not import ui
// (tooling/dependency-cruiser.mjs: no presentational components), so the mails read the file itself
// once and resolve the custom properties to plain values: mail clients do not know var().
const tokensFile = fileURLToPath(new URL("../../../../packages/ui/src/styles/tokens.css", import.meta.url));

/** `--rb-name: value;` pairs of a stylesheet, `var(--rb-…)` references resolved, rem turned into px. */
export function parseTokens(css: string): Record<string, string> {
  const raw: Record<string, string> = {};
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const match of withoutComments.matchAll(/--rb-([\w-]+)\s*:\s*([^;]+);/g)) {
    raw[match[1] as string] = (match[2] as string).replace(/\s+/g, " ").trim();
  }
  const resolve = (value: string, depth = 0): string =>
    depth > 8
      ? value
      : value
          .replace(/var\(--rb-([\w-]+)\)/g, (_, name: string) => resolve(raw[name] ?? "", depth + 1))
          .replace(/(\d*\.?\d+)rem\b/g, (_, rem: string) => `${Number(rem) * 16}px`);
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, resolve(value)]));
}

/** Every token of packages/ui, resolved (the API's own pages read them too). */
const tokens = parseTokens(readFileSync(tokensFile, "utf8"));

export function token(name: string): string {
  const value = tokens[name];
  if (!value) throw new Error(`packages/ui tokens.css has no --rb-${name}`);
  return value;
}

/** What the mail layout uses, by role. */
export const mailTokens = {
  primary: token("color-primary"),
  onPrimary: token("color-on-primary"),
  heading: token("color-heading"),
  text: token("color-text"),
  muted: token("color-text-muted"),
  link: token("color-link"),
  accent: token("color-accent"),
  accentSoft: token("color-accent-soft"),
  surface: token("color-surface"),
  page: token("color-page"),
  surfaceSoft: token("color-surface-soft"),
  band: token("color-footer"),
  onBand: token("color-on-footer"),
  border: token("color-border"),
  fontFamily: token("font-family"),
  radiusSmall: token("radius-small"),
  radiusLarge: token("radius-large"),
  lineHeight: token("line-height"),
} as const;
