import { formatRupiah } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { applyDonorRequest } from "../billing/recurring.ts";
import { isPendingPgId } from "../donations/create-donation.ts";
import { donationLinkUrl } from "../donations/guest-links.ts";
import { mailTemplates } from "../mail/templates.ts";
import { queueReceipt, stopLink } from "../payments/process-event/queue-mails.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { donations, recurringPlans } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { supportMessages } from "./messages.ts";

/**
 * Resends a donation's mail through the outbox (docs/product/staff-console.md#support-actions): the receipt
 * of a paid donation, or the invoice with its pay link of a monthly cycle still pending. Queued with the
 * audit entry in one transaction; the same staffer's double click within a minute queues one mail (the outbox
 * key).
 */
export async function resendDonationMail(
  services: Services,
  staff: Viewer,
  donationId: string,
  reason: string,
): Promise<{ mail: "receipt" | "invoice" }> {
  const now = services.now();
  const mail = await services.db.transaction(async (tx) => {
    const [donation] = await tx.select().from(donations).where(eq(donations.id, donationId)).limit(1);
    if (!donation) throw new ApiError("NOT_FOUND");
    const key = `support-resend:${donation.id}:${staff.userId}:${Math.floor(now.getTime() / 60_000)}`;
    let kind: "receipt" | "invoice";
    if (donation.status === "done") {
      kind = "receipt";
      await queueReceipt(services, tx, donation, donation.paidAt ?? now, { key });
    } else if (donation.status === "pending" && donation.recurringPlanId && !isPendingPgId(donation.pgId)) {
      kind = "invoice";
      // The plan's pgid names the plan to stop; this month's charge has a pgid of its own.
      const [plan] = await tx
        .select({ pgId: recurringPlans.pgId })
        .from(recurringPlans)
        .where(eq(recurringPlans.id, donation.recurringPlanId))
        .limit(1);
      const invoice = mailTemplates.invoice(donation.locale, {
        name: donation.fullname,
        amount: formatRupiah(donation.amount, donation.locale),
        payUrl: donation.invoiceUrl,
        viewUrl: donationLinkUrl(services, donation, donation.locale),
        stopUrl: stopLink(services, plan?.pgId ?? donation.pgId, donation.locale),
      });
      await services.mailer.enqueue(tx, donation.email, donation.locale, invoice, { key });
    } else {
      throw new ApiError("CONFLICT", { messageId: supportMessages.resendNothing.id });
    }
    await audit(tx, {
      actorUserId: staff.userId,
      action: `support.resend.${kind}`,
      subject: `donation:${donation.id}`,
      data: { reason },
    });
    return kind;
  });
  services.mailer.wake?.();
  return { mail };
}

/**
 * Stops a monthly plan on the donor's request (docs/product/staff-console.md#support-actions): the donor's
 * own stop (billing machine, stop confirmation mail) with the staffer as actor and the reason in the audit
 * entry. A plan that is not running (or was stopped a moment ago by someone else) is 409.
 */
export async function stopPlanForDonor(
  services: Services,
  staff: Viewer,
  planId: string,
  reason: string,
): Promise<{ status: "inactive" }> {
  const [plan] = await services.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, planId))
    .limit(1);
  if (!plan) throw new ApiError("NOT_FOUND");
  const notStoppable = () => new ApiError("CONFLICT", { messageId: supportMessages.planNotStoppable.id });
  if (plan.status !== "active" && plan.status !== "paused") throw notStoppable();
  try {
    await applyDonorRequest(
      services,
      staff,
      { pgId: plan.pgId, event: { type: "stop" }, action: "support.plan.stop" },
      { staffReason: reason },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.code === "NOT_FOUND" || error.code === "CONFLICT"))
      throw notStoppable();
    throw error;
  }
  return { status: "inactive" };
}
