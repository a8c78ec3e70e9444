import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterMailTemplates } from "../../mail/templates.ts";
import {
  newsletterSubscriptions,
  rateLimits,
  reportRequests,
  volunteerApplications,
} from "../../platform/db/schema/index.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * Finding 8: anonymous forms mailed any address as often as asked, greeted with attacker-chosen
 * text, and recorded newsletter consent without confirmation.
 */

let h: Harness;
const harnesses: Harness[] = [];
async function fresh() {
  h = await createHarness();
  harnesses.push(h);
}
beforeEach(fresh);
afterAll(async () => {
  for (const harness of harnesses) await harness.close();
});

const report = (email: string, extra: Record<string, string> = {}) => ({
  name: "Rina Reader",
  phone: "81234567890",
  email,
  agree: "false",
  ...extra,
});
const signup = (email: string, extra: Record<string, string> = {}) => ({
  firstname: "Vina",
  lastname: "Volunteer",
  email,
  phone: "81234567890",
  sex: "female",
  agreement: "true",
  ...extra,
});

function postReport(form: Record<string, string>, address = "203.0.113.7", query = "") {
  return h.request("POST", `/v1/publics/report${query}`, { form, origin: "http://site.test", address });
}
function postSignup(form: Record<string, string>, address = "203.0.113.7") {
  return h.request("POST", "/v1/users/volunteer", { multipart: form, origin: "http://site.test", address });
}

function linkIn(text: string, path: string): string {
  const found = text.match(new RegExp(`http://api\\.test${path}\\?[^\\s"<]+`));
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return found[0].replace("http://api.test", "");
}

async function subscription(email: string) {
  const [row] = await h.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

describe("throttling the report request (call 17)", () => {
  it("the same e-mail gets at most 3 mails an hour, from any address; then 429 RATE_LIMITED", async () => {
    for (const [index, address] of ["198.51.100.1", "198.51.100.2", "198.51.100.3"].entries()) {
      expect((await postReport(report("victim@example.test"), address)).status, `try ${index}`).toBe(200);
    }
    const refused = await postReport(report("victim@example.test"), "198.51.100.4");
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      error: true,
      code: "RATE_LIMITED",
      message: "error.rateLimited",
      result: null,
    });
    expect(await h.outbox("victim@example.test")).toHaveLength(3);
    expect(await h.db.select().from(reportRequests)).toHaveLength(3);
    // An hour later the window is new.
    h.clock.current = new Date(h.clock.current.getTime() + 61 * 60 * 1000);
    expect((await postReport(report("victim@example.test"), "198.51.100.4")).status).toBe(200);
  });

  it("one address gets at most 30 requests an hour, whatever e-mails it names", async () => {
    for (let index = 0; index < 30; index += 1) {
      const response = await postReport(report(`reader${index}@example.test`), "203.0.113.50");
      expect(response.status, `request ${index}`).toBe(200);
    }
    expect((await postReport(report("reader-last@example.test"), "203.0.113.50")).status).toBe(429);
    // Another address is not affected.
    expect((await postReport(report("reader-last@example.test"), "203.0.113.51")).status).toBe(200);
  });

  it("a spoofed X-Forwarded-For does not give a new address (no trusted proxy configured)", async () => {
    for (let index = 0; index < 30; index += 1) {
      await postReport(report(`spoof${index}@example.test`), "203.0.113.60");
    }
    const spoofed = await h.request("POST", "/v1/publics/report", {
      form: report("spoof-new@example.test"),
      origin: "http://site.test",
      address: "203.0.113.60",
      headers: { "x-forwarded-for": "192.0.2.99" },
    });
    expect(spoofed.status).toBe(429);
  });

  it("invalid bodies are not counted (a typo costs a real person nothing) and get 400, not 429", async () => {
    for (let index = 0; index < 40; index += 1) {
      const response = await postReport(report("typo@example", {}), "203.0.113.70");
      expect(response.status).toBe(400);
    }
    expect((await postReport(report("typo@example.test"), "203.0.113.70")).status).toBe(200);
  });

  it("refuses wrong body types, broken bodies and huge input without mailing", async () => {
    const text = await h.app.request(
      "/v1/publics/report",
      {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "http://site.test" },
        body: "name=x",
      },
      { incoming: { socket: { remoteAddress: "203.0.113.80" } } },
    );
    expect(text.status).toBe(415);
    const broken = await h.app.request(
      "/v1/publics/report",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://site.test" },
        body: '{"name": ',
      },
      { incoming: { socket: { remoteAddress: "203.0.113.80" } } },
    );
    expect(broken.status).toBe(400);
    const arrays = await h.request("POST", "/v1/publics/report", {
      json: { name: ["a"], phone: 812, email: { a: 1 }, agree: "yes please" },
      origin: "http://site.test",
      address: "203.0.113.80",
    });
    expect(arrays.status).toBe(400);
    const longName = await postReport(report("long@example.test", { name: "A".repeat(101) }), "203.0.113.80");
    expect(longName.status).toBe(400);
    expect((await json(longName)).fields?.name).toBe("invalid.nameTooLong");
    const huge = await postReport(report("huge@example.test", { name: "A".repeat(4 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await h.outbox()).toHaveLength(0);
  });

  it("a foreign origin is refused before anything is stored", async () => {
    const response = await h.request("POST", "/v1/publics/report", {
      form: report("csrf@example.test"),
      origin: "https://evil.example",
      address: "203.0.113.81",
    });
    expect(response.status).toBe(403);
    expect(await h.outbox()).toHaveLength(0);
  });
});

