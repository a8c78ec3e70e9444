import { Trans, useLingui } from "@lingui/react/macro";
import { type PaymentType, paymentTypeLabels, paymentTypes } from "@rimbun/domain/channels";
import { breakpoints, cancellationWorkingDays } from "@rimbun/domain/constants";
import type { DonationKind } from "@rimbun/domain/donations";
import { co2ForAmount, formatRupiah } from "@rimbun/domain/money";
import { phoneWithoutPrefix } from "@rimbun/domain/schemas/fields";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { translateMessage as translateId } from "@rimbun/ui";
import { AmountPicker } from "@rimbun/ui/amount-picker/amount-picker";
import { Button } from "@rimbun/ui/button/button";
import { ChannelPicker } from "@rimbun/ui/channel-picker/channel-picker";
import { Modal } from "@rimbun/ui/modal/modal";
import { PhoneField } from "@rimbun/ui/phone-field/phone-field";
import { Stepper } from "@rimbun/ui/stepper/stepper";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { SiteApiError } from "../../lib/api/client.ts";
import { createPayment, lookupReferral } from "../../lib/api/payments.ts";
import {
  clearDonationChoice,
  readDonationChoice,
  readDonationDraft,
  readUserDonation,
  saveDonationDraft,
  updateUserDonation,
} from "../../lib/donation-storage.ts";
import { dashboardUrl } from "../../lib/env.ts";
import { fetchSessionUser } from "../../lib/session.ts";
import { IslandI18n } from "../island-i18n.tsx";
import {
  campaignFromQuery,
  checkDonationData,
  checkStep,
  type DonationFlowState,
  type FlowErrors,
  type FlowField,
  firstStepWithError,
  flowSteps,
  idempotencyKeyFor,
  initialAmount,
  isSafeInvoiceUrl,
  referralFromQuery,
  submitDonation,
} from "./donation-flow-logic.ts";

export interface DonationFlowProps {
  locale: Locale;
  kind: DonationKind;
  /** Campaigns that take tagged donations, with their titles in the page's language. */
  campaigns: { slug: string; title: string }[];
}

/** The donation flow (SPEC 2, 4): sidebar or welcome modal, four steps, then the payment page. */
export function DonationFlow(props: DonationFlowProps) {
  return (
    <IslandI18n locale={props.locale}>
      <Flow {...props} />
    </IslandI18n>
  );
}

/** API field names (call 3) back to the form's fields, to show a server-side refusal in place. */
const apiFieldToFlowField: Record<string, FlowField> = {
  amount: "amount",
  fullname: "name",
  email: "email",
  phone: "phone",
  payment_methods: "paymentMethod",
  referral: "referralCode",
};

