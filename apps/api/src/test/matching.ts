import type { MatchingPledge, MatchingPledgeInput } from "@rimbun/contract";
import { jakartaDay } from "@rimbun/domain";
import { donations } from "../platform/db/schema/index.ts";
import { type Harness, json } from "./harness.ts";
import { deliverWebhook } from "./payments.ts";

/** A valid pledge body running today (Jakarta) for a month. */
export function pledgeInput(h: Harness, overrides: Partial<MatchingPledgeInput> = {}): MatchingPledgeInput {
  const today = jakartaDay(h.clock.current);
  const end = jakartaDay(new Date(h.clock.current.getTime() + 30 * 86_400_000));
  return {
    partner_name: "PT Hijau Bersama",
    logo_image_id: null,
    ratio: 1,
    cap: 100_000,
    starts_on: today,
    ends_on: end,
    reason: "Partner signed the matching letter",
    ...overrides,
  };
}

export async function attachPledge(
  h: Harness,
  cookie: string,
  slug: string,
  input: MatchingPledgeInput,
): Promise<MatchingPledge> {
  const response = await h.request("POST", `/v1/admin/campaigns/${slug}/matching-pledges`, {
    cookie,
    json: input,
  });
  if (response.status !== 200) throw new Error(`attachPledge ${response.status}: ${await response.text()}`);
  return (await json<{ result: MatchingPledge }>(response)).result;
}

let count = 0;

/** Pending gifts to a campaign, written straight to the table (call 3's own checks are tested elsewhere). */
export async function pendingGifts(h: Harness, slug: string, amounts: number[]): Promise<string[]> {
  const rows = amounts.map((amount) => {
    count += 1;
    const key = `${Date.now().toString(36)}${count}`;
    return {
      localId: `RL-MATCH-${key}`,
      pgId: `sbx_match_${key}`,
      provider: "sandbox",
      channel: "BNI",
      type: "single" as const,
      amount,
      email: `giver${count}@example.test`,
      fullname: `Giver ${count}`,
      phone: "6281234567890",
      campaignSlug: slug,
      invoiceUrl: "http://api.test/sandbox/pay/x",
    };
  });
  await h.db.insert(donations).values(rows);
  return rows.map((row) => row.pgId);
}

export async function settle(h: Harness, pgId: string, outcome: "paid" | "refunded", eventId?: string) {
  count += 1;
  const response = await deliverWebhook(h, {
    event_id: eventId ?? `evt-match-${outcome}-${pgId}-${count}`,
    pg_id: pgId,
    outcome,
  });
  if (response.status !== 200) throw new Error(`webhook ${response.status}: ${await response.text()}`);
}
