import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { donations, fundraiserPages, wallMessages } from "../platform/db/schema/index.ts";
import { campaignInput } from "./campaigns.ts";
import type { Harness } from "./harness.ts";
import { createPayment, deliverWebhook, donationForm } from "./payments.ts";

// Shared set-up of the donor wall's tests: campaigns, fundraiser pages (made in the table: the pages'
// own calls are elsewhere) and gifts that carry wall fields, paid through the signed sandbox webhook.

/** A campaign made and, unless `draft`, published by `staffCookie`. */
export async function makeCampaign(
  h: Harness,
  staffCookie: string,
  slug: string,
  draft = false,
): Promise<void> {
  const made = await h.request("POST", "/v1/admin/campaigns", {
    cookie: staffCookie,
    json: campaignInput({ slug }),
  });
  expect(made.status).toBe(200);
  if (draft) return;
  const published = await h.request("POST", `/v1/admin/campaigns/${slug}/status`, {
    cookie: staffCookie,
    json: { status: "published", reason: "go" },
  });
  expect(published.status).toBe(200);
}

/** A fundraiser page in the table, as the pages' calls would leave it. */
export async function makePage(
  h: Harness,
  input: {
    slug: string;
    campaignSlug: string | null;
    status?: "pending_review" | "live" | "paused" | "closed";
    hidden?: boolean;
  },
): Promise<string> {
  const [page] = await h.db
    .insert(fundraiserPages)
    .values({
      slug: input.slug,
      campaignSlug: input.campaignSlug,
      status: input.status ?? "live",
      title: `Page ${input.slug}`,
      goal: 1_000_000,
      hiddenAt: input.hidden ? new Date() : null,
    })
    .returning({ id: fundraiserPages.id });
  return page?.id ?? "";
}

let events = 0;

/** A gift with `form`'s fields (wall fields among them), paid unless `pay` is false; its pgid and donation id. */
export async function giveWithMessage(
  h: Harness,
  form: Record<string, string>,
  options: { pay?: boolean; pageId?: string; kind?: "single" | "recurring" } = {},
): Promise<{ pgId: string; donationId: string }> {
  const created = await createPayment(h, options.kind ?? "single", donationForm(form));
  const [donation] = await h.db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.pgId, created.pg_id));
  const donationId = donation?.id ?? "";
  if (options.pageId) {
    // As the pages' form field would: the donation names the page, and the message copies it.
    await h.db
      .update(donations)
      .set({ fundraiserPageId: options.pageId })
      .where(eq(donations.id, donationId));
    await h.db
      .update(wallMessages)
      .set({ fundraiserPageId: options.pageId })
      .where(eq(wallMessages.donationId, donationId));
  }
  if (options.pay !== false) await payEvent(h, created.pg_id, "paid");
  return { pgId: created.pg_id, donationId };
}

/** A signed sandbox event for `pgId`. */
export async function payEvent(h: Harness, pgId: string, outcome: "paid" | "refunded"): Promise<void> {
  events += 1;
  // The test clock stands still unless moved: each payment a second later, so the wall's order is known.
  h.clock.current = new Date(h.clock.current.getTime() + 1000);
  const response = await deliverWebhook(h, {
    event_id: `evt-wall-${outcome}-${events}-${Date.now()}`,
    pg_id: pgId,
    outcome,
  });
  expect(response.status).toBe(200);
}

/** The wall message of a donation. */
export async function messageOf(h: Harness, donationId: string) {
  const [row] = await h.db.select().from(wallMessages).where(eq(wallMessages.donationId, donationId));
  if (!row) throw new Error(`no wall message for ${donationId}`);
  return row;
}

/** How many wall messages the database holds. */
export async function messageCount(h: Harness): Promise<number> {
  const [row] = await h.db.select({ count: sql<number>`count(*)::int` }).from(wallMessages);
  return row?.count ?? 0;
}
