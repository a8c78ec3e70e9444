import { messages } from "@rimbun/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "../../platform/db/schema/index.ts";
import { embedInput, makeEmbed } from "../../test/embeds.ts";
import { createPage } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* What staff are told when a code cannot be made or changed, and the partner report's refused ranges. */

let h: Harness;
let staff: string;
let owner: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "owner@example.test" });
  staff = await h.login("officer@example.test");
  owner = await h.login("owner@example.test");
});
afterAll(() => h.close());

async function refusal(body: unknown) {
  const response = await h.request("POST", "/v1/staff/embeds", { cookie: staff, json: body });
  expect(response.status).toBe(400);
  return json(response);
}

describe("POST /v1/staff/embeds refusals", () => {
  it("names the field and the rule broken", async () => {
    const cases: [unknown, string, string][] = [
      [embedInput({ colour: "#ffcc00" }), "colour", messages.embedColourContrast.id],
      [embedInput({ colour: "green" }), "colour", messages.embedColour.id],
      [
        embedInput({ allowed_origins: ["http://partner.example.org"] }),
        "allowed_origins.0",
        messages.embedOriginHttps.id,
      ],
      [
        embedInput({ allowed_origins: ["https://a.org/donate"] }),
        "allowed_origins.0",
        messages.embedOrigin.id,
      ],
      [embedInput({ allowed_origins: [] }), "allowed_origins", messages.embedOrigins.id],
      [
        embedInput({ allowed_origins: ["https://a.org", "https://A.org/"] }),
        "allowed_origins",
        messages.embedOrigins.id,
      ],
      [embedInput({ presets: [10_000] }), "presets", messages.embedPresets.id],
      [embedInput({ presets: [] }), "presets", messages.embedPresets.id],
      [embedInput({ partner_name: "" }), "partner_name", messages.embedPartnerName.id],
      [embedInput({ partner_name: "x".repeat(81) }), "partner_name", messages.embedPartnerName.id],
      [embedInput({ reason: "" }), "reason", messages.invalidReason.id],
    ];
    for (const [body, field, message] of cases) {
      const answer = await refusal(body);
      expect(answer.fields?.[field], `${field} ${message}`).toBe(message);
    }
  });

  it("refuses a target nobody can give to: unknown, a draft, a closed campaign, a programme, a page in review", async () => {
    await h.db
      .update(campaigns)
      .set({ status: "closed" })
      .where(eq(campaigns.slug, "bantu-hara-jaga-situ-gede"));
    const [programme] = await h.db.select().from(campaigns).where(eq(campaigns.kind, "programme")).limit(1);
    const pending = await createPage(h, owner, { title: "Menunggu persetujuan" });
    const targets = [
      { kind: "campaign", slug: "no-such-campaign" },
      { kind: "campaign", slug: "bantu-hara-jaga-situ-gede" },
      ...(programme ? [{ kind: "campaign" as const, slug: programme.slug }] : []),
      { kind: "fundraiser_page", slug: pending.slug },
      { kind: "fundraiser_page", slug: "bersama-jaga-alam-kita" },
    ] as const;
    for (const target of targets) {
      const answer = await refusal(embedInput({ target }));
      expect(answer.fields?.["target.slug"], target.slug).toBe(messages.embedTarget.id);
    }
  });
});

describe("PATCH /v1/staff/embeds/{id} refusals", () => {
  it("an unknown code is 404; a bad field is 400 and changes nothing", async () => {
    const unknown = await h.request("PATCH", "/v1/staff/embeds/ZZZZZZZZZZ", {
      cookie: staff,
      json: { active: false, reason: "x" },
    });
    expect(unknown.status).toBe(404);
    const code = await makeEmbed(h, staff);
    const bad = await h.request("PATCH", `/v1/staff/embeds/${code.id}`, {
      cookie: staff,
      json: { colour: "#eeeeee", partner_name: "Renamed", reason: "lighter" },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields?.colour).toBe(messages.embedColourContrast.id);
    const list = await h.request("GET", "/v1/staff/embeds", { cookie: staff });
    const embeds = (await json<{ result: { embeds: { id: string; partner_name: string }[] } }>(list)).result
      .embeds;
    expect(embeds.find((embed) => embed.id === code.id)?.partner_name).toBe("Sekolah Harapan");
  });
});

describe("GET /v1/reports/partners refusals", () => {
  it("needs two Jakarta days in order", async () => {
    for (const query of [
      "",
      "from=2026-01-01",
      "to=2026-01-01",
      "from=2026-02-01&to=2026-01-01",
      "from=yesterday&to=today",
      "from=2026-13-01&to=2026-12-31",
      `from=${"9".repeat(5000)}&to=2026-01-01`,
    ]) {
      const response = await h.request("GET", `/v1/reports/partners?${query}`, { cookie: staff });
      expect(response.status, query).toBe(400);
    }
  });
});
