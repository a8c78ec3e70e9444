import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BillingEvent,
  type BillingResult,
  type BillingState,
  billingTransition,
  FAILED_CYCLES_BEFORE_PAUSE,
  nextBillingWake,
  nextChargeDay,
  startBillingPlan,
} from "./billing-machine.ts";
import { billingInstant } from "./billing-schedule.ts";

const firstPaidAt = new Date("2026-01-15T03:00:00Z");
const card = startBillingPlan({ firstPaidAt, paymentType: "recurring", amount: 50_000 });
const va = startBillingPlan({ firstPaidAt, paymentType: "reminder", amount: 50_000 });

/** 09:00 Jakarta of a day, plus hours. */
function on(day: string, hours = 0): Date {
  return new Date(billingInstant(day).getTime() + hours * 3_600_000);
}

function run(state: BillingState, steps: readonly [BillingEvent, Date][]): BillingResult {
  let last: BillingResult = { state, actions: [], refused: null };
  for (const [event, now] of steps) last = billingTransition(last.state, event, now);
  return last;
}

const tick: BillingEvent = { type: "tick" };
const types = (result: BillingResult) => result.actions.map((action) => action.type);

/** A card plan whose February charge is under way. */
const charging = run(card, [[tick, on("2026-02-15")]]).state;
/** A VA plan whose February invoice is open. */
const invoiced = run(va, [[tick, on("2026-02-15")]]).state;

describe("startBillingPlan", () => {
  it("anchors on the first payment's Jakarta day and is due the same day next month", () => {
    expect(card).toMatchObject({
      status: "active",
      anchorDay: 15,
      nextDue: "2026-02-15",
      failedCycles: 0,
      cycle: { phase: "paid", dueDay: "2026-01-15" },
    });
  });
});

describe("tick", () => {
  it.each([
    ["card, day before the due day", card, on("2026-02-14"), []],
    ["card, due day before 09:00 Jakarta", card, on("2026-02-15", -1), []],
    ["card, due day 09:00", card, on("2026-02-15"), ["send-invoice", "charge"]],
    ["VA, 4 days before", va, on("2026-02-11"), []],
    ["VA, 3 days before", va, on("2026-02-12"), ["send-reminder"]],
    ["VA, due day", va, on("2026-02-15"), ["send-invoice", "expire-invoice"]],
  ] as const)("%s -> %j", (_, state, now, expected) => {
    expect(types(billingTransition(state, tick, now))).toEqual(expected);
  });

  it("sends the invoice before the charge, without a pay link, and moves the next due day", () => {
    const result = billingTransition(card, tick, on("2026-02-15"));
    expect(result.actions).toEqual([
      { type: "send-invoice", dueDay: "2026-02-15", amount: 50_000, payLink: false },
      { type: "charge", dueDay: "2026-02-15", amount: 50_000, retry: 0 },
    ]);
    expect(result.state.nextDue).toBe("2026-03-15");
    expect(result.state.cycle.phase).toBe("charging");
  });

  it("gives a reminder channel's invoice a pay link that expires after 7 days", () => {
    const result = billingTransition(va, tick, on("2026-02-15"));
    expect(result.actions).toEqual([
      { type: "send-invoice", dueDay: "2026-02-15", amount: 50_000, payLink: true },
      { type: "expire-invoice", dueDay: "2026-02-15", at: on("2026-02-22").toISOString() },
    ]);
  });

  it("reminds once however often it ticks", () => {
    const reminded = run(va, [[tick, on("2026-02-12")]]).state;
    expect(types(run(reminded, [[tick, on("2026-02-12", 5)]]))).toEqual([]);
    expect(types(run(reminded, [[tick, on("2026-02-14")]]))).toEqual([]);
  });

  it("opens one cycle after a long outage and does not charge the missed months", () => {
    const result = billingTransition(card, tick, on("2026-05-20"));
    expect(result.actions.filter((action) => action.type === "charge")).toHaveLength(1);
    expect(result.state.nextDue).toBe("2026-06-15");
  });

  it("does not open a new cycle while one is under way", () => {
    expect(types(billingTransition(charging, tick, on("2026-03-20")))).toEqual([]);
  });
});

