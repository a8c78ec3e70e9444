// No runtime import: the site's loader and embed pages may use these rules without the message catalogue
// or the money module (docs/decisions/embeds.md#origins). Message ids are literals, typed by `MessageId`.
import type { MessageId } from "./messages.ts";

/**
 * Embeds (docs/product/embeds.md): a partner's site shows a donate button and a goal meter for one campaign or
 * fundraiser page. These rules are shared by the API (which stores and checks codes), the console (which
 * makes them) and the site (which frames the flow only for the code's origins).
 */

/** A code's characters: digits and capitals nobody mishears (no 0/O, 1/I/L), as the donations' local ids. */
export const EMBED_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const EMBED_CODE_LENGTH = 10;

export const EMBED_PARTNER_NAME_MAX = 80;
export const EMBED_ORIGINS_MAX = 10;
export const EMBED_PRESETS_MAX = 4;

/** The targets a code may point at. */
export const embedTargetKinds = ["campaign", "fundraiser_page"] as const;
export type EmbedTargetKind = (typeof embedTargetKinds)[number];

/**
 * Presets are offered for a one-time gift (the flow's default), so they keep within its limits
 * (`amountLimits.single` in ./money.ts; a test keeps them equal): a smaller preset would be refused by the
 * flow's first step.
 */
export const EMBED_PRESET_MIN = 50_000;
export const EMBED_PRESET_MAX = 100_000_000;

/** The button's colour when staff choose none: the site's forest green, 6.4:1 against white. */
export const EMBED_DEFAULT_COLOUR = "#0b6e4f";

/** WCAG 2.x AA for normal text: the button's label is white on the chosen colour. */
export const EMBED_MIN_CONTRAST = 4.5;

const codePattern = new RegExp(`^[${EMBED_CODE_ALPHABET}]{${EMBED_CODE_LENGTH}}$`);

/** A well-formed code (the API answers 404 without a query for anything else). */
export function isEmbedCode(value: unknown): value is string {
  return typeof value === "string" && codePattern.test(value);
}

/** A new random code; `randomIndex(n)` returns 0..n-1 (the API passes a cryptographic one). */
export function newEmbedCode(randomIndex: (size: number) => number): string {
  let code = "";
  for (let i = 0; i < EMBED_CODE_LENGTH; i += 1) {
    code += EMBED_CODE_ALPHABET[randomIndex(EMBED_CODE_ALPHABET.length)];
  }
  return code;
}

/** Hosts served over plain http may only be the developer's own machine. */
const loopbackHosts = new Set(["localhost", "127.0.0.1"]);

