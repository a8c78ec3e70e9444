import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterLinks } from "../mail/newsletter.ts";
import {
  donations,
  newsletterSubscriptions,
  pointLedger,
  users,
  volunteerApplications,
} from "../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { createPayment, donationForm, monthlyForm, newKey, payOnSandbox } from "../test/payments.ts";

/*
 * Every route of the API (read from /openapi.json, so new routes are covered without editing this
 * file) called as anonymous, donor, volunteer and admin, after other people have donated, referred,
 * applied and subscribed. No response may carry an unmasked e-mail address other than the caller's
 * own. Masked forms (`b****@mail.com`, as the domain's maskEmail makes them) are allowed.
 *
 * Administrators see other people's addresses only where their work needs them, named here with the
 * reason, and when they ask about one person by e-mail (the `email`/`search` they sent).
 */
const adminMaySee: Record<string, string> = {
  "GET /v1/admin/queue": "applications and withdrawals to decide: the admin contacts the person",
  "POST /v1/admin/queue/{kind}/{id}": "the decided item, as in the queue",
  "GET /v1/donations/{localId}/invoice": "an administrator may reissue any donor's invoice",
  "GET /v1/admin/audit": "the audit log names who acted (sign-ins and payments too with actors=all)",
  "GET /v1/admin/staff": "the staff accounts administrators manage",
};

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

let h: Harness;
interface Caller {
  name: "anonymous" | "donor" | "volunteer" | "admin";
  email: string;
  cookie?: string;
}
const callers: Caller[] = [];
const foreign = {
  stranger: "stranger.donor@example.test",
  monthly: "monthly.donor@example.test",
  referred: "referred.donor@example.test",
  applicant: "applicant.person@example.test",
  reader: "reader.person@example.test",
  rival: "rival.volunteer@example.test",
};
let strangerDonation: { localId: string; pgId: string };
let applicationId = "";
let rivalCode = "";
let readerLinks: { confirmUrl: string; unsubscribeUrl: string };

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

beforeAll(async () => {
  h = await createHarness();
  const donor = await h.createUser({ email: "me.donor@example.test", name: "Me Donor" });
  const volunteer = await h.createUser({
    email: "me.volunteer@example.test",
    role: "volunteer",
    name: "Me Vol",
  });
  const rival = await h.createUser({ email: foreign.rival, role: "volunteer", name: "Rival Volunteer" });
  await h.createUser({ email: "me.admin@example.test", role: "admin", name: "Me Admin" });
  rivalCode = rival.referralCode ?? "";

  // Other people's gifts: one referred by the rival, one monthly (which makes a donor account), and
  // one referred by the calling volunteer (its donor is someone else too).
  const stranger = await createPayment(
    h,
    "single",
    donationForm({ email: foreign.stranger, fullname: "Stranger Donor", referral: rivalCode }),
  );
  await payOnSandbox(h, stranger.pg_id);
  strangerDonation = { localId: stranger.local_id, pgId: stranger.pg_id };
  const monthly = await createPayment(
    h,
    "recurring",
    monthlyForm({ email: foreign.monthly, fullname: "Monthly" }),
  );
  await payOnSandbox(h, monthly.pg_id);
  const referred = await createPayment(
    h,
    "single",
    donationForm({ email: foreign.referred, referral: volunteer.referralCode ?? "" }),
  );
  await payOnSandbox(h, referred.pg_id);
  const own = await createPayment(h, "single", donationForm({ email: "me.donor@example.test" }));
  await payOnSandbox(h, own.pg_id);

  // An application, a report request with newsletter consent, a withdrawal in the admin queue.
  await h.request("POST", "/v1/users/volunteer", {
    multipart: {
      firstname: "Appli",
      lastname: "Cant",
      email: foreign.applicant,
      phone: "81234567890",
      sex: "female",
      agreement: "true",
    },
    origin: "http://site.test",
  });
  const [application] = await h.db.select().from(volunteerApplications);
  applicationId = application?.id ?? "";
  await h.request("POST", "/v1/publics/report", {
    form: { name: "Reader", phone: "81234567890", email: foreign.reader, agree: "true" },
    origin: "http://site.test",
  });
  const [subscription] = await h.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, foreign.reader));
  if (!subscription) throw new Error("no subscription seeded");
  readerLinks = newsletterLinks(h.services, subscription);
  await h.db
    .insert(pointLedger)
    .values({ userId: rival.id, type: "earn", status: "approved", points: "1000.00", reason: "seed" });
  const rivalCookie = await h.login(foreign.rival);
  await h.request("POST", "/v1/donations/vwithdraw", {
    cookie: rivalCookie,
    form: { email: foreign.rival, amount: "200" },
  });

  callers.push(
    { name: "anonymous", email: "anon.caller@example.test" },
    { name: "donor", email: donor.email, cookie: await h.login(donor.email) },
    { name: "volunteer", email: volunteer.email, cookie: await h.login(volunteer.email) },
    { name: "admin", email: "me.admin@example.test", cookie: await h.login("me.admin@example.test") },
  );
}, 120_000);
afterAll(() => h.close());

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string }[];
  bodyTypes: string[];
}

