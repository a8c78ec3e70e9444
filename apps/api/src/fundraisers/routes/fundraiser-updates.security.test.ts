import { FUNDRAISER_UPDATES_PER_PAGE, type OwnFundraiserPage } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundraiserUpdates, jobs } from "../../platform/db/schema/index.ts";
import { createPage } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* The owner's thank-you updates are limited (docs/product/fundraisers.md#owner-mails): one a day, ten in all. */

let h: Harness;
let buddy: string;
let other: string;

const day = 24 * 3600_000;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  await h.createUser({ email: "other@example.test", role: "volunteer" });
  buddy = await h.login("buddy@example.test");
  other = await h.login("other@example.test");
});
afterAll(() => h.close());

function post(page: OwnFundraiserPage, body = "Terima kasih!", cookie = buddy) {
  return h.request("POST", `/v1/fundraisers/pages/${page.slug}/updates`, { cookie, json: { body } });
}

describe("thank-you update limits", () => {
  it("one a Jakarta day: a second is 429 with its localized message, the next day it goes", async () => {
    const page = await createPage(h, buddy, { title: "Sehari sekali" });
    expect((await post(page)).status).toBe(200);
    const second = await post(page, "Lagi");
    expect(second.status).toBe(429);
    expect((await json(second)).message).toBe("fundraiser.updateDaily");
    h.clock.current = new Date(h.clock.current.getTime() + day);
    expect((await post(page, "Besok")).status).toBe(200);
  });

  it(`${FUNDRAISER_UPDATES_PER_PAGE} in all: the next is 409 fundraiser.updateLimit, another page is apart`, async () => {
    const page = await createPage(h, buddy, { title: "Sepuluh saja" });
    for (let index = 0; index < FUNDRAISER_UPDATES_PER_PAGE; index += 1) {
      h.clock.current = new Date(h.clock.current.getTime() + day);
      expect((await post(page, `Kabar ${index}`)).status, `update ${index}`).toBe(200);
    }
    h.clock.current = new Date(h.clock.current.getTime() + day);
    const over = await post(page, "Satu lagi");
    expect(over.status).toBe(409);
    expect((await json(over)).message).toBe("fundraiser.updateLimit");
    const apart = await createPage(h, buddy, { title: "Halaman lain" });
    expect((await post(apart)).status).toBe(200);
  });

  it("ten posted at once: one is queued, nine are 429, one fan-out job", async () => {
    const page = await createPage(h, buddy, { title: "Balapan kabar" });
    h.clock.current = new Date(h.clock.current.getTime() + day);
    const before = await h.db.select().from(jobs).where(eq(jobs.kind, "fundraiser-update-mails"));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => post(page, `Kabar ${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const after = await h.db.select().from(jobs).where(eq(jobs.kind, "fundraiser-update-mails"));
    expect(after.length - before.length).toBe(1);
  });

  it("a refused post queues nothing; another person's page is 404 and counts nothing", async () => {
    const page = await createPage(h, buddy, { title: "Milik Budi" });
    expect((await post(page, "Hai", other)).status).toBe(404);
    const count = (await h.db.select().from(fundraiserUpdates)).length;
    expect((await post(page)).status).toBe(200);
    expect((await h.db.select().from(fundraiserUpdates)).length).toBe(count + 1);
    const before = (await h.db.select().from(jobs)).length;
    expect((await post(page, "x")).status).toBe(429);
    expect((await h.db.select().from(jobs)).length).toBe(before);
  });
});
