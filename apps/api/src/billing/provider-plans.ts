import {
  addBillingMonths,
  type BillingEvent,
  type BillingState,
  billingTransition,
  findChannel,
  formatRupiah,
} from "@rimbun/domain";
import { formatLongDate } from "@rimbun/i18n";
import { and, eq, inArray } from "drizzle-orm";
import { cycleDonationRow } from "../donations/create-donation.ts";
import { coveredFeeNow } from "../fees/fee-table.ts";
import { linkedMethodMails } from "../mail/linked-method-mails.ts";
import { donorName, queueBesideMail } from "../messaging/cycle-messages.ts";
import type { PlanEvent, ProviderPlanIds, ProviderPlanTarget } from "../payments/port.ts";
import { audit } from "../platform/audit.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { donations, jobs, recurringPlans } from "../platform/db/schema/index.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";
import {
  billingStateOf,
  enqueueProviderPlanSync,
  lockPlan,
  type PlanRow,
  paymentTypeOf,
  saveBillingState,
  syncJobKey,
} from "./plan-state.ts";
import { enqueueBillingActions } from "./recurring.ts";

/**
 * Plans a provider charges by itself (Xendit's recurring channels), seen from the services: the
 * provider's objects stored on the plan row, the sync job that keeps the provider's plan in line with
 * the billing machine, the cycle charges on the linked method, and the plan callbacks. Everything
 * provider-specific is behind the port's optional `syncPlan` and `linkedCycleCharge`: a provider
 * without them (sandbox, a future Midtrans adapter before it has them) bills by pay link as before.
 */
export const methodExpiryNoticeJob = "method-expiry-notice";
export const methodExpiryReadJob = "method-expiry-read";

/** The dashboard screen where a donor changes the payment method of a monthly donation. */
export function recurringScreenUrl(services: Services): string {
  return `${services.env.DASHBOARD_URL}/dashboard/recurring`;
}

export function providerIdsOf(plan: PlanRow): ProviderPlanIds {
  return {
    customerId: plan.providerCustomerId,
    planId: plan.providerPlanId,
    reference: plan.providerPlanReference,
    methodId: plan.providerMethodId,
  };
}

/** `coveredFee`: the fee the plan's donor covers on the machine's amount, by today's table (fees/fee-table.ts). */
function targetOf(plan: PlanRow, state: BillingState, coveredFee = 0): ProviderPlanTarget {
  return {
    pgId: plan.pgId,
    // The channel decides, not the machine's payment type: a plan waiting for its link is billed by
    // pay link meanwhile (payment type `reminder`) but keeps the provider's plan that waits for it.
    active: state.status === "active" && paymentTypeOf(plan.channel) === "recurring",
    // The provider charges the total: the gift and the fee the donor covers.
    amount: state.amount + coveredFee,
    channel: plan.channel,
    nextDue: state.nextDue,
    anchorDay: state.anchorDay,
    skipped: state.skipped,
    donor: { email: plan.email, fullname: plan.fullname, phone: plan.phone, locale: plan.locale },
  };
}

/**
 * The `provider-plan-sync` job: under the plan's row lock, the provider's plan is brought in line
 * with the machine's state and the new ids are stored in the same transaction. Every provider write
 * carries an idempotency key or is a no-op when repeated, so a crash before the commit is repaired
 * by the job's retry. A plan callback for the plan being replaced waits for the lock and then finds
 * it no longer current.
 */
export async function runProviderPlanSync(services: Services, planId: string): Promise<void> {
  const linkMail = await services.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan || plan.status === "pending") return null;
    const provider = services.payments.byCode(plan.provider);
    const state = await billingStateOf(tx, plan);
    if (!provider?.syncPlan || !state) return null;
    const ids = providerIdsOf(plan);
    if (!ids.customerId && !ids.planId && !targetOf(plan, state).active) return null;
    const fee = await coveredFeeNow(tx, plan.coverFee, plan.channel, state.amount);
    const synced = await provider.syncPlan(ids, targetOf(plan, state, fee));
    await tx
      .update(recurringPlans)
      .set({
        providerCustomerId: synced.customerId,
        providerPlanId: synced.planId,
        providerPlanReference: synced.reference,
        providerMethodId: synced.methodId,
      })
      .where(eq(recurringPlans.id, plan.id));
    // No linked method (a new channel, a lost link): pay links until the donor links one. A month
    // already being charged by pay link (a plan from before links) is left to finish as a charge.
    if (!synced.methodId && state.paymentType === "recurring" && state.cycle.phase !== "charging") {
      await moveMachine(tx, plan, { type: "change-channel", paymentType: "reminder" }, services.now());
    }
    if (synced.planId !== ids.planId) {
      await audit(tx, {
        action: "plan.provider-sync",
        subject: `plan:${plan.id}`,
        data: { from: ids.planId, to: synced.planId, reference: synced.reference },
      });
    }
    return synced.linkUrl ? { plan, url: synced.linkUrl } : null;
  });
  if (!linkMail) return;
  const { plan, url } = linkMail;
  // One link mail per provider plan (its reference): the job run again after a crash sends none.
  await services.mailer.send(
    plan.email,
    plan.locale,
    linkedMethodMails.methodLink(plan.locale, {
      name: plan.fullname,
      amount: formatRupiah(plan.amount, plan.locale),
      channel: plan.channel,
      linkUrl: url,
    }),
    { key: `method-link:${plan.id}:${url}` },
  );
}