async function operations(): Promise<Operation[]> {
  const response = await h.request("GET", "/openapi.json");
  expect(response.status).toBe(200);
  const document = (await response.json()) as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, unknown> } }
      >
    >;
  };
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      found.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      });
    }
  }
  // Whatever ends the caller's session goes last.
  return found.sort((a, b) => Number(a.path.includes("logout")) - Number(b.path.includes("logout")));
}

const pathValues: Record<string, (path: string) => string> = {
  kind: (path) => (path.startsWith("/v1/admin/") ? "application" : "single"),
  provider: () => "sandbox",
  slug: () => "bantu-hara-jaga-situ-gede",
  localId: () => strangerDonation.localId,
  id: () => applicationId,
};

/** Valid-looking bodies by route; the rest get the caller's e-mail and a few common fields. */
function bodyFor(operation: Operation, caller: Caller): Record<string, string> {
  const key = `${operation.method} ${operation.path}`;
  const email = caller.email;
  const bodies: Record<string, Record<string, string>> = {
    "POST /v1/oauth/login": { email, password: "not-the-password-1", remember: "false" },
    "POST /v1/oauth/forgot": { email },
    "POST /v1/oauth/reset": { token: "not-a-token", password: "another-password-1", password_confirm: "x" },
    "PUT /v1/oauth": { email, old_password: "wrong-password-1", password: "new-password-123" },
    "POST /v1/payments/{kind}": donationForm({ email, referral: rivalCode }),
    "PUT /v1/payments/recurring": { email: foreign.monthly, token: "forged.token.value" },
    "POST /v1/users/volunteer": {
      firstname: "Caller",
      lastname: "Person",
      email,
      phone: "81234567890",
      sex: "male",
      agreement: "true",
    },
    "POST /v1/publics/report": { name: "Caller", phone: "81234567890", email, agree: "true" },
    "PUT /v1/users/referral": {
      email,
      referral_code: `PRIV-${caller.name.slice(0, 4)}`,
      ref_type: "volunteer",
    },
    "POST /v1/users/update": { email, fullname: "Caller Person", phone: "81234567890" },
    "POST /v1/users/vupdate": { email, first_name: "Caller", last_name: "Person", phone: "81234567890" },
    "POST /v1/donations/vwithdraw": { email, amount: "100" },
    "POST /v1/donations/vdonate": { email, amount: "10" },
    "POST /v1/donations/vredeem": {
      email,
      item: "tote-bag-150",
      amount: "150",
      address: "Jl. Kenari Hijau No. 17, Bogor",
      postal_code: "16128",
      phone: "081234567890",
    },
    "POST /v1/webhooks/{provider}": {
      event_id: "evt_privacy",
      pg_id: strangerDonation.pgId,
      outcome: "paid",
    },
    "POST /v1/newsletter/unsubscribe": { "List-Unsubscribe": "One-Click" },
  };
  return bodies[key] ?? { email, amount: "100000", payment_methods: "BNI", decision: "reject", note: "" };
}

