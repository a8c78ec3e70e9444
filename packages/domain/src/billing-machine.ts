import {
  addBillingMonths,
  billingAnchorDay,
  billingInstant,
  chargeDayDueDay,
  firstDueDay,
  type IsoInstant,
  isChargeDay,
  isPauseMonths,
  pausedDueDay,
  reactivationDueDay,
  reminderDay,
  skippedDueDay,
} from "./billing-schedule.ts";
import type { PaymentType } from "./channels.ts";
import { addDaysToInstant, type IsoDay, jakartaDay } from "./dates.ts";
import type { RecurringStatus } from "./donations.ts";
import { type MessageId, messages } from "./messages.ts";
import { amountLimits, type Rupiah } from "./money.ts";

/**
 * One monthly plan's billing as a reducer: `billingTransition(state, event, now)` returns the next
 * state and the actions the API must carry out (mails, charges, jobs). Pure: `now` is an argument,
 * the state is plain JSON (instants as ISO strings) so the API can store it as it is.
 */

/** Charge retries after a failed charge, in days after the cycle's first failure. */
export const CHARGE_RETRY_DAYS = [1, 3, 7] as const;
/** An unpaid invoice of a reminder channel expires this many days after it is sent. */
export const INVOICE_EXPIRY_DAYS = 7;
/**
 * A plan pauses after this many failed (or unpaid) cycles in a row
 * (docs/product/monthly-giving.md#paused-after-failures).
 */
export const FAILED_CYCLES_BEFORE_PAUSE = 3;

export const billingPhases = [
  "scheduled",
  "reminded",
  "invoiced",
  "charging",
  "retrying",
  "paid",
  "failed",
  "expired",
] as const;
export type BillingPhase = (typeof billingPhases)[number];

/** Phases in which a cycle is under way: money may still come in, so no new cycle opens. */
const openPhases: readonly BillingPhase[] = ["invoiced", "charging", "retrying"];

export function isOpenPhase(phase: BillingPhase): boolean {
  return openPhases.includes(phase);
}

/** The current (or last) monthly cycle. */
export interface BillingCycle {
  readonly phase: BillingPhase;
  readonly dueDay: IsoDay;
  /** Amount of this cycle, fixed when it opens (an amount change applies from the next cycle). */
  readonly amount: Rupiah;
  /** 0 for the first charge; n while `retrying(n)` and during the n-th retry charge. */
  readonly retry: number;
  readonly firstFailedAt: IsoInstant | null;
  readonly retryAt: IsoInstant | null;
  readonly expiresAt: IsoInstant | null;
}

/** Why a plan is paused: the donor asked (1-3 months) or three cycles in a row failed. */
export const pauseReasons = ["donor", "failures"] as const;
export type PauseReason = (typeof pauseReasons)[number];

export interface BillingState {
  readonly status: RecurringStatus;
  readonly paymentType: PaymentType;
  readonly amount: Rupiah;
  /** Day of month of the first successful payment (Jakarta). */
  readonly anchorDay: number;
  /** Due day of the next cycle that has not opened yet (call 2's next charge date). */
  readonly nextDue: IsoDay;
  /** Failed or unpaid cycles in a row; a paid cycle resets it. */
  readonly failedCycles: number;
  readonly pauseReason: PauseReason | null;
  /** While paused by the donor: the due day on which the plan resumes by itself. */
  readonly pausedUntil: IsoDay | null;
  /** Next month is already skipped (a second skip would skip another month: refused). */
  readonly skipped: boolean;
  readonly cycle: BillingCycle;
}

export type BillingEvent =
  | { readonly type: "tick" }
  | { readonly type: "charge-succeeded"; readonly dueDay?: IsoDay }
  | { readonly type: "charge-failed"; readonly dueDay?: IsoDay }
  | { readonly type: "invoice-paid"; readonly dueDay?: IsoDay }
  | { readonly type: "invoice-expired"; readonly dueDay?: IsoDay }
  | { readonly type: "pause"; readonly months: number }
  | { readonly type: "skip-next" }
  | { readonly type: "reactivate" }
  | { readonly type: "stop" }
  | { readonly type: "change-channel"; readonly paymentType: PaymentType }
  | { readonly type: "change-amount"; readonly amount: Rupiah }
  /** The donor's day of the month (1-28): the anchor moves, and the next due day within its month. */
  | { readonly type: "change-charge-day"; readonly day: number };

export type BillingEventType = BillingEvent["type"];

