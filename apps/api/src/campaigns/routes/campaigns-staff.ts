import { z } from "@hono/zod-openapi";
import {
  campaignInputSchema,
  campaignStatusRequestSchema,
  campaignUpdateInputSchema,
  hideCampaignUpdateRequestSchema,
  responses,
} from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { jsonBody, ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
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
const updateParams = slugParam.extend({ id: z.string().min(1).max(64) });
/** What every staff campaign call shares: its tag and its staff-only access. */
const staffCall = { tags: ["Campaigns (staff)"], access: access.staff() };
const refusals = [400, 401, 403, 404, 409] as const;

const registerList = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/campaigns",
  summary: "Every campaign and programme, drafts included, with figures (staff)",
  result: responses.listStaffCampaigns,
  errors: [401, 403],
  handle: async (c) => c.json(ok(await listStaffCampaigns(c.get("services"))), 200),
});

const registerGet = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/campaigns/{slug}",
  summary: "One campaign with every field and all updates, hidden ones flagged (staff)",
  request: { params: slugParam },
  result: responses.getStaffCampaign,
  errors: refusals,
  handle: async (c) =>
    c.json(ok(await getStaffCampaign(c.get("services"), validated(c, "param", slugParam).slug)), 200),
});

const registerCreate = defineRoute({
  ...staffCall,
  method: "post",
  path: "/v1/admin/campaigns",
  summary: "Create a campaign or programme as a draft (staff)",
  description: "409 `campaign.slugTaken` when the slug exists. Audited.",
  request: { body: jsonBody(campaignInputSchema) },
  result: responses.createCampaign,
  errors: refusals,
  handle: async (c, staffer) => {
    const input = validated(c, "json", campaignInputSchema);
    return c.json(ok(await createCampaign(c.get("services"), staffer, input)), 200);
  },
});

const registerEdit = defineRoute({
  ...staffCall,
  method: "put",
  path: "/v1/admin/campaigns/{slug}",
  summary: "Replace a campaign's texts and settings (staff)",
  description:
    "A different `slug` renames a campaign that was never published; once published it is 409 `campaign.slugLocked`, and a different `kind` is 409 too. Audited with the changed fields.",
  request: { params: slugParam, body: jsonBody(campaignInputSchema) },
  result: responses.editCampaign,
  errors: refusals,
  handle: async (c, staffer) => {
    const { slug } = validated(c, "param", slugParam);
    const input = validated(c, "json", campaignInputSchema);
    return c.json(ok(await editCampaign(c.get("services"), staffer, slug, input)), 200);
  },
});

const registerStatus = defineRoute({
  ...staffCall,
  method: "post",
  path: "/v1/admin/campaigns/{slug}/status",
  summary: "Publish, close or take back to draft, with a reason (staff)",
  description:
    "Publishing needs dates, a story (campaigns) and a cover or scene (400 with the missing fields) and fixes the slug. Closed: the page stays, gifts stop. The same status again changes nothing. Audited.",
  request: { params: slugParam, body: jsonBody(campaignStatusRequestSchema) },
  result: responses.setCampaignStatus,
  errors: refusals,
  handle: async (c, staffer) => {
    const { slug } = validated(c, "param", slugParam);
    const input = validated(c, "json", campaignStatusRequestSchema);
    return c.json(ok(await setCampaignStatus(c.get("services"), staffer, slug, input)), 200);
  },
});

const registerPreview = defineRoute({
  ...staffCall,
  method: "post",
  path: "/v1/admin/campaigns/{slug}/preview",
  summary: "A site link that shows this campaign, draft or not, for 15 minutes (staff)",
  request: { params: slugParam },
  result: responses.previewCampaign,
  errors: refusals,
  handle: async (c) =>
    c.json(ok(await previewCampaign(c.get("services"), validated(c, "param", slugParam).slug)), 200),
});

const registerPostUpdate = defineRoute({
  ...staffCall,
  method: "post",
  path: "/v1/admin/campaigns/{slug}/updates",
  summary: "Post an update on a published or closed campaign; its donors are mailed (staff)",
  description:
    "In the same transaction a `campaign-update-mails` job keyed by the update is queued. 409 on a draft or a programme. Audited.",
  request: { params: slugParam, body: jsonBody(campaignUpdateInputSchema) },
  result: responses.postCampaignUpdate,
  errors: refusals,
  handle: async (c, staffer) => {
    const { slug } = validated(c, "param", slugParam);
    const input = validated(c, "json", campaignUpdateInputSchema);
    return c.json(ok(await postCampaignUpdate(c.get("services"), staffer, slug, input)), 200);
  },
});

const registerHideUpdate = defineRoute({
  ...staffCall,
  method: "delete",
  path: "/v1/admin/campaigns/{slug}/updates/{id}",
  summary: "Hide an update from the page, with a reason (staff)",
  description: "Mails of it that have not left yet are not sent. Hiding twice changes nothing. Audited.",
  request: { params: updateParams, body: jsonBody(hideCampaignUpdateRequestSchema) },
  result: responses.hideCampaignUpdate,
  errors: refusals,
  handle: async (c, staffer) => {
    const { slug, id } = validated(c, "param", updateParams);
    const { reason } = validated(c, "json", hideCampaignUpdateRequestSchema);
    return c.json(ok(await hideCampaignUpdate(c.get("services"), staffer, slug, id, reason)), 200);
  },
});

export function registerCampaignsStaff(app: Router) {
  registerList(app);
  registerGet(app);
  registerCreate(app);
  registerEdit(app);
  registerStatus(app);
  registerPreview(app);
  registerPostUpdate(app);
  registerHideUpdate(app);
}