/**
 * The machine's `charge` for a plan the provider charges by itself: the cycle's donation is stored
 * under the pgid the provider's outcome will carry (before anything is sent), then our retry is
 * sent; the provider's scheduled attempt needs nothing sent. "not-linked": the plan has no usable
 * link, the caller falls back to the cycle's pay link.
 */
export async function chargeLinkedCycle(
  services: Services,
  plan: PlanRow,
  cycle: { dueDay: string; amount: number; retry: number },
): Promise<"charged" | "paid" | "not-linked"> {
  const provider = services.payments.byCode(plan.provider);
  // The cycle's fee, by the table of the cycle's day (docs/product/monthly-giving.md#cover-the-fee).
  const coveredFee = await coveredFeeNow(services.db, plan.coverFee, plan.channel, cycle.amount);
  const linked = provider?.linkedCycleCharge?.(providerIdsOf(plan), {
    ...cycle,
    amount: cycle.amount + coveredFee,
    channel: plan.channel,
  });
  if (!provider || !linked) {
    // A plan from before links (no provider objects yet) gets its provider plan and a link mail now.
    if (provider?.syncPlan && !plan.providerCustomerId && paymentTypeOf(plan.channel) === "recurring") {
      await enqueueProviderPlanSync(services.db, plan.id, services.now());
    }
    return "not-linked";
  }
  const [live] = await services.db
    .select({ pgId: donations.pgId, status: donations.status })
    .from(donations)
    .where(
      and(
        eq(donations.recurringPlanId, plan.id),
        eq(donations.cycleDueDay, cycle.dueDay),
        inArray(donations.status, ["pending", "done"]),
      ),
    )
    .limit(1);
  if (live?.status === "done") return "paid";
  if (!live) {
    await services.db
      .insert(donations)
      .values(
        cycleDonationRow(plan, {
          id: crypto.randomUUID(),
          pgId: linked.pgId,
          provider: provider.code,
          amount: cycle.amount,
          coveredFee,
          dueDay: cycle.dueDay,
          now: services.now(),
        }),
      )
      .onConflictDoNothing();
  } else if (live.pgId !== linked.pgId) {
    // The cycle already has a live charge (a pay link): it is the one the donor pays.
    return "charged";
  }
  // The provider may call back before it answers: the donation is committed before the request.
  await linked.charge?.();
  return "charged";
}

/**
 * Not charged silently, nor left hanging: the machine bills by pay link. An open retry becomes an
 * invoice (the machine does it); a cycle waiting for the provider's attempt that will not come is
 * closed as failed first, so it becomes an invoice too.
 */
async function switchToPayLinks(tx: Database, plan: PlanRow, now: Date): Promise<void> {
  const state = await billingStateOf(tx, plan);
  await moveMachine(tx, plan, { type: "change-channel", paymentType: "reminder" }, now);
  if (state?.status !== "active" || state.cycle.phase !== "charging") return;
  const { dueDay } = state.cycle;
  await tx
    .update(donations)
    .set({ status: "failed" })
    .where(
      and(
        eq(donations.recurringPlanId, plan.id),
        eq(donations.cycleDueDay, dueDay),
        eq(donations.status, "pending"),
      ),
    );
  const [fresh] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, plan.id)).limit(1);
  if (fresh) await moveMachine(tx, fresh, { type: "charge-failed", dueDay }, now);
}