describe("charge results", () => {
  it("a success pays the cycle and credits the referral", () => {
    const result = billingTransition(charging, { type: "charge-succeeded" }, on("2026-02-15"));
    expect(result.state.cycle.phase).toBe("paid");
    expect(result.actions).toEqual([{ type: "credit-referral", dueDay: "2026-02-15", amount: 50_000 }]);
  });

  it("a failure after payment changes nothing (a paid cycle never fails)", () => {
    const paid = run(charging, [[{ type: "charge-succeeded" }, on("2026-02-15")]]).state;
    const result = billingTransition(paid, { type: "charge-failed" }, on("2026-02-15", 1));
    expect(result.state).toEqual(paid);
    expect(result.actions).toEqual([]);
  });

  it("retries 1, 3 and 7 days after the first failure, then fails the cycle", () => {
    const failed = { type: "charge-failed" } as const;
    const first = billingTransition(charging, failed, on("2026-02-15"));
    expect(first.state.cycle).toMatchObject({ phase: "retrying", retry: 1 });
    expect(first.actions).toEqual([
      { type: "schedule-retry", dueDay: "2026-02-15", retry: 1, at: on("2026-02-16").toISOString() },
    ]);
    expect(types(billingTransition(first.state, tick, on("2026-02-16", -1)))).toEqual([]);
    const retry1 = billingTransition(first.state, tick, on("2026-02-16"));
    expect(retry1.actions).toEqual([{ type: "charge", dueDay: "2026-02-15", amount: 50_000, retry: 1 }]);
    const second = billingTransition(retry1.state, failed, on("2026-02-16"));
    expect(second.actions).toMatchObject([
      { type: "schedule-retry", retry: 2, at: on("2026-02-18").toISOString() },
    ]);
    const third = run(second.state, [
      [tick, on("2026-02-18")],
      [failed, on("2026-02-18")],
    ]);
    expect(third.actions).toMatchObject([
      { type: "schedule-retry", retry: 3, at: on("2026-02-22").toISOString() },
    ]);
    const last = run(third.state, [
      [tick, on("2026-02-22")],
      [failed, on("2026-02-22")],
    ]);
    expect(last.state.cycle.phase).toBe("failed");
    expect(last.state.failedCycles).toBe(1);
    expect(last.actions).toEqual([
      { type: "send-failure-notice", dueDay: "2026-02-15", reason: "charge-failed" },
    ]);
  });

  it("a retry that succeeds resets the failure count", () => {
    const result = run({ ...charging, failedCycles: 2 }, [
      [{ type: "charge-failed" }, on("2026-02-15")],
      [tick, on("2026-02-16")],
      [{ type: "charge-succeeded" }, on("2026-02-16")],
    ]);
    expect(result.state).toMatchObject({ failedCycles: 0, cycle: { phase: "paid", retry: 1 } });
  });

  it(`pauses the plan after ${FAILED_CYCLES_BEFORE_PAUSE} failed cycles in a row, with a paused notice`, () => {
    const result = run({ ...invoiced, failedCycles: 2 }, [[{ type: "invoice-expired" }, on("2026-02-22")]]);
    expect(result.state).toMatchObject({ status: "paused", pauseReason: "failures", failedCycles: 3 });
    expect(result.actions).toEqual([
      { type: "pause-plan", reason: "failures", until: null },
      { type: "send-paused-notice", dueDay: "2026-02-15", amount: 50_000 },
    ]);
    expect(types(billingTransition(result.state, tick, on("2026-03-15")))).toEqual([]);
    expect(nextBillingWake(result.state)).toBeNull();
  });

  it("paying the paused notice's link resumes the plan on its anchor", () => {
    const paused = run({ ...invoiced, failedCycles: 2 }, [
      [{ type: "invoice-expired" }, on("2026-02-22")],
    ]).state;
    const result = billingTransition(paused, { type: "invoice-paid" }, on("2026-03-20"));
    expect(result.state).toMatchObject({ status: "active", failedCycles: 0, nextDue: "2026-04-15" });
    expect(types(result)).toEqual(["credit-referral", "resume-plan"]);
  });

  it("ignores results naming another cycle", () => {
    const result = billingTransition(
      charging,
      { type: "charge-failed", dueDay: "2026-01-15" },
      on("2026-02-15"),
    );
    expect(result.state).toEqual(charging);
  });
});

