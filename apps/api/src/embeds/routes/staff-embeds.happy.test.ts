import { type EmbedCode, validateResponse } from "@rimbun/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeCampaign, livePage, makeEmbed } from "../../test/embeds.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* A staffer makes a partner's code, finds it in the list, changes it and switches it off and on. */

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

async function patch(id: string, body: unknown): Promise<EmbedCode> {
  const response = await h.request("PATCH", `/v1/staff/embeds/${id}`, { cookie: staff, json: body });
  expect(response.status).toBe(200);
  return validateResponse("updateEmbed", (await json<{ result: unknown }>(response)).result).embed;
}

describe("embed codes in the console", () => {
  it("a new code: a 10-character id, normalized fields, the target's titles, active, no gifts yet", async () => {
    const code = await makeEmbed(h, staff, {
      partner_name: "  PT Matching Gifts  ",
      allowed_origins: ["HTTPS://Giving.Example.com/", "https://www.giving.example.com:8443"],
      colour: "#1A1A1A",
      presets: [250_000, 50_000],
    });
    expect(code.id).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    expect(code).toMatchObject({
      partner_name: "PT Matching Gifts",
      allowed_origins: ["https://giving.example.com", "https://www.giving.example.com:8443"],
      colour: "#1a1a1a",
      presets: [250_000, 50_000],
      active: true,
      gifts: { count: 0, paid_idr: 0 },
      target: { kind: "campaign", slug: "bersama-jaga-alam-kita" },
    });
    expect(code.target.title.id).not.toBe("");
    expect(code.target.title.en).not.toBe("");
  });

  it("the list is newest first", async () => {
    const first = await makeEmbed(h, staff, { partner_name: "First" });
    h.clock.current = new Date(h.clock.current.getTime() + 60_000);
    const second = await makeEmbed(h, staff, { partner_name: "Second" });
    const response = await h.request("GET", "/v1/staff/embeds", { cookie: staff });
    const { embeds } = validateResponse("listEmbeds", (await json<{ result: unknown }>(response)).result);
    const ids = embeds.map((embed) => embed.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it("changes only the named fields, moves the target to a page, and switches off and on", async () => {
    const code = await makeEmbed(h, staff);
    const renamed = await patch(code.id, { partner_name: "Sekolah Harapan Bangsa", reason: "Full name" });
    expect(renamed).toMatchObject({
      ...code,
      partner_name: "Sekolah Harapan Bangsa",
      updated_at: expect.any(String),
    });
    const page = await livePage(h, owner, "Lari pagi bersama");
    const moved = await patch(code.id, {
      target: { kind: "fundraiser_page", slug: page.slug },
      reason: "New page",
    });
    expect(moved.target).toEqual({
      kind: "fundraiser_page",
      slug: page.slug,
      title: { id: "Lari pagi bersama", en: "Lari pagi bersama" },
    });
    const toCampaign = await patch(code.id, {
      target: { kind: "campaign", slug: lakeCampaign },
      reason: "Back",
    });
    expect(toCampaign.target.kind).toBe("campaign");
    expect((await patch(code.id, { active: false, reason: "Paused" })).active).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await h.request("GET", `/v1/embeds/${code.id}`)).status).toBe(404);
    expect((await patch(code.id, { active: true, reason: "Resumed" })).active).toBe(true);
    expect((await h.request("GET", `/v1/embeds/${code.id}`)).status).toBe(200);
  });
});
