import { Trans, useLingui } from "@lingui/react/macro";
import { impactReportPath } from "@rimbun/domain/constants";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { Button } from "@rimbun/ui/button/button";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { PhoneField } from "@rimbun/ui/phone-field/phone-field";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { SiteApiError } from "../../lib/api/client.ts";
import { requestImpactReport } from "../../lib/api/public.ts";
import { enteredBeforeHydration } from "../../lib/hydration.ts";
import { goToServerError } from "../../lib/navigation.ts";
import { IslandI18n } from "../island-i18n.tsx";
import { PrivacyNote } from "../privacy-note.tsx";
import type { ReportRequestState } from "./report-request-check.ts";

export interface ReportRequestFormProps {
  locale: Locale;
}

type Errors = Partial<Record<keyof ReportRequestState, string>>;

/** Impact report request (SPEC 5, call 17), on the landing contact block and the report page. */
export function ReportRequestForm({ locale }: ReportRequestFormProps) {
  return (
    <IslandI18n locale={locale}>
      <ReportRequest locale={locale} />
    </IslandI18n>
  );
}

const fieldOrder: (keyof ReportRequestState)[] = ["name", "phone", "email", "agree"];

function ReportRequest({ locale }: ReportRequestFormProps) {
  const { t } = useLingui();
  const [state, setState] = useState<ReportRequestState>({ name: "", phone: "", email: "", agree: false });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sentId = useId();

  useEffect(() => {
    const entered = enteredBeforeHydration(formRef.current);
    setState((current) => ({
      name: current.name || String(entered["report-name"] ?? ""),
      phone: current.phone || String(entered["report-phone"] ?? "").replace(/\D/g, ""),
      email: current.email || String(entered["report-email"] ?? ""),
      agree: current.agree || entered["report-agree"] === true,
    }));
  }, []);

  const update = <K extends keyof ReportRequestState>(key: K, value: ReportRequestState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    const { checkReportRequest } = await import("./report-request-check.ts");
    const check = checkReportRequest(state);
    if (!check.ok) {
      setBusy(false);
      setErrors(check.errors);
      const first = fieldOrder.find((field) => check.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name=report-${first}]`)?.focus();
      return;
    }
    try {
      await requestImpactReport(check.fields, locale);
      setSent(true);
    } catch (error) {
      setBusy(false);
      if (error instanceof SiteApiError && error.isClientError) {
        // SPEC 8: an unsuccessful submission shows the form's error message and keeps the entries.
        setFormError(t`Something went wrong. Please try again.`);
        return;
      }
      if (import.meta.env.DEV) {
        console.error("report request failed", error);
        setFormError(t`Something went wrong. Please try again.`);
        return;
      }
      goToServerError(locale);
    }
  }

  if (sent) {
    const email = state.email;
    return (
      <div className="rb-note rb-note--success report-request__sent" role="status" id={sentId}>
        <p>
          <strong>
            <Trans>Thank you! The report is on its way to {email}.</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            Not subscribed to our newsletter yet? We sent you a separate e-mail to confirm it: nothing is sent
            until you confirm.
          </Trans>
        </p>
        <p>
          <a href={impactReportPath(locale)} download>
            <Trans>Download the report now (PDF)</Trans>
          </a>
        </p>
      </div>
    );
  }

  return (
    <form ref={formRef} className="report-request rb-stack" onSubmit={submit} noValidate>
      <TextField
        name="report-name"
        label={t`Full name`}
        autoComplete="name"
        required
        value={state.name}
        onChange={(e) => update("name", e.currentTarget.value)}
        error={errors.name ?? null}
      />
      <PhoneField
        name="report-phone"
        label={t`Phone number`}
        required
        value={state.phone}
        onChange={(digits) => update("phone", digits)}
        error={errors.phone ?? null}
      />
      <TextField
        name="report-email"
        type="email"
        label={t`E-mail`}
        autoComplete="email"
        required
        value={state.email}
        onChange={(e) => update("email", e.currentTarget.value)}
        error={errors.email ?? null}
      />
      <Checkbox
        name="report-agree"
        required
        checked={state.agree}
        onChange={(e) => update("agree", e.currentTarget.checked)}
        error={errors.agree ?? null}
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
      {formError && (
        <p className="rb-note rb-note--danger" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" variant="primary" loading={busy}>
        <Trans>Send me the report</Trans>
      </Button>
    </form>
  );
}

export default ReportRequestForm;
