import { Trans, useLingui } from "@lingui/react/macro";
import { VOLUNTEER_TRAINING_MONTHS } from "@rimbun/domain/constants";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { translateMessage } from "@rimbun/ui";
import { Button } from "@rimbun/ui/button/button";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { PhoneField } from "@rimbun/ui/phone-field/phone-field";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SiteApiError } from "../../lib/api/client.ts";
import { signUpVolunteer } from "../../lib/api/public.ts";
import { enteredBeforeHydration } from "../../lib/hydration.ts";
import { loadChecks } from "../../lib/load-checks.ts";
import { goTo, goToServerError } from "../../lib/navigation.ts";
import { IslandI18n } from "../island-i18n.tsx";
import { PrivacyNote } from "../privacy-note.tsx";
import {
  emptyVolunteerSignup,
  type VolunteerSignupErrors,
  type VolunteerSignupState,
} from "./volunteer-signup-state.ts";

export interface VolunteerSignupFormProps {
  locale: Locale;
}

/** Fundraiser Buddy signup (call 14, docs/product/fundraiser-buddy.md#volunteers). */
export function VolunteerSignupForm({ locale }: VolunteerSignupFormProps) {
  return (
    <IslandI18n locale={locale}>
      <Signup locale={locale} />
    </IslandI18n>
  );
}

const fieldOrder: (keyof VolunteerSignupState)[] = [
  "firstname",
  "lastname",
  "email",
  "phone",
  "sex",
  "birthdate",
  "instagram",
  "agreement",
];

function Signup({ locale }: VolunteerSignupFormProps) {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<VolunteerSignupState>(emptyVolunteerSignup);
  const [errors, setErrors] = useState<VolunteerSignupErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const months = VOLUNTEER_TRAINING_MONTHS;

  useEffect(() => {
    const entered = enteredBeforeHydration(formRef.current);
    setState((current) => {
      const next = { ...current };
      for (const key of Object.keys(current) as (keyof VolunteerSignupState)[]) {
        const value = entered[key];
        if (value === undefined || current[key]) continue;
        if (key === "agreement") next.agreement = value === true;
        else if (key === "sex") next.sex = value === "female" || value === "male" ? value : "";
        else if (key === "phone") next.phone = String(value).replace(/\D/g, "");
        else next[key] = String(value);
      }
      return next;
    });
  }, []);

  const update = <K extends keyof VolunteerSignupState>(key: K, value: VolunteerSignupState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  // ui fields translate domain message ids themselves; only the sex radios are drawn here.
  const err = (key: keyof VolunteerSignupState) => errors[key] ?? null;
  const text = (key: keyof VolunteerSignupState) => ({
    name: key,
    value: String(state[key]),
    onChange: (e: { currentTarget: { value: string } }) => update(key, e.currentTarget.value as never),
    error: err(key),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    // zod loads with the first submit, not with the page (docs/decisions/light-pages.md).
    const { checkVolunteerSignup } = await loadChecks(() => import("./volunteer-signup-check.ts"));
    const check = checkVolunteerSignup(state);
    if (!check.ok) {
      setBusy(false);
      setErrors(check.errors);
      const first = fieldOrder.find((key) => check.errors[key]);
      formRef.current?.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
      return;
    }
    try {
      await signUpVolunteer(check.fields, locale);
      goTo(locale, "/donation/success?type=volunteer");
    } catch (error) {
      setBusy(false);
      if (error instanceof SiteApiError && error.isClientError) {
        setErrors(error.fields as VolunteerSignupErrors);
        setFormError(translateMessage(i18n, error.messageId));
        return;
      }
      goToServerError(locale);
    }
  }

  return (
    <form ref={formRef} className="volunteer-form rb-stack" onSubmit={submit} noValidate>
      <fieldset className="volunteer-form__group">
        <legend>
          <Trans>About you</Trans>
        </legend>
        <div className="volunteer-form__row">
          <TextField label={t`First name`} autoComplete="given-name" required {...text("firstname")} />
          <TextField label={t`Last name`} autoComplete="family-name" required {...text("lastname")} />
        </div>
        <div className="volunteer-form__row">
          <TextField label={t`E-mail`} type="email" autoComplete="email" required {...text("email")} />
          <PhoneField
            label={t`WhatsApp number`}
            name="phone"
            required
            value={state.phone}
            onChange={(digits) => update("phone", digits)}
            error={err("phone")}
            hint={t`We contact volunteers through the messaging app on this number.`}
          />
        </div>
        <fieldset className="volunteer-form__sex" aria-describedby={errors.sex ? "sex-error" : undefined}>
          <legend className="rb-field__label">
            <Trans>Sex</Trans> <span aria-hidden="true">*</span>
          </legend>
          <div className="rb-cluster">
            {(["female", "male"] as const).map((sex) => (
              <label key={sex} className="volunteer-form__radio">
                <input
                  type="radio"
                  name="sex"
                  value={sex}
                  checked={state.sex === sex}
                  aria-invalid={errors.sex ? true : undefined}
                  onChange={() => update("sex", sex)}
                />
                {sex === "female" ? t`Female` : t`Male`}
              </label>
            ))}
          </div>
          {errors.sex && (
            <p className="rb-field__error" id="sex-error">
              {errors.sex ? translateMessage(i18n, errors.sex) : null}
            </p>
          )}
        </fieldset>
        <div className="volunteer-form__row">
          <TextField label={t`Date of birth`} type="date" {...text("birthdate")} />
          <TextField label={t`Instagram username`} autoComplete="off" {...text("instagram")} />
        </div>
        <div className="volunteer-form__row">
          <TextField label={t`Province`} autoComplete="address-level1" {...text("province")} />
          <TextField label={t`City`} autoComplete="address-level2" {...text("city")} />
        </div>
        <div className="volunteer-form__row">
          <TextField label={t`Occupation`} autoComplete="organization-title" {...text("occupation")} />
          <TextField
            label={t`School, campus or company`}
            autoComplete="organization"
            {...text("institution")}
          />
        </div>
      </fieldset>
      <fieldset className="volunteer-form__group">
        <legend>
          <Trans>A little more (optional)</Trans>
        </legend>
        <TextField label={t`Hobbies`} {...text("hobby")} />
        <TextField label={t`Where did you hear about us?`} {...text("source")} />
        <div className="rb-field">
          <label className="rb-field__label" htmlFor="volunteer-motivation">
            <Trans>Why do you want to join?</Trans>
          </label>
          <textarea
            id="volunteer-motivation"
            name="motivation"
            className="rb-textarea"
            rows={4}
            value={state.motivation}
            onChange={(e) => update("motivation", e.currentTarget.value)}
          />
        </div>
      </fieldset>
      <Checkbox
        name="agreement"
        required
        checked={state.agreement}
        onChange={(e) => update("agreement", e.currentTarget.checked)}
        error={err("agreement")}
        label={
          <Trans>
            I agree to follow about {months} months of volunteer training, and to the{" "}
            <a href={localizedPath(locale, "/terms-and-conditions")} target="_blank" rel="noopener">
              terms and conditions
            </a>
            .
          </Trans>
        }
      />
      <PrivacyNote />
      {formError && (
        <p className="rb-note rb-note--danger" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" variant="primary" loading={busy}>
        <Trans>Sign up as a volunteer</Trans>
      </Button>
    </form>
  );
}

export default VolunteerSignupForm;
