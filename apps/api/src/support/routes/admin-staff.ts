import { createRoute, z } from "@hono/zod-openapi";
import { inviteStaffRequestSchema, responses, staffAccountActionRequestSchema } from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import {
  envelope,
  errorResponses,
  jsonBody,
  jsonContent,
  ok,
  type Router,
} from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import {
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaffAccounts,
  resetStaffTwoFactor,
} from "../staff-accounts.ts";

const admins = access.admin();

const registerList = defineReadRoute({
  path: "/v1/admin/staff",
  tags: ["Admin"],
  summary: "Staff and administrator accounts with their status (administrators)",
  query: z.object({}),
  result: responses.listStaffAccounts,
  errors: [401, 403],
  access: admins,
  handle: async (c) => listStaffAccounts(c.get("services").db),
});

const registerInvite = defineFormRoute({
  method: "post",
  path: "/v1/admin/staff",
  tags: ["Admin"],
  summary: "Invite a staff or administrator account by e-mail (administrators)",
  description:
    "Creates the account without a usable password and mails a set-password link (7 days, once). An e-mail that already has an account is 409 `staff.emailTaken`: a staff login never shares a donor's. Audited with the reason.",
  body: inviteStaffRequestSchema,
  result: responses.inviteStaff,
  errors: [400, 401, 403, 409],
  access: admins,
  handle: async (c, input, admin) => inviteStaff(c.get("services"), admin, input),
});

function accountActionRoute(
  action: "disable" | "enable" | "two-factor/reset",
  summary: string,
  description: string,
) {
  return createRoute({
    method: "post",
    path: `/v1/admin/staff/{id}/${action}`,
    tags: ["Admin"],
    summary,
    description,
    ...guarded(admins),
    request: {
      params: z.object({ id: z.string().min(1).max(64) }),
      body: jsonBody(staffAccountActionRequestSchema),
    },
    responses: {
      200: jsonContent(envelope(responses.disableStaff)),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: errorResponses[409],
    },
  });
}

const disableRoute = accountActionRoute(
  "disable",
  "Disable a staff or administrator account (administrators)",
  "Ends its sessions, makes its password and pending links unusable; login and forgot-password refuse it. Your own account is 403 `staff.notYourself`; the last active administrator is 409 `staff.lastAdmin`. Disabling a disabled account changes nothing. Audited with the reason.",
);
const enableRoute = accountActionRoute(
  "enable",
  "Enable a disabled staff account again (administrators)",
  "Mails a fresh invitation to choose a new password. Enabling an enabled account changes nothing. Audited with the reason.",
);

const twoFactorResetRoute = accountActionRoute(
  "two-factor/reset",
  "Reset a staffer's two-factor sign-in (administrators)",
  "For a lost phone: removes the set-up and recovery codes and ends the staffer's sessions; at the next login they set it up again. Mails the staffer. Your own is 403 `twoFactor.notYourself` (another administrator must do it). Resetting an account without a set-up changes nothing. Audited with the reason.",
);

export function registerAdminStaff(app: Router) {
  registerList(app);
  registerInvite(app);
  app.openapi(disableRoute, async (c) => {
    const admin = admins.viewer(c);
    const { reason } = c.req.valid("json");
    return c.json(ok(await disableStaff(c.get("services"), admin, c.req.valid("param").id, reason)), 200);
  });
  app.openapi(enableRoute, async (c) => {
    const admin = admins.viewer(c);
    const { reason } = c.req.valid("json");
    return c.json(ok(await enableStaff(c.get("services"), admin, c.req.valid("param").id, reason)), 200);
  });
  app.openapi(twoFactorResetRoute, async (c) => {
    const admin = admins.viewer(c);
    const { reason } = c.req.valid("json");
    const id = c.req.valid("param").id;
    return c.json(ok(await resetStaffTwoFactor(c.get("services"), admin, id, reason)), 200);
  });
}