describe("the greeting carries no stranger's text", () => {
  it("report and signup mails greet neutrally, in both languages, whatever name was typed", async () => {
    const name = "Click https://evil.example/win to claim your prize";
    await postReport(
      report("greet@example.test", { name: name.slice(0, 100) }),
      "203.0.113.90",
      "?locale=en",
    );
    await postSignup(signup("greet-vol@example.test", { firstname: "Visit evil.example now" }));
    const [reportMail] = await h.outbox("greet@example.test");
    const [signupMail] = await h.outbox("greet-vol@example.test");
    expect(reportMail?.text.startsWith("Hello,\n")).toBe(true);
    expect(signupMail?.text.startsWith("Halo,\n")).toBe(true);
    for (const mail of [reportMail, signupMail]) {
      expect(mail?.text).not.toContain("evil.example");
      expect(mail?.html).not.toContain("evil.example");
    }
  });
});

describe("throttling the volunteer signup (call 14)", () => {
  it("3 signups per e-mail an hour (a pending one gets the 'already applied' mail), then 429", async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await postSignup(signup("vol@example.test"), `198.51.100.${10 + index}`)).status).toBe(200);
    }
    expect((await postSignup(signup("vol@example.test"), "198.51.100.20")).status).toBe(429);
    // At most 3 mails an hour reach the address, however often the form is sent.
    expect((await h.outbox("vol@example.test")).map((mail) => mail.kind)).toEqual([
      "volunteer-application",
      "volunteer-known",
      "volunteer-known",
    ]);
    expect(await h.db.select().from(volunteerApplications)).toHaveLength(1);
  });

  it("30 signups per address an hour", async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await postSignup(signup(`v${index}@example.test`), "203.0.113.100")).status).toBe(200);
    }
    const refused = await postSignup(signup("v-last@example.test"), "203.0.113.100");
    expect(refused.status).toBe(429);
    expect((await json(refused)).code).toBe("RATE_LIMITED");
  });

  it("refuses wrong types, huge fields and broken bodies without storing or mailing", async () => {
    const cases: Record<string, string>[] = [
      signup("big@example.test", { motivation: "M".repeat(1001) }),
      signup("big@example.test", { firstname: "F".repeat(101) }),
      signup("big@example.test", { instagram: "<script>alert(1)</script>" }),
      signup("big@example.test", { sex: "other" }),
      signup("big@example.test", { agreement: "false" }),
    ];
    for (const form of cases) expect((await postSignup(form, "203.0.113.105")).status).toBe(400);
    const typed = await h.request("POST", "/v1/users/volunteer", {
      json: { ...signup("big@example.test"), firstname: { $gt: "" }, agreement: [true] },
      origin: "http://site.test",
      address: "203.0.113.105",
    });
    expect(typed.status).toBe(400);
    const broken = await h.app.request(
      "/v1/users/volunteer",
      {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", origin: "http://site.test" },
        body: "--x\r\nnot a part",
      },
      { incoming: { socket: { remoteAddress: "203.0.113.105" } } },
    );
    expect(broken.status).toBe(400);
    expect(await h.db.select().from(volunteerApplications)).toHaveLength(0);
    expect(await h.outbox()).toHaveLength(0);
  });

  it("racing signups from one address stop at the limit (the counter is one atomic upsert)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postSignup(signup(`race${index}@example.test`), "203.0.113.110"),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const [counter] = await h.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "volunteer-ip:203.0.113.110"));
    expect(counter?.count).toBe(40);
  });
});

