import { Trans, useLingui } from "@lingui/react/macro";
import { FUNDRAISER_TITLE_MAX } from "@rimbun/contract/fundraisers";
import { toLocale } from "@rimbun/i18n";
import { Button, TextField } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { listSiteCampaigns, type OwnFundraiserPage, uploadFundraiserPhoto } from "../../lib/api.ts";
import { ImageField, type ShownImage, shownImageOf } from "../../routes/campaigns/cover-field.tsx";
import { RichTextField } from "../../routes/campaigns/rich-text-field.tsx";
import { type FundraiserFormValues, fundraiserFormResolver, otherLocale } from "./fundraiser-form-values.ts";
import { LanguageName } from "./fundraiser-words.tsx";
import { GoalField } from "./goal-field.tsx";
import { LocaleSelect } from "./locale-select.tsx";

interface FundraiserFormProps {
  initial: FundraiserFormValues;
  /** The stored page (edit), or null for a new one: its campaign can be chosen only then. */
  page: OwnFundraiserPage | null;
  saving: boolean;
  refusal: string | null;
  onSave: (values: FundraiserFormValues) => void;
}

/** Published campaigns only (programmes take no gifts of their own): what a page may raise for. */
function CampaignChoice({
  form,
  disabled,
}: {
  form: UseFormReturn<FundraiserFormValues>;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const id = useId();
  const campaigns = useQuery({
    queryKey: ["site-campaigns"],
    queryFn: ({ signal }) => listSiteCampaigns({ signal }),
  });
  const choices = (campaigns.data ?? []).filter(
    (campaign) => campaign.kind === "campaign" && campaign.status === "published",
  );
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={`${id}-campaign`}>
        <Trans>Raise money for</Trans>
      </label>
      <select
        id={`${id}-campaign`}
        className="rb-select"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        {...form.register("campaign")}
      >
        <option value="">{t`The foundation's general fund`}</option>
        {choices.map((campaign) => (
          <option key={campaign.slug} value={campaign.slug}>
            {campaign.title[locale] || campaign.slug}
          </option>
        ))}
      </select>
      <p className="rb-field__hint" id={`${id}-hint`}>
        <Trans>Fixed once the page is made: gifts through the page go there.</Trans>
      </p>
    </div>
  );
}

/** The page's words in one language: its main ones (required) or the other language's (optional). */
function PageTexts({
  form,
  locale,
  alt,
}: {
  form: UseFormReturn<FundraiserFormValues>;
  locale: "id" | "en";
  alt: boolean;
}) {
  const { t } = useLingui();
  const errors = form.formState.errors;
  const title = alt ? "title_alt" : "title";
  const story = alt ? "story_alt" : "story";
  return (
    <fieldset className="rb-card campaign-form__section">
      <legend className="campaign-form__legend">
        <LanguageName locale={locale} />
        {alt ? ` ${t`(optional)`}` : null}
      </legend>
      {alt ? (
        <p className="fundraiser-form__note">
          <Trans>Readers of the other language see these words when you fill them in.</Trans>
        </p>
      ) : null}
      <TextField
        label={t`Title`}
        lang={locale}
        required={!alt}
        maxLength={FUNDRAISER_TITLE_MAX}
        hint={alt ? undefined : t`The page's address is made from the first title and never changes.`}
        error={errors[title]?.message}
        {...form.register(title)}
      />
      <RichTextField
        control={form.control}
        name={story}
        label={t`Story`}
        lang={locale}
        error={errors[story]?.message}
        rows={8}
      />
    </fieldset>
  );
}

/**
 * A fundraiser page's fields (docs/product/fundraisers.md#pages): the facts (campaign, goal, end date,
 * language, photo), then its words in its language and, optionally, in the other.
 */
export function FundraiserForm({ initial, page, saving, refusal, onSave }: FundraiserFormProps) {
  const { t } = useLingui();
  const _ids = useId();
  const [shown, setShown] = useState<ShownImage | null>(shownImageOf(page?.photo));
  const form = useForm<FundraiserFormValues, unknown, FundraiserFormValues>({
    resolver: fundraiserFormResolver,
    defaultValues: initial,
  });
  const errors = form.formState.errors;
  const locale = form.watch("locale");
  return (
    <form className="campaign-form" noValidate onSubmit={form.handleSubmit(onSave)}>
      <fieldset className="rb-card campaign-form__section" disabled={saving}>
        <legend className="campaign-form__legend">
          <Trans>Page facts</Trans>
        </legend>
        <div className="campaign-grid">
          {page ? null : <CampaignChoice form={form} disabled={saving} />}
          <GoalField register={form.register} error={errors.goal?.message} />
          <TextField
            label={t`Ends on (optional)`}
            type="date"
            hint={t`From today to one year ahead; leave empty for no end.`}
            error={errors.ends_on?.message}
            {...form.register("ends_on")}
          />
          <LocaleSelect label={<Trans>Language of the page</Trans>} registration={form.register("locale")} />
        </div>
        <ImageField
          label={<Trans>Photo</Trans>}
          image={shown}
          alt={t`The page's photo`}
          upload={uploadFundraiserPhoto}
          disabled={saving}
          onUploaded={(image) => {
            form.setValue("photo", image.id, { shouldDirty: true });
            setShown(shownImageOf(image));
          }}
          onRemove={() => {
            form.setValue("photo", null, { shouldDirty: true });
            setShown(null);
          }}
        />
      </fieldset>
      <PageTexts form={form} locale={locale} alt={false} />
      <PageTexts form={form} locale={otherLocale(locale)} alt />
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="campaign-form__actions">
        <Button type="submit" loading={saving}>
          {page ? <Trans>Save changes</Trans> : <Trans>Create page</Trans>}
        </Button>
      </div>
    </form>
  );
}