export type BillingAction =
  | { readonly type: "send-reminder"; readonly dueDay: IsoDay; readonly amount: Rupiah }
  /** The monthly invoice mail (with the signed stop link); `payLink` for reminder channels. */
  | {
      readonly type: "send-invoice";
      readonly dueDay: IsoDay;
      readonly amount: Rupiah;
      readonly payLink: boolean;
    }
  | { readonly type: "charge"; readonly dueDay: IsoDay; readonly amount: Rupiah; readonly retry: number }
  /** Run a tick at `at`: it charges the retry. */
  | {
      readonly type: "schedule-retry";
      readonly dueDay: IsoDay;
      readonly retry: number;
      readonly at: IsoInstant;
    }
  /** Expire the provider's invoice (its pay link) at `at`; then deliver `invoice-expired`. */
  | { readonly type: "expire-invoice"; readonly dueDay: IsoDay; readonly at: IsoInstant }
  | {
      readonly type: "send-failure-notice";
      readonly dueDay: IsoDay;
      readonly reason: "charge-failed" | "invoice-expired";
    }
  | { readonly type: "pause-plan"; readonly reason: PauseReason; readonly until: IsoDay | null }
  /** After the third failed cycle in a row: a mail with a one-click pay link for the missed month. */
  | { readonly type: "send-paused-notice"; readonly dueDay: IsoDay; readonly amount: Rupiah }
  | { readonly type: "resume-plan"; readonly nextDue: IsoDay }
  | { readonly type: "send-stop-confirmation" }
  /** Credit the referrer's points for this cycle's payment (the API keeps it idempotent per donation). */
  | { readonly type: "credit-referral"; readonly dueDay: IsoDay; readonly amount: Rupiah };

export type BillingActionType = BillingAction["type"];

export interface BillingResult {
  readonly state: BillingState;
  readonly actions: readonly BillingAction[];
  /** Why a donor's request was refused (a message id for the API's answer); null when applied or a no-op. */
  readonly refused: MessageId | null;
}

/** The plan right after its first successful payment (which was the first cycle). */
export function startBillingPlan(input: {
  firstPaidAt: Date;
  paymentType: PaymentType;
  amount: Rupiah;
}): BillingState {
  const anchorDay = billingAnchorDay(input.firstPaidAt);
  return {
    status: "active",
    paymentType: input.paymentType,
    amount: input.amount,
    anchorDay,
    nextDue: firstDueDay(input.firstPaidAt, anchorDay),
    failedCycles: 0,
    pauseReason: null,
    pausedUntil: null,
    skipped: false,
    cycle: closedCycle("paid", jakartaDay(input.firstPaidAt), input.amount),
  };
}

function closedCycle(phase: BillingPhase, dueDay: IsoDay, amount: Rupiah): BillingCycle {
  return { phase, dueDay, amount, retry: 0, firstFailedAt: null, retryAt: null, expiresAt: null };
}

function at(instant: IsoInstant | null): number {
  return instant === null ? Number.POSITIVE_INFINITY : Date.parse(instant);
}

function result(state: BillingState, actions: BillingAction[] = []): BillingResult {
  return { state, actions, refused: null };
}

function refuse(state: BillingState, reason: MessageId): BillingResult {
  return { state, actions: [], refused: reason };
}

/** An event about a cycle names its due day when it can; one about another cycle changes nothing. */
function concernsCycle(state: BillingState, dueDay: IsoDay | undefined): boolean {
  return dueDay === undefined || dueDay === state.cycle.dueDay;
}

/** The instant at which the next cycle's first step (reminder or due day) is reached. */
function nextStepInstant(state: BillingState): Date {
  return billingInstant(reminderDay(state.nextDue, state.paymentType) ?? state.nextDue);
}

export function billingTransition(state: BillingState, event: BillingEvent, now: Date): BillingResult {
  switch (event.type) {
    case "tick":
      return tick(state, now);
    case "charge-succeeded":
      if (!concernsCycle(state, event.dueDay)) return result(state);
      if (!["charging", "retrying", "failed"].includes(state.cycle.phase)) return result(state);
      return markPaid(state, now);
    case "invoice-paid":
      if (!concernsCycle(state, event.dueDay)) return result(state);
      if (!["invoiced", "expired", "failed"].includes(state.cycle.phase)) return result(state);
      return markPaid(state, now);
    case "charge-failed":
      if (!concernsCycle(state, event.dueDay) || state.cycle.phase !== "charging") return result(state);
      return chargeFailed(state, now);
    case "invoice-expired":
      if (!concernsCycle(state, event.dueDay) || state.cycle.phase !== "invoiced") return result(state);
      return closeUnpaid(state, "invoice-expired");
    case "pause":
      return pause(state, event.months);
    case "skip-next":
      return skipNext(state);
    case "reactivate":
      return reactivate(state, now);
    case "stop":
      return stop(state, now);
    case "change-channel":
      return changeChannel(state, event.paymentType, now);
    case "change-amount":
      return changeAmount(state, event.amount);
    case "change-charge-day":
      return changeChargeDay(state, event.day, now);
  }
}