function queryFor(operation: Operation, probe: string | null): URLSearchParams {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((item) => item.in === "query")) {
    const name = parameter.name;
    if ((name === "email" || name === "search") && probe && operation.path !== "/v1/referral") {
      query.set(name, probe);
    } else if (name === "search" && operation.path === "/v1/referral") query.set(name, rivalCode);
    else if (name === "pgid") query.set(name, strangerDonation.pgId);
    else if (name === "channel") query.set(name, "BNI");
    else if (name === "token") {
      const link = operation.path.endsWith("unsubscribe")
        ? readerLinks.unsubscribeUrl
        : readerLinks.confirmUrl;
      query.set(name, new URL(link).searchParams.get("token") ?? "");
    }
  }
  return query;
}

async function bodyText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Latin-1 keeps every byte (PDFs too); URL- and HTML-encoded at signs count as at signs.
  return Buffer.from(bytes)
    .toString("latin1")
    .replace(/%40/gi, "@")
    .replace(/&#0*64;|&#x0*40;|\\u0040/gi, "@");
}

describe("no route hands out someone else's e-mail", () => {
  it("walks every documented route as anonymous, donor, volunteer and admin", async () => {
    const list = await operations();
    expect(list.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    const seen = new Set<string>();
    for (const caller of callers) {
      for (const operation of list) {
        const probes: (string | null)[] = operation.parameters.some(
          (item) => item.in === "query" && (item.name === "email" || item.name === "search"),
        )
          ? [null, foreign.stranger, foreign.rival]
          : [null];
        for (const probe of probes) {
          let path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            encodeURIComponent(pathValues[name]?.(operation.path) ?? "x"),
          );
          const query = queryFor(operation, probe);
          if ([...query].length > 0) path += `?${query}`;
          const hasBody = operation.bodyTypes.length > 0;
          const form = bodyFor(operation, caller);
          const response = await h.request(operation.method, path, {
            ...(caller.cookie ? { cookie: caller.cookie } : {}),
            ...(hasBody
              ? operation.bodyTypes.includes("multipart/form-data")
                ? { multipart: form }
                : operation.bodyTypes.includes("application/json")
                  ? { json: form }
                  : { form }
              : {}),
            headers: { "Idempotency-Key": newKey() },
            address: `192.0.2.${callers.indexOf(caller) + 1}`,
          });
          const route = `${operation.method} ${operation.path}`;
          seen.add(route);
          if (process.env.PRIVACY_DEBUG) console.log(caller.name, route, probe ?? "", response.status);
          const text = await bodyText(response);
          const allowed = new Set([caller.email.toLowerCase()]);
          if (caller.name === "admin" && probe) allowed.add(probe);
          for (const found of text.match(emailPattern) ?? []) {
            const address = found.toLowerCase();
            if (allowed.has(address)) continue;
            if (caller.name === "admin" && adminMaySee[route]) continue;
            leaks.push(
              `${caller.name} ${route}${probe ? ` (asked for ${probe})` : ""} -> ${response.status} ${found}`,
            );
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // Every documented route was called.
    expect(seen.size).toBe(list.length);
  }, 300_000);

  it("the seeded foreign data is really there (the walk above had something to leak)", async () => {
    const rows = await h.db.select({ email: donations.email }).from(donations);
    expect(rows.map((row) => row.email)).toEqual(
      expect.arrayContaining([foreign.stranger, foreign.monthly, foreign.referred]),
    );
    expect(await h.db.select().from(users).where(eq(users.email, foreign.monthly))).toHaveLength(1);
    expect(applicationId).not.toBe("");
    const applications = await h.db
      .select({ email: volunteerApplications.email })
      .from(volunteerApplications);
    expect(applications.map((row) => row.email)).toContain(foreign.applicant);
    expect(pathOf(readerLinks.confirmUrl)).toContain("/v1/newsletter/confirm?token=");
  });
});
