import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateFundraiserPageInput,
  createFundraiserPageRequestSchema,
  type EditFundraiserPageInput,
} from "@rimbun/contract/fundraisers";
import { addDays, jakartaDay } from "@rimbun/domain/dates";
import { messages } from "@rimbun/domain/messages";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { OwnFundraiserPage } from "../../lib/api.ts";

export type PageLocale = "id" | "en";

/**
 * The page form as typed: text fields always present ("" for none), the goal a number (NaN while
 * empty), the campaign "" for the general fund. `fundraiserBodyOf` turns it into the contract's body.
 */
export interface FundraiserFormValues {
  title: string;
  story: string;
  title_alt: string;
  story_alt: string;
  goal: number;
  ends_on: string;
  locale: PageLocale;
  photo: string | null;
  campaign: string;
}

/** The other language of a page (its optional second title and story). */
export const otherLocale = (locale: PageLocale): PageLocale => (locale === "id" ? "en" : "id");

/** The contract's body of a new page: empty optional fields sent as null. */
export function fundraiserBodyOf(values: FundraiserFormValues): CreateFundraiserPageInput {
  return {
    title: values.title,
    story: values.story,
    title_alt: values.title_alt.trim() === "" ? null : values.title_alt,
    story_alt: values.story_alt.trim() === "" ? null : values.story_alt,
    goal: values.goal,
    ends_on: values.ends_on === "" ? null : values.ends_on,
    locale: values.locale,
    photo: values.photo,
    campaign: values.campaign === "" ? null : values.campaign,
  };
}

/** The edit call's body: the same fields without the campaign (fixed once the page is made). */
export function editBodyOf(values: FundraiserFormValues): EditFundraiserPageInput {
  const { campaign: _campaign, ...body } = fundraiserBodyOf(values);
  return body;
}

/**
 * docs/product/fundraisers.md#pages: the end date is a Jakarta day from today to a year ahead. The
 * contract only checks its shape; the API checks the range again.
 */
export function endsOnInRange(day: string, now: Date = new Date()): boolean {
  if (day === "") return true;
  const today = jakartaDay(now);
  return day >= today && day <= addDays(today, 366);
}

const contractResolver = zodResolver(createFundraiserPageRequestSchema);

/** The contract's rules for a page, plus the end date's range, on the form's values. */
export const fundraiserFormResolver: Resolver<FundraiserFormValues, unknown, FundraiserFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(fundraiserBodyOf(values), context, options as never);
  const errors = { ...result.errors } as FieldErrors<FundraiserFormValues>;
  if (!endsOnInRange(values.ends_on)) {
    errors.ends_on = { type: "range", message: messages.fundraiserEndsOnRange.id };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values, errors: {} };
};

/** A new page's empty form, in the reader's language, for the general fund until a campaign is chosen. */
export function emptyFundraiserForm(locale: PageLocale): FundraiserFormValues {
  return {
    title: "",
    story: "",
    title_alt: "",
    story_alt: "",
    goal: Number.NaN,
    ends_on: "",
    locale,
    photo: null,
    campaign: "",
  };
}

/** A stored page in the form's shape. */
export function fundraiserFormOf(page: OwnFundraiserPage): FundraiserFormValues {
  return {
    title: page.title,
    story: page.story,
    title_alt: page.title_alt ?? "",
    story_alt: page.story_alt ?? "",
    goal: page.goal,
    ends_on: page.ends_on ?? "",
    locale: page.locale,
    photo: page.photo?.id ?? null,
    campaign: page.campaign?.slug ?? "",
  };
}
