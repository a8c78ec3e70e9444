import type { StaffWallMessage, Wall, WallQueue } from "@rimbun/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../platform/db/schema/index.ts";
import { giveWithMessage, makeCampaign, makePage, messageOf, payEvent } from "../../test/donor-wall.ts";
import { createHarness, type Harness, json, siteOrigin } from "../../test/harness.ts";

/*
 * The wall's moderation: staff and administrators only (as campaigns), every decision with a reason in
 * the audit log, typed text (the donor's and the staffer's) returned as data; a refund's hiding stays.
 */

let h: Harness;
let staff: string;
let admin: string;
let donor: string;
let volunteer: string;
const slug = "wall-moderated";
const breakOut = `<img src=x onerror=alert(1)> visit www.evil.example`;
let heldId = "";
let reportedId = "";
let refundedId = "";
let pageId = "";

const act = (path: string, cookie: string | undefined, body: unknown = { reason: "checked" }) =>
  h.request("POST", path, { ...(cookie ? { cookie } : {}), json: body });

async function wallBodies(): Promise<string[]> {
  const response = await h.request("GET", `/v1/campaigns/${slug}/wall`);
  return (await json<{ result: Wall }>(response)).result.messages.map((message) => message.body);
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "boss@example.test", role: "admin" });
  await h.createUser({ email: "dina@example.test" });
  await h.createUser({ email: "vino@example.test", role: "volunteer" });
  staff = await h.login("officer@example.test");
  admin = await h.login("boss@example.test");
  donor = await h.login("dina@example.test");
  volunteer = await h.login("vino@example.test");
  await makeCampaign(h, staff, slug);
  heldId = (
    await messageOf(h, (await giveWithMessage(h, { campaign: slug, wall_message: breakOut })).donationId)
  ).id;
  reportedId = (
    await messageOf(h, (await giveWithMessage(h, { campaign: slug, wall_message: "dilaporkan" })).donationId)
  ).id;
  const refund = await giveWithMessage(h, { campaign: slug, wall_message: "uang kembali" });
  await payEvent(h, refund.pgId, "refunded");
  refundedId = (await messageOf(h, refund.donationId)).id;
  await h.request("POST", `/v1/wall/messages/${reportedId}/report`, {
    origin: siteOrigin,
    json: { reason: "abuse" },
  });
  pageId = await makePage(h, { slug: "reported-page", campaignSlug: slug });
  await h.request("POST", "/v1/wall/pages/reported-page/report", {
    origin: siteOrigin,
    json: { reason: "spam" },
  });
}, 120_000);
afterAll(() => h.close());

const staffPaths = () => [
  ["GET", "/v1/admin/wall/queue"],
  ["POST", `/v1/admin/wall/messages/${heldId}/approve`],
  ["POST", `/v1/admin/wall/messages/${heldId}/hide`],
  ["POST", `/v1/admin/wall/messages/${heldId}/restore`],
  ["POST", `/v1/admin/wall/pages/${pageId}/dismiss`],
];

describe("who may moderate", () => {
  it("anonymous: 401; a donor or a volunteer: 403; nothing changes", async () => {
    for (const [method, path] of staffPaths()) {
      const body = method === "POST" ? { json: { reason: "x" } } : {};
      expect((await h.request(method ?? "GET", path ?? "", body)).status, `anonymous ${path}`).toBe(401);
      for (const cookie of [donor, volunteer])
        expect((await h.request(method ?? "GET", path ?? "", { cookie, ...body })).status, path).toBe(403);
    }
    expect((await messageOf(h, (await findDonation(heldId)) ?? "")).status).toBe("held");
  });
});

async function findDonation(messageId: string): Promise<string | undefined> {
  const rows = await h.db.query.wallMessages.findFirst({
    where: (table, { eq: equals }) => equals(table.id, messageId),
  });
  return rows?.donationId;
}

