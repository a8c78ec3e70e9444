import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  approveEntry,
  canSpend,
  type LedgerEntry,
  ledgerSummary,
  rejectEntry,
  requestSpending,
  type SpendingType,
} from "./ledger-rules.ts";
import { wholePoints } from "./points.ts";

const at = "2026-03-01T00:00:00Z";
const entry = (
  type: LedgerEntry["type"],
  status: LedgerEntry["status"],
  points: number,
  createdAt: string = at,
): LedgerEntry => ({ type, status, points: wholePoints(points), createdAt });

describe("ledgerSummary (the incentive summary)", () => {
  it.each([
    ["empty ledger", [], { point: 0, withdrawalPoint: 0, withdrawalHold: 0, active: 0 }],
    ["approved earning", [entry("earn", "approved", 150)], { point: 15_000, active: 15_000 }],
    ["pending earning does not count yet", [entry("earn", "pending", 150)], { point: 0, active: 0 }],
    ["rejected earning", [entry("earn", "rejected", 150)], { point: 0 }],
    [
      "approved adjustments add or take away",
      [entry("earn", "approved", 100), entry("adjust", "approved", 20), entry("adjust", "approved", -5)],
      { point: 11_500, active: 11_500 },
    ],
    [
      "pending withdrawal holds",
      [entry("earn", "approved", 300), entry("withdraw", "pending", 100)],
      { point: 30_000, withdrawalPoint: 0, withdrawalHold: 10_000, active: 20_000 },
    ],
    [
      "approved spending is deducted",
      [
        entry("earn", "approved", 300),
        entry("donate", "approved", 25),
        entry("redeem", "approved", 150),
        entry("withdraw", "pending", 100),
      ],
      { point: 30_000, withdrawalPoint: 17_500, withdrawalHold: 10_000, active: 2_500 },
    ],
    [
      "rejected spending is released",
      [entry("earn", "approved", 300), entry("withdraw", "rejected", 100)],
      { withdrawalPoint: 0, withdrawalHold: 0, active: 30_000 },
    ],
    [
      "a correction below the spent points shows 0 active, never negative",
      [entry("earn", "approved", 100), entry("withdraw", "approved", 100), entry("adjust", "approved", -10)],
      { point: 9_000, withdrawalPoint: 10_000, active: 0 },
    ],
  ] as const)("%s", (_, entries, expected) => {
    expect(ledgerSummary(entries)).toMatchObject(expected);
  });

  it("leaves out entries after `asOf`", () => {
    const entries = [entry("earn", "approved", 10, "2026-01-01T00:00:00Z"), entry("earn", "approved", 5)];
    expect(ledgerSummary(entries, { asOf: new Date("2026-02-01T00:00:00Z") }).point).toBe(1_000);
  });

  it("keeps hundredths exact (0.01 + 0.02 = 0.03)", () => {
    const entries: LedgerEntry[] = [
      { type: "earn", status: "approved", points: 1, createdAt: at },
      { type: "earn", status: "approved", points: 2, createdAt: new Date(at) },
    ];
    expect(ledgerSummary(entries).point).toBe(3);
  });
});

describe("canSpend", () => {
  const summary = ledgerSummary([entry("earn", "approved", 100)]);
  it.each([
    [wholePoints(100), true],
    [wholePoints(100) + 1, false],
    [1, true],
    [0, false],
    [-100, false],
    [12.5, false],
  ])("%d hundredths of 100 points: %s", (points, expected) => {
    expect(canSpend(summary, points)).toBe(expected);
  });
});

