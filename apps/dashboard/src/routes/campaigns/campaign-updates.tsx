import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { campaignUpdateInputSchema } from "@rimbun/contract/campaigns";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button, TextField } from "@rimbun/ui";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import {
  type CampaignUpdateInput,
  hideCampaignUpdate,
  postCampaignUpdate,
  type StaffCampaign,
  type StaffCampaignUpdate,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { type ImageUseValues, imageUseOf, type Localized, missingAltErrors } from "./campaign-form-values.ts";
import { adminCampaignKey, adminCampaignsKey } from "./campaign-queries.ts";
import type { ShownImage } from "./cover-field.tsx";
import { ImageUseField } from "./image-use-field.tsx";
import { RichTextField } from "./rich-text-field.tsx";
import { RichTextPreview } from "./rich-text-preview.tsx";

/** The form's values: the contract's update body with the photo and spending fields always present. */
interface UpdateFormValues {
  body: Localized;
  photo: ImageUseValues;
  funds_used: { amount: number; description: Localized };
}

const emptyUpdate = (): UpdateFormValues => ({
  body: { id: "", en: "" },
  photo: { id: null, alt: { id: "", en: "" } },
  // Empty until typed (a number field reads "" as not a number): no funds used.
  funds_used: { amount: Number.NaN, description: { id: "", en: "" } },
});

/** What the form itself checks: the reason (and the confirmation) are asked in the dialog after it. */
type UpdateFormOutput = Omit<CampaignUpdateInput, "reason" | "confirmOverRaised">;
const contractResolver = zodResolver(
  campaignUpdateInputSchema.omit({ reason: true, confirmOverRaised: true }),
);

/**
 * Whether this update's funds used, added to those of the visible updates, pass what the campaign raised:
 * the API refuses that unless confirmed with a reason (docs/decisions/campaigns.md#funds-used).
 */
export function fundsOverRaised(campaign: Pick<StaffCampaign, "raised" | "funds_used">, amount: number) {
  return Number.isFinite(amount) && amount > 0 && campaign.funds_used + amount > campaign.raised;
}

/**
 * The contract's rules for an update (`campaignUpdateInputSchema`), after leaving out the spending
 * when nothing of it was typed; plus the photo's descriptions in both languages.
 */
const updateResolver: Resolver<UpdateFormValues, unknown, UpdateFormOutput> = async (
  values,
  context,
  options,
) => {
  const funds = values.funds_used;
  const noFunds = Number.isNaN(funds.amount) && !funds.description.id.trim() && !funds.description.en.trim();
  const input: UpdateFormOutput = {
    body: values.body,
    photo: imageUseOf(values.photo),
    funds_used: noFunds ? null : funds,
  };
  const result = await contractResolver(input, context, options as never);
  const errors = { ...result.errors } as FieldErrors<UpdateFormValues>;
  const alt = missingAltErrors(values.photo);
  if (alt.id || alt.en) errors.photo = { ...errors.photo, alt: { ...errors.photo?.alt, ...alt } } as never;
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: input, errors: {} };
};

