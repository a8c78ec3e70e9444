import { Trans, useLingui } from "@lingui/react/macro";
import { campaignKinds, campaignScenes } from "@rimbun/contract/campaigns";
import { messages } from "@rimbun/domain/messages";
import { Button, TextField } from "@rimbun/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { CampaignInput } from "../../lib/api.ts";
import {
  type CampaignFormValues,
  campaignFormResolver,
  type EditorLocale,
  locales,
} from "./campaign-form-values.ts";
import type { ShownImage } from "./cover-field.tsx";
import { ImageUseField } from "./image-use-field.tsx";
import { RichTextField } from "./rich-text-field.tsx";

interface CampaignFormProps {
  initial: CampaignFormValues;
  /** The stored cover, shown until another is uploaded. */
  cover: ShownImage | null;
  /** The slug is the public URL: fixed once the campaign was published. */
  slugLocked: boolean;
  isNew: boolean;
  saving: boolean;
  refusal: string | null;
  onSave: (values: CampaignInput) => void;
}

const emptyToNull = (value: unknown) => (value === "" ? null : value);

function LanguageName({ locale }: { locale: EditorLocale }) {
  return locale === "id" ? <Trans>Indonesian</Trans> : <Trans>English</Trans>;
}

/**
 * A campaign's fields: the facts once (address, kind, target, dates, drawing, cover), then the words
 * in each language, the rich-text ones with their preview beside them.
 */
export function CampaignForm({
  initial,
  cover,
  slugLocked,
  isNew,
  saving,
  refusal,
  onSave,
}: CampaignFormProps) {
  const { t } = useLingui();
  const ids = useId();
  const [shownCover, setShownCover] = useState<ShownImage | null>(cover);
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: campaignFormResolver,
    defaultValues: initial,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const sceneNames: Record<(typeof campaignScenes)[number], string> = {
    forest: t`Forest`,
    mangrove: t`Mangrove`,
    lake: t`Lake`,
    seedlings: t`Seedlings`,
    river: t`River`,
    school: t`School`,
  };

  return (
    <form className="campaign-form" noValidate onSubmit={handleSubmit((values) => onSave(values))}>
      <fieldset className="rb-card campaign-form__section" disabled={saving}>
        <legend className="campaign-form__legend">
          <Trans>Campaign facts</Trans>
        </legend>
        <div className="campaign-grid">
          <TextField
            label={t`Web address (slug)`}
            required
            readOnly={slugLocked}
            hint={
              slugLocked
                ? t`Fixed since the campaign was first published: links to it must keep working.`
                : t`Lowercase letters, digits and dashes: the page is /campaign/your-slug.`
            }
            error={
              errors.slug?.message === messages.errorValidation.id
                ? t`Use at least 3 lowercase letters or digits, words joined by single dashes.`
                : errors.slug?.message
            }
            autoComplete="off"
            spellCheck={false}
            {...register("slug")}
          />
          <div className="rb-field">
            <label className="rb-field__label" htmlFor={`${ids}-kind`}>
              <Trans>Kind</Trans>
            </label>
            <select id={`${ids}-kind`} className="rb-select" {...register("kind")}>
              {campaignKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kind === "campaign"
                    ? t`Campaign (own page, takes donations)`
                    : t`Programme (landing card)`}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t`Target (Rp)`}
            required
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            autoComplete="off"
            error={errors.target ? t`Enter the target in whole rupiah, more than 0.` : undefined}
            {...register("target", { valueAsNumber: true })}
          />
          <TextField
            label={t`Raised outside the platform (Rp)`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            autoComplete="off"
            hint={t`Transfers and events, added to the amount raised.`}
            error={errors.raised_offline ? t`Enter the amount in whole rupiah, 0 or more.` : undefined}
            {...register("raised_offline", { valueAsNumber: true })}
          />
          <TextField
            label={t`Order on the landing page`}
            type="number"
            min={0}
            step={1}
            hint={t`Smaller numbers come first.`}
            error={errors.sort_order?.message}
            {...register("sort_order", { valueAsNumber: true })}
          />
          <TextField
            label={t`Starts on`}
            type="date"
            error={errors.starts_on?.message}
            {...register("starts_on", { setValueAs: emptyToNull })}
          />
          <TextField
            label={t`Ends on`}
            type="date"
            hint={t`A campaign needs one to be published; a programme may leave it empty.`}
            error={errors.ends_on?.message}
            {...register("ends_on", { setValueAs: emptyToNull })}
          />
          <div className="rb-field">
            <label className="rb-field__label" htmlFor={`${ids}-scene`}>
              <Trans>Drawing shown without a cover</Trans>
            </label>
            <select
              id={`${ids}-scene`}
              className="rb-select"
              {...register("scene", { setValueAs: emptyToNull })}
            >
              <option value="">{t`None`}</option>
              {campaignScenes.map((scene) => (
                <option key={scene} value={scene}>
                  {sceneNames[scene]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ImageUseField
          form={form}
          name="cover"
          label={t`Cover image`}
          altLabels={{ id: t`Cover description (Indonesian)`, en: t`Cover description (English)` }}
          shown={shownCover}
          onShownChange={setShownCover}
          disabled={saving}
        />
      </fieldset>

      {locales.map((locale) => (
        <fieldset key={locale} className="rb-card campaign-form__section" disabled={saving}>
          <legend className="campaign-form__legend">
            <LanguageName locale={locale} />
          </legend>
          <div className="campaign-grid">
            <TextField
              label={t`Title`}
              lang={locale}
              required
              maxLength={120}
              error={errors.title?.[locale]?.message}
              {...register(`title.${locale}`)}
            />
            <TextField
              label={t`Place`}
              lang={locale}
              maxLength={120}
              hint={t`E.g. Kapuas Hulu, West Kalimantan.`}
              error={errors.place?.[locale]?.message}
              {...register(`place.${locale}`)}
            />
          </div>
          <TextField
            label={t`Summary`}
            lang={locale}
            required
            maxLength={300}
            hint={t`One or two sentences for the landing card.`}
            error={errors.summary?.[locale]?.message}
            {...register(`summary.${locale}`)}
          />
          <RichTextField
            control={control}
            name={`story.${locale}`}
            label={t`Story`}
            lang={locale}
            error={errors.story?.[locale]?.message}
            rows={10}
          />
          <RichTextField
            control={control}
            name={`uses.${locale}`}
            label={t`What a donation pays for`}
            lang={locale}
            error={errors.uses?.[locale]?.message}
            rows={5}
          />
        </fieldset>
      ))}

      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="campaign-form__actions">
        <Button type="submit" loading={saving}>
          {isNew ? <Trans>Create draft</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}
