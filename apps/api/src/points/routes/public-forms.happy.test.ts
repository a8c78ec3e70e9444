import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportRequests, volunteerApplications } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const signup = {
  firstname: "Vina",
  lastname: "Volunteer",
  email: "Vina@Example.test",
  phone: "0812 3456 7890",
  sex: "female",
  birthdate: "2000-02-29",
  province: "Jawa Barat",
  city: "Bogor",
  occupation: "Student",
  institution: "IPB",
  hobby: "Hiking",
  source: "Instagram",
  motivation: "Keep Situ Gede clean",
  instagram: "@vina.hikes",
  agreement: "true",
};

describe("call 14: volunteer signup", () => {
  it("stores a pending application and mails a confirmation in the chosen language", async () => {
    const response = await h.request("POST", "/v1/users/volunteer?locale=en", {
      multipart: signup,
      origin: "http://site.test",
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ error: false, result: { status: "pending" } });
    const [application] = await h.db.select().from(volunteerApplications);
    expect(application).toMatchObject({
      email: "vina@example.test",
      phone: "+6281234567890",
      status: "pending",
      instagram: "vina.hikes",
      trainingAgreed: true,
      locale: "en",
    });
    const [mail] = await h.outbox("vina@example.test");
    expect(mail).toMatchObject({ kind: "volunteer-application", locale: "en" });
  });

  it("signing up again while pending stores nothing new", async () => {
    await h.request("POST", "/v1/users/volunteer", { multipart: signup, origin: "http://site.test" });
    const rows = await h.db.select().from(volunteerApplications);
    expect(rows).toHaveLength(1);
  });
});

describe("call 17: impact report request", () => {
  it("stores the request with newsletter consent and mails both PDF links", async () => {
    const response = await h.request("POST", "/v1/publics/report", {
      form: { name: "Rina Reader", phone: "81234567890", email: "rina@example.test", agree: "true" },
      origin: "http://site.test",
    });
    expect(await json(response)).toMatchObject({ error: false, result: "ok" });
    const [row] = await h.db.select().from(reportRequests);
    expect(row).toMatchObject({ name: "Rina Reader", newsletter: true, phone: "+6281234567890" });
    const mails = await h.outbox("rina@example.test");
    const mail = mails.find((row) => row.kind === "report-request");
    // The consent starts the double opt-in: a separate confirmation mail.
    expect(mails.map((row) => row.kind).sort()).toEqual(["newsletter-confirm", "report-request"]);
    expect(mail?.text).toContain("http://site.test/pdf/id-Impact-Report-2023.pdf");
    expect(mail?.text).toContain("http://site.test/pdf/en-Impact-Report-2023.pdf");
    // No locale asked: Indonesian, from the api catalog.
    expect(mail?.subject).toBe("Laporan Dampak Rimbun Lestari 2023 untukmu");
    // Greeted neutrally: the typed name never goes to an address nobody confirmed.
    expect(mail?.text).toContain("Halo,");
    expect(mail?.text).not.toContain("Rina Reader");
  });
});

describe("development outbox", () => {
  it("lists mails and renders one as HTML", async () => {
    const list = await json<{ result: { id: string; subject: string }[] }>(
      await h.request("GET", "/dev/outbox"),
    );
    expect(list.result.length).toBeGreaterThan(0);
    const first = list.result[0];
    const page = await h.request("GET", `/dev/outbox/${first?.id}`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("<html");
  });
});
