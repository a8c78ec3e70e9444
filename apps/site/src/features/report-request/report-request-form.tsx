import { Trans, useLingui } from "@lingui/react/macro";
import { impactReportPath } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { Button } from "@rimbun/ui/button/button";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { FieldError } from "@rimbun/ui/field/field-parts";
import { PhoneField } from "@rimbun/ui/phone-field/phone-field";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { IslandI18n } from "../../islands/island-i18n.tsx";
import { PrivacyNote } from "../../islands/privacy-note.tsx";

export interface ReportRequestFormProps {
  locale: Locale;
}

/** Every message id the report form's check can give (domain schemas/report.ts and its fields). */
const errorIds = [
  messages.invalidName.id,
  messages.invalidPhone.id,
  messages.invalidPhoneFormat.id,
  messages.invalidEmptyEmail.id,
  messages.invalidInvalidEmail.id,
  messages.invalidAgree.id,
  messages.invalidNameTooLong.id,
  messages.errorValidation.id,
];

/**
 * Impact report request (call 17), on the landing contact block and the report page. Rendered
 * on the server only (no React in the browser): plain HTML, with `<template>`s holding the translated
 * error lines, the busy button and the thank-you note that report-request-behaviour.ts shows. Everything
 * of the form lives in this folder (docs/decisions/light-pages.md).
 */
export function ReportRequestForm({ locale }: ReportRequestFormProps) {
  return (
    <IslandI18n locale={locale}>
      <ReportRequest locale={locale} />
    </IslandI18n>
  );
}

function ReportRequest({ locale }: ReportRequestFormProps) {
  const { t } = useLingui();
  // The script puts the address typed in place of this placeholder.
  const email = "{email}";
  return (
    <>
      <form
        className="report-request rb-stack"
        noValidate
        data-report-request
        data-enhance
        data-locale={locale}
        data-form-error={t`Something went wrong. Please try again.`}
      >
        <TextField name="report-name" label={t`Full name`} autoComplete="name" required />
        <PhoneField name="report-phone" label={t`Phone number`} required value="" onChange={() => {}} />
        <TextField name="report-email" type="email" label={t`E-mail`} autoComplete="email" required />
        <Checkbox
          name="report-agree"
          required
          label={
            <Trans>
              I agree to receive the report and the monthly newsletter by e-mail, and to the{" "}
              <a href={localizedPath(locale, "/terms-and-conditions")} target="_blank" rel="noopener">
                terms and conditions
              </a>
              .
            </Trans>
          }
        />
        <PrivacyNote />
        <Button type="submit" variant="primary">
          <Trans>Send me the report</Trans>
        </Button>
      </form>
      <template data-report-errors>
        {errorIds.map((id) => (
          <div key={id} data-message-id={id}>
            <FieldError id="" message={id} />
          </div>
        ))}
      </template>
      <template data-report-busy>
        <Button loading>…</Button>
      </template>
      <template data-report-sent>
        <div className="rb-note rb-note--success report-request__sent" role="status">
          <p>
            <strong data-report-sent-email>
              <Trans>Thank you! The report is on its way to {email}.</Trans>
            </strong>
          </p>
          <p>
            <Trans>
              Not subscribed to our newsletter yet? We sent you a separate e-mail to confirm it: nothing is
              sent until you confirm.
            </Trans>
          </p>
          <p>
            <a href={impactReportPath(locale)} download>
              <Trans>Download the report now (PDF)</Trans>
            </a>
          </p>
        </div>
      </template>
    </>
  );
}