describe("reminder invoices", () => {
  it("expire on the tick after 7 days or on the provider's event, once", () => {
    for (const event of [tick, { type: "invoice-expired" } as const]) {
      const result = billingTransition(invoiced, event, on("2026-02-22"));
      expect(result.state.cycle.phase).toBe("expired");
      expect(types(result)).toEqual(["send-failure-notice"]);
      expect(billingTransition(result.state, { type: "invoice-expired" }, on("2026-02-22")).actions).toEqual(
        [],
      );
    }
  });

  it("an invoice paid in time pays the cycle", () => {
    const result = billingTransition(invoiced, { type: "invoice-paid" }, on("2026-02-17"));
    expect(result.state.cycle.phase).toBe("paid");
    expect(types(result)).toEqual(["credit-referral"]);
  });
});

describe("donor requests", () => {
  it.each([
    [1, "2026-03-15"],
    [2, "2026-04-15"],
    [3, "2026-05-15"],
  ])("pause %d month(s) moves the next due day to %s and resumes there", (months, until) => {
    const result = billingTransition(card, { type: "pause", months }, on("2026-02-01"));
    expect(result.state).toMatchObject({
      status: "paused",
      pauseReason: "donor",
      nextDue: until,
      pausedUntil: until,
    });
    expect(result.actions).toEqual([{ type: "pause-plan", reason: "donor", until }]);
    expect(nextBillingWake(result.state)).toEqual(on(until));
    const resumed = billingTransition(result.state, tick, on(until));
    expect(types(resumed)).toEqual(["resume-plan", "send-invoice", "charge"]);
    expect(resumed.state.status).toBe("active");
  });

  it("a paused reminder plan resumes with the reminder 3 days before", () => {
    const paused = run(va, [[{ type: "pause", months: 1 }, on("2026-02-01")]]).state;
    expect(types(billingTransition(paused, tick, on("2026-03-12")))).toEqual([
      "resume-plan",
      "send-reminder",
    ]);
  });

  it.each([
    ["pause of 4 months", card, { type: "pause", months: 4 }, "billing.pauseMonths"],
    ["pause of 0 months", card, { type: "pause", months: 0 }, "billing.pauseMonths"],
    ["pause while paused", { ...card, status: "paused" }, { type: "pause", months: 1 }, "billing.notActive"],
    ["skip while stopped", { ...card, status: "inactive" }, { type: "skip-next" }, "billing.notActive"],
    ["second skip", { ...card, skipped: true }, { type: "skip-next" }, "billing.alreadySkipped"],
    ["reactivate an active plan", card, { type: "reactivate" }, "billing.alreadyActive"],
    ["stop a stopped plan", { ...card, status: "inactive" }, { type: "stop" }, "error.notFound"],
    ["amount below Rp 10.000", card, { type: "change-amount", amount: 9_999 }, "amount.min"],
    ["amount above the maximum", card, { type: "change-amount", amount: 100_000_001 }, "amount.max"],
  ] as const)("refuses %s with %s and changes nothing", (_, state, event, reason) => {
    const result = billingTransition(state as BillingState, event, on("2026-02-01"));
    expect(result.refused).toBe(reason);
    expect(result.state).toEqual(state);
    expect(result.actions).toEqual([]);
  });

  it("skip next moves one month, once until that cycle opens", () => {
    const skipped = billingTransition(card, { type: "skip-next" }, on("2026-02-01")).state;
    expect(skipped.nextDue).toBe("2026-03-15");
    expect(types(billingTransition(skipped, tick, on("2026-02-15")))).toEqual([]);
    const opened = billingTransition(skipped, tick, on("2026-03-15")).state;
    expect(billingTransition(opened, { type: "skip-next" }, on("2026-03-16")).state.nextDue).toBe(
      "2026-05-15",
    );
  });

  it("skipping after the reminder forgets it and reminds again before the new day", () => {
    const reminded = run(va, [[tick, on("2026-02-12")]]).state;
    const skipped = billingTransition(reminded, { type: "skip-next" }, on("2026-02-13")).state;
    expect(types(billingTransition(skipped, tick, on("2026-02-15")))).toEqual([]);
    expect(types(billingTransition(skipped, tick, on("2026-03-12")))).toEqual(["send-reminder"]);
  });

  it("reactivation resumes on the next anchor day and clears the failure count", () => {
    const paused: BillingState = { ...card, status: "paused", pauseReason: "failures", failedCycles: 3 };
    const result = billingTransition(paused, { type: "reactivate" }, on("2026-06-20"));
    expect(result.state).toMatchObject({ status: "active", failedCycles: 0, nextDue: "2026-07-15" });
    expect(result.actions).toEqual([{ type: "resume-plan", nextDue: "2026-07-15" }]);
    const stopped = billingTransition(
      { ...card, status: "inactive" },
      { type: "reactivate" },
      on("2026-06-10"),
    );
    expect(stopped.state.nextDue).toBe("2026-06-15");
  });

  it("stop confirms by mail, cancels retries and withdraws an open invoice", () => {
    const retrying = run(charging, [[{ type: "charge-failed" }, on("2026-02-15")]]).state;
    const stopped = billingTransition(retrying, { type: "stop" }, on("2026-02-15", 2));
    expect(stopped.actions).toEqual([{ type: "send-stop-confirmation" }]);
    expect(stopped.state.status).toBe("inactive");
    expect(types(billingTransition(stopped.state, tick, on("2026-02-16")))).toEqual([]);
    expect(nextBillingWake(stopped.state)).toBeNull();

    const withdrawn = billingTransition(invoiced, { type: "stop" }, on("2026-02-16"));
    expect(withdrawn.actions).toEqual([
      { type: "send-stop-confirmation" },
      { type: "expire-invoice", dueDay: "2026-02-15", at: on("2026-02-16").toISOString() },
    ]);
  });

  it("a charge already under way at the stop is still recorded when it succeeds", () => {
    const stopped = billingTransition(charging, { type: "stop" }, on("2026-02-15", 1)).state;
    const result = billingTransition(stopped, { type: "charge-succeeded" }, on("2026-02-15", 2));
    expect(result.state).toMatchObject({ status: "inactive", cycle: { phase: "paid" } });
    expect(types(result)).toEqual(["credit-referral"]);
    const failed = billingTransition(stopped, { type: "charge-failed" }, on("2026-02-15", 2));
    expect(failed.state).toMatchObject({ status: "inactive", failedCycles: 0, cycle: { phase: "failed" } });
    expect(failed.actions).toEqual([]);
  });

  it("switching to a reminder channel during retries sends the invoice with a pay link", () => {
    const retrying = run(charging, [[{ type: "charge-failed" }, on("2026-02-15")]]).state;
    const result = billingTransition(
      retrying,
      { type: "change-channel", paymentType: "reminder" },
      on("2026-02-15", 1),
    );
    expect(types(result)).toEqual(["send-invoice", "expire-invoice"]);
    expect(result.actions[0]).toMatchObject({ payLink: true });
    expect(result.state.cycle.phase).toBe("invoiced");
  });

  it("a charge under way that fails after the switch to a reminder channel becomes an invoice", () => {
    const switched = billingTransition(
      charging,
      { type: "change-channel", paymentType: "reminder" },
      on("2026-02-15"),
    );
    expect(switched.actions).toEqual([]);
    const result = billingTransition(switched.state, { type: "charge-failed" }, on("2026-02-15", 1));
    expect(types(result)).toEqual(["send-invoice", "expire-invoice"]);
  });

  it("switching to a card after the reminder charges on the due day", () => {
    const reminded = run(va, [[tick, on("2026-02-12")]]).state;
    const switched = billingTransition(
      reminded,
      { type: "change-channel", paymentType: "recurring" },
      on("2026-02-13"),
    );
    expect(types(billingTransition(switched.state, tick, on("2026-02-15")))).toEqual([
      "send-invoice",
      "charge",
    ]);
  });

  it("a new amount applies from the next cycle", () => {
    const changed = billingTransition(
      charging,
      { type: "change-amount", amount: 75_000 },
      on("2026-02-15"),
    ).state;
    const retry = run(changed, [
      [{ type: "charge-failed" }, on("2026-02-15")],
      [tick, on("2026-02-16")],
    ]);
    expect(retry.actions).toMatchObject([{ type: "charge", amount: 50_000 }]);
    const next = run(retry.state, [
      [{ type: "charge-succeeded" }, on("2026-02-16")],
      [tick, on("2026-03-15")],
    ]);
    expect(next.actions).toMatchObject([{ amount: 75_000 }, { type: "charge", amount: 75_000 }]);
  });
});

