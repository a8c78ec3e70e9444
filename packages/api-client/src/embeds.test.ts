import type { EmbedCode, PublicEmbed } from "@rimbun/contract";
import { describe, expect, it } from "vitest";
import { createEmbed, getPartnerReport, getPublicEmbed, listEmbeds, updateEmbed } from "./embeds.ts";
import { ApiError } from "./http.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

const target = { kind: "campaign" as const, slug: "hutan", title: { id: "Hutan", en: "Forest" } };
const code: EmbedCode = {
  id: "ABCDEFGHJK",
  partner_name: "Sekolah Harapan",
  allowed_origins: ["https://sekolah.sch.id"],
  target,
  locale: "id",
  presets: [50_000, 100_000],
  colour: "#0b6e4f",
  show_meter: true,
  active: true,
  created_at: "2026-11-28T00:00:00.000Z",
  updated_at: "2026-11-28T00:00:00.000Z",
  gifts: { count: 0, paid_idr: 0 },
};
const publicCode: PublicEmbed = {
  id: code.id,
  locale: "id",
  presets: code.presets,
  colour: code.colour,
  show_meter: true,
  allowed_origins: code.allowed_origins,
  target,
  meter: { raised_idr: 100_000, goal_idr: 1_000_000, donors: 1 },
};

describe("embeds", () => {
  it("lists, creates and updates codes on the staff paths", async () => {
    const list = fakeFetch(200, ok("listEmbeds", { embeds: [code] }));
    expect((await listEmbeds(checked(list.fetch))).embeds).toEqual([code]);
    expect(new URL(list.seen[0]?.url ?? "").pathname).toBe("/v1/staff/embeds");

    const made = fakeFetch(201, ok("createEmbed", { embed: code }));
    const input = {
      partner_name: "Sekolah Harapan",
      allowed_origins: ["https://sekolah.sch.id"],
      target: { kind: "campaign" as const, slug: "hutan" },
      locale: "id" as const,
      presets: [50_000],
      colour: "#0b6e4f",
      show_meter: true,
      reason: "Agreement",
    };
    expect((await createEmbed(checked(made.fetch), input)).embed.id).toBe(code.id);
    expect(made.seen[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(made.seen[0]?.init.body))).toEqual(input);

    const changed = fakeFetch(200, ok("updateEmbed", { embed: { ...code, active: false } }));
    await updateEmbed(checked(changed.fetch), "ABC/../x", { active: false, reason: "Ended" });
    expect(changed.seen[0]?.init.method).toBe("PATCH");
    expect(changed.seen[0]?.url).toBe("http://api.test/v1/staff/embeds/ABC%2F..%2Fx");
  });

  it("reads the public code without credentials, and a 404 is an ApiError", async () => {
    const found = fakeFetch(200, ok("getPublicEmbed", publicCode));
    expect((await getPublicEmbed(checked(found.fetch), code.id)).meter.raised_idr).toBe(100_000);
    expect(found.seen[0]?.init.credentials).toBe("omit");
    const missing = fakeFetch(404, {
      error: true,
      result: null,
      message: "error.notFound",
      code: "NOT_FOUND",
    });
    const failure = await getPublicEmbed(checked(missing.fetch), "ZZZZZZZZZZ").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("asks the partner report for a range", async () => {
    const rows = [
      { embed_id: code.id, partner_name: "Sekolah Harapan", gifts: 2, paid_idr: 150_000, donors: 1 },
    ];
    const { fetch, seen } = fakeFetch(200, ok("getPartnerReport", { partners: rows }));
    expect(
      (await getPartnerReport(checked(fetch), { from: "2026-01-01", to: "2026-01-31" })).partners,
    ).toEqual(rows);
    const url = new URL(seen[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/reports/partners");
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });
});
