// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { statementFileName } from "@rimbun/domain/statement";
import { createI18n, type Locale } from "@rimbun/i18n";
import { describe, expect, it } from "vitest";
import type { DonationStatement } from "../../lib/api.ts";
import { renderPdf } from "../../lib/pdf/node-pdfmake.ts";
import { statementDocument } from "./statement-document.ts";
import { statementView } from "./statement-view.ts";

const gift = (n: number, amount: number, extra: Partial<DonationStatement["donations"][number]> = {}) => ({
  local_id: `RL-25${String(n).padStart(4, "0")}-A${n}`,
  donation_type: "recurring" as const,
  type_shown: "monthly" as const,
  amount,
  created_at: `2025-${String(n).padStart(2, "0")}-05T03:00:00.000Z`,
  campaign_slug: null,
  campaign_title: null,
  ...extra,
});

const statement: DonationStatement = {
  start_date: "2025-01-01",
  end_date: "2025-12-31",
  fullname: "Dewi Lestari",
  email: "donor@demo.test",
  donations: [
    ...Array.from({ length: 12 }, (_, index) => gift(index + 1, 100_000)),
    gift(13, 250_000, {
      donation_type: "single",
      type_shown: "single",
      campaign_slug: "bersama-jaga-alam-kita",
      campaign_title: { id: "Bersama Jaga Alam Kita", en: "Guarding Our Nature Together" },
      created_at: "2025-12-20T03:00:00.000Z",
    }),
  ],
  total: 1_450_000,
  co2_kg: "2624.5",
};

const madeAt = new Date("2026-01-05T03:00:00Z");

describe("donation statement PDF", () => {
  it.each(["id", "en"] as Locale[])(
    "%s: one A4 page listing every gift, the total, the CO2 and the record note",
    async (locale) => {
      const i18n = await createI18n(locale, ["domain", "dashboard"]);
      const view = statementView(i18n, statement, madeAt);
      expect(view.rows).toHaveLength(13);
      // The reader's grouping, joined by a no-break space (docs/decisions/words.md#rupiah).
      expect(view.total).toBe(locale === "id" ? "Rp\u00a01.450.000" : "Rp\u00a01,450,000");
      expect(view.rows[12]?.campaign).toBe(
        locale === "id" ? "Bersama Jaga Alam Kita" : "Guarding Our Nature Together",
      );
      expect(view.rows[0]?.invoice).toBe("RL-250001-A1");
      // The language's own notation, not the API's decimal text.
      expect(view.co2).toContain(locale === "id" ? "2.624,5" : "2,624.5");
      const document = statementDocument(view);
      expect(document.pageSize).toBe("A4");
      expect(document.pageOrientation).toBe("portrait");
      const pdf = await renderPdf(document);
      const text = pdf.toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
      // STATEMENT_SAMPLE_DIR=/tmp/x keeps the files to look at (`pdftoppm -png -r 60`).
      const keep = process.env.STATEMENT_SAMPLE_DIR;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        const range = { startDate: statement.start_date, endDate: statement.end_date };
        writeFileSync(join(keep, statementFileName(locale, range)), pdf);
      }
    },
  );

  it("a long year flows onto more pages with the table header repeated; an empty period says so", async () => {
    const i18n = await createI18n("en", ["domain", "dashboard"]);
    const many = {
      ...statement,
      donations: Array.from({ length: 60 }, (_, i) => gift((i % 12) + 1, 10_000)),
    };
    const pdf = (await renderPdf(statementDocument(statementView(i18n, many, madeAt)))).toString("latin1");
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    const empty = statementView(i18n, { ...statement, donations: [], total: 0, co2_kg: "0" }, madeAt);
    expect(empty.rows).toEqual([]);
    expect(empty.empty).toBe("No successful donations in this period.");
    expect((await renderPdf(statementDocument(empty))).toString("latin1")).toMatch(/^%PDF-/);
  });
});

describe("a statement with covered fees (docs/product/donation-flow.md#cover-the-fee)", () => {
  it.each(["id", "en"] as Locale[])(
    "%s: each fee under its gift, the fees apart from the total",
    async (locale) => {
      const i18n = await createI18n(locale, ["domain", "dashboard"]);
      const withFee = {
        ...statement,
        donations: [gift(1, 50_000, { covered_fee: 4_440 }), gift(2, 50_000)],
        total: 100_000,
        covered_fees: 4_440,
      };
      const view = statementView(i18n, withFee, madeAt);
      expect(view.total).toBe(locale === "id" ? "Rp\u00a0100.000" : "Rp\u00a0100,000");
      expect(view.rows[0]?.fee).toContain(locale === "id" ? "Rp\u00a04.440" : "Rp\u00a04,440");
      expect(view.rows[1]?.fee).toBeUndefined();
      expect(view.rows[1]?.amount).toBe(locale === "id" ? "Rp\u00a050.000" : "Rp\u00a050,000");
      expect(view.coveredFees).toContain(locale === "id" ? "Rp\u00a04.440" : "Rp\u00a04,440");
      const pdf = await renderPdf(statementDocument(view));
      expect(pdf.toString("latin1")).toMatch(/^%PDF-/);
      const keep = process.env.STATEMENT_SAMPLE_DIR;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        writeFileSync(join(keep, `${locale}-statement-covered-fee.pdf`), pdf);
      }
    },
  );
});
