import type { CreateFundraiserPageInput, OwnFundraiserPage, OwnTeam, TeamInput } from "@rimbun/contract";
import type { Harness } from "./harness.ts";
import { json } from "./harness.ts";

/** A published campaign every harness seeds (platform/db/campaigns-seed.ts). */
export const seededCampaign = "bersama-jaga-alam-kita";

/** A complete page input (override what a test is about). */
export function pageInput(overrides: Partial<CreateFundraiserPageInput> = {}): CreateFundraiserPageInput {
  return {
    title: "Ulang tahun Budi untuk hutan",
    story: "Di ulang tahunku, aku ingin **menanam** pohon.",
    goal: 1_000_000,
    locale: "id",
    campaign: seededCampaign,
    ...overrides,
  };
}

export function teamInput(overrides: Partial<TeamInput> = {}): TeamInput {
  return {
    name: "Kantor Hijau",
    story: "Kami menanam bersama.",
    goal: 5_000_000,
    locale: "id",
    ...overrides,
  };
}

/** Creates a page as `cookie` and returns the owner's view (throws on anything but 200). */
export async function createPage(
  h: Harness,
  cookie: string,
  overrides: Partial<CreateFundraiserPageInput> = {},
): Promise<OwnFundraiserPage> {
  const response = await h.request("POST", "/v1/fundraisers/pages", { cookie, json: pageInput(overrides) });
  if (response.status !== 200) throw new Error(`createPage ${response.status}: ${await response.text()}`);
  return (await json<{ result: OwnFundraiserPage }>(response)).result;
}

export async function createTeam(
  h: Harness,
  cookie: string,
  overrides: Partial<TeamInput> = {},
): Promise<OwnTeam> {
  const response = await h.request("POST", "/v1/fundraisers/teams", { cookie, json: teamInput(overrides) });
  if (response.status !== 200) throw new Error(`createTeam ${response.status}: ${await response.text()}`);
  return (await json<{ result: OwnTeam }>(response)).result;
}
