import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_NAME_LENGTH } from "./constants.ts";
import { issuesToFieldErrors, messages, messageValues } from "./messages.ts";
import {
  amountLimits,
  checkAmount,
  co2ForAmount,
  defaultAmount,
  formatRupiah,
  groupThousands,
  MAX_DONATION,
  nominalOptions,
  parseAmountInput,
  presetDisabled,
  readAmountInput,
} from "./money.ts";
import { donationDataSchema } from "./schemas/donation.ts";

describe("readAmountInput (-50000 must never become 50.000)", () => {
  it.each([
    ["50.000", 50_000, null],
    ["Rp 1.250.000", 1_250_000, null],
    ["", null, null],
    ["-50000", null, "amount.negative"],
    ["Rp -50.000", null, "amount.negative"],
    ["\u221250000", null, "amount.negative"],
    ["50k", null, "amount.invalid"],
    ["10.000,50", null, "amount.invalid"],
  ])("%j -> %j (%s)", (text, amount, refusal) => {
    expect(readAmountInput(text)).toEqual({ amount, refusal });
  });

  it("checkAmount refuses a negative amount with its own message, text or number", () => {
    expect(checkAmount("monthly", "-50000")).toEqual({ ok: false, message: "amount.negative" });
    expect(checkAmount("monthly", -50_000)).toEqual({ ok: false, message: "amount.negative" });
  });
});

describe("name length (a 300-character donor name must not pass step 2)", () => {
  const donation = { type: "monthly", email: "a@b.co", phone: "81234567890", amount: 10_000 };
  it("refuses a name over MAX_NAME_LENGTH with a message that names the limit", () => {
    const errors = (name: string) =>
      issuesToFieldErrors(donationDataSchema.safeParse({ ...donation, name }).error ?? { issues: [] });
    expect(errors("x".repeat(300)).name).toBe("invalid.nameTooLong");
    expect(errors("x".repeat(MAX_NAME_LENGTH + 1)).name).toBe("invalid.nameTooLong");
    expect(errors("x".repeat(MAX_NAME_LENGTH)).name).toBeUndefined();
    expect(messageValues["invalid.nameTooLong"]).toEqual({ max: MAX_NAME_LENGTH });
  });
});

describe("parseAmountInput", () => {
  it.each([
    ["10000", 10_000],
    ["10.000", 10_000],
    ["Rp 10.000", 10_000],
    ["Rp10.000", 10_000],
    ["rp. 250.000", 250_000],
    ["  1 000 000 ", 1_000_000],
    ["0", 0],
    ["", null],
    ["   ", null],
    ["Rp", null],
    ["10,000", null],
    ["10.000,50", null],
    ["-10000", null],
    ["1e5", null],
    ["sepuluh ribu", null],
    ["99999999999999999999", null],
  ])("%j -> %j", (text, expected) => {
    expect(parseAmountInput(text)).toBe(expected);
  });
});

describe("rupiah per language (docs/decisions/words.md#rupiah)", () => {
  it.each([
    [0, "id", "Rp\u00a00"],
    [10_000, "id", "Rp\u00a010.000"],
    [10_000, "en", "Rp\u00a010,000"],
    [1_234_567, "en", "Rp\u00a01,234,567"],
    [-5000, "en", "-Rp\u00a05,000"],
  ] as const)("%d in %s -> %j", (amount, locale, text) => {
    expect(formatRupiah(amount, locale)).toBe(text);
  });

  it("joins Rp and the number with a no-break space, so they never part at a line end", () => {
    for (const locale of ["id", "en"] as const) expect(formatRupiah(50_000, locale)).not.toMatch(/Rp /);
  });

  it("reads what it writes in each language, and refuses the other language's decimal part", () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), fc.constantFrom("id", "en"), (amount, locale) => {
        expect(parseAmountInput(formatRupiah(amount, locale), locale)).toBe(amount);
      }),
    );
    expect(parseAmountInput("10,000", "en")).toBe(10_000);
    expect(parseAmountInput("10,000.50", "en")).toBeNull();
    expect(parseAmountInput("10.000,50", "id")).toBeNull();
    expect(groupThousands(250_000, "en")).toBe("250,000");
  });
});

