import { zodResolver } from "@hookform/resolvers/zod";
import { campaignInputSchema } from "@rimbun/contract/campaigns";
import { messages } from "@rimbun/domain/messages";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { CampaignInput, StaffCampaign } from "../../lib/api.ts";

export const locales = ["id", "en"] as const;
export type EditorLocale = (typeof locales)[number];
export type Localized = Record<EditorLocale, string>;

/** An image's id and its description, as the form holds them (fields exist with or without an image). */
export interface ImageUseValues {
  id: string | null;
  alt: Localized;
}

/** The campaign form: the contract's body, with the cover's fields always present (no id: none). */
export type CampaignFormValues = Omit<CampaignInput, "cover"> & { cover: ImageUseValues };

const empty = (): Localized => ({ id: "", en: "" });

/** The image the API takes (`{ id, alt }` or null), and its descriptions checked for both languages. */
export function imageUseOf(image: ImageUseValues): { id: string; alt: Localized } | null {
  return image.id ? { id: image.id, alt: image.alt } : null;
}

/** A picture needs its description in both languages, for people who cannot see it. */
export function missingAltErrors(
  image: ImageUseValues,
): Partial<Record<EditorLocale, { type: string; message: string }>> {
  const errors: Partial<Record<EditorLocale, { type: string; message: string }>> = {};
  if (!image.id) return errors;
  for (const locale of locales) {
    if (!image.alt[locale].trim())
      errors[locale] = { type: "required", message: messages.invalidRequired.id };
  }
  return errors;
}

const contractResolver = zodResolver(campaignInputSchema);

/** The contract's rules for a campaign (`campaignInputSchema`), plus the cover's descriptions. */
export const campaignFormResolver: Resolver<CampaignFormValues, unknown, CampaignInput> = async (
  values,
  context,
  options,
) => {
  const input: CampaignInput = { ...values, cover: imageUseOf(values.cover) };
  const result = await contractResolver(input, context, options as never);
  const errors = { ...result.errors } as FieldErrors<CampaignFormValues>;
  const alt = missingAltErrors(values.cover);
  if (alt.id || alt.en) errors.cover = { ...errors.cover, alt: { ...errors.cover?.alt, ...alt } } as never;
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: input, errors: {} };
};

/** A new campaign's empty form (a draft until published), after the seeded ones on the landing. */
export function emptyCampaignForm(): CampaignFormValues {
  return {
    slug: "",
    kind: "campaign",
    title: empty(),
    summary: empty(),
    place: empty(),
    story: empty(),
    uses: empty(),
    // Empty until typed: the number field reads it as "not a number" and the check asks for one.
    target: undefined as unknown as number,
    starts_on: new Date().toISOString().slice(0, 10),
    ends_on: null,
    cover: { id: null, alt: empty() },
    scene: "forest",
    sort_order: 100,
    raised_offline: 0,
  };
}

/** The stored campaign in the form's shape (the PUT body, which replaces every field). */
export function campaignFormOf(campaign: StaffCampaign): CampaignFormValues {
  return {
    slug: campaign.slug,
    kind: campaign.kind,
    title: { ...campaign.title },
    summary: { ...campaign.summary },
    place: { ...campaign.place },
    story: { ...campaign.story },
    uses: { ...campaign.uses },
    target: campaign.target,
    starts_on: campaign.starts_on,
    ends_on: campaign.ends_on,
    cover: { id: campaign.cover?.id ?? null, alt: { ...(campaign.cover?.alt ?? empty()) } },
    scene: campaign.scene,
    sort_order: campaign.sort_order,
    raised_offline: campaign.raised_offline,
  };
}