describe("the queue", () => {
  it("lists held and reported messages and reported pages, text as data", async () => {
    for (const cookie of [staff, admin]) {
      const response = await h.request("GET", "/v1/admin/wall/queue", { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const queue = (await json<{ result: WallQueue }>(response)).result;
      const held = queue.messages.find((message) => message.id === heldId);
      expect(held).toMatchObject({ status: "held", body: breakOut, moderation_reason: "link" });
      const reported = queue.messages.find((message) => message.id === reportedId);
      expect(reported).toMatchObject({ status: "visible", open_reports: { abuse: 1, spam: 0 } });
      expect(queue.messages.map((message) => message.id)).not.toContain(refundedId);
      expect(queue.pages).toEqual([
        expect.objectContaining({
          id: pageId,
          slug: "reported-page",
          open_reports: expect.objectContaining({ spam: 1 }),
        }),
      ]);
    }
  });
});

describe("decisions", () => {
  it("a reason is required and judged: 400 without one, of a wrong type or too long", async () => {
    for (const body of [
      {},
      { reason: "" },
      { reason: "   " },
      { reason: 5 },
      { reason: "x".repeat(501) },
      [],
    ])
      expect(
        (await act(`/v1/admin/wall/messages/${heldId}/hide`, staff, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect((await act("/v1/admin/wall/messages/nothing/hide", staff)).status).toBe(404);
  });

  it("approve lets a held message through, audited; a second approve is 409", async () => {
    const response = await act(`/v1/admin/wall/messages/${heldId}/approve`, staff, { reason: "a real site" });
    expect(response.status).toBe(200);
    expect((await json<{ result: StaffWallMessage }>(response)).result).toMatchObject({
      status: "visible",
      moderation_reason: null,
    });
    expect(await wallBodies()).toContain(breakOut);
    expect((await act(`/v1/admin/wall/messages/${heldId}/approve`, staff)).status).toBe(409);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "wall.message.approve"), eq(auditLog.subject, heldId)));
    expect(entry).toMatchObject({
      actorEmail: "officer@example.test",
      data: expect.objectContaining({ reason: "a real site" }),
    });
  });

  it("hide takes it off the walls with the staffer's reason (kept as text); restore brings it back", async () => {
    const reason = `<script>alert("reason")</script>`;
    const hidden = await act(`/v1/admin/wall/messages/${heldId}/hide`, admin, { reason });
    expect((await json<{ result: StaffWallMessage }>(hidden)).result).toMatchObject({
      status: "hidden",
      moderation_reason: reason,
    });
    expect(await wallBodies()).not.toContain(breakOut);
    expect((await act(`/v1/admin/wall/messages/${heldId}/hide`, staff)).status).toBe(409);
    expect((await act(`/v1/admin/wall/messages/${heldId}/restore`, staff)).status).toBe(200);
    expect(await wallBodies()).toContain(breakOut);
  });

  it("keeping a reported message closes its reports and takes it out of the queue", async () => {
    expect((await act(`/v1/admin/wall/messages/${reportedId}/approve`, staff)).status).toBe(200);
    const queue = (
      await json<{ result: WallQueue }>(await h.request("GET", "/v1/admin/wall/queue", { cookie: staff }))
    ).result;
    expect(queue.messages.map((message) => message.id)).not.toContain(reportedId);
    expect(await wallBodies()).toContain("dilaporkan");
  });

  it("a refunded gift's message cannot be restored: 409", async () => {
    expect((await act(`/v1/admin/wall/messages/${refundedId}/restore`, staff)).status).toBe(409);
    expect(await wallBodies()).not.toContain("uang kembali");
  });

  it("dismissing a page's reports closes them, audited", async () => {
    const response = await act(`/v1/admin/wall/pages/${pageId}/dismiss`, staff);
    expect((await json(response)).result).toEqual({ dismissed: 1 });
    const queue = (
      await json<{ result: WallQueue }>(await h.request("GET", "/v1/admin/wall/queue", { cookie: staff }))
    ).result;
    expect(queue.pages).toEqual([]);
    expect((await act("/v1/admin/wall/pages/no-such-page/dismiss", staff)).status).toBe(404);
  });
});
