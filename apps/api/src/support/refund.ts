import { eq } from "drizzle-orm";
import { chargedTotal } from "../payments/process-event/transition.ts";
import { processPaymentEvent } from "../payments/process-event.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { donations } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";
import { supportMessages } from "./messages.ts";

/** The job that asks the provider for a refund (one per donation: its key makes a refund happen once). */
export const refundJobKind = "support-refund";

export function refundJobKey(donationId: string): string {
  return `refund:${donationId}`;
}

/**
 * A staffer refunds a paid donation (docs/product/staff-console.md#refunds). Under the donation's row lock:
 * it must be paid (`done`), its provider must refund, and no refund may have been asked before (the job's
 * unique key). The job and the audit entry (reason, staffer) commit together; a second click or a second
 * staffer gets 409.
 */
export async function requestRefund(
  services: Services,
  staff: Viewer,
  donationId: string,
  reason: string,
): Promise<{ refund: "requested" }> {
  await services.db.transaction(async (tx) => {
    const [donation] = await tx
      .select()
      .from(donations)
      .where(eq(donations.id, donationId))
      .for("update")
      .limit(1);
    if (!donation) throw new ApiError("NOT_FOUND");
    if (donation.status !== "done")
      throw new ApiError("CONFLICT", {
        messageId: supportMessages.refundNotPaid.id,
        result: { status: donation.status },
      });
    if (!services.payments.byCode(donation.provider)?.refund)
      throw new ApiError("CONFLICT", { messageId: supportMessages.refundUnsupported.id });
    const queued = await enqueueJob(tx, {
      kind: refundJobKind,
      key: refundJobKey(donation.id),
      payload: { donationId: donation.id },
      runAt: services.now(),
    });
    if (!queued) throw new ApiError("CONFLICT", { messageId: supportMessages.refundRequested.id });
    await audit(tx, {
      actorUserId: staff.userId,
      action: "support.refund",
      subject: `donation:${donation.id}`,
      data: { reason, amount: donation.amount, provider: donation.provider },
    });
  });
  services.mailer.wake?.();
  return { refund: "requested" };
}

/**
 * The refund job: asks the donation's provider (same idempotency key on every retry). The provider's
 * refund callback moves the donation to `refunded` and reverses its points (processPaymentEvent); the
 * sandbox hands its signed callback over at once and it is delivered like a webhook.
 */
export async function runRefundJob(services: Services, payload: { donationId: string }): Promise<void> {
  const [donation] = await services.db
    .select()
    .from(donations)
    .where(eq(donations.id, payload.donationId))
    .limit(1);
  // Refunded meanwhile (a chargeback, the provider's dashboard): nothing left to ask.
  if (donation?.status !== "done") return;
  const provider = services.payments.byCode(donation.provider);
  if (!provider?.refund) throw new Error(`provider ${donation.provider} cannot refund`);
  const requested = await provider.refund({
    donationId: donation.id,
    pgId: donation.pgId,
    // The donor gets back what they paid: the gift and the fee they covered.
    amount: chargedTotal(donation),
  });
  if (!requested.callback) return;
  const event = provider.verifyWebhook(requested.callback.rawBody, requested.callback.headers);
  if (!event || event === "ignored") throw new Error("refund callback not verified");
  await processPaymentEvent(services, provider.code, event);
}
