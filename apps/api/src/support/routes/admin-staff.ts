import { z } from "@hono/zod-openapi";
import { inviteStaffRequestSchema, responses, staffAccountActionRequestSchema } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { defineStaffActionRoute } from "../../platform/http/staff-action-route.ts";
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

const staffAccountAction = (
  action: "disable" | "enable" | "two-factor/reset",
  summary: string,
  description: string,
  handle: typeof disableStaff,
) =>
  defineStaffActionRoute({
    path: `/v1/admin/staff/{id}/${action}`,
    tags: ["Admin"],
    summary,
    description,
    body: staffAccountActionRequestSchema,
    result: responses.disableStaff,
    access: admins,
    handle: async (c, admin, id, reason) => handle(c.get("services"), admin, id, reason),
  });

const registerDisable = staffAccountAction(
  "disable",
  "Disable a staff or administrator account (administrators)",
  "Ends its sessions, makes its password and pending links unusable; login and forgot-password refuse it. Your own account is 403 `staff.notYourself`; the last active administrator is 409 `staff.lastAdmin`. Disabling a disabled account changes nothing. Audited with the reason.",
  disableStaff,
);
const registerEnable = staffAccountAction(
  "enable",
  "Enable a disabled staff account again (administrators)",
  "Mails a fresh invitation to choose a new password. Enabling an enabled account changes nothing. Audited with the reason.",
  enableStaff,
);

const registerTwoFactorReset = staffAccountAction(
  "two-factor/reset",
  "Reset a staffer's two-factor sign-in (administrators)",
  "For a lost phone: removes the set-up and recovery codes and ends the staffer's sessions; at the next login they set it up again. Mails the staffer. Your own is 403 `twoFactor.notYourself` (another administrator must do it). Resetting an account without a set-up changes nothing. Audited with the reason.",
  resetStaffTwoFactor,
);

export function registerAdminStaff(app: Router) {
  registerList(app);
  registerInvite(app);
  registerDisable(app);
  registerEnable(app);
  registerTwoFactorReset(app);
}
