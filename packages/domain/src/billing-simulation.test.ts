import { describe, expect, it } from "vitest";
import {
  type BillingAction,
  type BillingEvent,
  type BillingState,
  billingTransition,
  startBillingPlan,
} from "./billing-machine.ts";
import { billingInstant } from "./billing-schedule.ts";
import { type IsoDay, jakartaDay } from "./dates.ts";

/**
 * A fake calendar: one tick a day at 09:00 Jakarta, a fake provider that answers a charge at once
 * (succeeding unless the script says otherwise), invoices paid on the days the script names, and donor
 * requests on given days. Returns one log line per action, as the API's outbox and job table would see them.
 */
interface Script {
  /** `${dueDay}#${retry}` of charges that fail. */
  readonly failingCharges?: ReadonlySet<string>;
  /** Day on which the invoice of a due day is paid (absent: never paid). */
  readonly invoicePaidOn?: Readonly<Record<IsoDay, IsoDay>>;
  /** Donor requests, delivered at 12:00 Jakarta. */
  readonly donor?: Readonly<Record<IsoDay, BillingEvent>>;
}

function describeAction(action: BillingAction): string {
  switch (action.type) {
    case "send-invoice":
      return action.payLink ? "send-invoice+pay-link" : "send-invoice";
    case "charge":
      return `charge#${action.retry}`;
    case "schedule-retry":
      return `schedule-retry#${action.retry}@${jakartaDay(new Date(action.at))}`;
    case "expire-invoice":
      return `expire-invoice@${jakartaDay(new Date(action.at))}`;
    case "send-failure-notice":
      return `send-failure-notice(${action.reason})`;
    case "pause-plan":
      return `pause-plan(${action.reason}${action.until ? ` until ${action.until}` : ""})`;
    case "resume-plan":
      return `resume-plan(next ${action.nextDue})`;
    default:
      return action.type;
  }
}

function simulate(initial: BillingState, from: IsoDay, to: IsoDay, script: Script) {
  let state = initial;
  const log: string[] = [];
  const charges: string[] = [];

  function feed(event: BillingEvent, now: Date) {
    const day = jakartaDay(now);
    const outcome = billingTransition(state, event, now);
    state = outcome.state;
    const followUps: BillingEvent[] = [];
    for (const action of outcome.actions) {
      log.push(`${day} ${describeAction(action)}`);
      if (action.type === "charge") {
        charges.push(day);
        const fails = script.failingCharges?.has(`${action.dueDay}#${action.retry}`) ?? false;
        followUps.push({ type: fails ? "charge-failed" : "charge-succeeded", dueDay: action.dueDay });
      }
    }
    for (const followUp of followUps) feed(followUp, now);
  }

  const paidOn = new Map<IsoDay, IsoDay>(Object.entries(script.invoicePaidOn ?? {}));
  for (let day = from; day <= to; day = nextDay(day)) {
    const morning = billingInstant(day);
    feed({ type: "tick" }, morning);
    // The provider's own expiry webhook arrives after the tick already closed the cycle: a no-op.
    if (state.cycle.phase === "expired" && state.cycle.dueDay && log.at(-1)?.startsWith(day)) {
      const before = state;
      feed({ type: "invoice-expired", dueDay: state.cycle.dueDay }, morning);
      expect(state).toEqual(before);
    }
    const noon = new Date(morning.getTime() + 3 * 60 * 60 * 1000);
    const request = script.donor?.[day];
    if (request) {
      log.push(`${day} > ${request.type}`);
      feed(request, noon);
    }
    for (const [dueDay, payDay] of paidOn) {
      if (payDay === day) {
        log.push(`${day} > invoice-paid ${dueDay}`);
        feed({ type: "invoice-paid", dueDay }, noon);
      }
    }
  }
  return { log, charges, state };
}

function nextDay(day: IsoDay): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

