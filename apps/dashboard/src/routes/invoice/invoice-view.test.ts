import { setupI18n } from "@lingui/core";
import { messages } from "@rimbun/domain/messages";
import { describe, expect, it } from "vitest";
import type { InvoiceData } from "../../lib/api.ts";
import { invoiceView } from "./invoice-view.ts";

const invoice: InvoiceData = {
  local_id: "RL-261005-6A0E5E",
  fullname: "Dewi Lestari",
  email: "donor@demo.test",
  invoice_number: "550AFA99938A4B",
  donation_type: "recurring",
  type_shown: "monthly",
  date: "2026-10-05T03:00:00.000Z",
  created_at: "2026-10-05T02:59:00.000Z",
  description: "",
  amount: 100_000,
  note: null,
  co2_kg: "181",
  status: "done",
  payment_method: "VISA",
};

// The domain's English source text, as the app's loaded catalogs give it.
const english = setupI18n({
  locale: "en",
  messages: { en: Object.fromEntries(Object.values(messages).map((m) => [m.id, m.message])) },
});

describe("invoice content", () => {
  it("shows the bill-to, invoice number, monthly type, date, amount, a dash for no note and the CO2", () => {
    const view = invoiceView(english, invoice);
    expect(view.title).toBe("Invoice Donation");
    expect(view.localId).toBe("RL-261005-6A0E5E");
    expect(view.billTo).toBe("Dewi Lestari");
    expect(view.details.map((detail) => detail.value)).toEqual([
      "550AFA99938A4B",
      "Monthly",
      "Monday, 5 October 2026",
    ]);
    expect(view.amount).toBe("Rp 100.000");
    expect(view.total).toBe("Rp 100.000");
    expect(view.note).toBe("-");
    expect(view.co2).toContain("181 kg");
    expect(view.foundation.email).toMatch(/@/);
    expect(view.description).toBe("Donation to Yayasan Rimbun Lestari");
  });

  it("keeps a note the donor wrote", () => {
    expect(invoiceView(english, { ...invoice, note: "For the mangroves" }).note).toBe("For the mangroves");
  });
});