describe("newsletter double opt-in", () => {
  it("a ticked box makes a pending subscription and a confirmation mail; only the POST confirms", async () => {
    expect((await postReport(report("news@example.test", { agree: "true" }), "203.0.113.120")).status).toBe(
      200,
    );
    expect(await subscription("news@example.test")).toMatchObject({ status: "pending", source: "report" });
    const mails = await h.outbox("news@example.test");
    const confirmMail = mails.find((mail) => mail.kind === "newsletter-confirm");
    expect(confirmMail?.subject).toBe("Mohon konfirmasi langganan buletin Rimbun Lestari");
    expect(mails.find((mail) => mail.kind === "report-request")?.text).toContain("e-mail terpisah");
    const confirm = linkIn(confirmMail?.text ?? "", "/v1/newsletter/confirm");
    const unsubscribeLink = linkIn(confirmMail?.text ?? "", "/v1/newsletter/unsubscribe");
    expect(confirm).not.toContain("news%40example");
    expect(confirm).not.toContain("news@example");

    // A mail scanner's GET (anonymous, no origin) only shows the page.
    const page = await h.request("GET", confirm, { origin: null });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain("Konfirmasi langgananku");
    expect(html).toContain("n****@example.test");
    expect(html).not.toContain("news@example.test");
    expect(await subscription("news@example.test")).toMatchObject({ status: "pending" });

    // The page's button posts from the API's own origin.
    const done = await h.request("POST", confirm, { form: {}, origin: "http://api.test" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Langgananmu sudah dikonfirmasi");
    const confirmed = await subscription("news@example.test");
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);

    // Replays change nothing.
    const again = await h.request("POST", confirm, { form: {}, origin: "http://api.test" });
    expect(again.status).toBe(200);
    expect((await subscription("news@example.test"))?.confirmedAt?.getTime()).toBe(
      confirmed?.confirmedAt?.getTime(),
    );

    // Ticking the box again on a confirmed address mails no new confirmation.
    h.clock.current = new Date(h.clock.current.getTime() + 2 * 60 * 60 * 1000);
    await postReport(report("news@example.test", { agree: "true" }), "203.0.113.121");
    expect(
      (await h.outbox("news@example.test")).filter((mail) => mail.kind === "newsletter-confirm"),
    ).toHaveLength(1);

    // RFC 8058 one-click: a mail provider's POST, no origin, no cookie; idempotent.
    for (let index = 0; index < 2; index += 1) {
      const oneClick = await h.request("POST", unsubscribeLink, {
        form: { "List-Unsubscribe": "One-Click" },
        origin: null,
      });
      expect(oneClick.status).toBe(200);
    }
    expect(await subscription("news@example.test")).toMatchObject({ status: "unsubscribed" });

    // An old confirmation link does not revive a cancelled subscription.
    const revived = await h.request("POST", confirm, { form: {}, origin: "http://api.test" });
    expect(await revived.text()).toContain("Langganan ini sudah dibatalkan");
    expect(await subscription("news@example.test")).toMatchObject({ status: "unsubscribed" });
  });

  it("the pages speak the subscriber's language and the unsubscribe GET changes nothing", async () => {
    await postReport(report("en@example.test", { agree: "true" }), "203.0.113.130", "?locale=en");
    const mail = (await h.outbox("en@example.test")).find((row) => row.kind === "newsletter-confirm");
    expect(mail?.subject).toBe("Please confirm your Rimbun Lestari newsletter subscription");
    const unsubscribeLink = linkIn(mail?.text ?? "", "/v1/newsletter/unsubscribe");
    // Even when the link's locale is tampered with, the subscriber's own language is used.
    const page = await h.request("GET", unsubscribeLink.replace("locale=en", "locale=id"), { origin: null });
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(">Unsubscribe</button>");
    expect(await subscription("en@example.test")).toMatchObject({ status: "pending" });
    const done = await h.request("POST", unsubscribeLink, { form: {}, origin: "http://api.test" });
    expect(await done.text()).toContain("You are unsubscribed");
  });

  it("forged, expired, cross-purpose and missing tokens are refused with a page, and change nothing", async () => {
    await postReport(report("forge@example.test", { agree: "true" }), "203.0.113.140");
    const row = await subscription("forge@example.test");
    const id = row?.id ?? "";
    const future = new Date(h.clock.current.getTime() + 60 * 60 * 1000);
    const past = new Date(h.clock.current.getTime() - 1000);
    const tokens = {
      forged: signLink("not-the-link-secret-at-all", "newsletter-confirm", id, future),
      expired: signLink(h.env.LINK_SECRET, "newsletter-confirm", id, past),
      unsubscribeTokenOnConfirm: signLink(h.env.LINK_SECRET, "newsletter-unsubscribe", id, future),
      garbage: "%%%.é.☃",
      huge: "a".repeat(5000),
    };
    for (const [label, token] of Object.entries(tokens)) {
      const path = `/v1/newsletter/confirm?token=${encodeURIComponent(token)}`;
      const shown = await h.request("GET", path, { origin: null });
      expect(shown.status, label).toBe(400);
      const posted = await h.request("POST", path, { form: {}, origin: "http://api.test" });
      expect(posted.status, label).toBe(400);
      expect(posted.headers.get("content-type"), label).toContain("text/html");
    }
    for (const path of ["/v1/newsletter/confirm", "/v1/newsletter/unsubscribe"]) {
      expect((await h.request("GET", path, { origin: null })).status).toBe(400);
      expect((await h.request("POST", path, { form: {}, origin: null })).status).toBe(400);
    }
    expect(await subscription("forge@example.test")).toMatchObject({ status: "pending" });
    // A confirmation link signed for 7 days stops working after them.
    const mail = (await h.outbox("forge@example.test")).find((item) => item.kind === "newsletter-confirm");
    const confirm = linkIn(mail?.text ?? "", "/v1/newsletter/confirm");
    h.clock.current = new Date(h.clock.current.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect((await h.request("POST", confirm, { form: {}, origin: "http://api.test" })).status).toBe(400);
    expect(await subscription("forge@example.test")).toMatchObject({ status: "pending" });
  });

  it("a foreign site cannot confirm for someone (cross-site POST refused)", async () => {
    await postReport(report("xsite@example.test", { agree: "true" }), "203.0.113.150");
    const mail = (await h.outbox("xsite@example.test")).find((item) => item.kind === "newsletter-confirm");
    const confirm = linkIn(mail?.text ?? "", "/v1/newsletter/confirm");
    const response = await h.request("POST", confirm, { form: {}, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await subscription("xsite@example.test")).toMatchObject({ status: "pending" });
  });

  it("racing consents for one address make one subscription, never a 500", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        postReport(report("Race@Example.test", { agree: "true" }), `198.51.100.${60 + index}`),
      ),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(await h.db.select().from(newsletterSubscriptions)).toHaveLength(1);
    const confirmations = (await h.outbox("race@example.test")).filter(
      (mail) => mail.kind === "newsletter-confirm",
    );
    expect(confirmations).toHaveLength(3);
    // Confirm and unsubscribe at once: whichever runs first, the person ends unsubscribed.
    const confirm = linkIn(confirmations[0]?.text ?? "", "/v1/newsletter/confirm");
    const unsubscribeLink = linkIn(confirmations[0]?.text ?? "", "/v1/newsletter/unsubscribe");
    const [confirmed, unsubscribed] = await Promise.all([
      h.request("POST", confirm, { form: {}, origin: "http://api.test" }),
      h.request("POST", unsubscribeLink, { form: {}, origin: "http://api.test" }),
    ]);
    expect([confirmed.status, unsubscribed.status]).toEqual([200, 200]);
    expect((await subscription("race@example.test"))?.status).toBe("unsubscribed");
  });

  it("no box ticked: no subscription and no confirmation mail", async () => {
    await postReport(report("nobox@example.test"), "203.0.113.160");
    expect(await subscription("nobox@example.test")).toBeUndefined();
    expect((await h.outbox("nobox@example.test")).map((mail) => mail.kind)).toEqual(["report-request"]);
  });

  it("newsletter mails carry RFC 8058 one-click headers and a visible unsubscribe link", () => {
    const url = "http://api.test/v1/newsletter/unsubscribe?token=t&locale=en";
    for (const mail of [
      newsletterMailTemplates.confirm("en", { confirmUrl: "http://api.test/c", unsubscribeUrl: url }),
      newsletterMailTemplates.issue("id", { subject: "Kabar", paragraphs: ["Isi"], unsubscribeUrl: url }),
    ]) {
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${url}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url.replace("&", "&amp;"));
    }
  });
});