function Flow({ locale, kind, campaigns }: DonationFlowProps) {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<DonationFlowState>(() => ({
    kind,
    amount: initialAmount(kind, null),
    name: "",
    email: "",
    phone: "",
    paymentType: null,
    paymentMethod: null,
    referralCode: "",
    campaign: null,
  }));
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<FlowErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const keyRef = useRef<{ key: string; fingerprint: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = flowSteps[stepIndex] ?? "amount";
  const monthly = kind === "monthly";

  // Browser-only inputs (stored choice, ?ref=, ?campaign=, screen width) are read after hydration.
  useEffect(() => {
    const search = window.location.search;
    const fromLink = referralFromQuery(search);
    if (fromLink) updateUserDonation({ referral_code: fromLink });
    const stored = readUserDonation();
    const campaign = campaignFromQuery(
      search,
      campaigns.map((c) => c.slug),
    );
    // Entries typed earlier in this tab come back (a failed or abandoned payment loses nothing).
    const draft = readDonationDraft(kind);
    setState((current) => ({
      ...current,
      amount: draft.amount ?? initialAmount(kind, readDonationChoice()),
      name: draft.name ?? current.name,
      email: draft.email ?? current.email,
      phone: draft.phone ?? current.phone,
      paymentType: draft.paymentType ?? current.paymentType,
      paymentMethod: draft.paymentMethod ?? current.paymentMethod,
      referralCode: fromLink ?? draft.referralCode ?? stored.referral_code ?? "",
      campaign,
    }));
    if (window.matchMedia(`(max-width: ${breakpoints.tablet}px)`).matches) setWelcomeOpen(true);
    // A logged-in donor (always the case for boost) does not type their details again.
    void fetchSessionUser().then((user) => {
      if (!user) return;
      setState((current) => ({
        ...current,
        name: current.name || (user.fullname !== user.email ? user.fullname : ""),
        email: current.email || user.email,
        phone: current.phone || (user.phone ? phoneWithoutPrefix(user.phone) : ""),
      }));
    });
  }, [kind, campaigns]);

  useEffect(() => {
    saveDonationDraft(kind, {
      amount: state.amount ?? undefined,
      name: state.name,
      email: state.email,
      phone: state.phone,
      paymentType: state.paymentType,
      paymentMethod: state.paymentMethod,
      referralCode: state.referralCode,
    });
  }, [kind, state]);

  const update = <K extends keyof DonationFlowState>(key: K, value: DonationFlowState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setSubmitError(null);
  };

  const goToStep = (index: number) => {
    setStepIndex(index);
    // Move focus to the step's heading so screen readers and keyboards follow the donor.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  function next(event: FormEvent) {
    event.preventDefault();
    const stepErrors = checkStep(state, step);
    if (Object.keys(stepErrors).length > 0) {
      setErrors(stepErrors);
      return;
    }
    if (stepIndex < flowSteps.length - 1) {
      goToStep(stepIndex + 1);
      return;
    }
    void pay();
  }

  async function pay() {
    if (busy) return;
    keyRef.current = idempotencyKeyFor(keyRef.current, state);
    const checked = checkDonationData(state, keyRef.current.key);
    if (!checked.ok) {
      setErrors(checked.errors);
      const back = firstStepWithError(checked.errors);
      if (back) goToStep(flowSteps.indexOf(back));
      return;
    }
    setBusy(true);
    setSubmitError(null);
    try {
      const campaignTitle = campaigns.find((c) => c.slug === checked.data.campaign)?.title;
      const description = campaignTitle ?? kindTitle(kind);
      const answer = await submitDonation(
        checked.data,
        { lookupReferral, createPayment },
        description,
        locale,
      );
      updateUserDonation({ user: answer.surname, donation: kind, campaign: checked.data.campaign });
      if (!isSafeInvoiceUrl(answer.invoiceUrl)) throw new Error("invoice_url is not a web address");
      window.location.assign(answer.invoiceUrl);
    } catch (error) {
      // SPEC 8: a failed creation is logged; the donor keeps every entry and can try again.
      console.error("donation creation failed", error);
      setBusy(false);
      if (error instanceof SiteApiError && error.isClientError) {
        const fieldErrors: FlowErrors = {};
        for (const [field, id] of Object.entries(error.fields)) {
          const flowField = apiFieldToFlowField[field];
          if (flowField) fieldErrors[flowField] = id as FlowErrors[FlowField];
        }
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          const back = firstStepWithError(fieldErrors);
          if (back) goToStep(flowSteps.indexOf(back));
        }
        setSubmitError(translateId(i18n, error.messageId));
        return;
      }
      setSubmitError(t`We could not start the payment. Your details are kept; please try again.`);
    }
  }

  function kindTitle(k: DonationKind): string {
    if (k === "monthly") return t`Monthly donation`;
    if (k === "boost") return t`Boost donation`;
    return t`Single donation`;
  }

  const backHref = kind === "boost" ? dashboardUrl("/dashboard", locale) : localizedPath(locale, "/");
  const amountText = state.amount !== null && state.amount > 0 ? formatRupiah(state.amount) : null;
  const kg = state.amount !== null && state.amount > 0 ? co2ForAmount(state.amount) : null;
  const campaignTitle = campaigns.find((c) => c.slug === state.campaign)?.title ?? null;
  // ui fields translate domain message ids themselves.
  const err = (field: FlowField) => errors[field] ?? null;

  const intro = (
    <FlowIntro kind={kind} locale={locale} title={kindTitle(kind)} campaignTitle={campaignTitle} />
  );

  return (
    <div className="donation-flow">
      <aside className="donation-flow__sidebar" aria-label={t`About this donation`}>
        {intro}
      </aside>
      <Modal
        open={welcomeOpen}
        onClose={() => setWelcomeOpen(false)}
        title={kindTitle(kind)}
        fullScreenOnPhone
        footer={
          <Button variant="primary" block onClick={() => setWelcomeOpen(false)}>
            <Trans>Let's start</Trans>
          </Button>
        }
      >
        <FlowIntro kind={kind} locale={locale} campaignTitle={campaignTitle} />
      </Modal>
      <section className="donation-flow__main rb-card" aria-labelledby="flow-step-heading">
        <a
          className="donation-flow__back"
          href={backHref}
          onClick={() => {
            // SPEC 2: leaving the flow forgets the card's choice.
            clearDonationChoice();
          }}
        >
          {kind === "boost" ? <Trans>Back to the dashboard</Trans> : <Trans>Back to the home page</Trans>}
        </a>
        <div className="donation-flow__summary" aria-live="polite">
          <p className="donation-flow__summary-amount">
            {amountText ? (monthly ? t`${amountText} / month` : amountText) : t`Choose an amount`}
          </p>
          <p className="donation-flow__summary-meta">
            {monthly ? (
              <Trans>Monthly: repeats every month until you stop it.</Trans>
            ) : (
              <Trans>One-time donation.</Trans>
            )}
            {kg && <> {monthly ? t`About ${kg} kg less CO2 every month.` : t`About ${kg} kg less CO2.`}</>}
          </p>
          {campaignTitle && (
            <p className="donation-flow__summary-meta">
              <Trans>For the campaign: {campaignTitle}</Trans>
            </p>
          )}
        </div>
        <Stepper current={stepIndex} />
        <form onSubmit={next} noValidate className="donation-flow__form">
          <h2 id="flow-step-heading" ref={headingRef} tabIndex={-1} className="donation-flow__step-title">
            {step === "amount" && <Trans>How much would you like to give?</Trans>}
            {step === "personal" && <Trans>Your details</Trans>}
            {step === "payment" && <Trans>How would you like to pay?</Trans>}
            {step === "referral" && <Trans>Referral code (optional)</Trans>}
          </h2>
          {step === "amount" && (
            <AmountPicker
              kind={kind}
              value={state.amount}
              name="flow-amount"
              onChange={(amount) => update("amount", amount)}
              error={err("amount")}
              legend={monthly ? t`Monthly amount` : t`Donation amount`}
            />
          )}
          {step === "personal" && (
            <div className="rb-stack">
              <TextField
                label={t`Full name`}
                name="name"
                autoComplete="name"
                required
                value={state.name}
                onChange={(e) => update("name", e.currentTarget.value)}
                error={err("name")}
              />
              <TextField
                label={t`E-mail`}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={state.email}
                onChange={(e) => update("email", e.currentTarget.value)}
                error={err("email")}
                hint={
                  monthly
                    ? t`Your receipts and your dashboard access arrive here.`
                    : t`Your receipt arrives here.`
                }
              />
              <PhoneField
                label={t`Phone number`}
                name="phone"
                required
                value={state.phone}
                onChange={(digits) => update("phone", digits)}
                error={err("phone")}
              />
            </div>
          )}
          {step === "payment" && (
            <div className="rb-stack">
              {monthly && (
                <fieldset className="donation-flow__payment-types">
                  <legend className="rb-field__label">
                    <Trans>Show payment methods</Trans>
                  </legend>
                  <div className="rb-cluster">
                    {([null, ...paymentTypes] as (PaymentType | null)[]).map((type) => (
                      <label
                        key={type ?? "all"}
                        className={`donation-flow__chip${state.paymentType === type ? " is-checked" : ""}`}
                      >
                        <input
                          type="radio"
                          name="payment-type"
                          checked={state.paymentType === type}
                          onChange={() => {
                            update("paymentType", type);
                            update("paymentMethod", null);
                          }}
                        />
                        {type === null ? t`All methods` : translateId(i18n, paymentTypeLabels[type])}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              <ChannelPicker
                kind={kind}
                paymentType={state.paymentType ?? undefined}
                value={state.paymentMethod}
                onChange={(code) => update("paymentMethod", code)}
                error={err("paymentMethod")}
              />
            </div>
          )}
          {step === "referral" && (
            <div className="rb-stack">
              <TextField
                label={t`Referral code`}
                name="referral"
                autoComplete="off"
                value={state.referralCode}
                onChange={(e) => update("referralCode", e.currentTarget.value)}
                error={err("referralCode")}
                hint={t`Invited by a friend or a Fundraiser Buddy? Enter their code. It does not change your donation.`}
              />
              <ConsentLine monthly={monthly} amountText={amountText} locale={locale} />
            </div>
          )}
          {submitError && (
            <p className="rb-note rb-note--danger" role="alert">
              {submitError}
            </p>
          )}
          <div className="donation-flow__actions">
            {stepIndex > 0 && (
              <Button type="button" variant="ghost" onClick={() => goToStep(stepIndex - 1)} disabled={busy}>
                <Trans>Back</Trans>
              </Button>
            )}
            <Button type="submit" variant="primary" loading={busy}>
              {step === "referral" ? <Trans>Continue Payment</Trans> : <Trans>Next</Trans>}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

function ConsentLine({
  monthly,
  amountText,
  locale,
}: {
  monthly: boolean;
  amountText: string | null;
  locale: Locale;
}) {
  const amount = amountText ?? "";
  const min = cancellationWorkingDays.min;
  const max = cancellationWorkingDays.max;
  const terms = (
    <a href={localizedPath(locale, "/terms-and-conditions")} target="_blank" rel="noopener">
      <Trans>terms and conditions</Trans>
    </a>
  );
  return (
    <div className="donation-flow__consent rb-note rb-note--warning">
      {monthly ? (
        <p>
          <Trans>
            Your donation of <strong>{amount}</strong> repeats every month until you stop it. To stop, use the
            link in any monthly invoice e-mail; stopping is processed within {min}-{max} working days.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            This is a one-time donation of <strong>{amount}</strong>. Nothing else will be charged.
          </Trans>
        </p>
      )}
      <p>
        <Trans>By continuing you agree to the {terms}.</Trans>
      </p>
    </div>
  );
}

function FlowIntro({
  kind,
  locale,
  title,
  campaignTitle,
}: {
  kind: DonationKind;
  locale: Locale;
  title?: string;
  campaignTitle: string | null;
}): ReactNode {
  return (
    <div className="donation-flow__intro">
      {title && <h1 className="donation-flow__title">{title}</h1>}
      {campaignTitle && (
        <p className="donation-flow__campaign">
          <Trans>You are giving to: {campaignTitle}</Trans>
        </p>
      )}
      {kind === "monthly" && (
        <>
          <p>
            <Trans>A monthly gift keeps trees growing all year. Here is how it works:</Trans>
          </p>
          <h2 className="donation-flow__intro-heading">
            <Trans>Recurring system</Trans>
          </h2>
          <p>
            <Trans>
              With a credit or debit card, BRI direct debit, OVO or ShopeePay, your gift is charged
              automatically every month after we e-mail you the invoice.
            </Trans>
          </p>
          <h2 className="donation-flow__intro-heading">
            <Trans>Reminder system</Trans>
          </h2>
          <p>
            <Trans>
              With a virtual account, DANA, LinkAja or QRIS, we e-mail a reminder 3 days before, then an
              invoice with a payment link. Nothing is charged without you.
            </Trans>
          </p>
          <p>
            <Trans>You can change the amount or stop at any time.</Trans>
          </p>
        </>
      )}
      {kind === "single" && (
        <>
          <p>
            <Trans>A single gift from Rp 50.000 goes straight to planting and caring for trees.</Trans>
          </p>
          <p>
            <Trans>Want to help all year round?</Trans>{" "}
            <a href={localizedPath(locale, "/donation/monthly")}>
              <Trans>Donate monthly instead</Trans>
            </a>
          </p>
        </>
      )}
      {kind === "boost" && (
        <p>
          <Trans>Add an extra gift on top of your monthly donation. It is charged once.</Trans>
        </p>
      )}
    </div>
  );
}

export default DonationFlow;
