import type { Database } from "./client.ts";
import { campaigns } from "./schema/index.ts";

/** The three campaigns of SPEC 2 with their fundraising targets in rupiah. */
export const campaignTargets = [
  { slug: "bersama-jaga-alam-kita", target: 500_000_000 },
  { slug: "donasi-untuk-aksi-bonus-untuk-prestasi", target: 250_000_000 },
  { slug: "bantu-hara-jaga-situ-gede", target: 150_000_000 },
] as const;

export async function ensureCampaigns(db: Database): Promise<void> {
  await db
    .insert(campaigns)
    .values([...campaignTargets])
    .onConflictDoNothing();
}
