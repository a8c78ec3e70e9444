import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  displayDonationType,
  invoiceFileName,
  invoiceNumber,
  invoiceNumberIdPrefix,
  invoicePath,
} from "./invoice.ts";

describe("invoice", () => {
  it("numbers the invoice with the id's first 14 letters and digits, never ending in a hyphen", () => {
    expect(invoiceNumber("6f1c2a9e-3b4d-4c1a-9f00-123456789abc")).toBe("6F1C2A9E3B4D4C");
    expect(invoiceNumber("100d792f-a332-4bcd-8000-000000000000")).toBe("100D792FA3324B");
    expect(invoiceNumber("short")).toBe("SHORT");
  });

  it.each([
    // Today's number, in any case and with the spaces a person may type.
    ["100D792FA3324B", "100d792f-a332-4b"],
    ["100d792fa3324b", "100d792f-a332-4b"],
    [" 100D 792F A332 4B ", "100d792f-a332-4b"],
    // The older form printed on PDFs and mails (`100d792f-a332-`), with or without its last hyphen.
    ["100d792f-a332-", "100d792f-a332-"],
    ["100D792F-A332", "100d792f-a332-"],
    ["100d792fa332", "100d792f-a332-"],
    ["100d792f-a332-4", "100d792f-a332-4"],
  ])("finds the id that invoice number %j names", (text, prefix) => {
    expect(invoiceNumberIdPrefix(text)).toBe(prefix);
  });

  it.each(["", "100d792f", "100d792f-a332-4bcd", "RL-261005-6A0E5E", "zzzzzzzzzzzzzz"])(
    "is no invoice number: %j",
    (text) => {
      expect(invoiceNumberIdPrefix(text)).toBeNull();
    },
  );

  it("reads back every number it makes, which never ends in a hyphen (property)", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const number = invoiceNumber(id);
        expect(number).toMatch(/^[0-9A-F]{14}$/);
        expect(id.startsWith(invoiceNumberIdPrefix(number) ?? "?")).toBe(true);
      }),
    );
  });

  it.each([
    ["id", "RL-2026-0001", "ID-Invoice-RL-2026-0001.pdf"],
    ["en", "RL-2026-0001", "EN-Invoice-RL-2026-0001.pdf"],
    ["en", "../etc/passwd", "EN-Invoice-..-etc-passwd.pdf"],
  ] as const)("file name for %s %s", (locale, localId, name) => {
    expect(invoiceFileName(locale, localId)).toBe(name);
  });

  it("names a paid gift's file a receipt", () => {
    expect(invoiceFileName("id", "RL-2026-0001", "receipt")).toBe("ID-Receipt-RL-2026-0001.pdf");
    expect(invoiceFileName("en", "RL-2026-0001", "invoice")).toBe("EN-Invoice-RL-2026-0001.pdf");
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
