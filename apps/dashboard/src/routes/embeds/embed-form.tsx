import { Trans, useLingui } from "@lingui/react/macro";
import { EMBED_ORIGINS_MAX, EMBED_PARTNER_NAME_MAX } from "@rimbun/domain/embeds";
import { toLocale } from "@rimbun/i18n";
import { Button, Checkbox, TextField } from "@rimbun/ui";
import { useId, useState } from "react";
import type { EmbedInput } from "../../lib/api.ts";
import {
  ColourField,
  controlId,
  type FieldPartProps,
  PresetFields,
  TargetFields,
  TextAreaField,
} from "./embed-form-fields.tsx";
import {
  checkEmbedForm,
  defaultColour,
  type EmbedErrors,
  type EmbedFormValues,
  firstErrorField,
  readPresets,
  whiteContrastOf,
} from "./embed-form-values.ts";
import { EmbedPreview } from "./embed-preview.tsx";
import { useProblemText } from "./embed-problems.ts";
import type { TargetOption } from "./embed-targets.ts";

interface EmbedFormProps {
  initial: EmbedFormValues;
  options: readonly TargetOption[];
  isNew: boolean;
  saving: boolean;
  refusal: string | null;
  onSave: (input: EmbedInput) => void;
}

/** The partner, their sites, the language and the reason: the words around the button. */
function PartnerFields({ values, set, errors, ids }: FieldPartProps) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const max = EMBED_ORIGINS_MAX;
  return (
    <>
      <TextField
        id={controlId(ids, "partner_name")}
        label={t`Partner`}
        required
        maxLength={EMBED_PARTNER_NAME_MAX}
        autoComplete="off"
        hint={t`The company, school or news site that shows the button.`}
        value={values.partner_name}
        error={errors.partner_name ? problemText(errors.partner_name) : undefined}
        onChange={(event) => set("partner_name", event.currentTarget.value)}
      />
      <TextAreaField
        id={controlId(ids, "origins")}
        className="embed-form__origins"
        label={t`The partner's sites`}
        required
        rows={3}
        hint={t`One a line, as https://example.org (with :port if needed, no path); up to ${max}. The button works only on these sites.`}
        value={values.origins}
        error={errors.origins ? problemText(errors.origins) : null}
        onChange={(text) => set("origins", text)}
      />
    </>
  );
}

/** The language the button speaks to the partner's readers. */
function LanguageField({ values, set, ids }: FieldPartProps) {
  const { t } = useLingui();
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={`${ids}-locale`}>
        <Trans>Language of the button</Trans>
      </label>
      <select
        id={`${ids}-locale`}
        className="rb-select"
        value={values.locale}
        onChange={(event) => set("locale", toLocale(event.currentTarget.value))}
      >
        <option value="id">{t`Indonesian`}</option>
        <option value="en">{t`English`}</option>
      </select>
    </div>
  );
}

/** The API's refusal, if any, and the send button. */
function SubmitRow({ isNew, saving, refusal }: { isNew: boolean; saving: boolean; refusal: string | null }) {
  return (
    <>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="embed-form__actions">
        <Button type="submit" loading={saving}>
          {isNew ? <Trans>Create embed code</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </>
  );
}

/**
 * An embed code's fields (docs/product/staff-console.md#embed-codes): checked here with the API's rules
 * when sent, the first field with a problem focused, and the preview beside them following every change.
 */
export function EmbedForm({ initial, options, isNew, saving, refusal, onSave }: EmbedFormProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const ids = useId().replace(/:/g, "");
  const [values, setValues] = useState(initial);
  const [search, setSearch] = useState("");
  const [tried, setTried] = useState(false);
  const problemText = useProblemText();
  const set: FieldPartProps["set"] = (key, value) => setValues((old) => ({ ...old, [key]: value }));
  const checked = checkEmbedForm(values, locale);
  const errors: EmbedErrors = tried && checked.errors ? checked.errors : {};
  const parts = { values, set, errors, ids };
  const target = options.find(
    (option) => option.kind === values.target_kind && option.slug === values.target_slug,
  );

  function submit() {
    setTried(true);
    if (checked.errors) {
      const first = firstErrorField(checked.errors);
      const id = first === "presets" ? controlId(ids, "presets.0") : first ? controlId(ids, first) : null;
      if (id) document.getElementById(id)?.focus();
      return;
    }
    onSave(checked.input);
  }

  return (
    <div className="embed-editor__layout">
      <form
        className="rb-card embed-form"
        noValidate
        aria-label={isNew ? t`New embed code` : t`Edit embed code`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="embed-form__section" disabled={saving}>
          <PartnerFields {...parts} />
          <TargetFields {...parts} options={options} search={search} onSearch={setSearch} />
          <LanguageField {...parts} />
          <PresetFields {...parts} />
          <ColourField {...parts} />
          <Checkbox
            label={t`Show the goal meter (raised, goal and donors)`}
            checked={values.show_meter}
            onChange={(event) => set("show_meter", event.currentTarget.checked)}
          />
          <TextAreaField
            id={controlId(ids, "reason")}
            label={t`Reason (kept in the audit log)`}
            required
            rows={2}
            value={values.reason}
            error={errors.reason ? problemText(errors.reason) : null}
            onChange={(text) => set("reason", text)}
          />
        </fieldset>
        <SubmitRow isNew={isNew} saving={saving} refusal={refusal} />
      </form>
      <EmbedPreview
        locale={values.locale}
        title={target ? target.title[values.locale] || target.slug : null}
        presets={readPresets(values.presets, locale)}
        colour={whiteContrastOf(values.colour) === null ? defaultColour : values.colour.trim().toLowerCase()}
        showMeter={values.show_meter}
        meter={target?.meter ?? null}
      />
    </div>
  );
}