function tick(initial: BillingState, now: Date): BillingResult {
  if (initial.status === "inactive") return result(initial);
  let state = initial;
  const actions: BillingAction[] = [];
  const time = now.getTime();
  const { cycle } = state;

  if (cycle.phase === "retrying" && time >= at(cycle.retryAt)) {
    state = { ...state, cycle: { ...cycle, phase: "charging", retryAt: null } };
    actions.push({ type: "charge", dueDay: cycle.dueDay, amount: cycle.amount, retry: cycle.retry });
  } else if (cycle.phase === "invoiced" && time >= at(cycle.expiresAt)) {
    const closed = closeUnpaid(state, "invoice-expired");
    state = closed.state;
    actions.push(...closed.actions);
  }

  if (
    state.status === "paused" &&
    state.pauseReason === "donor" &&
    time >= nextStepInstant(state).getTime()
  ) {
    state = { ...state, status: "active", pauseReason: null, pausedUntil: null };
    actions.push({ type: "resume-plan", nextDue: state.nextDue });
  }

  if (state.status === "active" && !isOpenPhase(state.cycle.phase)) {
    const remindOn = reminderDay(state.nextDue, state.paymentType);
    const alreadyReminded = state.cycle.phase === "reminded" && state.cycle.dueDay === state.nextDue;
    if (time >= billingInstant(state.nextDue).getTime()) {
      const opened = openCycle(state, now);
      state = opened.state;
      actions.push(...opened.actions);
    } else if (remindOn !== null && !alreadyReminded && time >= billingInstant(remindOn).getTime()) {
      state = { ...state, cycle: closedCycle("reminded", state.nextDue, state.amount) };
      actions.push({ type: "send-reminder", dueDay: state.nextDue, amount: state.amount });
    }
  }
  return result(state, actions);
}

/**
 * Opens the cycle due on `nextDue`. If the runner was down past later due days, those months are not
 * charged afterwards: a plan never takes more than one month at once.
 */
function openCycle(state: BillingState, now: Date): BillingResult {
  const dueDay = state.nextDue;
  let nextDue = addBillingMonths(dueDay, 1, state.anchorDay);
  while (billingInstant(nextDue).getTime() <= now.getTime()) {
    nextDue = addBillingMonths(nextDue, 1, state.anchorDay);
  }
  const base = { ...closedCycle("charging", dueDay, state.amount) };
  if (state.paymentType === "recurring") {
    return result({ ...state, nextDue, skipped: false, cycle: base }, [
      { type: "send-invoice", dueDay, amount: state.amount, payLink: false },
      { type: "charge", dueDay, amount: state.amount, retry: 0 },
    ]);
  }
  return invoiceCycle({ ...state, nextDue, skipped: false, cycle: base }, now);
}

/** Sends the cycle's invoice with a pay link and lets it expire after the window. */
function invoiceCycle(state: BillingState, now: Date): BillingResult {
  const expiresAt = addDaysToInstant(now, INVOICE_EXPIRY_DAYS);
  const { dueDay, amount } = state.cycle;
  return result({ ...state, cycle: { ...state.cycle, phase: "invoiced", retryAt: null, expiresAt } }, [
    { type: "send-invoice", dueDay, amount, payLink: true },
    { type: "expire-invoice", dueDay, at: expiresAt },
  ]);
}

function chargeFailed(state: BillingState, now: Date): BillingResult {
  const { cycle } = state;
  // The donor switched to a reminder channel while this charge was under way: invoice instead of retrying.
  if (state.status !== "inactive" && state.paymentType === "reminder") return invoiceCycle(state, now);
  const offset = CHARGE_RETRY_DAYS[cycle.retry];
  if (offset === undefined || state.status === "inactive") return closeUnpaid(state, "charge-failed");
  const firstFailedAt = cycle.firstFailedAt ?? now.toISOString();
  const retry = cycle.retry + 1;
  const retryAt = addDaysToInstant(firstFailedAt, offset);
  return result({ ...state, cycle: { ...cycle, phase: "retrying", retry, firstFailedAt, retryAt } }, [
    { type: "schedule-retry", dueDay: cycle.dueDay, retry, at: retryAt },
  ]);
}

