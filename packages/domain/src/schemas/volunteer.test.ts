import { describe, expect, it } from "vitest";
import { errorsOf } from "./test-helpers.ts";
import { volunteerSignupSchema } from "./volunteer.ts";

const valid = {
  firstname: "Rina",
  lastname: "Wulandari",
  email: "rina@mail.com",
  phone: "081234567890",
  sex: "female",
  agreement: "on",
};

describe("volunteer signup", () => {
  it.each([
    [{}, {}],
    [{ firstname: "" }, { firstname: "invalid.firstName" }],
    [{ lastname: "" }, { lastname: "invalid.lastName" }],
    [{ email: "" }, { email: "invalid.emptyEmail" }],
    [{ email: "rina" }, { email: "invalid.invalidEmail" }],
    [{ phone: "" }, { phone: "invalid.phone" }],
    [{ sex: "" }, { sex: "volunteer.sexRequired" }],
    [{ sex: undefined }, { sex: "volunteer.sexRequired" }],
    [{ sex: "other" }, { sex: "volunteer.sexRequired" }],
    [{ agreement: undefined }, { agreement: "invalid.agree" }],
    [{ birthdate: "2001-02-30" }, { birthdate: "invalid.date" }],
    [{ birthdate: "" }, {}],
    [{ birthdate: "2001-02-28" }, {}],
    [{ instagram: "@rina.w" }, {}],
    [{ instagram: "rina w" }, { instagram: "invalid.socialHandle" }],
    [{ motivation: "x".repeat(1001) }, { motivation: "invalid.tooLong" }],
  ])("%j -> %j", (change, errors) => {
    expect(errorsOf(volunteerSignupSchema, { ...valid, ...change })).toEqual(errors);
  });

  it("drops the @ of the handle and blanks of optional fields", () => {
    const signup = volunteerSignupSchema.parse({ ...valid, instagram: "@rina.w", city: "  " });
    expect(signup.instagram).toBe("rina.w");
    expect(signup.city).toBeUndefined();
    expect(signup.agreement).toBe(true);
  });
});
