import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signLink } from "../../platform/http/signed-links.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { paidPlanStopLink, planOf } from "../../test/monthly-plans.ts";

/*
 * The stop link in mails opens a page with a confirm button; only that button's call stops.
 * Mail scanners and link previews open every link (GET, HEAD): none of them may stop a gift.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function status(pgId: string) {
  return (await planOf(h, pgId)).status;
}

async function stopMails(email: string) {
  return (await h.outbox(email)).filter((mail) => mail.kind === "stop-confirmation").length;
}

describe("the stop link never stops on GET", () => {
  it("the mailed link points at the site's page (a button there stops), never at the API", async () => {
    const link = await paidPlanStopLink(h, "scanned@example.test");
    expect(link.url.startsWith(`${h.env.PUBLIC_SITE_URL}/donation/stop?`)).toBe(true);
  });

  it("GET and HEAD with the link's query, on every path a scanner could guess, stop nothing", async () => {
    const link = await paidPlanStopLink(h, "scanner@example.test");
    const query = `?pgid=${encodeURIComponent(link.pgid)}&token=${link.token}`;
    for (const path of [
      "/v1/payments/recurring",
      "/v1/donations/recurring",
      "/donation/stop",
      "/en/donation/stop",
    ]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await h.request(method, `${path}${query}`, { origin: "" });
        expect(response.status, `${method} ${path}`).not.toBe(200);
      }
    }
    expect(await status(link.pgid)).toBe("active");
    expect(await stopMails("scanner@example.test")).toBe(0);
  });
});

describe("the stop call (PUT, the page's button)", () => {
  it("refuses a forged token, an expired one, another plan's and another purpose's; the plan keeps running", async () => {
    const mine = await paidPlanStopLink(h, "holder@example.test");
    const other = await paidPlanStopLink(h, "neighbour@example.test");
    const later = new Date(h.clock.current.getTime() + 24 * 3600_000);
    const attempts = [
      { pgid: mine.pgid, token: `${mine.token.slice(0, -2)}xx` },
      { pgid: mine.pgid, token: other.token },
      { pgid: mine.pgid, token: signLink(h.env.LINK_SECRET, "payment-fix", mine.pgid, later) },
      { pgid: mine.pgid, token: signLink("not-our-secret-not-our-secret-xx", "stop", mine.pgid, later) },
      { pgid: mine.pgid, token: "..." },
      { pgid: mine.pgid, token: "a".repeat(5000) },
    ];
    for (const json of attempts) {
      const response = await h.request("PUT", "/v1/payments/recurring", {
        json,
        origin: h.env.PUBLIC_SITE_URL,
      });
      expect([400, 403]).toContain(response.status);
    }
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 31 * 24 * 3600_000);
    const expired = await h.request("PUT", "/v1/payments/recurring", {
      json: { pgid: mine.pgid, token: mine.token },
      origin: h.env.PUBLIC_SITE_URL,
    });
    h.clock.current = start;
    expect(expired.status).toBe(403);
    expect(await status(mine.pgid)).toBe("active");
    expect(await status(other.pgid)).toBe("active");
    expect(await stopMails("holder@example.test")).toBe(0);
  });

  it("without a token only the owner's session stops: anonymous 403, another donor 403", async () => {
    const link = await paidPlanStopLink(h, "owned@example.test");
    await h.createUser({ email: "someone.else@example.test" });
    const stranger = await h.login("someone.else@example.test");
    const anonymous = await h.request("PUT", "/v1/payments/recurring", { json: { pgid: link.pgid } });
    expect(anonymous.status).toBe(403);
    const other = await h.request("PUT", "/v1/payments/recurring", {
      cookie: stranger,
      json: { pgid: link.pgid },
    });
    expect(other.status).toBe(403);
    expect(await status(link.pgid)).toBe("active");
  });
});
