import { describe, expect, it } from "vitest";
import { errorsOf } from "./test-helpers.ts";
import { birthDateProblem, volunteerSignupSchema } from "./volunteer.ts";

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

  it("refuses a date of birth in the future, under 13 or from 121 years on (Jakarta's today)", () => {
    const today = "2026-11-27";
    expect(birthDateProblem("2031-01-01", today)).toBe("invalid.birthDateFuture");
    expect(birthDateProblem("2026-11-28", today)).toBe("invalid.birthDateFuture");
    expect(birthDateProblem("2026-11-27", today)).toBe("invalid.birthDateAge");
    expect(birthDateProblem("2013-11-28", today)).toBe("invalid.birthDateAge");
    expect(birthDateProblem("2013-11-27", today)).toBeNull();
    expect(birthDateProblem("1906-11-28", today)).toBeNull();
    expect(birthDateProblem("1905-11-27", today)).toBe("invalid.birthDateAge");
    expect(birthDateProblem("0999-01-01", today)).toBe("invalid.birthDateAge");
    // Born on 29 February: 13 on 1 March of a common year.
    expect(birthDateProblem("2012-02-29", "2025-02-28")).toBe("invalid.birthDateAge");
    expect(birthDateProblem("2012-02-29", "2025-03-01")).toBeNull();
    expect(errorsOf(volunteerSignupSchema, { ...valid, birthdate: "2999-01-01" })).toEqual({
      birthdate: "invalid.birthDateFuture",
    });
  });

  it("drops the @ of the handle and blanks of optional fields", () => {
    const signup = volunteerSignupSchema.parse({ ...valid, instagram: "@rina.w", city: "  " });
    expect(signup.instagram).toBe("rina.w");
    expect(signup.city).toBeUndefined();
    expect(signup.agreement).toBe(true);
  });
});