describe("nextBillingWake", () => {
  it.each([
    ["card waiting for its due day", card, on("2026-02-15")],
    ["VA waiting for its reminder", va, on("2026-02-12")],
    ["VA invoice open", invoiced, on("2026-02-22")],
    ["card charge under way", charging, null],
  ] as const)("%s -> %s", (_, state, expected) => {
    expect(nextBillingWake(state)).toEqual(expected);
  });
});

describe("nextChargeDay", () => {
  it.each([
    ["active", card, "2026-02-15"],
    ["paused by the donor", { ...card, status: "paused", pauseReason: "donor" }, "2026-02-15"],
    ["paused after failures", { ...card, status: "paused", pauseReason: "failures" }, null],
    ["stopped", { ...card, status: "inactive" }, null],
  ] as const)("%s -> %s", (_, state, expected) => {
    expect(nextChargeDay(state as BillingState)).toBe(expected);
  });
});

// Properties: random event sequences at random times.
const eventArbitrary: fc.Arbitrary<BillingEvent> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ type: "tick" } as const) },
  { weight: 3, arbitrary: fc.constant({ type: "charge-succeeded" } as const) },
  { weight: 4, arbitrary: fc.constant({ type: "charge-failed" } as const) },
  { weight: 2, arbitrary: fc.constant({ type: "invoice-paid" } as const) },
  { weight: 2, arbitrary: fc.constant({ type: "invoice-expired" } as const) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 4 }).map((months) => ({ type: "pause", months }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ type: "skip-next" } as const) },
  { weight: 1, arbitrary: fc.constant({ type: "reactivate" } as const) },
  { weight: 1, arbitrary: fc.constant({ type: "stop" } as const) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("recurring", "reminder")
      .map((paymentType) => ({ type: "change-channel", paymentType }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 5_000, max: 200_000 })
      .map((amount) => ({ type: "change-amount", amount }) as const),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 31 }).map((day) => ({ type: "change-charge-day", day }) as const),
  },
);
const stepsArbitrary = fc.array(fc.tuple(eventArbitrary, fc.integer({ min: 0, max: 10 * 24 })), {
  minLength: 1,
  maxLength: 80,
});
const startArbitrary = fc.constantFrom(card, va);