describe("requestSpending", () => {
  const summary = ledgerSummary([entry("earn", "approved", 400)]);
  it.each([
    ["donate", 10, undefined, null],
    ["donate", 9.99, undefined, "points.min"],
    ["withdraw", 100, undefined, null],
    ["withdraw", 99, undefined, "points.withdrawMin"],
    ["withdraw", 400.01, undefined, "points.max"],
    ["redeem", 300, "tumbler", null],
    ["redeem", 150, "tumbler", "redeem.required"],
    ["redeem", 500, "t-shirt", "redeem.tooExpensive"],
    ["redeem", 300, undefined, "redeem.required"],
    ["donate", 0, undefined, "points.invalid"],
  ] as const)("%s %d points (%s) -> %s", (type, points, item, error) => {
    const result = requestSpending(summary, {
      type: type as SpendingType,
      points: Math.round(points * 100),
      createdAt: at,
      ...(item ? { item } : {}),
    });
    if (error === null) {
      expect(result).toEqual({
        ok: true,
        value: { type, status: "pending", points: Math.round(points * 100), createdAt: at },
      });
    } else {
      expect(result).toEqual({ ok: false, error });
    }
  });

  it("fifty withdrawals of 100 points against 100 points: one fits, the rest are refused", () => {
    const entries: LedgerEntry[] = [entry("earn", "approved", 100)];
    let accepted = 0;
    for (let i = 0; i < 50; i++) {
      const result = requestSpending(ledgerSummary(entries), {
        type: "withdraw",
        points: wholePoints(100),
        createdAt: at,
      });
      if (result.ok) {
        entries.push(result.value);
        accepted++;
      }
    }
    expect(accepted).toBe(1);
    expect(ledgerSummary(entries)).toMatchObject({ withdrawalHold: 10_000, active: 0 });
  });
});

describe("approveEntry / rejectEntry", () => {
  const earned = entry("earn", "approved", 300);
  const pending = entry("withdraw", "pending", 100);

  it("approval deducts the held points, rejection releases them", () => {
    const summary = ledgerSummary([earned, pending]);
    const approved = approveEntry(pending, summary);
    expect(approved.ok && ledgerSummary([earned, approved.value])).toMatchObject({
      withdrawalPoint: 10_000,
      withdrawalHold: 0,
      active: 20_000,
    });
    const rejected = rejectEntry(pending);
    expect(rejected.ok && ledgerSummary([earned, rejected.value])).toMatchObject({
      withdrawalPoint: 0,
      withdrawalHold: 0,
      active: 30_000,
    });
  });

  it.each([["approved"], ["rejected"]] as const)("an entry already %s is not decided again", (status) => {
    const decided = { ...pending, status };
    expect(approveEntry(decided, ledgerSummary([earned]))).toEqual({
      ok: false,
      error: "points.alreadyDecided",
    });
    expect(rejectEntry(decided)).toEqual({ ok: false, error: "points.alreadyDecided" });
  });

  it("keeps the entry's other fields (ids, notes)", () => {
    const row = { ...pending, id: "tx-1", notes: "paid out" };
    expect(rejectEntry(row)).toEqual({ ok: true, value: { ...row, status: "rejected" } });
  });

  it("does not approve a held payout that a later refund left without earnings (a debt)", () => {
    const refunded = entry("adjust", "approved", -250);
    const summary = ledgerSummary([earned, pending, refunded]);
    expect(summary.active).toBe(0);
    expect(approveEntry(pending, summary)).toEqual({ ok: false, error: "points.max" });
    expect(rejectEntry(pending).ok).toBe(true);
    // Covered exactly: still approvable.
    expect(
      approveEntry(pending, ledgerSummary([earned, pending, entry("adjust", "approved", -200)])).ok,
    ).toBe(true);
  });

  it("refuses a negative adjustment that would take active points below zero", () => {
    const summary = ledgerSummary([earned, pending]);
    expect(approveEntry(entry("adjust", "pending", -200), summary).ok).toBe(true);
    expect(approveEntry(entry("adjust", "pending", -201), summary)).toEqual({
      ok: false,
      error: "points.max",
    });
  });
});