/** One DNS label: letters, digits and inner hyphens, 1-63 characters. */
const labelPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The origin grammar, deliberately narrow: scheme, host, optional port, optional single trailing slash.
 * Nothing else can reach a `frame-ancestors` header or a redirect: no spaces, `;`, quotes, `*`, paths, user
 * info or other schemes (docs/decisions/embeds.md#origins).
 */
const originPattern = /^(https?):\/\/([a-z0-9.-]{1,253})(?::(\d{1,5}))?\/?$/;

export type OriginCheck = { ok: true; origin: string } | { ok: false; message: MessageId };

/**
 * Reads an origin as staff type it (`HTTPS://Example.org/`) into its stored form (`https://example.org`):
 * lower case, no trailing slash, the scheme's default port dropped (browsers send origins that way).
 */
export function checkEmbedOrigin(value: unknown): OriginCheck {
  const invalid = { ok: false as const, message: "embed.origin" as MessageId };
  if (typeof value !== "string") return invalid;
  const text = value.trim().toLowerCase();
  const match = originPattern.exec(text);
  if (!match) return invalid;
  const [, scheme, host = "", portText] = match;
  const loopback = loopbackHosts.has(host);
  if (scheme === "http" && !loopback) return { ok: false, message: "embed.originHttps" };
  const isIpv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
  if (isIpv4 && !loopback) return invalid;
  const labels = host.split(".");
  if (!loopback && (labels.length < 2 || /^\d+$/.test(labels.at(-1) ?? ""))) return invalid;
  if (!isIpv4 && !labels.every((label) => labelPattern.test(label))) return invalid;
  let port = "";
  if (portText !== undefined) {
    const number = Number(portText);
    if (number < 1 || number > 65_535) return invalid;
    const isDefault = (scheme === "https" && number === 443) || (scheme === "http" && number === 80);
    if (!isDefault) port = `:${number}`;
  }
  return { ok: true, origin: `${scheme}://${host}${port}` };
}

/** The stored form of an origin, or null when it is not one a code may allow. */
export function normalizeEmbedOrigin(value: unknown): string | null {
  const checked = checkEmbedOrigin(value);
  return checked.ok ? checked.origin : null;
}

/**
 * Where the provider sends a donor back after paying through an embed: `returnTo` when it is (in stored
 * form) one of the code's origins, else null, and the site's own pages are used. Anything else is ignored,
 * never followed (an open redirect otherwise, docs/decisions/embeds.md#return-to).
 */
export function embedReturnOrigin(returnTo: unknown, allowedOrigins: readonly string[]): string | null {
  const origin = normalizeEmbedOrigin(returnTo);
  if (origin === null) return null;
  return allowedOrigins.includes(origin) ? origin : null;
}

/** The value of a `frame-ancestors` directive for a code's origins (each re-checked: never trusted as text). */
export function frameAncestorsFor(allowedOrigins: readonly string[]): string {
  const safe = allowedOrigins.map(normalizeEmbedOrigin).filter((origin) => origin !== null);
  return safe.length > 0 ? [...new Set(safe)].join(" ") : "'none'";
}

/** `#rrggbb` in lower case, or null. */
export function normalizeEmbedColour(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim().toLowerCase();
  return /^#[0-9a-f]{6}$/.test(text) ? text : null;
}

function channelLuminance(byte: number): number {
  const value = byte / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(colour: string): number {
  const red = Number.parseInt(colour.slice(1, 3), 16);
  const green = Number.parseInt(colour.slice(3, 5), 16);
  const blue = Number.parseInt(colour.slice(5, 7), 16);
  return 0.2126 * channelLuminance(red) + 0.7152 * channelLuminance(green) + 0.0722 * channelLuminance(blue);
}

/** The contrast ratio of white text on `colour` (1 to 21). */
export function contrastWithWhite(colour: string): number {
  return 1.05 / (relativeLuminance(colour) + 0.05);
}

/** Why a button colour is refused, or null: `#rrggbb`, dark enough for white text (AA, 4.5:1). */
export function embedColourProblem(value: unknown): MessageId | null {
  const colour = normalizeEmbedColour(value);
  if (colour === null) return "embed.colour";
  return contrastWithWhite(colour) >= EMBED_MIN_CONTRAST ? null : "embed.colourContrast";
}

/** Why a list of presets is refused, or null: 1-4 distinct whole-rupiah amounts a one-time gift accepts. */
export function embedPresetsProblem(value: unknown): MessageId | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > EMBED_PRESETS_MAX) {
    return "embed.presets";
  }
  const valid = value.every(
    (amount) => Number.isSafeInteger(amount) && amount >= EMBED_PRESET_MIN && amount <= EMBED_PRESET_MAX,
  );
  if (!valid || new Set(value).size !== value.length) return "embed.presets";
  return null;
}

/**
 * A partner's name as staff type it: 1-80 characters, no control characters or line separators (they break CSV
 * rows and mail headers). Markup is allowed as text: every page, screen and export escapes it for its context.
 */
export function embedPartnerNameProblem(value: unknown): MessageId | null {
  if (typeof value !== "string") return "embed.partnerName";
  const text = value.trim();
  if (text.length < 1 || text.length > EMBED_PARTNER_NAME_MAX) return "embed.partnerName";
  return /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u.test(text) ? null : "embed.partnerName";
}