function* walk(start: BillingState, steps: readonly [BillingEvent, number][]) {
  let state = start;
  let time = firstPaidAt.getTime();
  for (const [event, hours] of steps) {
    time += hours * 3_600_000;
    const before = state;
    const result = billingTransition(state, event, new Date(time));
    state = result.state;
    yield { before, event, result };
  }
}

describe("change-charge-day", () => {
  const change = (day: number): BillingEvent => ({ type: "change-charge-day", day });
  // card: paid 15 Jan, next due 15 Feb. charging: February cycle open, next due 15 Mar.
  it.each([
    ["later day, well ahead", card, 25, on("2026-01-20"), "2026-02-25", 25],
    ["earlier day still ahead", card, 5, on("2026-01-20"), "2026-02-05", 5],
    [
      "earlier day already passed this month: February keeps the 15th",
      card,
      5,
      on("2026-02-10"),
      "2026-02-15",
      5,
    ],
    ["chosen day is today: February keeps the 15th", card, 10, on("2026-02-10"), "2026-02-15", 10],
    ["later day in the due month", card, 28, on("2026-02-10"), "2026-02-28", 28],
    ["cycle open: an earlier day waits a month", charging, 1, on("2026-02-16"), "2026-03-15", 1],
    ["cycle open: a later day moves at once", charging, 20, on("2026-02-16"), "2026-03-20", 20],
    ["the same day changes nothing", card, 15, on("2026-01-20"), "2026-02-15", 15],
  ] as const)("%s", (_, state, day, now, nextDue, anchorDay) => {
    const result = billingTransition(state, change(day), now);
    expect(result.refused).toBeNull();
    expect(result.actions).toEqual([]);
    expect(result.state).toMatchObject({ nextDue, anchorDay });
  });

  it.each([0, 29, 31, -1, 1.5, Number.NaN, 1e12])("refuses day %s", (day) => {
    const result = billingTransition(card, change(day), on("2026-01-20"));
    expect(result.refused).toBe("billing.chargeDay");
    expect(result.state).toBe(card);
  });

  it("refuses a stopped plan", () => {
    const stopped = { ...card, status: "inactive" } as const;
    expect(billingTransition(stopped, change(5), on("2026-01-20")).refused).toBe("billing.stopped");
  });

  it("the months after follow the new day, one charge a month, none left out", () => {
    let state = billingTransition(card, change(3), on("2026-02-10")).state;
    const charged: string[] = [];
    for (let time = on("2026-02-10").getTime(); time < on("2026-07-01").getTime(); time += 86_400_000) {
      const result = billingTransition(state, tick, new Date(time));
      for (const action of result.actions) if (action.type === "charge") charged.push(action.dueDay);
      state = billingTransition(result.state, { type: "charge-succeeded" }, new Date(time)).state;
    }
    expect(charged).toEqual(["2026-02-15", "2026-03-03", "2026-04-03", "2026-05-03", "2026-06-03"]);
  });

  it("a donor's pause ends on the moved day; a reminder for the old day is forgotten", () => {
    const paused = billingTransition(card, { type: "pause", months: 1 }, on("2026-01-20")).state;
    expect(billingTransition(paused, change(20), on("2026-01-21")).state).toMatchObject({
      nextDue: "2026-03-20",
      pausedUntil: "2026-03-20",
    });
    const reminded = billingTransition(va, tick, on("2026-02-12")).state;
    expect(reminded.cycle.phase).toBe("reminded");
    const moved = billingTransition(reminded, change(25), on("2026-02-12", 1)).state;
    expect(moved.cycle.phase).toBe("scheduled");
    expect(types(billingTransition(moved, tick, on("2026-02-22")))).toEqual(["send-reminder"]);
  });
});

