import { describe, expect, it } from "vitest";
import { checkReportRequest } from "./report-request-check.ts";

describe("impact report request", () => {
  it("refuses to send while any field is unset, naming each with its message id", () => {
    expect(checkReportRequest({ name: "", phone: "", email: "", agree: false })).toEqual({
      ok: false,
      errors: {
        name: "invalid.name",
        phone: "invalid.phone",
        email: "invalid.emptyEmail",
        agree: "invalid.agree",
      },
    });
  });

  it("checks the e-mail pattern", () => {
    const check = checkReportRequest({ name: "Rina", phone: "81211112222", email: "rina@mail", agree: true });
    expect(check).toEqual({ ok: false, errors: { email: "invalid.invalidEmail" } });
  });

  it("sends name, +62 phone, e-mail and the consent", () => {
    expect(
      checkReportRequest({ name: " Rina ", phone: "81211112222", email: "rina@example.com", agree: true }),
    ).toEqual({
      ok: true,
      fields: { name: "Rina", phone: "+6281211112222", email: "rina@example.com", agree: "true" },
    });
  });
});
