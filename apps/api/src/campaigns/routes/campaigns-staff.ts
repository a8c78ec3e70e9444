import { createRoute, z } from "@hono/zod-openapi";
import {
  campaignInputSchema,
  campaignStatusRequestSchema,
  campaignUpdateInputSchema,
  hideCampaignUpdateRequestSchema,
  responses,
} from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import {
  envelope,
  errorResponses,
  jsonBody,
  jsonContent,
  ok,
  type Router,
} from "../../platform/http/openapi.ts";
import {
  createCampaign,
  editCampaign,
  getStaffCampaign,
  hideCampaignUpdate,
  listStaffCampaigns,
  postCampaignUpdate,
  previewCampaign,
  setCampaignStatus,
} from "../campaigns.ts";

// Staff calls for campaigns (docs/product/campaigns.md#campaign-screens): staff and administrators. The role
// is judged before the body, so a donor gets 403 whatever they send, never a 400 that tells them about the
// form.

const slugParam = z.object({ slug: z.string().min(1).max(100) });
const staffOnly = access.staff();
const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  409: errorResponses[409],
};

const listRoute = createRoute({
  method: "get",
  path: "/v1/admin/campaigns",
  tags: ["Campaigns (staff)"],
  summary: "Every campaign and programme, drafts included, with figures (staff)",
  ...guarded(staffOnly),
  responses: {
    200: jsonContent(envelope(responses.listStaffCampaigns)),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/v1/admin/campaigns/{slug}",
  tags: ["Campaigns (staff)"],
  summary: "One campaign with every field and all updates, hidden ones flagged (staff)",
  ...guarded(staffOnly),
  request: { params: slugParam },
  responses: { 200: jsonContent(envelope(responses.getStaffCampaign)), ...refusals },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/v1/admin/campaigns",
  tags: ["Campaigns (staff)"],
  summary: "Create a campaign or programme as a draft (staff)",
  description: "409 `campaign.slugTaken` when the slug exists. Audited.",
  ...guarded(staffOnly),
  request: { body: jsonBody(campaignInputSchema) },
  responses: { 200: jsonContent(envelope(responses.createCampaign)), ...refusals },
});

const editRoute = createRoute({
  method: "put",
  path: "/v1/admin/campaigns/{slug}",
  tags: ["Campaigns (staff)"],
  summary: "Replace a campaign's texts and settings (staff)",
  description:
    "A different `slug` renames a campaign that was never published; once published it is 409 `campaign.slugLocked`, and a different `kind` is 409 too. Audited with the changed fields.",
  ...guarded(staffOnly),
  request: { params: slugParam, body: jsonBody(campaignInputSchema) },
  responses: { 200: jsonContent(envelope(responses.editCampaign)), ...refusals },
});

const statusRoute = createRoute({
  method: "post",
  path: "/v1/admin/campaigns/{slug}/status",
  tags: ["Campaigns (staff)"],
  summary: "Publish, close or take back to draft, with a reason (staff)",
  description:
    "Publishing needs dates, a story (campaigns) and a cover or scene (400 with the missing fields) and fixes the slug. Closed: the page stays, gifts stop. The same status again changes nothing. Audited.",
  ...guarded(staffOnly),
  request: { params: slugParam, body: jsonBody(campaignStatusRequestSchema) },
  responses: { 200: jsonContent(envelope(responses.setCampaignStatus)), ...refusals },
});

const previewRoute = createRoute({
  method: "post",
  path: "/v1/admin/campaigns/{slug}/preview",
  tags: ["Campaigns (staff)"],
  summary: "A site link that shows this campaign, draft or not, for 15 minutes (staff)",
  ...guarded(staffOnly),
  request: { params: slugParam },
  responses: { 200: jsonContent(envelope(responses.previewCampaign)), ...refusals },
});

const postUpdateRoute = createRoute({
  method: "post",
  path: "/v1/admin/campaigns/{slug}/updates",
  tags: ["Campaigns (staff)"],
  summary: "Post an update on a published or closed campaign; its donors are mailed (staff)",
  description:
    "In the same transaction a `campaign-update-mails` job keyed by the update is queued. 409 on a draft or a programme. Audited.",
  ...guarded(staffOnly),
  request: { params: slugParam, body: jsonBody(campaignUpdateInputSchema) },
  responses: { 200: jsonContent(envelope(responses.postCampaignUpdate)), ...refusals },
});

const hideUpdateRoute = createRoute({
  method: "delete",
  path: "/v1/admin/campaigns/{slug}/updates/{id}",
  tags: ["Campaigns (staff)"],
  summary: "Hide an update from the page, with a reason (staff)",
  description: "Mails of it that have not left yet are not sent. Hiding twice changes nothing. Audited.",
  ...guarded(staffOnly),
  request: {
    params: slugParam.extend({ id: z.string().min(1).max(64) }),
    body: jsonBody(hideCampaignUpdateRequestSchema),
  },
  responses: { 200: jsonContent(envelope(responses.hideCampaignUpdate)), ...refusals },
});

export function registerCampaignsStaff(app: Router) {
  app.openapi(listRoute, async (c) => c.json(ok(await listStaffCampaigns(c.get("services"))), 200));
  app.openapi(getRoute, async (c) =>
    c.json(ok(await getStaffCampaign(c.get("services"), c.req.valid("param").slug)), 200),
  );
  app.openapi(createRouteDef, async (c) => {
    const staffer = staffOnly.viewer(c);
    return c.json(ok(await createCampaign(c.get("services"), staffer, c.req.valid("json"))), 200);
  });
  app.openapi(editRoute, async (c) => {
    const staffer = staffOnly.viewer(c);
    const { slug } = c.req.valid("param");
    return c.json(ok(await editCampaign(c.get("services"), staffer, slug, c.req.valid("json"))), 200);
  });
  app.openapi(statusRoute, async (c) => {
    const staffer = staffOnly.viewer(c);
    const { slug } = c.req.valid("param");
    return c.json(ok(await setCampaignStatus(c.get("services"), staffer, slug, c.req.valid("json"))), 200);
  });
  app.openapi(previewRoute, async (c) =>
    c.json(ok(await previewCampaign(c.get("services"), c.req.valid("param").slug)), 200),
  );
  app.openapi(postUpdateRoute, async (c) => {
    const staffer = staffOnly.viewer(c);
    const { slug } = c.req.valid("param");
    return c.json(ok(await postCampaignUpdate(c.get("services"), staffer, slug, c.req.valid("json"))), 200);
  });
  app.openapi(hideUpdateRoute, async (c) => {
    const staffer = staffOnly.viewer(c);
    const { slug, id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    return c.json(ok(await hideCampaignUpdate(c.get("services"), staffer, slug, id, reason)), 200);
  });
}
