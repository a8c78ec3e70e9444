import { beforeEach, describe, expect, it } from "vitest";
import { installMemoryStorage } from "../test-storage.ts";
import {
  clearDonationChoice,
  readDonationChoice,
  readDonationDraft,
  saveDonationChoice,
  saveDonationDraft,
} from "./donation-storage.ts";

const typed = {
  amount: 100_000,
  name: "Rina Kembali",
  email: "rina@example.test",
  phone: "81311113333",
  paymentType: "reminder" as const,
  paymentMethod: "BNI",
  referralCode: "",
  whatsAppReminders: true,
};

describe("the donation flow's draft (a failed payment loses nothing)", () => {
  beforeEach(() => {
    installMemoryStorage("localStorage");
    installMemoryStorage("sessionStorage");
  });

  it("gives back every entry typed for the same kind of donation", () => {
    saveDonationDraft("monthly", typed);
    expect(readDonationDraft("monthly")).toEqual(typed);
    expect(readDonationDraft("single")).toEqual({});
  });

  it("lets a new choice on the donation card replace the typed amount, keeping the rest", () => {
    saveDonationDraft("monthly", typed);
    saveDonationChoice({ donation: "monthly", amount: 250_000 });
    const { amount: _typedAmount, ...rest } = typed;
    expect(readDonationDraft("monthly")).toEqual(rest);
    expect(readDonationChoice()).toEqual({ donation: "monthly", amount: 250_000 });
  });

  it("is forgotten with the choice when the donor leaves through the back link", () => {
    saveDonationDraft("single", typed);
    saveDonationChoice({ donation: "single", amount: 50_000 });
    clearDonationChoice();
    expect(readDonationDraft("single")).toEqual({});
    expect(readDonationChoice()).toBeNull();
  });

  it("ignores what it cannot trust", () => {
    sessionStorage.setItem(
      "donation-draft-monthly",
      '{"amount":-5,"name":3,"paymentType":"cash","whatsAppReminders":"yes"}',
    );
    expect(readDonationDraft("monthly")).toEqual({});
    sessionStorage.setItem("donation-draft-monthly", "not json");
    expect(readDonationDraft("monthly")).toEqual({});
  });
});
