import { describe, expect, it } from "vitest";
import { displayDonationType, invoiceFileName, invoiceNumber, invoicePath } from "./invoice.ts";

describe("invoice", () => {
  it("numbers the invoice with the first 14 characters of the id", () => {
    expect(invoiceNumber("6f1c2a9e-3b4d-4c1a-9f00-123456789abc")).toBe("6f1c2a9e-3b4d-");
    expect(invoiceNumber("short")).toBe("short");
  });

  it.each([
    ["id", "RL-2026-0001", "ID-Invoice-RL-2026-0001.pdf"],
    ["en", "RL-2026-0001", "EN-Invoice-RL-2026-0001.pdf"],
    ["en", "../etc/passwd", "EN-Invoice-..-etc-passwd.pdf"],
  ] as const)("file name for %s %s", (locale, localId, name) => {
    expect(invoiceFileName(locale, localId)).toBe(name);
  });

  it("shows recurring as monthly", () => {
    expect(displayDonationType("recurring")).toBe("monthly");
    expect(displayDonationType("single")).toBe("single");
  });

  it("builds the invoice page path", () => {
    expect(invoicePath("download", "RL-1")).toBe("/invoice/download/RL-1");
    expect(invoicePath("print", "RL-1", "en")).toBe("/invoice/print/RL-1?locale=en");
  });
});
