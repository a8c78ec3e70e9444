import { describe, expect, it } from "vitest";
import {
  bankAccountSchema,
  bankAccountUpdateSchema,
  donorProfileSchema,
  donorProfileUpdateSchema,
  isBankAccountComplete,
  missingProfileFields,
  volunteerProfileSchema,
  volunteerProfileUpdateSchema,
} from "./profile.ts";
import { errorsOf } from "./test-helpers.ts";

const bank = { bank_name: "BRI", holder: "Rina W", account_number: "0123456789", branch: "Bogor" };

describe("missing profile fields", () => {
  it.each([
    ["donor", { fullname: "Budi", email: "b@x.id", phone_number: "812" }, []],
    [
      "donor",
      { fullname: "", email: "b@x.id", phone_number: null },
      ["field.fullname", "field.phone_number"],
    ],
    ["donor", {}, ["field.fullname", "field.email", "field.phone_number"]],
    [
      "volunteer",
      { first_name: "R", last_name: " ", email: "r@x.id", phone: "" },
      ["field.last_name", "field.phone"],
    ],
    ["volunteer", null, ["field.first_name", "field.last_name", "field.email", "field.phone"]],
  ] as const)("%s %j -> %j", (role, profile, fields) => {
    expect(missingProfileFields(role, profile)).toEqual(fields);
  });
});

describe("bank account", () => {
  it.each([
    [{}, {}],
    [{ bank_name: "" }, { bank_name: "invalid.required" }],
    [{ holder: "" }, { holder: "invalid.required" }],
    [{ branch: undefined }, { branch: "invalid.required" }],
    [{ account_number: "" }, { account_number: "invalid.required" }],
    [{ account_number: "12-34-567" }, { account_number: "bank.accountNumber" }],
    [{ account_number: "1234" }, { account_number: "bank.accountNumber" }],
  ])("%j -> %j", (change, errors) => {
    expect(errorsOf(bankAccountSchema, { ...bank, ...change })).toEqual(errors);
  });

  it("is complete only with every field valid", () => {
    expect(isBankAccountComplete(bank)).toBe(true);
    expect(isBankAccountComplete({ ...bank, branch: "" })).toBe(false);
    expect(isBankAccountComplete(null)).toBe(false);
  });

  it("reads the account as JSON text in the update call", () => {
    const parsed = bankAccountUpdateSchema.parse({ email: "r@x.id", bank_account: JSON.stringify(bank) });
    expect(parsed.bank_account).toEqual(bank);
    expect(errorsOf(bankAccountUpdateSchema, { email: "r@x.id", bank_account: "{}" })).toMatchObject({
      "bank_account.bank_name": "invalid.required",
    });
  });
});

describe("donor profile", () => {
  const donor = { fullname: "Budi", email: "budi@mail.com", phone_number: "08123456789", address: "" };

  it.each([
    [{}, {}],
    [{ fullname: "" }, { fullname: "invalid.name" }],
    [{ phone_number: "" }, { phone_number: "invalid.phone" }],
    [{ phone_number: "08x" }, { phone_number: "invalid.phoneFormat" }],
  ])("%j -> %j", (change, errors) => {
    expect(errorsOf(donorProfileSchema, { ...donor, ...change })).toEqual(errors);
  });

  it("does not send the full name with the donor update", () => {
    const update = donorProfileUpdateSchema.parse(donor);
    expect(update).not.toHaveProperty("fullname");
    expect(update.phone_number).toBe("+628123456789");
  });
});

describe("volunteer profile", () => {
  const volunteer = {
    first_name: "Rina",
    last_name: "Wulandari",
    email: "rina@mail.com",
    phone: "81234567890",
    private_information: JSON.stringify({ gender: "female", dob: "2000-01-31", city: "Bogor" }),
    social_media: "@rina",
    optional_information: { hobby: "Hiking", affiliation: "", motivation: "Alam" },
  };

  it.each([
    [{}, {}],
    [{ first_name: "" }, { first_name: "invalid.firstName" }],
    [{ last_name: "" }, { last_name: "invalid.lastName" }],
    [{ phone: "" }, { phone: "invalid.phone" }],
    [{ private_information: '{"dob":"2000-02-31"}' }, { "private_information.dob": "invalid.date" }],
    [{ private_information: "{oops" }, { private_information: "error.validation" }],
  ])("%j -> %j", (change, errors) => {
    expect(errorsOf(volunteerProfileSchema, { ...volunteer, ...change })).toEqual(errors);
  });

  it("builds the full name from first and last name", () => {
    const update = volunteerProfileUpdateSchema.parse(volunteer);
    expect(update.fullname).toBe("Rina Wulandari");
    expect(update.private_information).toEqual({ gender: "female", dob: "2000-01-31", city: "Bogor" });
    expect(update.social_media).toBe("rina");
  });
});
