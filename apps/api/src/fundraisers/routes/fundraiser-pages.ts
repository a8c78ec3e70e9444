import { z } from "@hono/zod-openapi";
import {
  chooseFundraiserTeamRequestSchema,
  createFundraiserPageRequestSchema,
  editFundraiserPageRequestSchema,
  postFundraiserUpdateRequestSchema,
  responses,
  setFundraiserPageStatusRequestSchema,
} from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { jsonBody, ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { storeImage } from "../../platform/images/images.ts";
import { postFundraiserUpdate } from "../owner-mails.ts";
import { fundraiserPageDaysOf } from "../page-days.ts";
import {
  chooseFundraiserTeam,
  createFundraiserPage,
  editFundraiserPage,
  listMyFundraiserPages,
  ownPage,
  ownPageViews,
  setFundraiserPageStatus,
} from "../pages.ts";

// A person's own fundraiser pages (docs/product/fundraisers.md#pages): signed-in Buddies and donors only;
// staff accounts moderate pages and own none (403, before the body is read). Another person's page is 404.

/** Who may own pages and teams: Buddies and donors (never staff or administrators). */
export const ownerAccess = () => access.roles(["donor", "volunteer"]);
const ownerCall = { tags: ["Fundraisers"], access: ownerAccess() };
const refusals = [400, 401, 403, 404, 409] as const;
const slugParam = z.object({ slug: z.string().min(1).max(100) });

const registerPhoto = defineRoute({
  ...ownerCall,
  method: "post",
  path: "/v1/fundraisers/photos",
  summary: "Upload a page or team photo: JPEG, PNG or WebP (the campaign image pipeline)",
  description:
    "Multipart field `file`, within the API's body limit (3 MB). Re-encoded to AVIF and WebP with its metadata dropped; only its uploader may use it on a page or team. 413 / 415 as the campaign upload. Audited.",
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  result: responses.uploadFundraiserPhoto,
  errors: [400, 401, 403],
  otherResponses: {
    413: { description: "File too large" },
    415: { description: "Not a JPEG, PNG or WebP picture" },
  },
  handle: async (c, viewer) => {
    const { file } = await c.req.parseBody();
    if (!(file instanceof File) || file.size === 0)
      throw new ApiError("VALIDATION", { fields: { file: "invalid.required" } });
    return c.json(ok(await storeImage(c.get("services"), viewer, file)), 200);
  },
});

const registerCreate = defineRoute({
  ...ownerCall,
  method: "post",
  path: "/v1/fundraisers/pages",
  summary: "Start a fundraiser page for a published campaign or the general fund",
  description:
    "The slug is made from the title and fixed. A Buddy's page is `live` at once, a donor's `pending_review`. 400 `fundraiser.campaignUnavailable`, `fundraiser.endsOnRange`, `image.unknown`; 409 `fundraiser.pageLimit` past 5 pages that are not closed. Audited.",
  request: { body: jsonBody(createFundraiserPageRequestSchema) },
  result: responses.createFundraiserPage,
  errors: refusals,
  handle: async (c, viewer) => {
    const input = validated(c, "json", createFundraiserPageRequestSchema);
    return c.json(ok(await createFundraiserPage(c.get("services"), viewer, input)), 200);
  },
});

const registerList = defineRoute({
  ...ownerCall,
  method: "get",
  path: "/v1/fundraisers/pages",
  summary: "My fundraiser pages, newest first, with their figures",
  result: responses.listMyFundraiserPages,
  errors: [401, 403],
  handle: async (c, viewer) => c.json(ok(await listMyFundraiserPages(c.get("services"), viewer)), 200),
});

const registerGet = defineRoute({
  ...ownerCall,
  method: "get",
  path: "/v1/fundraisers/pages/{slug}",
  summary: "One of my fundraiser pages (404 for anyone else's)",
  request: { params: slugParam },
  result: responses.getMyFundraiserPage,
  errors: [401, 403, 404],
  handle: async (c, viewer) => {
    const services = c.get("services");
    const page = await ownPage(services.db, viewer, validated(c, "param", slugParam).slug);
    return c.json(ok((await ownPageViews(services, [page]))[0]), 200);
  },
});

const registerDays = defineRoute({
  ...ownerCall,
  method: "get",
  path: "/v1/fundraisers/pages/{slug}/days",
  summary: "My page's paid gifts by Jakarta day, for its chart (404 for anyone else's)",
  description:
    "Every day from the page's first (at most the last 365) to today, empty days as zeros; a refund comes off the day its gift was paid. `raised_before`: raised before `from`. Read from the page's day rows, not its donations.",
  request: { params: slugParam },
  result: responses.getFundraiserPageDays,
  errors: [401, 403, 404],
  handle: async (c, viewer) => {
    const services = c.get("services");
    const page = await ownPage(services.db, viewer, validated(c, "param", slugParam).slug);
    return c.json(ok(await fundraiserPageDaysOf(services, page)), 200);
  },
});

const registerEdit = defineRoute({
  ...ownerCall,
  method: "put",
  path: "/v1/fundraisers/pages/{slug}",
  summary: "Edit my page's texts, goal, end date and photo (slug and campaign stay)",
  request: { params: slugParam, body: jsonBody(editFundraiserPageRequestSchema) },
  result: responses.editFundraiserPage,
  errors: refusals,
  handle: async (c, viewer) => {
    const { slug } = validated(c, "param", slugParam);
    const input = validated(c, "json", editFundraiserPageRequestSchema);
    return c.json(ok(await editFundraiserPage(c.get("services"), viewer, slug, input)), 200);
  },
});

const registerStatus = defineRoute({
  ...ownerCall,
  method: "post",
  path: "/v1/fundraisers/pages/{slug}/status",
  summary: "Pause, resume or close my page",
  description:
    "`paused` from live, `live` from paused, `closed` from any other state; else 409 `fundraiser.statusChange`. Audited.",
  request: { params: slugParam, body: jsonBody(setFundraiserPageStatusRequestSchema) },
  result: responses.setFundraiserPageStatus,
  errors: refusals,
  handle: async (c, viewer) => {
    const { slug } = validated(c, "param", slugParam);
    const { status } = validated(c, "json", setFundraiserPageStatusRequestSchema);
    return c.json(ok(await setFundraiserPageStatus(c.get("services"), viewer, slug, status)), 200);
  },
});

const registerTeam = defineRoute({
  ...ownerCall,
  method: "post",
  path: "/v1/fundraisers/pages/{slug}/team",
  summary: "Put my page in a team, or take it out (null)",
  description:
    "400 `fundraiser.teamUnknown` for an unknown or hidden team; gifts count for the team the page is in when they are paid. Audited.",
  request: { params: slugParam, body: jsonBody(chooseFundraiserTeamRequestSchema) },
  result: responses.chooseFundraiserTeam,
  errors: refusals,
  handle: async (c, viewer) => {
    const { slug } = validated(c, "param", slugParam);
    const { team } = validated(c, "json", chooseFundraiserTeamRequestSchema);
    return c.json(ok(await chooseFundraiserTeam(c.get("services"), viewer, slug, team)), 200);
  },
});

const registerUpdate = defineRoute({
  ...ownerCall,
  method: "post",
  path: "/v1/fundraisers/pages/{slug}/updates",
  summary: "Post a thank-you update, mailed to the page's donors",
  description:
    "Plain text. Mailed to every donor address of the page that keeps campaign news on, with a one-click unsubscribe link; `recipients` is how many addresses it goes to before preferences. One a Jakarta day per page (429 `fundraiser.updateDaily`), 10 per page in all (409 `fundraiser.updateLimit`); 409 for a closed or hidden page.",
  request: { params: slugParam, body: jsonBody(postFundraiserUpdateRequestSchema) },
  result: responses.postFundraiserUpdate,
  errors: [...refusals, 429],
  handle: async (c, viewer) => {
    const services = c.get("services");
    const page = await ownPage(services.db, viewer, validated(c, "param", slugParam).slug);
    if (page.status === "closed" || page.hiddenAt) throw new ApiError("CONFLICT");
    const { body } = validated(c, "json", postFundraiserUpdateRequestSchema);
    return c.json(ok({ recipients: await postFundraiserUpdate(services, page, body) }), 200);
  },
});

export function registerFundraiserPages(app: Router) {
  registerPhoto(app);
  registerCreate(app);
  registerList(app);
  registerGet(app);
  registerDays(app);
  registerEdit(app);
  registerStatus(app);
  registerTeam(app);
  registerUpdate(app);
}