/** A machine event from the provider's side (a link made or lost), in the caller's transaction. */
async function moveMachine(tx: Database, plan: PlanRow, event: BillingEvent, now: Date): Promise<void> {
  const state = await billingStateOf(tx, plan);
  if (!state) return;
  const moved = billingTransition(state, event, now);
  await saveBillingState(tx, plan.id, moved.state);
  await enqueueBillingActions(tx, plan.id, moved.actions, now);
}

/** The plans a plan event speaks about: by the provider plan's id, or (method callbacks) the method's. */
async function lockPlansOf(tx: Database, event: PlanEvent): Promise<PlanRow[]> {
  const where = event.providerPlanId
    ? eq(recurringPlans.providerPlanId, event.providerPlanId)
    : event.methodId
      ? eq(recurringPlans.providerMethodId, event.methodId)
      : null;
  if (!where) return [];
  return tx.select().from(recurringPlans).where(where).for("update");
}

/**
 * A verified plan callback, in processPaymentEvent's transaction (claimed once): the linked method is
 * stored; a plan the provider ended without us asking (the donor unlinked the wallet) or a method that
 * expired loses its link, so no cycle is charged silently: the donor is told, and later cycles come
 * with a pay link until a method is linked again; an expiry date is stored and its notice scheduled.
 */
export async function applyPlanEvent(
  services: Services,
  tx: Database,
  event: PlanEvent,
): Promise<"applied" | "unchanged" | "unknown-payment"> {
  const plans = await lockPlansOf(tx, event);
  if (plans.length === 0) {
    // A plan we replaced (re-anchored, stopped) ends as we asked: nothing to do.
    return event.providerPlanId ? "unchanged" : "unknown-payment";
  }
  for (const plan of plans) await applyToPlan(services, tx, plan, event);
  return "applied";
}

async function applyToPlan(services: Services, tx: Database, plan: PlanRow, event: PlanEvent): Promise<void> {
  const set = (values: Partial<typeof recurringPlans.$inferInsert>) =>
    tx.update(recurringPlans).set(values).where(eq(recurringPlans.id, plan.id));
  switch (event.change) {
    case "linked": {
      if (event.methodId && event.methodId !== plan.providerMethodId) {
        await set({ providerMethodId: event.methodId, providerMethodExpiresOn: null });
        // A card's expiry is in its payment method object: read once, outside this transaction.
        await enqueueJob(tx, {
          kind: methodExpiryReadJob,
          key: `method-read:${plan.id}:${event.methodId}`,
          payload: { planId: plan.id, methodId: event.methodId },
          runAt: services.now(),
        });
      }
      // Linked again after pay links: charged automatically from the next cycle on.
      const state = await billingStateOf(tx, plan);
      if (
        event.methodId &&
        state?.paymentType === "reminder" &&
        paymentTypeOf(plan.channel) === "recurring"
      ) {
        await moveMachine(tx, plan, { type: "change-channel", paymentType: "recurring" }, services.now());
      }
      return;
    }
    case "method-expiring":
      if (!event.expiresOn) return;
      await set({ providerMethodExpiresOn: event.expiresOn });
      await scheduleExpiryNotice(tx, plan, event.expiresOn, services.now());
      return;
    case "unlinked":
      // Our own sync is deactivating it (a failed attempt rolled back before storing the new plan).
      if (await syncUnderWay(tx, plan.id)) return;
      await loseLink(services, tx, plan, event);
      return;
    case "method-expired":
      await loseLink(services, tx, plan, event);
      return;
  }
}

/** The plan's sync job is queued or running: a plan ending now is one we asked to end. */
async function syncUnderWay(tx: Database, planId: string): Promise<boolean> {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.key, syncJobKey(planId)), inArray(jobs.status, ["queued", "running"])))
    .limit(1);
  return Boolean(job);
}

/** The donor unlinked the method, or it expired: no silent charges, the donor is told. */
async function loseLink(services: Services, tx: Database, plan: PlanRow, event: PlanEvent): Promise<void> {
  const set = (values: Partial<typeof recurringPlans.$inferInsert>) =>
    tx.update(recurringPlans).set(values).where(eq(recurringPlans.id, plan.id));
  await set({
    providerMethodId: null,
    ...(event.change === "unlinked" ? { providerPlanId: null } : {}),
  });
  await audit(tx, {
    action: "plan.provider-unlinked",
    subject: `plan:${plan.id}`,
    data: { event: event.eventId, change: event.change },
  });
  // A first payment that failed on Xendit's page ends its plan too: that donor has no plan to tell about.
  if (plan.status === "inactive" || plan.status === "pending") return;
  await switchToPayLinks(tx, plan, services.now());
  await services.mailer.enqueue(
    tx,
    plan.email,
    plan.locale,
    linkedMethodMails.methodUnlinked(plan.locale, {
      name: plan.fullname,
      amount: formatRupiah(plan.amount, plan.locale),
      channel: plan.channel,
      changeUrl: recurringScreenUrl(services),
    }),
    { key: `method-unlinked:${event.eventId}:${plan.id}` },
  );
  // The provider's plan still holding a dead method (expired) is replaced by one waiting for a link.
  if (event.change === "method-expired") await enqueueProviderPlanSync(tx, plan.id, services.now());
}

