import { useLingui } from "@lingui/react/macro";
import type { DonationKind } from "@rimbun/domain/donations";
import type { Locale } from "@rimbun/i18n";
import { translateMessage as translateId } from "@rimbun/ui";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { SiteApiError } from "../../lib/api/client.ts";
import { loadChecks } from "../../lib/load-checks.ts";
import { type EmbedFlow, embedFields, returnToFromQuery } from "../embed/embed-flow.ts";
import { feeToCover, useChannelFees } from "./cover-fee.tsx";
import {
  type DonationFlowState,
  type FlowErrors,
  firstStepWithError,
  flowSteps,
  idempotencyKeyFor,
  initialAmount,
  pageAndWallFields,
  type UpdateField,
} from "./donation-flow-logic.ts";
import { startPayment, useBrowserPrefill, useDraftSaving } from "./flow-browser.ts";
import type { FlowMatching } from "./matching-note.tsx";
import { emptyTribute } from "./tribute-logic.ts";

export interface DonationFlowProps {
  locale: Locale;
  kind: DonationKind;
  /** Opened from a partner's embed (docs/embed.md): the code's target and allowlist. */
  embed?: EmbedFlow;
}

/**
 * The checks (and zod with them) load with the first entry or the first "next", not with the page
 * (docs/decisions/light-pages.md); `import()` keeps one copy, so later calls resolve at once.
 */
const loadFlowChecks = () => loadChecks(() => import("./donation-flow-check.ts"));

/** Changes one entry of the form (and clears what was said about it). */

function emptyState(kind: DonationKind): DonationFlowState {
  return {
    kind,
    amount: initialAmount(kind, null),
    name: "",
    email: "",
    phone: "",
    paymentType: null,
    paymentMethod: null,
    referralCode: "",
    campaign: null,
    fundraiserPage: null,
    wallMessage: "",
    wallDisplay: "first",
    wallShowAmount: false,
    coverFee: false,
    tribute: emptyTribute,
    whatsAppReminders: false,
  };
}

/**
 * The donation flow's state: the entries, kept as a draft of this tab and prefilled from
 * the address, the stored choice and the session; the current step; what is wrong; the submission.
 */
export function useDonationFlow({ locale, kind, embed }: DonationFlowProps) {
  const title = useKindTitle(kind);
  const [state, setState] = useState<DonationFlowState>(() => emptyState(kind));
  const { stepIndex, step, headingRef, goToStep } = useStepFocus();
  const [errors, setErrors] = useState<FlowErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  /** The title of the campaign the donation goes to (`?campaign=`), once the API has named it. */
  const [campaignTitle, setCampaignTitle] = useState<string | null>(null);
  const [matching, setMatching] = useState<FlowMatching | null>(null);
  useBrowserPrefill(kind, locale, setState, setCampaignTitle, setWelcomeOpen, goToStep, setMatching, embed);
  useDraftSaving(kind, state);

  const update: UpdateField = (key, value) => {
    void loadFlowChecks();
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setSubmitError(null);
  };
  const showErrors = (found: FlowErrors) => {
    setErrors(found);
    const back = firstStepWithError(found);
    if (back) goToStep(flowSteps.indexOf(back));
  };
  // The campaign's title names the payment when the donation goes to one (the API named it).
  const description = state.campaign && campaignTitle ? campaignTitle : title;
  const { busy, pay, paymentLink } = usePayment({
    state,
    kind,
    locale,
    description,
    showErrors,
    setSubmitError,
    embed,
  });

  async function next(event: FormEvent) {
    event.preventDefault();
    const { checkStep } = await loadFlowChecks();
    const stepErrors = checkStep(state, step);
    if (Object.keys(stepErrors).length > 0) setErrors(stepErrors);
    else if (stepIndex < flowSteps.length - 1) goToStep(stepIndex + 1);
    else void pay();
  }

  // The fee table is asked for once the payment step is reached (or the box was ticked before).
  const fees = useChannelFees(stepIndex >= flowSteps.indexOf("payment") || state.coverFee === true);
  const fee = feeToCover(state, fees);
  const closeWelcome = () => setWelcomeOpen(false);
  const back = () => goToStep(stepIndex - 1);
  return {
    state,
    step,
    stepIndex,
    errors,
    submitError,
    busy,
    /** Opened from a partner's embed (docs/embed.md). */
    embedded: embed !== undefined,
    /** The provider's page when a frame could not open it by itself: the donor presses the link. */
    paymentLink,
    welcomeOpen,
    headingRef,
    title,
    campaignTitle: state.campaign ? campaignTitle : null,
    /** The fee the donor would cover with the chosen channel and amount (null: not known yet). */
    fee,
    matching: state.campaign ? matching : null,
    update,
    next,
    back,
    closeWelcome,
  };
}

