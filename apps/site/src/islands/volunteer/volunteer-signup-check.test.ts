import { describe, expect, it } from "vitest";
import { checkVolunteerSignup } from "./volunteer-signup-check.ts";
import { emptyVolunteerSignup } from "./volunteer-signup-state.ts";

describe("volunteer signup", () => {
  it("requires first name, last name, e-mail, phone, sex and the training agreement", () => {
    const check = checkVolunteerSignup(emptyVolunteerSignup);
    expect(check).toEqual({
      ok: false,
      errors: {
        firstname: "invalid.firstName",
        lastname: "invalid.lastName",
        email: "invalid.emptyEmail",
        phone: "invalid.phone",
        sex: "volunteer.sexRequired",
        agreement: "invalid.agree",
      },
    });
  });

  it("sends the filled fields only, phone with +62 and the handle without @", () => {
    const check = checkVolunteerSignup({
      ...emptyVolunteerSignup,
      firstname: "Dewi",
      lastname: "Lestari",
      email: "dewi@example.com",
      phone: "81298765432",
      sex: "female",
      instagram: "@dewi.lestari",
      city: "Bandung",
      agreement: true,
    });
    expect(check).toEqual({
      ok: true,
      fields: {
        firstname: "Dewi",
        lastname: "Lestari",
        email: "dewi@example.com",
        phone: "+6281298765432",
        sex: "female",
        instagram: "dewi.lestari",
        city: "Bandung",
        agreement: "true",
      },
    });
  });
});