/** A month before the last valid day, once per method and expiry (the job is keyed so). */
export async function scheduleExpiryNotice(
  db: Database,
  plan: { id: string; providerMethodId: string | null },
  expiresOn: string,
  now: Date,
): Promise<void> {
  const monthBefore = addBillingMonths(expiresOn, -1, Number(expiresOn.slice(8, 10)));
  const at = new Date(`${monthBefore}T02:00:00.000Z`);
  await enqueueJob(db, {
    kind: methodExpiryNoticeJob,
    key: `method-expiry:${plan.id}:${plan.providerMethodId ?? "-"}:${expiresOn}`,
    payload: { planId: plan.id, expiresOn },
    runAt: at.getTime() > now.getTime() ? at : now,
  });
}

/**
 * The "card expiring" mail: sent once per method and expiry day (`method_expiry_notice_for`), only
 * while the plan is still charged to that method with that expiry and is not stopped.
 */
export async function sendMethodExpiryNotice(
  services: Services,
  payload: { planId: string; expiresOn: string },
): Promise<void> {
  const mail = await services.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, payload.planId);
    if (!plan?.providerMethodId || plan.status === "inactive") return null;
    if (plan.providerMethodExpiresOn !== payload.expiresOn) return null;
    const noticeFor = `${plan.providerMethodId}:${payload.expiresOn}`;
    if (plan.methodExpiryNoticeFor === noticeFor) return null;
    await tx
      .update(recurringPlans)
      .set({ methodExpiryNoticeFor: noticeFor })
      .where(eq(recurringPlans.id, plan.id));
    const beside = await queueBesideMail(tx, plan, {
      template: "rimbun_card_expiring",
      purpose: "card_expiring",
      locale: plan.locale,
      body: [
        donorName(plan.fullname, plan.locale),
        formatRupiah(plan.amount, plan.locale),
        findChannel(plan.channel)?.name ?? plan.channel,
        formatLongDate(payload.expiresOn, plan.locale),
      ],
      key: `method-expiring:${plan.id}:${noticeFor}`,
    });
    if (!beside.mail) return plan;
    await services.mailer.enqueue(
      tx,
      plan.email,
      plan.locale,
      linkedMethodMails.methodExpiring(plan.locale, {
        name: plan.fullname,
        amount: formatRupiah(plan.amount, plan.locale),
        channel: plan.channel,
        date: formatLongDate(payload.expiresOn, plan.locale),
        changeUrl: recurringScreenUrl(services),
      }),
      { key: `method-expiring:${plan.id}:${noticeFor}` },
    );
    return plan;
  });
  if (mail) services.mailer.wake?.();
}

/**
 * The `method-expiry-read` job: asks the provider for the linked method's expiry (a card's month)
 * and, when it gives one, stores it and schedules the notice a month before.
 */
export async function readMethodExpiry(
  services: Services,
  payload: { planId: string; methodId: string },
): Promise<void> {
  const [plan] = await services.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, payload.planId))
    .limit(1);
  const provider = plan ? services.payments.byCode(plan.provider) : undefined;
  if (!plan || plan.providerMethodId !== payload.methodId || !provider?.methodExpiresOn) return;
  const expiresOn = await provider.methodExpiresOn(payload.methodId);
  if (!expiresOn) return;
  await services.db.transaction(async (tx) => {
    const locked = await lockPlan(tx, payload.planId);
    if (!locked || locked.providerMethodId !== payload.methodId) return;
    // An earlier day the provider already called back about wins (the card's date is its last possible day).
    if (locked.providerMethodExpiresOn && locked.providerMethodExpiresOn <= expiresOn) return;
    await tx
      .update(recurringPlans)
      .set({ providerMethodExpiresOn: expiresOn })
      .where(eq(recurringPlans.id, locked.id));
    await scheduleExpiryNotice(tx, locked, expiresOn, services.now());
  });
}