export type DonationFlow = ReturnType<typeof useDonationFlow>;

/** Checks every entry, creates the payment (call 3) and says what went wrong if it was refused. */
function usePayment({
  state,
  kind,
  locale,
  description,
  showErrors,
  setSubmitError,
  embed,
}: {
  embed?: EmbedFlow | undefined;
  state: DonationFlowState;
  kind: DonationKind;
  locale: Locale;
  description: string;
  showErrors: (found: FlowErrors) => void;
  setSubmitError: (message: string | null) => void;
}) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [paymentLink, setPaymentLink] = useState<string | null>(null);
  const keyRef = useRef<{ key: string; fingerprint: string } | null>(null);
  // Set while a payment is being checked and created: the checks load asynchronously, so the busy
  // state alone would let a second click through before it renders.
  const payingRef = useRef(false);

  async function pay() {
    if (busy || payingRef.current) return;
    payingRef.current = true;
    const { checkDonationData, flowErrorsOfRefusal } = await loadFlowChecks();
    keyRef.current = idempotencyKeyFor(keyRef.current, state);
    const checked = checkDonationData(state, keyRef.current.key);
    if (!checked.ok) {
      payingRef.current = false;
      return showErrors(checked.errors);
    }
    setBusy(true);
    setSubmitError(null);
    try {
      const returnTo = embed ? returnToFromQuery(window.location.search, embed.allowedOrigins) : null;
      const extra = embed
        ? { ...pageAndWallFields(state), ...embedFields(embed, returnTo) }
        : pageAndWallFields(state);
      const linkToPress = await startPayment(checked.data, kind, description, locale, extra, returnTo);
      if (linkToPress) {
        // Inside a frame nothing could open the provider's page: the donor opens it with a click.
        payingRef.current = false;
        setBusy(false);
        setPaymentLink(linkToPress);
      }
    } catch (error) {
      // A failed creation is logged; the donor keeps every entry and can try again
      // (docs/product/donation-flow.md#creating-the-payment).
      console.error("donation creation failed", error);
      payingRef.current = false;
      setBusy(false);
      if (!(error instanceof SiteApiError && error.isClientError)) {
        setSubmitError(t`We could not start the payment. Your details are kept; please try again.`);
        return;
      }
      const fieldErrors = flowErrorsOfRefusal(error.fields);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      setSubmitError(translateId(i18n, error.messageId));
    }
  }
  return { busy, pay, paymentLink };
}

/** The current step, and the move to another one. */
function useStepFocus() {
  const [stepIndex, setStepIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Stable, so the prefill effect (which may open a later step) runs once.
  const goToStep = useCallback((index: number) => {
    setStepIndex(index);
    // Move focus to the step's heading so screen readers and keyboards follow the donor.
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);
  return { stepIndex, step: flowSteps[stepIndex] ?? "amount", headingRef, goToStep };
}

/** The flow's title for its kind, in the page's language. */
function useKindTitle(kind: DonationKind): string {
  const { t } = useLingui();
  if (kind === "monthly") return t`Monthly donation`;
  if (kind === "boost") return t`Boost donation`;
  return t`Single donation`;
}