describe("formatRupiah", () => {
  it.each([
    [0, "Rp 0", "Rp 0"],
    [999, "Rp 999", "Rp 999"],
    [1000, "Rp 1.000", "Rp 1,000"],
    [10_000, "Rp 10.000", "Rp 10,000"],
    [250_000, "Rp 250.000", "Rp 250,000"],
    [1_234_567, "Rp 1.234.567", "Rp 1,234,567"],
    [100_000_000, "Rp 100.000.000", "Rp 100,000,000"],
    [-5000, "-Rp 5.000", "-Rp 5,000"],
    [10_000.4, "Rp 10.000", "Rp 10,000"],
  ])("%d -> %s / %s", (amount, id, en) => {
    // Written with a plain space here for reading; the formatter joins with a no-break space.
    expect(formatRupiah(amount, "id")).toBe(id.replace(" ", "\u00a0"));
    expect(formatRupiah(amount, "en")).toBe(en.replace(" ", "\u00a0"));
  });

  it("groups by three digits with the language's mark and nothing else", () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), fc.constantFrom("id", "en"), (amount, locale) => {
        const grouped = groupThousands(amount, locale);
        const groups = grouped.split(locale === "en" ? "," : ".");
        expect(groups[0]?.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]?.length).toBeLessThanOrEqual(3);
        for (const group of groups.slice(1)) expect(group).toMatch(/^\d{3}$/);
        expect(groups.join("")).toBe(String(amount));
      }),
    );
  });
});

describe("amount limits", () => {
  it.each([
    ["monthly", 10_000],
    ["single", 50_000],
    ["boost", 10_000],
    ["recurringEdit", 10_000],
  ] as const)("%s minimum is %d and default amount is the minimum", (kind, min) => {
    expect(amountLimits[kind].min).toBe(min);
    expect(amountLimits[kind].max).toBe(100_000_000);
    expect(defaultAmount(kind)).toBe(min);
  });

  it("keeps the message texts in step with the limits", () => {
    // The source texts are English, with a plain space.
    const english = (amount: number) => formatRupiah(amount, "en").replace("\u00a0", " ");
    expect(messages.amountMin.message).toContain(english(amountLimits.monthly.min));
    expect(messages.amount50.message).toContain(english(amountLimits.single.min));
    expect(messages.amountMax.message).toContain(english(MAX_DONATION));
  });

  it.each([
    ["monthly", 10_000, false],
    ["single", 10_000, true],
    ["single", 50_000, false],
    ["single", 250_000, false],
    ["boost", 10_000, false],
  ] as const)("preset %s %d disabled: %s", (kind, amount, disabled) => {
    expect(presetDisabled(kind, amount)).toBe(disabled);
  });
});

describe("CO2 equivalents", () => {
  it("maps each nominal option to its CO2 and icon count", () => {
    expect(nominalOptions.map((o) => [o.nominal, o.co2Kg, o.co2MoreThan, o.icons, o.co2Label])).toEqual([
      [10_000, "18.1", false, 1, "co2.reduction"],
      [50_000, "90.5", false, 2, "co2.reduction"],
      [100_000, "181", false, 3, "co2.reduction"],
      [250_000, "452.5", true, 5, "co2.reductionMoreThan"],
    ]);
  });

  it.each([
    [0, "0"],
    [10_000, "18.1"],
    [20_000, "36.2"],
    [30_000, "54.3"],
    [15_000, "27.2"],
    [1_000, "1.8"],
    [100_000_000, "181000"],
    [-5, "0"],
  ])("Rp %d -> %s kg", (amount, kg) => {
    expect(co2ForAmount(amount)).toBe(kg);
  });

  it("grows linearly without float drift for multiples of Rp 10.000", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (n) => {
        const tenths = n * 181;
        const expected =
          tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
        expect(co2ForAmount(n * 10_000)).toBe(expected);
      }),
    );
  });
});
