import { z } from "@hono/zod-openapi";
import {
  donorIdSchema,
  donorWhatsAppQuerySchema,
  responses,
  searchDonorsQuerySchema,
  supportActionRequestSchema,
} from "@rimbun/contract";
import { audit } from "../../platform/audit.ts";
import { access } from "../../platform/http/access.ts";
import { ok, type Router } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { defineStaffActionRoute } from "../../platform/http/staff-action-route.ts";
import { resendDonationMail, stopPlanForDonor } from "../actions.ts";
import { donorPage } from "../donor-page.ts";
import { donorWhatsApp } from "../donor-whatsapp.ts";
import { requestRefund } from "../refund.ts";
import { flaggedPayments, searchDonors } from "../search.ts";

const tags = ["Donor support"];
const staffOnly = access.staff();

export const registerSearchDonors = defineReadRoute({
  path: "/v1/admin/donors",
  tags,
  summary: "Find donors by e-mail, name, phone, local id, invoice number or provider id (staff)",
  description:
    "At most 20 donors, accounts and guests alike (a guest's id is `guest-<donation id>`). Phones are matched in any of the forms +62…, 0…, 8…; names by their beginning. Every search is audited.",
  query: searchDonorsQuerySchema,
  result: responses.searchDonors,
  errors: [400, 401, 403],
  access: staffOnly,
  handle: async (c, query, staff) => {
    const services = c.get("services");
    const hits = await searchDonors(services.db, query.q);
    await audit(services.db, {
      actorUserId: staff.userId,
      action: "support.search",
      data: { q: query.q, found: hits.length },
    });
    return hits;
  },
});

export const registerFlaggedPayments = defineReadRoute({
  path: "/v1/admin/donations/flagged",
  tags,
  summary: "Payments to look at: reported paid but not as asked (staff)",
  description: "Newest first, at most 50; each names its donor's page.",
  query: z.object({}),
  result: responses.listFlaggedPayments,
  errors: [401, 403],
  access: staffOnly,
  handle: async (c) => flaggedPayments(c.get("services").db),
});

const donorParams = z.object({ donorId: donorIdSchema });

const registerDonorPage = defineRoute({
  method: "get",
  path: "/v1/admin/donors/{donorId}",
  tags,
  summary: "A donor's page: profile, plans, donations with provider events, mails, consents, audit (staff)",
  description: "The read is audited (`support.donor.read`). 404 for an unknown donor.",
  request: { params: donorParams },
  result: responses.getDonorPage,
  errors: [400, 401, 403, 404],
  access: staffOnly,
  handle: async (c, staff) => {
    const page = await donorPage(c.get("services").db, staff, validated(c, "param", donorParams).donorId);
    return c.json(ok(page), 200);
  },
});

const registerDonorWhatsApp = defineRoute({
  method: "get",
  path: "/v1/admin/donors/{donorId}/whatsapp",
  tags,
  summary: "A donor's WhatsApp choice and messages, newest first, a page at a time (staff)",
  description:
    "The choice (status, masked number, source, times) and 20 messages with purpose, status and times; `before` = the previous page's `next_before`. Audited (`support.donor.whatsapp`). A guest has none. 404 for an unknown donor.",
  request: { params: donorParams, query: donorWhatsAppQuerySchema },
  result: responses.getDonorWhatsApp,
  errors: [400, 401, 403, 404],
  access: staffOnly,
  handle: async (c, staff) => {
    const { donorId } = validated(c, "param", donorParams);
    const { before } = validated(c, "query", donorWhatsAppQuerySchema);
    return c.json(ok(await donorWhatsApp(c.get("services").db, staff, donorId, before)), 200);
  },
});

/** What every support action shares: its tags, its reason body and its staff-only access. */
const supportAction = { tags, body: supportActionRequestSchema, access: staffOnly };

const registerResend = defineStaffActionRoute({
  ...supportAction,
  path: "/v1/admin/donations/{id}/resend",
  summary: "Resend a donation's receipt (paid) or invoice (monthly cycle pending), with a reason (staff)",
  description:
    "Queued in the outbox with the audit entry. 409 `support.resend.nothing` when there is neither.",
  result: responses.resendDonationMail,
  handle: async (c, staff, id, reason) => resendDonationMail(c.get("services"), staff, id, reason),
});

const registerRefund = defineStaffActionRoute({
  ...supportAction,
  path: "/v1/admin/donations/{id}/refund",
  summary: "Refund a paid donation through its provider, with a reason (staff)",
  description:
    "Queues one refund job per donation (keyed): a second request, by anyone, is 409 `support.refund.alreadyRequested`. Only a paid (`done`) donation: otherwise 409 `support.refund.notPaid`. The provider's refund callback moves the donation to `refunded` and reverses its referral points.",
  result: responses.refundDonation,
  handle: async (c, staff, id, reason) => requestRefund(c.get("services"), staff, id, reason),
});

const registerStop = defineStaffActionRoute({
  ...supportAction,
  path: "/v1/admin/plans/{id}/stop",
  summary: "Stop a monthly plan on the donor's request, with a reason (staff)",
  description:
    "The donor's own stop (confirmation mail) with the staffer as actor. 409 `support.plan.notStoppable` when it is not running.",
  result: responses.stopDonorPlan,
  handle: async (c, staff, id, reason) => stopPlanForDonor(c.get("services"), staff, id, reason),
});

export function registerSupport(app: Router) {
  registerSearchDonors(app);
  registerFlaggedPayments(app);
  registerDonorPage(app);
  registerDonorWhatsApp(app);
  registerResend(app);
  registerRefund(app);
  registerStop(app);
}