describe("13 months of a card plan (recurring channel)", () => {
  const start = startBillingPlan({
    firstPaidAt: new Date("2026-01-31T03:00:00Z"),
    paymentType: "recurring",
    amount: 100_000,
  });
  const failingCharges = new Set([
    // March: the first charge and two retries fail, the third retry (7 days later) succeeds.
    "2026-03-31#0",
    "2026-03-31#1",
    "2026-03-31#2",
    // May, June, July: every attempt fails -> three failed cycles -> paused.
    ...["2026-05-31", "2026-06-30", "2026-07-31"].flatMap((due) => [0, 1, 2, 3].map((n) => `${due}#${n}`)),
  ]);
  const run = simulate(start, "2026-02-01", "2027-04-30", {
    failingCharges,
    donor: {
      "2026-09-10": { type: "reactivate" },
      "2026-11-05": { type: "skip-next" },
      "2027-01-10": { type: "pause", months: 1 },
      "2027-03-05": { type: "stop" },
      "2027-03-06": { type: "stop" },
    },
  });

  it("charges on the anchor (31st, clamped in short months), retries 1/3/7 days, pauses, resumes, stops", () => {
    expect(run.log).toEqual([
      "2026-02-28 send-invoice",
      "2026-02-28 charge#0",
      "2026-02-28 credit-referral",
      "2026-03-31 send-invoice",
      "2026-03-31 charge#0",
      "2026-03-31 schedule-retry#1@2026-04-01",
      "2026-04-01 charge#1",
      "2026-04-01 schedule-retry#2@2026-04-03",
      "2026-04-03 charge#2",
      "2026-04-03 schedule-retry#3@2026-04-07",
      "2026-04-07 charge#3",
      "2026-04-07 credit-referral",
      "2026-04-30 send-invoice",
      "2026-04-30 charge#0",
      "2026-04-30 credit-referral",
      "2026-05-31 send-invoice",
      "2026-05-31 charge#0",
      "2026-05-31 schedule-retry#1@2026-06-01",
      "2026-06-01 charge#1",
      "2026-06-01 schedule-retry#2@2026-06-03",
      "2026-06-03 charge#2",
      "2026-06-03 schedule-retry#3@2026-06-07",
      "2026-06-07 charge#3",
      "2026-06-07 send-failure-notice(charge-failed)",
      "2026-06-30 send-invoice",
      "2026-06-30 charge#0",
      "2026-06-30 schedule-retry#1@2026-07-01",
      "2026-07-01 charge#1",
      "2026-07-01 schedule-retry#2@2026-07-03",
      "2026-07-03 charge#2",
      "2026-07-03 schedule-retry#3@2026-07-07",
      "2026-07-07 charge#3",
      "2026-07-07 send-failure-notice(charge-failed)",
      "2026-07-31 send-invoice",
      "2026-07-31 charge#0",
      "2026-07-31 schedule-retry#1@2026-08-01",
      "2026-08-01 charge#1",
      "2026-08-01 schedule-retry#2@2026-08-03",
      "2026-08-03 charge#2",
      "2026-08-03 schedule-retry#3@2026-08-07",
      "2026-08-07 charge#3",
      "2026-08-07 pause-plan(failures)",
      "2026-08-07 send-paused-notice",
      // Paused: nothing on 31 August.
      "2026-09-10 > reactivate",
      "2026-09-10 resume-plan(next 2026-09-30)",
      "2026-09-30 send-invoice",
      "2026-09-30 charge#0",
      "2026-09-30 credit-referral",
      "2026-10-31 send-invoice",
      "2026-10-31 charge#0",
      "2026-10-31 credit-referral",
      "2026-11-05 > skip-next",
      // November skipped.
      "2026-12-31 send-invoice",
      "2026-12-31 charge#0",
      "2026-12-31 credit-referral",
      "2027-01-10 > pause",
      "2027-01-10 pause-plan(donor until 2027-02-28)",
      "2027-02-28 resume-plan(next 2027-02-28)",
      "2027-02-28 send-invoice",
      "2027-02-28 charge#0",
      "2027-02-28 credit-referral",
      "2027-03-05 > stop",
      "2027-03-05 send-stop-confirmation",
      // A second stop (the signed link clicked again) does nothing; no charge after the stop.
      "2027-03-06 > stop",
    ]);
  });

  it("never charges after the stop and ends inactive", () => {
    expect(run.charges.filter((day) => day >= "2027-03-05")).toEqual([]);
    expect(run.state.status).toBe("inactive");
  });
});

