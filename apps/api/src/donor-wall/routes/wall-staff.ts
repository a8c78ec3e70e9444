import { responses, wallModerationSchema } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { defineStaffActionRoute } from "../../platform/http/staff-action-route.ts";
import { dismissPageReports, moderateMessage, type WallDecision, wallQueue } from "../moderation.ts";

// The wall's moderation (docs/product/fundraisers.md#staff): the staff who moderate campaigns (staff and
// administrators, access.staff()), each decision with a reason in the audit log.

const staffCall = { tags: ["Donor wall (staff)"], access: access.staff() };

export const registerWallQueue = defineRoute({
  ...staffCall,
  method: "get",
  path: "/v1/admin/wall/queue",
  summary: "The wall's moderation queue: held and reported messages, reported fundraiser pages",
  result: responses.getWallQueue,
  errors: [401, 403],
  handle: async (c) => c.json(ok(await wallQueue(c.get("services").db)), 200),
});

function messageDecision(decision: WallDecision, summary: string, description: string) {
  return defineStaffActionRoute({
    ...staffCall,
    path: `/v1/admin/wall/messages/{id}/${decision}`,
    summary,
    description,
    body: wallModerationSchema,
    result: responses[`${decision}WallMessage`],
    handle: async (c, viewer, id, reason) => {
      const services = c.get("services");
      return moderateMessage(services.db, {
        messageId: id,
        decision,
        reason,
        staffUserId: viewer.userId,
        now: services.now(),
      });
    },
  });
}

export const registerWallApprove = messageDecision(
  "approve",
  "Let a held wall message through, or keep a reported one (its reports closed)",
  "409 when the message is neither held nor reported.",
);
export const registerWallHide = messageDecision(
  "hide",
  "Hide a shown or held wall message, with the reason",
  "409 when it is hidden already or its gift is not paid.",
);
export const registerWallRestore = messageDecision(
  "restore",
  "Show again a wall message a staffer hid",
  "409 when it is not hidden, or its gift was refunded (a refund's hiding stays).",
);

export const registerWallPageDismiss = defineStaffActionRoute({
  ...staffCall,
  path: "/v1/admin/wall/pages/{id}/dismiss",
  summary: "Keep a reported fundraiser page: close its open reports",
  description: "Hiding the page is the page's own staff action; this only closes the reports, audited.",
  body: wallModerationSchema,
  result: responses.dismissPageReports,
  handle: async (c, viewer, id, reason) => {
    const services = c.get("services");
    return dismissPageReports(services.db, {
      pageId: id,
      reason,
      staffUserId: viewer.userId,
      now: services.now(),
    });
  },
});
