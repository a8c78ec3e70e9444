import type { CampaignInput, Image, StaffCampaignUpdate } from "@rimbun/contract";
import { describe, expect, it } from "vitest";
import { getSiteCampaign, listSiteCampaigns } from "./campaigns.ts";
import { editCampaign, hideCampaignUpdate, previewCampaign, uploadImage } from "./campaigns-staff.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

const image: Image = {
  id: "img-1",
  width: 960,
  height: 640,
  alt: { id: "", en: "" },
  urls: {
    avif: "http://api.test/v1/images/img-1/960.avif",
    webp: "http://api.test/v1/images/img-1/960.webp",
  },
  srcset: {
    avif: "http://api.test/v1/images/img-1/960.avif 960w",
    webp: "http://api.test/v1/images/img-1/960.webp 960w",
  },
};

const update: StaffCampaignUpdate = {
  id: "u-1",
  posted_at: "2026-11-24T02:00:00.000Z",
  body: { id: "Kabar", en: "News" },
  photo: null,
  funds_used: null,
  hidden_at: "2026-11-24T03:00:00.000Z",
};

describe("campaign calls", () => {
  it("the site's calls send no cookies; a preview token travels in the query", async () => {
    const { fetch, seen } = fakeFetch(200, ok("listSiteCampaigns", []));
    await listSiteCampaigns(checked(fetch));
    expect(seen[0]?.init.credentials).toBe("omit");
    const page = fakeFetch(404, { error: true, result: null, message: "error.notFound", code: "NOT_FOUND" });
    await expect(
      getSiteCampaign(checked(page.fetch), "hutan kita", { preview: "a.b.c" }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const url = new URL(page.seen[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/site/campaigns/hutan%20kita");
    expect(url.searchParams.get("preview")).toBe("a.b.c");
  });

  it("uploads the picture as multipart `file` with a longer timeout", async () => {
    const { fetch, seen } = fakeFetch(200, ok("uploadImage", image));
    const answer = await uploadImage(
      checked(fetch),
      new File([new Uint8Array([1, 2])], "c.jpg", { type: "image/jpeg" }),
    );
    expect(answer.id).toBe("img-1");
    expect(seen[0]?.init.method).toBe("POST");
    expect(new URL(seen[0]?.url ?? "").pathname).toBe("/v1/admin/images");
    const body = seen[0]?.init.body as FormData;
    expect(body.get("file")).toBeInstanceOf(File);
  });

  it("edits with PUT on the current slug, hides with DELETE and a reason, previews with POST", async () => {
    const edit = fakeFetch(409, {
      error: true,
      result: null,
      message: "campaign.slugLocked",
      code: "CONFLICT",
    });
    const input = { slug: "new-slug" } as CampaignInput;
    await expect(editCampaign(checked(edit.fetch), "old-slug", input)).rejects.toMatchObject({
      status: 409,
      messageId: "campaign.slugLocked",
    });
    expect(edit.seen[0]?.init.method).toBe("PUT");
    expect(new URL(edit.seen[0]?.url ?? "").pathname).toBe("/v1/admin/campaigns/old-slug");

    const hide = fakeFetch(200, ok("hideCampaignUpdate", update));
    await hideCampaignUpdate(checked(hide.fetch), "old-slug", "u-1", { reason: "Wrong figure" });
    expect(hide.seen[0]?.init.method).toBe("DELETE");
    expect(new URL(hide.seen[0]?.url ?? "").pathname).toBe("/v1/admin/campaigns/old-slug/updates/u-1");
    expect(JSON.parse(String(hide.seen[0]?.init.body))).toEqual({ reason: "Wrong figure" });

    const preview = fakeFetch(
      200,
      ok("previewCampaign", {
        url: "http://site.test/campaign/x?preview=t",
        expires_at: "2026-11-24T03:15:00.000Z",
      }),
    );
    expect((await previewCampaign(checked(preview.fetch), "x")).url).toContain("preview=");
    expect(preview.seen[0]?.init.method).toBe("POST");
  });
});