describe("13 months of a virtual-account plan (reminder channel)", () => {
  const start = startBillingPlan({
    firstPaidAt: new Date("2026-01-15T05:00:00Z"),
    paymentType: "reminder",
    amount: 50_000,
  });
  const run = simulate(start, "2026-01-16", "2027-03-31", {
    invoicePaidOn: {
      "2026-02-15": "2026-02-16",
      // March unpaid (expires), April paid late but within the window.
      "2026-04-15": "2026-04-20",
      // May, June, July unpaid -> paused.
      "2026-09-15": "2026-09-15",
      "2026-10-15": "2026-10-16",
      "2026-11-15": "2026-11-15",
      "2026-12-15": "2026-12-18",
      "2027-01-15": "2027-01-15",
      // Paid after its expiry (a transfer racing the expiry): still recorded, the failure count resets.
      "2026-03-15": "2026-03-25",
    },
    donor: {
      "2026-08-20": { type: "reactivate" },
      "2027-02-13": { type: "stop" },
    },
  });

  it("reminds 3 days before, invoices with a pay link, expires after 7 days, pauses, resumes, stops", () => {
    const monthly = (due: string, reminder: string, expiry: string) => [
      `${reminder} send-reminder`,
      `${due} send-invoice+pay-link`,
      `${due} expire-invoice@${expiry}`,
    ];
    expect(run.log).toEqual([
      ...monthly("2026-02-15", "2026-02-12", "2026-02-22"),
      "2026-02-16 > invoice-paid 2026-02-15",
      "2026-02-16 credit-referral",
      ...monthly("2026-03-15", "2026-03-12", "2026-03-22"),
      "2026-03-22 send-failure-notice(invoice-expired)",
      "2026-03-25 > invoice-paid 2026-03-15",
      "2026-03-25 credit-referral",
      ...monthly("2026-04-15", "2026-04-12", "2026-04-22"),
      "2026-04-20 > invoice-paid 2026-04-15",
      "2026-04-20 credit-referral",
      ...monthly("2026-05-15", "2026-05-12", "2026-05-22"),
      "2026-05-22 send-failure-notice(invoice-expired)",
      ...monthly("2026-06-15", "2026-06-12", "2026-06-22"),
      "2026-06-22 send-failure-notice(invoice-expired)",
      ...monthly("2026-07-15", "2026-07-12", "2026-07-22"),
      "2026-07-22 pause-plan(failures)",
      "2026-07-22 send-paused-notice",
      "2026-08-20 > reactivate",
      "2026-08-20 resume-plan(next 2026-09-15)",
      ...monthly("2026-09-15", "2026-09-12", "2026-09-22"),
      "2026-09-15 > invoice-paid 2026-09-15",
      "2026-09-15 credit-referral",
      ...monthly("2026-10-15", "2026-10-12", "2026-10-22"),
      "2026-10-16 > invoice-paid 2026-10-15",
      "2026-10-16 credit-referral",
      ...monthly("2026-11-15", "2026-11-12", "2026-11-22"),
      "2026-11-15 > invoice-paid 2026-11-15",
      "2026-11-15 credit-referral",
      ...monthly("2026-12-15", "2026-12-12", "2026-12-22"),
      "2026-12-18 > invoice-paid 2026-12-15",
      "2026-12-18 credit-referral",
      ...monthly("2027-01-15", "2027-01-12", "2027-01-22"),
      "2027-01-15 > invoice-paid 2027-01-15",
      "2027-01-15 credit-referral",
      "2027-02-12 send-reminder",
      "2027-02-13 > stop",
      "2027-02-13 send-stop-confirmation",
    ]);
    expect(run.charges).toEqual([]);
    expect(run.state.status).toBe("inactive");
  });
});
