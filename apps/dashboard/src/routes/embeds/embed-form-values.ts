import {
  checkEmbedOrigin,
  contrastWithWhite,
  EMBED_DEFAULT_COLOUR,
  EMBED_MIN_CONTRAST,
  EMBED_ORIGINS_MAX,
  EMBED_PRESET_MAX,
  EMBED_PRESET_MIN,
  EMBED_PRESETS_MAX,
  type EmbedTargetKind,
  embedColourProblem,
  embedPartnerNameProblem,
  normalizeEmbedColour,
} from "@rimbun/domain/embeds";
import { type MessageId, messages } from "@rimbun/domain/messages";
import { groupThousands, parseAmountInput } from "@rimbun/domain/money";
import type { Locale } from "@rimbun/i18n";
import type { EmbedCode, EmbedInput } from "../../lib/api.ts";

/** The form as typed: amounts and sites as text, so a half-typed value stays on screen. */
export interface EmbedFormValues {
  partner_name: string;
  /** One site a line. */
  origins: string;
  target_kind: EmbedTargetKind;
  target_slug: string;
  locale: Locale;
  /** Four boxes; empty ones are left out. */
  presets: string[];
  colour: string;
  show_meter: boolean;
  reason: string;
}

/** The fields in the order the form shows them: the first one with an error gets the focus. */
export const embedFieldOrder = [
  "partner_name",
  "origins",
  "target_slug",
  "presets.0",
  "presets.1",
  "presets.2",
  "presets.3",
  "presets",
  "colour",
  "reason",
] as const;
export type EmbedField = (typeof embedFieldOrder)[number];

/** What is wrong with a field, in words the screen translates (see `EmbedProblem`). */
export type EmbedProblem =
  /** The domain's own message (docs/product/embeds.md), as the API would answer it. */
  | { kind: "message"; id: MessageId }
  | { kind: "amount"; min: number; max: number }
  | { kind: "noPreset" }
  | { kind: "duplicatePreset" }
  | { kind: "contrast"; ratio: number }
  /** A site line the domain refuses: which line, what was typed and the domain's reason. */
  | { kind: "origin"; line: number; text: string; id: MessageId };

export type EmbedErrors = Partial<Record<EmbedField, EmbedProblem>>;

/** The domain's limits of a preset: what a one-time gift, the flow's default, accepts. */
export const presetLimits = { min: EMBED_PRESET_MIN, max: EMBED_PRESET_MAX } as const;

export const defaultColour = EMBED_DEFAULT_COLOUR;

export function emptyEmbedForm(locale: Locale): EmbedFormValues {
  return {
    partner_name: "",
    origins: "",
    target_kind: "campaign",
    target_slug: "",
    locale,
    presets: [groupThousands(50_000, locale), groupThousands(100_000, locale), "", ""],
    colour: defaultColour,
    show_meter: true,
    reason: "",
  };
}

/** A stored code in the form's shape; the reason starts empty (each change has its own). */
export function embedFormOf(embed: EmbedCode, locale: Locale): EmbedFormValues {
  const presets = embed.presets.map((amount) => groupThousands(amount, locale));
  while (presets.length < EMBED_PRESETS_MAX) presets.push("");
  return {
    partner_name: embed.partner_name,
    origins: embed.allowed_origins.join("\n"),
    target_kind: embed.target.kind,
    target_slug: embed.target.slug,
    locale: embed.locale,
    presets,
    colour: embed.colour,
    show_meter: embed.show_meter,
    reason: "",
  };
}

/** The amounts typed so far that read as whole rupiah (the preview shows these while typing). */
export function readPresets(presets: readonly string[], locale: Locale): number[] {
  return presets
    .map((text) => (text.trim() === "" ? null : parseAmountInput(text, locale)))
    .filter((amount): amount is number => amount !== null);
}

function checkPresets(presets: readonly string[], locale: Locale, errors: EmbedErrors): number[] {
  const amounts: number[] = [];
  presets.slice(0, EMBED_PRESETS_MAX).forEach((text, index) => {
    if (text.trim() === "") return;
    const amount = parseAmountInput(text, locale);
    const field = `presets.${index}` as EmbedField;
    if (amount === null || amount < presetLimits.min || amount > presetLimits.max) {
      errors[field] = { kind: "amount", ...presetLimits };
    } else if (amounts.includes(amount)) {
      errors[field] = { kind: "duplicatePreset" };
    } else amounts.push(amount);
  });
  const typed = presets.some((text) => text.trim() !== "");
  if (!typed) errors.presets = { kind: "noPreset" };
  return amounts;
}

function checkOrigins(text: string, errors: EmbedErrors): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((entry) => entry.text !== "");
  const origins: string[] = [];
  for (const entry of lines) {
    const checked = checkEmbedOrigin(entry.text);
    if (!checked.ok) {
      errors.origins = { kind: "origin", line: entry.line, text: entry.text, id: checked.message };
      return [];
    }
    // The same site twice (`https://A.org/` and `https://a.org`) is kept once.
    if (!origins.includes(checked.origin)) origins.push(checked.origin);
  }
  if (origins.length === 0 || origins.length > EMBED_ORIGINS_MAX)
    errors.origins = { kind: "message", id: messages.embedOrigins.id };
  return origins;
}

/** The colour's problem, if any: not `#rrggbb`, or white words on it too faint to read (with the ratio). */
export function colourProblem(colour: string): EmbedProblem | null {
  const problem = embedColourProblem(colour);
  if (problem === null) return null;
  const normalized = normalizeEmbedColour(colour);
  if (normalized === null || problem !== messages.embedColourContrast.id)
    return { kind: "message", id: problem };
  return { kind: "contrast", ratio: contrastWithWhite(normalized) };
}

/** The contrast white words have on a `#rrggbb` colour, or null while it is not one. */
export function whiteContrastOf(colour: string): number | null {
  const normalized = normalizeEmbedColour(colour);
  return normalized === null ? null : contrastWithWhite(normalized);
}

export { EMBED_MIN_CONTRAST };

/**
 * The form checked with the rules the API applies (CONTRACTS.md, Embeds): the body to send, or the
 * fields' problems in the form's order.
 */
export function checkEmbedForm(
  values: EmbedFormValues,
  locale: Locale,
): { input: EmbedInput; errors: null } | { input: null; errors: EmbedErrors } {
  const errors: EmbedErrors = {};
  const partnerName = values.partner_name.trim();
  const nameProblem = embedPartnerNameProblem(partnerName);
  if (nameProblem) errors.partner_name = { kind: "message", id: nameProblem };
  if (values.target_slug === "") errors.target_slug = { kind: "message", id: messages.embedTarget.id };
  const presets = checkPresets(values.presets, locale, errors);
  const colour = values.colour.trim().toLowerCase();
  const colourIssue = colourProblem(colour);
  if (colourIssue) errors.colour = colourIssue;
  const origins = checkOrigins(values.origins, errors);
  const reason = values.reason.trim();
  if (reason === "" || reason.length > 500)
    errors.reason = { kind: "message", id: messages.invalidReason.id };
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      partner_name: partnerName,
      allowed_origins: origins,
      target: { kind: values.target_kind, slug: values.target_slug },
      locale: values.locale,
      presets,
      colour,
      show_meter: values.show_meter,
      reason,
    },
    errors: null,
  };
}

/** The first field with a problem, in the order the form shows them. */
export function firstErrorField(errors: EmbedErrors): EmbedField | null {
  return embedFieldOrder.find((field) => errors[field] !== undefined) ?? null;
}
