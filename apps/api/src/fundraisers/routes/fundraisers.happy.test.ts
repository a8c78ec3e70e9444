import {
  type OwnFundraiserPage,
  type PublicTeam,
  type StaffFundraiserPage,
  validateResponse,
} from "@rimbun/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureBytes } from "../../test/campaigns.ts";
import { createPage, createTeam, pageInput } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { file } from "../../test/images.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";

/* A donor's page from creation to approval, a Buddy's team, and what the site and staff see. */

let h: Harness;
let donor: string;
let buddy: string;
let staff: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "giver@example.test", name: "Gita" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer", name: "Budi" });
  await h.createUser({ email: "officer@example.test", role: "staff" });
  donor = await h.login("giver@example.test");
  buddy = await h.login("buddy@example.test");
  staff = await h.login("officer@example.test");
});
afterAll(() => h.close());

async function result<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await json<{ result: T }>(response)).result;
}

describe("a donor's page", () => {
  it("waits for review, is approved by staff, then shows with its photo and the campaign's title", async () => {
    const upload = await h.request("POST", "/v1/fundraisers/photos", {
      cookie: donor,
      multipart: { file: file(await pictureBytes(1200, 800, "jpeg"), "me.jpg", "image/jpeg") },
    });
    const photo = (await result<{ id: string }>(upload)).id;
    const page = await createPage(h, donor, {
      title: "Lari 10K untuk Hutan!",
      photo,
      title_alt: "10K run for forests",
    });
    validateResponse("createFundraiserPage", page);
    expect(page).toMatchObject({
      slug: "lari-10k-untuk-hutan",
      status: "pending_review",
      raised: 0,
      progress: 0,
    });
    expect(page.photo?.urls.webp).toContain(`/v1/images/${photo}/`);
    const pending = await result<StaffFundraiserPage[]>(
      await h.request("GET", "/v1/admin/fundraisers/pages", { cookie: staff }),
    );
    validateResponse("listStaffFundraiserPages", pending);
    const row = pending.find((item) => item.slug === page.slug) as StaffFundraiserPage;
    expect(row.owner?.email).toBe("giver@example.test");
    const approved = await result<StaffFundraiserPage>(
      await h.request("POST", `/v1/admin/fundraisers/pages/${row.id}/approve`, {
        cookie: staff,
        json: { reason: "Checked" },
      }),
    );
    expect(approved.status).toBe("live");
    const site = await result<Record<string, unknown>>(
      await h.request("GET", `/v1/site/fundraisers/${page.slug}`),
    );
    validateResponse("getSiteFundraiserPage", site);
    expect(site).toMatchObject({
      status: "live",
      accepts_gifts: true,
      title_alt: "10K run for forests",
      owner: { display_name: "Gita", avatar: null },
      campaign: { slug: "bersama-jaga-alam-kita" },
    });
  });

  it("is edited, paused, resumed and closed by its owner; the same title makes a new slug", async () => {
    const page = await createPage(h, donor, { title: "Sama", campaign: null });
    const twin = await createPage(h, donor, { title: "Sama", campaign: null });
    expect(twin.slug).not.toBe(page.slug);
    expect(twin.slug.startsWith("sama-")).toBe(true);
    const edited = await result<OwnFundraiserPage>(
      await h.request("PUT", `/v1/fundraisers/pages/${page.slug}`, {
        cookie: donor,
        json: { ...pageInput({ title: "Judul baru", goal: 2_000_000 }), campaign: undefined },
      }),
    );
    expect(edited).toMatchObject({ slug: page.slug, title: "Judul baru", goal: 2_000_000, campaign: null });
    const refused = await h.request("POST", `/v1/fundraisers/pages/${page.slug}/status`, {
      cookie: donor,
      json: { status: "paused" },
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("fundraiser.statusChange");
    const closed = await h.request("POST", `/v1/fundraisers/pages/${page.slug}/status`, {
      cookie: donor,
      json: { status: "closed" },
    });
    expect((await result<OwnFundraiserPage>(closed)).status).toBe("closed");
    const reopen = await h.request("POST", `/v1/fundraisers/pages/${page.slug}/status`, {
      cookie: donor,
      json: { status: "live" },
    });
    expect(reopen.status).toBe(409);
  });
});

describe("a Buddy's team", () => {
  it("adds up its pages' gifts, ranks its members and appears on the leaderboard", async () => {
    const team = await createTeam(h, buddy, { name: "Kantor Hijau" });
    validateResponse("createTeam", team);
    const first = await createPage(h, buddy, { title: "Halaman satu" });
    const second = await createPage(h, buddy, { title: "Halaman dua" });
    expect(first.status).toBe("live");
    for (const slug of [first.slug, second.slug]) {
      const joined = await h.request("POST", `/v1/fundraisers/pages/${slug}/team`, {
        cookie: buddy,
        json: { team: team.slug },
      });
      expect((await result<OwnFundraiserPage>(joined)).team).toEqual({
        slug: team.slug,
        name: "Kantor Hijau",
      });
    }
    for (const [slug, amount, email] of [
      [second.slug, "300000", "a@example.test"],
      [first.slug, "100000", "a@example.test"],
    ] as const) {
      const created = await createPayment(
        h,
        "single",
        donationForm({ fundraiser_page: slug, amount, email }),
      );
      await deliverWebhook(h, { event_id: `evt-${slug}`, pg_id: created.pg_id, outcome: "paid" });
    }
    const site = await result<PublicTeam>(await h.request("GET", `/v1/site/teams/${team.slug}`));
    validateResponse("getSiteTeam", site);
    expect(site).toMatchObject({
      raised: 400_000,
      donor_count: 1,
      progress: 8,
      captain: { display_name: "Budi" },
    });
    expect(site.members.map((member) => [member.rank, member.slug, member.raised])).toEqual([
      [1, second.slug, 300_000],
      [2, first.slug, 100_000],
    ]);
    const board = await result<{ slug: string; member_count: number; rank: number }[]>(
      await h.request("GET", "/v1/site/teams"),
    );
    validateResponse("listTeamLeaderboard", board);
    expect(board[0]).toMatchObject({ rank: 1, slug: team.slug, member_count: 2 });
    const mine = await result<OwnFundraiserPage[]>(
      await h.request("GET", "/v1/fundraisers/pages", { cookie: buddy }),
    );
    expect(mine.map((page) => page.raised).sort()).toEqual([100_000, 300_000]);
    const staffRows = await result<StaffFundraiserPage[]>(
      await h.request("GET", "/v1/admin/fundraisers/pages?status=live", { cookie: staff }),
    );
    const id = staffRows.find((row) => row.slug === second.slug)?.id ?? "";
    const gifts = await result<{ amount: number; status: string }[]>(
      await h.request("GET", `/v1/admin/fundraisers/pages/${id}/donations`, { cookie: staff }),
    );
    validateResponse("listFundraiserPageDonations", gifts);
    expect(gifts).toMatchObject([{ amount: 300_000, status: "done" }]);
  });

  it("only its captain edits it", async () => {
    const team = await createTeam(h, buddy, { name: "Tim Sekolah" });
    const edited = await h.request("PUT", `/v1/fundraisers/teams/${team.slug}`, {
      cookie: buddy,
      json: { name: "Tim Sekolah Dasar", story: "", goal: 1_000_000, locale: "en" },
    });
    expect((await result<{ name: string; slug: string }>(edited)).slug).toBe(team.slug);
    const theirs = await h.request("PUT", `/v1/fundraisers/teams/${team.slug}`, {
      cookie: donor,
      json: { name: "Mine now", story: "", goal: 1_000_000, locale: "en" },
    });
    expect(theirs.status).toBe(404);
  });
});
