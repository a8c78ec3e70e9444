import { type EmbedCode, validateResponse } from "@rimbun/contract";
import type { CreateEmbedInput } from "@rimbun/domain/schemas/embeds";
import { eq } from "drizzle-orm";
import { fundraiserPages } from "../platform/db/schema/index.ts";
import { createPage } from "./fundraisers.ts";
import type { Harness } from "./harness.ts";

/** Published campaigns every harness seeds (platform/db/campaigns-seed.ts). */
export const forestCampaign = "bersama-jaga-alam-kita";
export const lakeCampaign = "bantu-hara-jaga-situ-gede";

/** A complete create body (override what a test is about). */
export function embedInput(overrides: Partial<CreateEmbedInput> = {}): CreateEmbedInput {
  return {
    partner_name: "Sekolah Harapan",
    allowed_origins: ["https://sekolah-harapan.sch.id"],
    target: { kind: "campaign", slug: forestCampaign },
    locale: "id",
    presets: [50_000, 100_000],
    colour: "#0b6e4f",
    show_meter: true,
    reason: "Partner agreement signed",
    ...overrides,
  };
}

/** Makes a code as `cookie` (staff) and returns it, checked against the contract (throws on anything but 201). */
export async function makeEmbed(
  h: Harness,
  cookie: string,
  overrides: Partial<CreateEmbedInput> = {},
): Promise<EmbedCode> {
  const response = await h.request("POST", "/v1/staff/embeds", { cookie, json: embedInput(overrides) });
  if (response.status !== 201) throw new Error(`makeEmbed ${response.status}: ${await response.text()}`);
  const result = ((await response.json()) as { result: unknown }).result;
  return validateResponse("createEmbed", result).embed;
}

/** A live fundraiser page owned by `cookie`'s account (approved directly in the table). */
export async function livePage(h: Harness, cookie: string, title = "Lari untuk hutan") {
  const page = await createPage(h, cookie, { title });
  await h.db.update(fundraiserPages).set({ status: "live" }).where(eq(fundraiserPages.slug, page.slug));
  return page;
}