/** A cycle ends unpaid: it counts toward the pause, and the donor hears about it once. */
function closeUnpaid(state: BillingState, reason: "charge-failed" | "invoice-expired"): BillingResult {
  const { cycle } = state;
  const phase: BillingPhase = reason === "charge-failed" ? "failed" : "expired";
  const closed = { ...cycle, phase, retryAt: null, expiresAt: null };
  if (state.status === "inactive") return result({ ...state, cycle: closed });
  const failedCycles = state.failedCycles + 1;
  if (failedCycles >= FAILED_CYCLES_BEFORE_PAUSE) {
    return result(
      { ...state, status: "paused", pauseReason: "failures", pausedUntil: null, failedCycles, cycle: closed },
      [
        { type: "pause-plan", reason: "failures", until: null },
        { type: "send-paused-notice", dueDay: cycle.dueDay, amount: cycle.amount },
      ],
    );
  }
  return result({ ...state, failedCycles, cycle: closed }, [
    { type: "send-failure-notice", dueDay: cycle.dueDay, reason },
  ]);
}

/**
 * Money came in for the cycle. Paying the paused notice's link ends a pause for failures; after a
 * stop the payment is still recorded (the money was taken) but the plan stays stopped.
 */
function markPaid(state: BillingState, now: Date): BillingResult {
  const { cycle } = state;
  let next: BillingState = {
    ...state,
    failedCycles: 0,
    cycle: { ...cycle, phase: "paid", retryAt: null, expiresAt: null },
  };
  const actions: BillingAction[] = [{ type: "credit-referral", dueDay: cycle.dueDay, amount: cycle.amount }];
  if (state.status === "paused" && state.pauseReason === "failures") {
    const nextDue =
      billingInstant(state.nextDue).getTime() > now.getTime()
        ? state.nextDue
        : reactivationDueDay(now, state.anchorDay);
    next = { ...next, status: "active", pauseReason: null, nextDue };
    actions.push({ type: "resume-plan", nextDue });
  }
  return result(next, actions);
}

/** A reminder already sent for a due day that moves is forgotten: the new day gets its own. */
function forgetReminder(cycle: BillingCycle, nextDue: IsoDay): BillingCycle {
  return cycle.phase === "reminded" ? closedCycle("scheduled", nextDue, cycle.amount) : cycle;
}

function pause(state: BillingState, months: number): BillingResult {
  if (state.status !== "active") return refuse(state, messages.billingNotActive.id);
  if (!isPauseMonths(months)) return refuse(state, messages.billingPauseMonths.id);
  const nextDue = pausedDueDay(state.nextDue, months, state.anchorDay);
  return result(
    {
      ...state,
      status: "paused",
      pauseReason: "donor",
      pausedUntil: nextDue,
      nextDue,
      skipped: false,
      cycle: forgetReminder(state.cycle, nextDue),
    },
    [{ type: "pause-plan", reason: "donor", until: nextDue }],
  );
}

function skipNext(state: BillingState): BillingResult {
  if (state.status !== "active") return refuse(state, messages.billingNotActive.id);
  if (state.skipped) return refuse(state, messages.billingAlreadySkipped.id);
  const nextDue = skippedDueDay(state.nextDue, state.anchorDay);
  return result({ ...state, nextDue, skipped: true, cycle: forgetReminder(state.cycle, nextDue) });
}

function reactivate(state: BillingState, now: Date): BillingResult {
  if (state.status === "active") return refuse(state, messages.billingAlreadyActive.id);
  const nextDue = reactivationDueDay(now, state.anchorDay);
  return result(
    {
      ...state,
      status: "active",
      pauseReason: null,
      pausedUntil: null,
      failedCycles: 0,
      skipped: false,
      nextDue,
      cycle: forgetReminder(state.cycle, nextDue),
    },
    [{ type: "resume-plan", nextDue }],
  );
}

/**
 * Stopping cancels pending retries and withdraws an open invoice. A charge already sent to the
 * provider cannot be called back: its result is still recorded when it arrives.
 */
