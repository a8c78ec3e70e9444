import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { areas } from "./catalogs.ts";
import { formatKilograms, formatNumber, formatPoints } from "./format.ts";
import {
  catalogWords,
  foreignNumbers,
  foreignStrings,
  localeProblems,
  poMessages,
  rawStatusCodes,
  uncataloguedStrings,
  unitlessAmounts,
  untranslatedIds,
  wrongSpellings,
} from "./locale-check.ts";
import { type Locale, locales } from "./locales.ts";

function po(locale: Locale, area: string) {
  return poMessages(readFileSync(new URL(`../locales/${locale}/${area}.po`, import.meta.url), "utf8"));
}

describe("foreignNumbers names numbers written for the other language", () => {
  it("finds English decimals on an Indonesian page (18.1 kg)", () => {
    expect(foreignNumbers("Setara 18.1 kg CO₂ dan 452.5 kg", "id")).toEqual([
      expect.stringContaining("18.1 kg"),
      expect.stringContaining("452.5 kg"),
    ]);
    expect(foreignNumbers("2,000 poin", "id")).toEqual(["2,000 poin"]);
  });

  it("finds Indonesian notation on an English page (2.000 points beside 2,000 points)", () => {
    expect(foreignNumbers("2.000 points collected", "en")).toEqual([expect.stringContaining("2.000 points")]);
    expect(foreignNumbers("About 18,1 kg", "en")).toEqual(["About 18,1 kg"]);
  });

  it("finds unformatted large numbers in both languages (181000000000 kg)", () => {
    for (const locale of locales) {
      expect(foreignNumbers("Equivalent to 181000000000 kg CO₂ reduction", locale)).toHaveLength(1);
      expect(foreignNumbers("Rp 50000", locale)).toHaveLength(1);
      expect(foreignNumbers("1250 kg", locale)).toHaveLength(1);
      expect(foreignNumbers("Rp 250000000000", locale)).toHaveLength(1);
      expect(foreignNumbers("Total 1250000", locale)).toHaveLength(1);
    }
  });

  it("leaves an all-digit invoice number alone, with or without a unit nowhere near", () => {
    for (const locale of locales) {
      expect(foreignNumbers("Tagihan 47456874018949\nsandbox", locale)).toEqual([]);
      expect(foreignNumbers("Invoice 47456874018949 paid", locale)).toEqual([]);
    }
  });

  it("accepts every number the formatters write, in their own language", () => {
    for (const locale of locales)
      for (const value of [0, 7, 18.1, 452.5, 1250, 2624.5, 181_000_000_000]) {
        const text = `${formatKilograms(value, locale)} kg, ${formatPoints(value, locale)} poin, ${formatNumber(value, locale)}`;
        expect(foreignNumbers(text, locale), text).toEqual([]);
      }
  });

  it("reads rupiah in the reader's grouping: Rp 10.000 in Indonesian, Rp 10,000 in English", () => {
    expect(foreignNumbers("Donasi Rp 1.250.000 bulanan", "id")).toEqual([]);
    expect(foreignNumbers("Monthly Rp\u00a01,250,000 gift, Rp 10,000 minimum", "en")).toEqual([]);
    expect(foreignNumbers("Monthly Rp 1.250.000 gift", "en")).toEqual([expect.stringContaining("1.250.000")]);
    expect(foreignNumbers("Rp\u00a010.000 minimum", "en")).toHaveLength(1);
    expect(foreignNumbers("Donasi Rp 10,000", "id")).toHaveLength(1);
    expect(foreignNumbers("Rp 12,50", "en")).toHaveLength(1);
  });

  it("leaves codes, phones, years and the Indonesian clock alone", () => {
    const id =
      "22 Nov 2026, 14.05 · INV-2026-000123 · +62 812 3456 7890 · 0812345678 · CO₂ · AHU-0012345.AH.01.04";
    expect(foreignNumbers(id, "id")).toEqual([]);
    expect(foreignNumbers("22 Nov 2026, 14:05 · order 3f2a1b · 22/11/2026 · 12190", "en")).toEqual([]);
  });
});

describe("wrongSpellings and localeProblems", () => {
  it("want CO₂ with a subscript two and no ISO dates", () => {
    expect(wrongSpellings("Sekitar 18,1 kg CO2")).toEqual([expect.stringContaining("kg CO2")]);
    expect(wrongSpellings("Sekitar 18,1 kg CO₂, 23 Nov 2026")).toEqual([]);
    expect(wrongSpellings("Paid on 2026-11-23")).toEqual(["Paid on 2026-11-23"]);
    expect(localeProblems("18.1 kg CO2", "id")).toHaveLength(2);
  });
});

