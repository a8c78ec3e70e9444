import { breakpoints } from "@rimbun/domain/constants";
import type { DonationKind } from "@rimbun/domain/donations";
import type { DonationData } from "@rimbun/domain/schemas/donation";
import type { Locale } from "@rimbun/i18n";
import { phoneDigits } from "@rimbun/ui/phone-field/phone-field";
import { type Dispatch, type SetStateAction, useEffect } from "react";
import { createPayment, lookupReferral } from "../../lib/api/payments.ts";
import { getCampaignForDonation } from "../../lib/api/public.ts";
import {
  readDonationChoice,
  readDonationDraft,
  readUserDonation,
  saveDonationDraft,
  updateUserDonation,
} from "../../lib/donation-storage.ts";
import { loadChecks } from "../../lib/load-checks.ts";
import { fetchSessionUser } from "../../lib/session.ts";
import { type EmbedFlow, openPaymentPage } from "../embed/embed-flow.ts";
import {
  amountFromQuery,
  campaignFromQuery,
  type DonationFlowState,
  fundraiserFromQuery,
  initialAmount,
  isSafeInvoiceUrl,
  referralFromQuery,
} from "./donation-flow-logic.ts";
import type { FlowMatching } from "./matching-note.tsx";

/**
 * Browser-only inputs (stored choice, ?ref=, ?campaign=, screen width, session) are read after
 * hydration: entries typed earlier in this tab come back (a failed or abandoned payment loses
 * nothing), and a logged-in donor (always the case for boost) does not type their details again.
 */
export function useBrowserPrefill(
  kind: DonationKind,
  locale: Locale,
  setState: Dispatch<SetStateAction<DonationFlowState>>,
  setCampaignTitle: (title: string | null) => void,
  setWelcomeOpen: (open: boolean) => void,
  /** Opens the flow at another step (the amount came with the link: on to personal data). */
  startAt: (step: number) => void,
  /** The campaign's running matching pledge, or null (docs/product/campaigns.md#matching-pledges). */
  setMatching?: (matching: FlowMatching | null) => void,
  /** Opened from a partner's embed: the code names the target, and no welcome screen covers the frame. */
  embed?: EmbedFlow,
): void {
  useEffect(() => {
    const search = window.location.search;
    // An amount tapped on a campaign page's donate bar: that page already said what the gift does, so
    // no welcome and no amount step; Back still leads to the amount.
    const tapped = amountFromQuery(search, kind);
    const fromLink = referralFromQuery(search);
    if (fromLink) updateUserDonation({ referral_code: fromLink });
    const stored = readUserDonation();
    const campaign = embed ? embed.campaign : campaignFromQuery(search);
    if (campaign) void nameCampaign(campaign, locale, setState, setCampaignTitle, setMatching);
    const draft = readDonationDraft(kind);
    setState((current) => ({
      ...current,
      amount: tapped ?? draft.amount ?? initialAmount(kind, readDonationChoice()),
      name: draft.name ?? current.name,
      email: draft.email ?? current.email,
      phone: draft.phone ?? current.phone,
      paymentType: draft.paymentType ?? current.paymentType,
      paymentMethod: draft.paymentMethod ?? current.paymentMethod,
      referralCode: fromLink ?? draft.referralCode ?? stored.referral_code ?? "",
      whatsAppReminders: draft.whatsAppReminders ?? current.whatsAppReminders,
      campaign,
      fundraiserPage: embed ? embed.fundraiserPage : fundraiserFromQuery(search),
    }));
    if (tapped !== null) startAt(1);
    else if (!embed && window.matchMedia(`(max-width: ${breakpoints.tablet}px)`).matches)
      setWelcomeOpen(true);
    void fetchSessionUser().then((user) => {
      if (!user) return;
      setState((current) => ({
        ...current,
        name: current.name || (user.fullname !== user.email ? user.fullname : ""),
        email: current.email || user.email,
        phone: current.phone || (user.phone ? phoneDigits(user.phone) : ""),
      }));
    });
  }, [kind, locale, setState, setCampaignTitle, setWelcomeOpen, startAt, setMatching, embed]);
}

/**
 * Names the campaign of `?campaign=` from the API's figures call (staff add campaigns without a
 * rebuild). One that does not exist or takes no donations now leaves a general donation; when the
 * call fails the slug stays, and the API judges it with the payment.
 */
async function nameCampaign(
  slug: string,
  locale: Locale,
  setState: Dispatch<SetStateAction<DonationFlowState>>,
  setCampaignTitle: (title: string | null) => void,
  setMatching?: (matching: FlowMatching | null) => void,
): Promise<void> {
  try {
    const campaign = await getCampaignForDonation(slug);
    if (campaign?.takesDonations) {
      setCampaignTitle(campaign.title[locale]);
      setMatching?.(campaign.matching);
      return;
    }
    setState((current) => (current.campaign === slug ? { ...current, campaign: null } : current));
    setCampaignTitle(null);
  } catch (error) {
    console.warn("the campaign's name could not be loaded", error);
  }
}

/** Every entry is kept as this tab's draft of the kind as it is typed. */
export function useDraftSaving(kind: DonationKind, state: DonationFlowState): void {
  useEffect(() => {
    saveDonationDraft(kind, {
      amount: state.amount ?? undefined,
      name: state.name,
      email: state.email,
      phone: state.phone,
      paymentType: state.paymentType,
      paymentMethod: state.paymentMethod,
      referralCode: state.referralCode,
      whatsAppReminders: state.whatsAppReminders,
    });
  }, [kind, state]);
}

/**
 * Creates the payment (call 3), remembers who gave what and sends the donor to the pay page
 * (docs/product/donation-flow.md#creating-the-payment). Resolves the pay page's address when the page
 * could not open it by itself (an embed's frame with no loader answering and no new tab allowed), so
 * the flow offers it as a link; `null` once the donor is on the way.
 */
export async function startPayment(
  data: DonationData,
  kind: DonationKind,
  description: string,
  locale: Locale,
  extra: Record<string, string> = {},
  /** The partner's origin of an embed gift (the loader's window there takes the donor to pay). */
  returnTo: string | null = null,
): Promise<string | null> {
  // Loaded already: the checks that came before imported it.
  const { submitDonation } = await loadChecks(() => import("./donation-flow-check.ts"));
  const answer = await submitDonation(data, { lookupReferral, createPayment }, description, locale, extra);
  updateUserDonation({ user: answer.surname, donation: kind, campaign: data.campaign });
  if (!isSafeInvoiceUrl(answer.invoiceUrl)) throw new Error("invoice_url is not a web address");
  return (await openPaymentPage(answer.invoiceUrl, returnTo)) ? null : answer.invoiceUrl;
}