describe("billing properties", () => {
  it("a paid cycle never becomes failed or expired, and no failure notice follows it", () => {
    fc.assert(
      fc.property(startArbitrary, stepsArbitrary, (start, steps) => {
        const paidDays = new Set<string>();
        for (const { result } of walk(start, steps)) {
          const { cycle } = result.state;
          if (paidDays.has(cycle.dueDay)) expect(cycle.phase).toBe("paid");
          for (const action of result.actions) {
            if (action.type === "send-failure-notice" || action.type === "send-paused-notice") {
              expect(paidDays.has(action.dueDay)).toBe(false);
            }
          }
          if (cycle.phase === "paid") paidDays.add(cycle.dueDay);
        }
      }),
    );
  });

  it("a stopped plan is never charged until it is reactivated", () => {
    fc.assert(
      fc.property(startArbitrary, stepsArbitrary, (start, steps) => {
        for (const { before, result } of walk(start, steps)) {
          if (before.status === "inactive") {
            expect(result.actions.filter((action) => action.type === "charge")).toEqual([]);
          }
        }
      }),
    );
  });

  it("keeps its invariants: due days move forward, counters stay in range, a refusal changes nothing", () => {
    fc.assert(
      fc.property(startArbitrary, stepsArbitrary, (start, steps) => {
        for (const { before, event, result } of walk(start, steps)) {
          const { state } = result;
          expect(state.failedCycles).toBeGreaterThanOrEqual(0);
          expect(state.failedCycles).toBeLessThanOrEqual(FAILED_CYCLES_BEFORE_PAUSE);
          expect(state.cycle.retry).toBeLessThanOrEqual(3);
          if (result.refused) expect(state).toBe(before);
          // A new charge day may move the next due day earlier, but only within its month.
          if (event.type === "change-charge-day")
            expect(state.nextDue.slice(0, 7)).toBe(before.nextDue.slice(0, 7));
          else if (event.type !== "reactivate") expect(state.nextDue >= before.nextDue).toBe(true);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          if (state.status === "paused") expect(state.pauseReason).not.toBeNull();
        }
      }),
    );
  });
});