function UpdateForm({ campaign }: { campaign: StaffCampaign }) {
  const { t, i18n } = useLingui();
  const slug = campaign.slug;
  const [photo, setPhoto] = useState<ShownImage | null>(null);
  // The checked update waiting for its reason in the dialog.
  const [pending, setPending] = useState<UpdateFormOutput | null>(null);
  const form = useForm<UpdateFormValues, unknown, UpdateFormOutput>({
    resolver: updateResolver,
    defaultValues: emptyUpdate(),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = form;
  const post = useApiMutation({
    call: (input: CampaignUpdateInput) => postCampaignUpdate(slug, input),
    invalidates: [adminCampaignKey(slug), adminCampaignsKey],
    announce: t`The update is posted. Its e-mail goes to the campaign's donors.`,
    onSuccess: () => {
      reset(emptyUpdate());
      setPhoto(null);
      setPending(null);
    },
    refreshAfterRefusal: true,
  });
  const typedAmount = watch("funds_used.amount");
  const readerLocale = i18n.locale === "en" ? "en" : "id";
  const raised = formatRupiah(campaign.raised, readerLocale);
  const overRaised = fundsOverRaised(campaign, typedAmount);
  const shownAmount = pending?.funds_used?.amount ?? typedAmount;
  const usedTotal = formatRupiah(
    campaign.funds_used + (Number.isFinite(shownAmount) ? shownAmount : 0),
    readerLocale,
  );
  const pendingOver = pending?.funds_used ? fundsOverRaised(campaign, pending.funds_used.amount) : false;

  return (
    <>
      <form
        className="rb-card campaign-form__section update-form"
        aria-labelledby="post-update-title"
        noValidate
        onSubmit={handleSubmit((values) => {
          post.setRefusal(null);
          setPending(values);
        })}
      >
        <h3 className="campaign-form__legend" id="post-update-title">
          <Trans>Post an update</Trans>
        </h3>
        <fieldset className="update-form__fields" disabled={post.pending}>
          {(["id", "en"] as const).map((locale) => (
            <RichTextField
              key={locale}
              control={control}
              name={`body.${locale}`}
              label={locale === "id" ? t`Update (Indonesian)` : t`Update (English)`}
              required
              lang={locale}
              error={errors.body?.[locale]?.message}
              rows={5}
            />
          ))}
          <ImageUseField
            form={form}
            name="photo"
            label={t`Photo (optional)`}
            altLabels={{ id: t`Photo description (Indonesian)`, en: t`Photo description (English)` }}
            shown={photo}
            onShownChange={setPhoto}
            disabled={post.pending}
          />
          <div className="campaign-grid campaign-grid--three">
            <TextField
              label={t`Funds used (Rp, optional)`}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              autoComplete="off"
              error={
                errors.funds_used?.amount ? t`Enter the amount in whole rupiah, more than 0.` : undefined
              }
              {...register("funds_used.amount", { valueAsNumber: true })}
            />
            <TextField
              label={t`Spent on (Indonesian)`}
              lang="id"
              maxLength={300}
              error={errors.funds_used?.description?.id?.message}
              {...register("funds_used.description.id")}
            />
            <TextField
              label={t`Spent on (English)`}
              lang="en"
              maxLength={300}
              error={errors.funds_used?.description?.en?.message}
              {...register("funds_used.description.en")}
            />
          </div>
          {overRaised ? (
            <p className="update-form__warning" role="status">
              <Trans>
                Funds used would come to {usedTotal}, more than the {raised} this campaign raised. Check the
                amount; to post it anyway you will be asked to confirm and say why.
              </Trans>
            </p>
          ) : null}
        </fieldset>
        <div className="campaign-form__actions">
          <Button type="submit" loading={post.pending}>
            <Trans>Post update</Trans>
          </Button>
        </div>
      </form>
      <ReasonDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pendingOver ? t`Funds used are more than raised` : t`Post this update`}
        description={
          pendingOver
            ? t`Funds used would come to ${usedTotal}, more than the ${raised} this campaign raised. Posting confirms this figure: say why (for example, money from another source).`
            : t`It appears on the campaign page and is e-mailed to the campaign's donors.`
        }
        confirm={pendingOver ? t`Confirm and post` : t`Post update`}
        pending={post.pending}
        refusal={post.refusal}
        onConfirm={(reason) => {
          if (!pending) return;
          void post.submit({ ...pending, reason, ...(pendingOver ? { confirmOverRaised: true } : {}) });
        }}
      />
    </>
  );
}

function UpdateItem({ update, onHide }: { update: StaffCampaignUpdate; onHide: () => void }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const hidden = update.hidden_at !== null;
  const hiddenOn = update.hidden_at ? formatDateTime(update.hidden_at, locale) : "";
  const spent = update.funds_used ? formatRupiah(update.funds_used.amount, locale) : "";
  const spentOn = update.funds_used?.description[locale] ?? "";
  return (
    <li className={`rb-card update-item${hidden ? " update-item--hidden" : ""}`}>
      <div className="update-item__head">
        <p className="update-item__date">
          <time dateTime={update.posted_at}>{formatDateTime(update.posted_at, locale)}</time>
          {update.hidden_at ? (
            <>
              {" · "}
              <Trans>Hidden on {hiddenOn}</Trans>
            </>
          ) : null}
        </p>
        {hidden ? null : (
          <Button size="small" variant="ghost" onClick={onHide}>
            <Trans>Hide</Trans>
          </Button>
        )}
      </div>
      <RichTextPreview source={update.body[locale]} />
      {update.photo ? (
        <img
          className="update-item__photo"
          src={update.photo.urls.webp}
          alt={update.photo.alt[locale]}
          width={update.photo.width}
          height={update.photo.height}
          loading="lazy"
        />
      ) : null}
      {update.funds_used ? (
        <p className="update-item__funds">
          <Trans>
            Funds used: {spent} for {spentOn}
          </Trans>
        </p>
      ) : null}
    </li>
  );
}

/** The campaign's updates, newest first (hidden ones marked), each hidden with a reason; and the form. */
export function CampaignUpdates({ campaign }: { campaign: StaffCampaign }) {
  const { t } = useLingui();
  const [hiding, setHiding] = useState<StaffCampaignUpdate | null>(null);
  const hide = useApiMutation({
    call: (reason: string) => hideCampaignUpdate(campaign.slug, hiding?.id ?? "", { reason }),
    invalidates: [adminCampaignKey(campaign.slug), adminCampaignsKey],
    onSuccess: () => setHiding(null),
    announce: t`The update is hidden.`,
    refreshAfterRefusal: true,
  });
  const updates = campaign.updates;
  return (
    <section className="campaign-updates" aria-labelledby="campaign-updates-title">
      <h2 className="campaign-updates__title" id="campaign-updates-title">
        <Trans>Updates</Trans>
      </h2>
      {campaign.status === "draft" ? (
        <p className="campaign-updates__empty">
          <Trans>Updates can be posted once the campaign is published.</Trans>
        </p>
      ) : (
        <UpdateForm campaign={campaign} />
      )}
      {updates.length === 0 ? (
        <p className="campaign-updates__empty">
          <Trans>No updates yet.</Trans>
        </p>
      ) : (
        <ul className="update-list">
          {updates.map((update) => (
            <UpdateItem key={update.id} update={update} onHide={() => setHiding(update)} />
          ))}
        </ul>
      )}
      <ReasonDialog
        open={hiding !== null}
        onClose={() => setHiding(null)}
        title={t`Hide this update`}
        description={t`It disappears from the campaign page. E-mails already sent stay sent.`}
        confirm={t`Hide update`}
        pending={hide.pending}
        refusal={hide.refusal}
        onConfirm={(reason) => void hide.submit(reason)}
      />
    </section>
  );
}
