// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setupI18n } from "@lingui/core";
import { createI18n, type Locale } from "@rimbun/i18n";
import { describe, expect, it } from "vitest";
import type { InvoiceData } from "../../lib/api.ts";
import { renderPdf } from "../../lib/pdf/node-pdfmake.ts";
import { invoiceDocument } from "./invoice-document.ts";
import { invoiceView } from "./invoice-view.ts";

const english = setupI18n({ locale: "en", messages: { en: {} } });

const invoice: InvoiceData = {
  local_id: "RL-261005-FEE001",
  fullname: "Dewi Lestari",
  donation_type: "single",
  type_shown: "single",
  date: "2026-10-05T03:00:00.000Z",
  created_at: "2026-10-05T02:59:00.000Z",
  description: "",
  amount: 50_000,
  covered_fee: 4_440,
  note: null,
  co2_kg: "90.5",
  status: "done",
  payment_method: "BNI",
  campaign: null,
};

describe("a receipt with the fee covered (docs/product/donation-flow.md#cover-the-fee)", () => {
  it("shows the gift and the covered fee apart, and their sum as the total, on the page and in the PDF", () => {
    const view = invoiceView(english, invoice, "receipt");
    expect(view.amount).toBe("Rp\u00a050,000");
    expect(view.fee?.amount).toBe("Rp\u00a04,440");
    expect(view.total).toBe("Rp\u00a054,440");
    const text = JSON.stringify(invoiceDocument(view).content);
    expect(text).toContain("Rp\u00a04,440");
    expect(text).toContain("Payment fee you covered");
  });

  it.each(["id", "en"] as Locale[])(
    "%s: the PDF renders (STATEMENT_SAMPLE_DIR keeps it to look at)",
    async (locale) => {
      const i18n = await createI18n(locale, ["domain", "dashboard"]);
      const pdf = await renderPdf(invoiceDocument(invoiceView(i18n, invoice, "receipt")));
      expect(pdf.toString("latin1")).toMatch(/^%PDF-/);
      const keep = process.env.STATEMENT_SAMPLE_DIR;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        writeFileSync(join(keep, `${locale}-receipt-covered-fee.pdf`), pdf);
      }
    },
  );

  it("without a covered fee there is no fee line and the total is the gift", () => {
    const view = invoiceView(english, { ...invoice, covered_fee: 0 }, "receipt");
    expect(view.fee).toBeUndefined();
    expect(view.total).toBe("Rp\u00a050,000");
  });
});