describe("rawStatusCodes and unitlessAmounts (the dashboard's screens)", () => {
  it("names raw status codes, in capitals anywhere or alone in lower case", () => {
    expect(rawStatusCodes(["DONE", "Status: FAILED", "pending", "pending_review", "Rp 50.000"])).toEqual([
      "DONE",
      "Status: FAILED",
      "pending",
      "pending_review",
    ]);
    expect(
      rawStatusCodes([
        "Berhasil",
        "Gagal",
        "Done",
        "Pending",
        "Active plan",
        "PDF",
        "CSV",
        "donor@demo.test",
      ]),
    ).toEqual([]);
  });

  it("names fractions without a unit, and leaves rupiah, points, kilograms and counts alone", () => {
    expect(unitlessAmounts("Nilai hadiah 275,00\nPoin", "id")).toEqual([expect.stringContaining("275,00")]);
    expect(unitlessAmounts("Prize value 275.00", "en")).toEqual(["Prize value 275.00"]);
    expect(unitlessAmounts("0,3\n0,6", "id")).toHaveLength(2);
    expect(
      unitlessAmounts(
        `Rp 50.000 · ${formatPoints(275, "id")} poin · ${formatKilograms(18.1, "id")} kg CO₂ · 12,5% · 1,2 jt · 1.250 donatur · pukul 14.05`,
        "id",
      ),
    ).toEqual([]);
    expect(unitlessAmounts(`${formatPoints(275.5, "en")} points · 18.1 kg · 12.5% · 2,000`, "en")).toEqual(
      [],
    );
  });
});

describe("catalog words", () => {
  const words = catalogWords({
    id: {
      a: "Donasi bulanan",
      b: ["Terima kasih, ", ["name"], "!"],
      c: "Baca <0>kebijakan privasi</0> kami",
    },
    en: { a: "Monthly donation", b: ["Thank you, ", ["name"], "!"], c: "Read our <0>privacy policy</0>" },
  });

  it("knows whole messages and the words between placeholders and tags", () => {
    expect(words.has("Donasi bulanan", "id")).toBe(true);
    expect(words.has("Terima kasih,", "id")).toBe(true);
    expect(words.has("kebijakan privasi", "id")).toBe(true);
    expect(words.has("Monthly donation", "id")).toBe(false);
  });

  it("knows messages filled in with numbers at their placeholders", () => {
    const steps = catalogWords({ id: { s: ["Langkah ", ["0"], " dari ", ["1"]] }, en: {} });
    expect(steps.has("Langkah 1 dari 4", "id")).toBe(true);
    expect(steps.has("Rp 250.000", "id")).toBe(true);
    expect(steps.has("Langkah 1 of 4", "id")).toBe(false);
  });

  it("knows the dates the locale's formatter writes, though an English word holds the month", () => {
    const marketing = catalogWords({ id: { m: "Pemasaran" }, en: { m: "Marketing" } });
    expect(foreignStrings(["1 Mar 2026", "15 Agu 2026"], "id", marketing)).toEqual([]);
    expect(foreignStrings(["15 Agu 2026"], "en", marketing)).toEqual(["15 Agu 2026"]);
  });

  it("names pieces in the other language's catalog only, and pieces in neither", () => {
    expect(foreignStrings(["Donasi bulanan", "Monthly donation", "12.500"], "id", words)).toEqual([
      "Monthly donation",
    ]);
    expect(
      uncataloguedStrings(["Donasi bulanan", "Monthly donation", "Hard-coded words", "42"], words),
    ).toEqual(["Hard-coded words"]);
  });

  it("reads a .po catalog without its obsolete entries", () => {
    const text =
      'msgid ""\nmsgstr ""\n\nmsgid "a"\nmsgstr "A"\n\nmsgid "b"\nmsgstr ""\n\n#~ msgid "old"\n#~ msgstr ""\n';
    expect(poMessages(text)).toEqual({ a: "A", b: "b" });
  });
});

// Same words in both languages on purpose: names, brands, and loanwords Indonesian uses as they are.
const sameInBothLanguages = new Set([
  "channelGroup.eWallet",
  "channelGroup.virtualAccount",
  "donationKind.boost",
  "field.email",
  "redeem.tumbler",
  "donation.type.boost",
  "mail.staffInvite.roleAdmin",
  "WhatsApp",
  "Facebook",
  "X (Twitter)",
  "Instagram",
  "E-mail",
  "Email",
  "Yayasan Rimbun Lestari",
  "Target",
  "FAQ",
  "Fundraiser Buddy",
  "Newsletter",
  "Total",
  "Password",
  "Administrator",
  "Invoice",
  "MRR",
  "Boost",
  "Status",
  "Mangrove",
  "Target (Rp)",
  // The answer to a prayer is the same word in both languages (docs/product/fundraisers.md#donor-wall).
  "Aamiin",
  "{count} × Aamiin",
  // A report reason; English "spam" is the Indonesian word too.
  "spam",
  // The feast's name, a tribute card's quick choice (docs/product/donation-flow.md#gifts-in-someones-name).
  "Idul Fitri",
]);

describe("every Indonesian message is translated", () => {
  it.each(areas)(
    "%s: no message reads the same in both languages unless listed (paymentType.recurring)",
    (area) => {
      const id = po("id", area);
      const en = po("en", area);
      // Macro ids are generated from the English text, so the list names those by their words.
      const found = untranslatedIds(id, en, sameInBothLanguages).filter(
        (key) => !sameInBothLanguages.has(String(en[key])),
      );
      expect(found.map((key) => `${key}: ${String(id[key])}`)).toEqual([]);
    },
  );
});

describe("Indonesian copy the dashboard walk corrected", () => {
  it.each(["dashboard", "api", "domain", "ui"])(
    "%s: one term for password (kata sandi), and no 'Masukkan saya'",
    (area) => {
      const texts = Object.values(po("id", area));
      expect(texts.filter((text) => /\bpassword\b/i.test(text))).toEqual([]);
      expect(texts.filter((text) => /Masukkan saya/.test(text))).toEqual([]);
    },
  );
});
