import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const validSignup = {
  firstname: "Vina",
  lastname: "Volunteer",
  email: "vina@example.test",
  phone: "81234567890",
  sex: "female",
  agreement: "true",
};
const validReport = { name: "Rina", phone: "81234567890", email: "rina@example.test", agree: "true" };

describe("call 14 refuses invalid signups", () => {
  it.each([
    ["no first name", { firstname: "" }, "firstname", "invalid.firstName"],
    ["no last name", { lastname: "" }, "lastname", "invalid.lastName"],
    ["no e-mail", { email: "" }, "email", "invalid.emptyEmail"],
    ["bad e-mail", { email: "vina@" }, "email", "invalid.invalidEmail"],
    ["no phone", { phone: "" }, "phone", "invalid.phone"],
    ["sex not chosen", { sex: "" }, "sex", "volunteer.sexRequired"],
    ["no training agreement", { agreement: "false" }, "agreement", "invalid.agree"],
  ])("%s", async (_label, change, field, id) => {
    const response = await h.request("POST", "/v1/users/volunteer", {
      multipart: { ...validSignup, ...change },
      origin: "http://site.test",
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body).toMatchObject({ error: true, code: "VALIDATION" });
    expect(body.fields?.[field]).toBe(id);
  });
});

describe("call 17 refuses invalid report requests", () => {
  it.each([
    ["no name", { name: "" }, "name", "invalid.name"],
    ["no phone", { phone: "" }, "phone", "invalid.phone"],
    ["no e-mail", { email: "" }, "email", "invalid.emptyEmail"],
    ["bad e-mail", { email: "rina.example.test" }, "email", "invalid.invalidEmail"],
  ])("%s", async (_label, change, field, id) => {
    const response = await h.request("POST", "/v1/publics/report", {
      form: { ...validReport, ...change },
      origin: "http://site.test",
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields?.[field]).toBe(id);
  });

  it("an empty body gets the first field's id, not a crash", async () => {
    const response = await h.request("POST", "/v1/publics/report", { origin: "http://site.test" });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("invalid.name");
  });
});