function stop(state: BillingState, now: Date): BillingResult {
  if (state.status === "inactive") return refuse(state, messages.errorNotFound.id);
  const { cycle } = state;
  const actions: BillingAction[] = [{ type: "send-stop-confirmation" }];
  let stoppedCycle = forgetReminder(cycle, state.nextDue);
  if (cycle.phase === "retrying") stoppedCycle = { ...cycle, phase: "failed", retryAt: null };
  if (cycle.phase === "invoiced") {
    stoppedCycle = { ...cycle, phase: "expired", expiresAt: null };
    actions.push({ type: "expire-invoice", dueDay: cycle.dueDay, at: now.toISOString() });
  }
  return result(
    {
      ...state,
      status: "inactive",
      pauseReason: null,
      pausedUntil: null,
      skipped: false,
      cycle: stoppedCycle,
    },
    actions,
  );
}

/**
 * A new channel applies to the next cycle. Two cases touch the open one: retries cannot charge a
 * reminder channel, so the donor gets the invoice with a pay link instead; and a reminder already sent
 * means nothing for a channel that is charged.
 */
function changeChannel(state: BillingState, paymentType: PaymentType, now: Date): BillingResult {
  const changed: BillingState = { ...state, paymentType };
  if (state.status === "inactive" || paymentType === state.paymentType) return result(changed);
  if (paymentType === "reminder" && state.cycle.phase === "retrying") return invoiceCycle(changed, now);
  if (paymentType === "recurring")
    return result({ ...changed, cycle: forgetReminder(state.cycle, state.nextDue) });
  return result(changed);
}

function changeAmount(state: BillingState, amount: Rupiah): BillingResult {
  const limit = amountLimits.recurringEdit;
  if (!Number.isSafeInteger(amount) || amount < limit.min) return refuse(state, limit.minMessage);
  if (amount > limit.max) return refuse(state, messages.amountMax.id);
  return result({ ...state, amount });
}

/**
 * A new charge day keeps the month of the next cycle (never two cycles in one month, never a month
 * left out): see `chargeDayDueDay`. A pause by the donor ends on the moved day.
 */
function changeChargeDay(state: BillingState, day: number, now: Date): BillingResult {
  if (state.status === "inactive") return refuse(state, messages.billingStopped.id);
  if (!isChargeDay(day)) return refuse(state, messages.billingChargeDay.id);
  if (day === state.anchorDay) return result(state);
  const nextDue = chargeDayDueDay(state.nextDue, day, jakartaDay(now), isOpenPhase(state.cycle.phase));
  const moved: BillingState = {
    ...state,
    anchorDay: day,
    nextDue,
    cycle: nextDue === state.nextDue ? state.cycle : forgetReminder(state.cycle, nextDue),
  };
  const pausedByDonor = state.status === "paused" && state.pauseReason === "donor";
  return result(pausedByDonor ? { ...moved, pausedUntil: nextDue } : moved);
}

/**
 * The earliest instant at which a tick changes something (retry, expiry, reminder, due day, end of a
 * donor's pause), or null when only an event can move the plan. The job runner schedules its next
 * tick for the plan there.
 */
export function nextBillingWake(state: BillingState): Date | null {
  const candidates: number[] = [];
  const { cycle } = state;
  if (state.status !== "inactive") {
    if (cycle.phase === "retrying") candidates.push(at(cycle.retryAt));
    if (cycle.phase === "invoiced") candidates.push(at(cycle.expiresAt));
  }
  const waitsForNextCycle =
    state.status === "active" || (state.status === "paused" && state.pauseReason === "donor");
  if (waitsForNextCycle && !isOpenPhase(cycle.phase)) {
    const remindOn = reminderDay(state.nextDue, state.paymentType);
    const reminded = cycle.phase === "reminded" && cycle.dueDay === state.nextDue;
    candidates.push(billingInstant(remindOn !== null && !reminded ? remindOn : state.nextDue).getTime());
  }
  const earliest = Math.min(...candidates);
  return Number.isFinite(earliest) ? new Date(earliest) : null;
}

/**
 * Call 2's next charge date: the next due day while the plan is active or paused by the donor (it
 * resumes by itself); null when stopped or paused after failures (only the donor can restart those).
 */
export function nextChargeDay(state: BillingState): IsoDay | null {
  if (state.status === "active") return state.nextDue;
  return state.status === "paused" && state.pauseReason === "donor" ? state.nextDue : null;
}
