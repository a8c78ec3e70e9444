import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { DonorDonation, DonorHit, DonorPlan } from "../../lib/api.ts";

/** The API's refusals of support actions (ids from apps/api/src/support/messages.ts). */
export const supportRefusals: Record<string, MessageDescriptor> = {
  "support.refund.notPaid": msg({
    id: "support.refund.notPaid",
    message:
      "Only a paid donation can be refunded. This one is not paid (pending, failed, expired or refunded).",
  }),
  "support.refund.alreadyRequested": msg({
    id: "support.refund.alreadyRequested",
    message: "A refund of this donation was already requested.",
  }),
  "support.refund.unsupported": msg({
    id: "support.refund.unsupported",
    message: "This payment provider cannot refund from here. Refund it in the provider's dashboard.",
  }),
  "support.resend.nothing": msg({
    id: "support.resend.nothing",
    message: "There is no receipt or invoice to send for this donation.",
  }),
  "support.plan.notStoppable": msg({
    id: "support.plan.notStoppable",
    message: "This monthly donation is not running, so there is nothing to stop.",
  }),
};

export function refusalText(i18n: I18n, messageId: string): string | null {
  const descriptor = supportRefusals[messageId];
  return descriptor ? i18n._(descriptor) : null;
}

export function MatchedBy({ kind }: { kind: DonorHit["matched_by"] }) {
  switch (kind) {
    case "email":
      return <Trans>E-mail</Trans>;
    case "name":
      return <Trans>Name</Trans>;
    case "phone":
      return <Trans>Phone</Trans>;
    case "local_id":
      return <Trans>Local id</Trans>;
    case "invoice_number":
      return <Trans>Invoice number</Trans>;
    default:
      return <Trans>Provider id</Trans>;
  }
}

export function DonationStatusName({ status }: { status: DonorDonation["status"] }) {
  switch (status) {
    case "done":
      return <Trans>Paid</Trans>;
    case "pending":
      return <Trans>Pending</Trans>;
    case "failed":
      return <Trans>Failed</Trans>;
    case "expired":
      return <Trans>Expired</Trans>;
    default:
      return <Trans>Refunded</Trans>;
  }
}

export function PlanStatusName({ status }: { status: DonorPlan["status"] }) {
  switch (status) {
    case "active":
      return <Trans>Active</Trans>;
    case "paused":
      return <Trans>Paused</Trans>;
    case "pending":
      return <Trans>Waiting for the first payment</Trans>;
    default:
      return <Trans>Stopped</Trans>;
  }
}

export function DonationTypeName({ type }: { type: DonorDonation["type"] }) {
  if (type === "single") return <Trans>Single</Trans>;
  if (type === "boost") return <Trans>Boost</Trans>;
  return <Trans>Monthly</Trans>;
}

export function RefundStateName({ state }: { state: NonNullable<DonorDonation["refund"]>["state"] }) {
  if (state === "requested") return <Trans>Refund requested</Trans>;
  if (state === "sent") return <Trans>Refund sent to the provider</Trans>;
  return <Trans>Refund failed: check the provider</Trans>;
}
