import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  FUNDRAISER_UPDATE_MAX,
  FUNDRAISER_UPDATES_PER_PAGE,
  type PostFundraiserUpdateInput,
  postFundraiserUpdateRequestSchema,
} from "@rimbun/contract/fundraisers";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { FieldError } from "@rimbun/ui/field/field-parts";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type OwnFundraiserPage, postFundraiserUpdate } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

/**
 * A thank-you update (docs/product/fundraisers.md#owner-mails): plain text mailed to the page's donors
 * who accept such mails, each with an unsubscribe link. Nothing to mail before the first gift. One a day
 * and ten per page: the API's refusal (`fundraiser.updateDaily`, `fundraiser.updateLimit`) shows as said.
 */
export function PageUpdate({ page }: { page: OwnFundraiserPage }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const id = useId();
  const [sent, setSent] = useState<number | null>(null);
  const form = useForm<PostFundraiserUpdateInput>({
    resolver: zodResolver(postFundraiserUpdateRequestSchema),
    defaultValues: { body: "" },
  });
  const post = useApiMutation({
    call: (input: PostFundraiserUpdateInput) => postFundraiserUpdate(page.slug, input),
    onSuccess: (result) => {
      form.reset({ body: "" });
      setSent(result.recipients);
    },
  });
  const error = form.formState.errors.body?.message;
  const max = formatNumber(FUNDRAISER_UPDATE_MAX, locale);
  const most = formatNumber(FUNDRAISER_UPDATES_PER_PAGE, locale);
  return (
    <section className="rb-card fundraiser-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fundraiser-panel__title">
        <Trans>Thank your donors</Trans>
      </h2>
      {page.donor_count === 0 ? (
        <p className="fundraiser-panel__note">
          <Trans>Once someone gives through your page, you can write to thank them here.</Trans>
        </p>
      ) : (
        <form
          noValidate
          className="fundraiser-update"
          onSubmit={form.handleSubmit((values) => void post.submit(values))}
        >
          <div className="rb-field">
            <label className="rb-field__label" htmlFor={`${id}-body`}>
              <Trans>Update mailed to your donors</Trans>
            </label>
            <textarea
              id={`${id}-body`}
              className="rb-textarea"
              rows={5}
              maxLength={FUNDRAISER_UPDATE_MAX}
              lang={page.locale}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              disabled={post.pending}
              {...form.register("body")}
            />
            <p className="rb-field__hint" id={`${id}-hint`}>
              {t`Plain text, at most ${max} characters. Donors who accept such mails receive it with a link to stop them.`}{" "}
              {t`So that donors are not flooded: one update a day, at most ${most} for this page.`}
            </p>
            {error ? <FieldError id={`${id}-error`} message={error} /> : null}
          </div>
          {post.refusal ? (
            <p className="field-error" role="alert">
              {post.refusal}
            </p>
          ) : null}
          <p role="status" className="fundraiser-panel__done">
            {sent === null ? null : (
              <Plural
                value={sent}
                _0="Sent. No donor accepts such mails yet."
                one="Sent to # donor."
                other="Sent to # donors."
              />
            )}
          </p>
          <div>
            <Button type="submit" size="small" loading={post.pending}>
              <Trans>Send the update</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
