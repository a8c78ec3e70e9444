import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail, setPassword } from "../../accounts/accounts.ts";
import { createHarness, formOriginFrom, type Harness, testPassword } from "../../test/harness.ts";
import { createPayment, monthlyForm, payOnSandbox } from "../../test/payments.ts";

/*
 * The pages behind mailed links post their forms back to the API. A reader who is also signed in
 * sends the session cookie with that POST, so the CSRF check needs the page's Origin: each form is
 * posted here with the Origin a browser really sends after that page's own headers
 * (docs/security.md, "Pages behind mailed links").
 */

let h: Harness;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://\\S+${path.replaceAll("/", "\\/")}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link`);
  return new URL(match[0]);
}

describe("a signed-in reader of a mailed link", () => {
  // Deletion first: the failed-payment case moves the test clock 40 days on, past fresh sessions.
  it("deletes their account from the deletion page", async () => {
    const email = "signed.in.delete@example.test";
    await h.createUser({ email });
    const cookie = await h.login(email);
    expect((await h.request("POST", "/v1/privacy/deletion", { cookie, json: {} })).status).toBe(200);
    const mail = (await h.outbox(email)).find((row) => row.kind === "account-deletion");
    const link = linkIn(mail?.text ?? "", "/v1/privacy/deletion/confirm");
    const page = await h.request("GET", `${link.pathname}${link.search}`, { cookie, origin: null });
    expect(page.status).toBe(200);
    const done = await h.request("POST", `${link.pathname}${link.search}`, {
      cookie,
      origin: formOriginFrom(page),
      form: {},
    });
    expect(done.status, await done.clone().text()).toBe(200);
  });
  it("pays the missed month and changes the method from the failed-payment page", async () => {
    const email = "signed.in.fix@example.test";
    const created = await createPayment(h, "recurring", monthlyForm({ email, payment_methods: "BNI" }));
    await payOnSandbox(h, created.pg_id);
    await h.advanceTo(new Date(h.clock.current.getTime() + 40 * DAY));
    const failure = (await h.outbox(email)).find((mail) => mail.kind === "payment-failed");
    const link = linkIn(failure?.text ?? "", "/v1/donations/recurring/fix");
    // The plan's donor sets a password, as after the welcome mail, and reads the link signed in.
    const donor = await findUserByEmail(h.db, email);
    if (!donor) throw new Error("no donor");
    await setPassword(h.services, donor.id, testPassword);
    const cookie = await h.login(email);
    const page = await h.request("GET", `${link.pathname}${link.search}`, { cookie, origin: null });
    expect(page.status).toBe(200);
    const origin = formOriginFrom(page);
    const method = await h.request("POST", `${link.pathname}/method${link.search}`, {
      cookie,
      origin,
      form: { payment_methods: "OVO" },
    });
    expect(method.status, await method.clone().text()).toBe(200);
    const pay = await h.request("POST", `${link.pathname}/pay${link.search}`, { cookie, origin, form: {} });
    expect(pay.status).toBe(303);
  });
});
