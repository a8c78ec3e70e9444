// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { invoiceFileName } from "@rimbun/domain/invoice";
import { describe, expect, it } from "vitest";
import { nodePdfMake } from "../../lib/pdf/node-pdfmake.ts";
import { type InvoiceView, invoiceDocument } from "./invoice-document.ts";

const sample: InvoiceView = {
  document: "receipt",
  title: "Donation receipt",
  localIdLabel: "No.",
  localId: "RB-20261105-0042",
  foundation: {
    name: "Yayasan Rimbun Lestari",
    addressLines: ["Jl. Kenari Hijau No. 17", "Bogor, Jawa Barat 16128"],
    phone: "+62 251 555 0147",
    email: "halo@rimbunlestari.example",
  },
  billToLabel: "Received from",
  billTo: "Sari Wulandari",
  details: [
    { label: "Type", value: "Monthly" },
    { label: "Paid on", value: "5 Nov 2026" },
  ],
  columns: { description: "Description", amount: "Amount" },
  description: "Donation to the general fund of Yayasan Rimbun Lestari",
  amount: "Rp 50,000",
  noteLabel: "Note",
  note: "-",
  totalLabel: "Total",
  total: "Rp 50,000",
  co2: "Your gift equals 90.5 kg CO₂ kept out of the air.",
};

describe("invoice PDF", () => {
  it("is one A4 portrait page with the #F4F4F4 background", async () => {
    const document = invoiceDocument(sample);
    expect(document.pageSize).toBe("A4");
    expect(document.pageOrientation).toBe("portrait");
    // Uncompressed streams so the drawing commands can be read.
    const made = nodePdfMake().createPdf({ ...document, compress: false });
    const pdf = Buffer.from(await made.getBuffer()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // The first fill is the full-page background rectangle in #F4F4F4 (0xF4 / 0xFF).
    const firstFill = /([\d.]+) ([\d.]+) ([\d.]+) scn/.exec(pdf);
    expect(firstFill?.slice(1).map((c) => Math.round(Number(c) * 255))).toEqual([0xf4, 0xf4, 0xf4]);
    expect(pdf).toMatch(/0 0 595\.28 841\.89 re/);
    // INVOICE_SAMPLE_DIR=/tmp/x keeps the file to look at (`pdftoppm -png -r 50`).
    const keep = process.env.INVOICE_SAMPLE_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, invoiceFileName("en", sample.localId)), Buffer.from(pdf, "latin1"));
    }
  });

  it("is named by language and local id", () => {
    expect(invoiceFileName("id", "RB-42")).toBe("ID-Invoice-RB-42.pdf");
    expect(invoiceFileName("en", "RB-42")).toBe("EN-Invoice-RB-42.pdf");
  });
});
