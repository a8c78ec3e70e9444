import type { OwnFundraiserPage } from "@rimbun/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPage } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* The owner's chart of gifts by day: only the page's owner reads it, whatever the slug looks like. */

let h: Harness;
let buddy: string;
let other: string;
let donor: string;
let staff: string;
let admin: string;
let page: OwnFundraiserPage;

const daysPath = (slug: string) => `/v1/fundraisers/pages/${slug}/days`;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  await h.createUser({ email: "other@example.test", role: "volunteer" });
  await h.createUser({ email: "giver@example.test" });
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "chief@example.test", role: "admin" });
  buddy = await h.login("buddy@example.test");
  other = await h.login("other@example.test");
  donor = await h.login("giver@example.test");
  staff = await h.login("officer@example.test");
  admin = await h.login("chief@example.test");
  page = await createPage(h, buddy);
});
afterAll(() => h.close());

describe("GET /v1/fundraisers/pages/{slug}/days", () => {
  it("anonymous: 401", async () => {
    const response = await h.request("GET", daysPath(page.slug));
    expect(response.status).toBe(401);
    expect(JSON.stringify(await json(response))).not.toContain("raised_before");
  });

  it("staff and administrators own no pages: 403, even on a page that exists", async () => {
    for (const cookie of [staff, admin]) {
      for (const slug of [page.slug, "no-such-page"]) {
        const response = await h.request("GET", daysPath(slug), { cookie });
        expect(response.status, slug).toBe(403);
      }
    }
  });

  it("another Buddy or a donor: 404 on someone else's page, as for a page that does not exist", async () => {
    for (const cookie of [other, donor]) {
      const theirs = await h.request("GET", daysPath(page.slug), { cookie });
      expect(theirs.status).toBe(404);
      const missing = await h.request("GET", daysPath("no-such-page"), { cookie });
      expect(missing.status).toBe(404);
      expect(await json(theirs)).toEqual(await json(missing));
    }
  });

  it("a malformed or huge slug is refused (400) or unknown (404), never someone's page", async () => {
    const tooLong = await h.request("GET", daysPath("a".repeat(101)), { cookie: buddy });
    expect(tooLong.status).toBe(400);
    for (const slug of [
      encodeURIComponent("' or 1=1 --"),
      encodeURIComponent(`${page.slug}%`),
      encodeURIComponent("<script>alert(1)</script>"),
      "..%2F..%2Fsite",
      encodeURIComponent(page.slug.toUpperCase()),
    ]) {
      const response = await h.request("GET", daysPath(slug), { cookie: buddy });
      expect(response.status, slug).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("the owner: 200, their own page's series only", async () => {
    const response = await h.request("GET", daysPath(page.slug), { cookie: buddy });
    expect(response.status).toBe(200);
    const body = await json<{ result: { days: { raised: number }[]; raised_before: number } }>(response);
    expect(body.result.raised_before).toBe(0);
    expect(body.result.days.every((day) => day.raised === 0)).toBe(true);
  });
});