describe("ledger properties", () => {
  type Op =
    | { kind: "earn"; points: number }
    | { kind: "spend"; type: SpendingType; points: number }
    | { kind: "adjust"; points: number }
    | { kind: "approve" | "reject"; index: number };
  const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant("earn" as const), points: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({
      kind: fc.constant("spend" as const),
      type: fc.constantFrom<SpendingType>("donate", "withdraw"),
      points: fc.integer({ min: 1_000, max: 60_000 }),
    }),
    fc.record({ kind: fc.constant("adjust" as const), points: fc.integer({ min: -30_000, max: 30_000 }) }),
    fc.record({ kind: fc.constantFrom("approve" as const, "reject" as const), index: fc.nat({ max: 40 }) }),
  );

  function apply(entries: LedgerEntry[], op: Op): void {
    const summary = ledgerSummary(entries);
    if (op.kind === "earn")
      entries.push({ type: "earn", status: "approved", points: op.points, createdAt: at });
    if (op.kind === "adjust")
      entries.push({ type: "adjust", status: "pending", points: op.points, createdAt: at });
    if (op.kind === "spend") {
      const result = requestSpending(summary, { type: op.type, points: op.points, createdAt: at });
      if (result.ok) entries.push(result.value);
    }
    if (op.kind === "approve" || op.kind === "reject") {
      const target = entries[op.index % Math.max(1, entries.length)];
      if (!target) return;
      const result = op.kind === "approve" ? approveEntry(target, summary) : rejectEntry(target);
      if (result.ok) entries[entries.indexOf(target)] = result.value;
    }
  }

  it("active points never go negative, not even before clamping", () => {
    fc.assert(
      fc.property(fc.array(opArbitrary, { maxLength: 60 }), (ops) => {
        const entries: LedgerEntry[] = [];
        for (const op of ops) {
          apply(entries, op);
          const summary = ledgerSummary(entries);
          expect(summary.point - summary.withdrawalPoint - summary.withdrawalHold).toBeGreaterThanOrEqual(0);
          expect(summary.active).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("a hold and its release sum to zero", () => {
    fc.assert(
      fc.property(
        fc.array(opArbitrary, { maxLength: 30 }),
        fc.constantFrom<SpendingType>("donate", "withdraw"),
        fc.integer({ min: 1_000, max: 60_000 }),
        (ops, type, points) => {
          const entries: LedgerEntry[] = [];
          for (const op of ops) apply(entries, op);
          const before = ledgerSummary(entries);
          const request = requestSpending(before, { type, points, createdAt: at });
          if (!request.ok) return;
          const held = ledgerSummary([...entries, request.value]);
          expect(held.withdrawalHold - before.withdrawalHold).toBe(points);
          expect(before.active - held.active).toBe(points);
          const released = rejectEntry(request.value);
          expect(released.ok && ledgerSummary([...entries, released.value])).toEqual(before);
        },
      ),
    );
  });

  it("approving a held spending leaves active points unchanged and moves hold to spent", () => {
    fc.assert(
      fc.property(
        fc.array(opArbitrary, { maxLength: 30 }),
        fc.integer({ min: 1_000, max: 60_000 }),
        (ops, points) => {
          const entries: LedgerEntry[] = [];
          for (const op of ops) apply(entries, op);
          const request = requestSpending(ledgerSummary(entries), {
            type: "withdraw",
            points: points + 9_000,
            createdAt: at,
          });
          if (!request.ok) return;
          const held = ledgerSummary([...entries, request.value]);
          const approved = approveEntry(request.value, held);
          expect(approved.ok).toBe(true);
          if (!approved.ok) return;
          const spent = ledgerSummary([...entries, approved.value]);
          expect(spent.active).toBe(held.active);
          expect(spent.withdrawalPoint - held.withdrawalPoint).toBe(points + 9_000);
          expect(held.withdrawalHold - spent.withdrawalHold).toBe(points + 9_000);
        },
      ),
    );
  });
});
