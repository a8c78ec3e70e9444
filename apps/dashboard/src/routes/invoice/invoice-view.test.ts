import { setupI18n } from "@lingui/core";
import { messages } from "@rimbun/domain/messages";
import { describe, expect, it } from "vitest";
import type { InvoiceData } from "../../lib/api.ts";
import { invoiceView } from "./invoice-view.ts";

const invoice: InvoiceData = {
  local_id: "RL-261005-6A0E5E",
  fullname: "Dewi Lestari",
  donation_type: "recurring",
  type_shown: "monthly",
  date: "2026-10-05T03:00:00.000Z",
  created_at: "2026-10-05T02:59:00.000Z",
  description: "monthly:2026-10-05",
  amount: 100_000,
  note: null,
  co2_kg: "181",
  status: "done",
  payment_method: "VISA",
  campaign: null,
};

// The domain's English source text, as the app's loaded catalogs give it.
const english = setupI18n({
  locale: "en",
  messages: { en: Object.fromEntries(Object.values(messages).map((m) => [m.id, m.message])) },
});

describe("receipt and invoice content (docs/decisions/guest-links.md)", () => {
  it("a paid gift is a receipt: received from, monthly type, paid date, amount, a dash for no note, the CO2", () => {
    const view = invoiceView(english, invoice, "receipt");
    expect(view.document).toBe("receipt");
    expect(view.title).toBe("Donation receipt");
    expect(view.localId).toBe("RL-261005-6A0E5E");
    expect(view.billToLabel).toBe("Received from");
    expect(view.billTo).toBe("Dewi Lestari");
    expect(view.details).toEqual([
      { label: "Type", value: "Monthly" },
      { label: "Paid on", value: "Monday, 5 October 2026" },
    ]);
    expect(view.amount).toBe("Rp\u00a0100,000");
    expect(view.total).toBe("Rp\u00a0100,000");
    expect(view.note).toBe("-");
    expect(view.co2).toContain("181 kg");
    expect(view.foundation.email).toMatch(/@/);
  });

  it("shows one number only: the local id, never a second invoice number", () => {
    const view = invoiceView(english, invoice, "receipt");
    const shown = JSON.stringify(view);
    expect(shown).not.toMatch(/[0-9A-F]{14}/);
    expect(shown.match(/RL-261005-6A0E5E/g)).toHaveLength(1);
    expect(shown).not.toContain("Invoice number");
  });

  it("says what the gift went to: its campaign in the page's language, or the general fund", () => {
    expect(invoiceView(english, invoice, "receipt").description).toBe(
      "Donation to the general fund of Yayasan Rimbun Lestari",
    );
    const campaign = { slug: "situ", title_id: "Jaga Situ Gede", title_en: "Protect Situ Gede" };
    expect(invoiceView(english, { ...invoice, campaign }, "receipt").description).toBe(
      "Donation for the campaign “Protect Situ Gede”",
    );
    const untitled = { ...campaign, title_en: "" };
    expect(invoiceView(english, { ...invoice, campaign: untitled }, "receipt").description).toBe(
      "Donation for the campaign “Jaga Situ Gede”",
    );
  });

  it("an unpaid gift is the invoice (titled Invoice), billed to the donor, dated", () => {
    const view = invoiceView(english, { ...invoice, status: "pending" }, "invoice");
    expect(view.title).toBe("Invoice Donation");
    expect(view.billToLabel).toBe("Bill to");
    expect(view.details[1]?.label).toBe("Date");
  });

  it("keeps a note the donor wrote", () => {
    expect(invoiceView(english, { ...invoice, note: "For the mangroves" }, "receipt").note).toBe(
      "For the mangroves",
    );
  });
});
