import { responses, updatePasswordRequestSchema } from "@rimbun/contract";
import { assertSameUserEmail } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { assertCurrentPassword, changePassword } from "../account-security.ts";

export const registerOauthPassword = defineFormRoute({
  method: "put",
  path: "/v1/oauth",
  tags: ["Accounts"],
  summary: "Call 9: update the session user's password (sets `first` to true)",
  description:
    "`current_password` is required (400 `password.currentEmpty` / `password.currentWrong`, 10 wrong tries per 15 minutes, then 429) unless the account never set a password (`first` false). The new password needs at least 10 characters and must not be a common one (`password.common`). Ends every other session of the user and mails a notice.",
  body: updatePasswordRequestSchema,
  result: responses.updatePassword,
  errors: [400, 401, 403, 429],
  access: access.session([{ in: "body", name: "email", resource: "person" }]),
  handle: async (c, form, viewer) => {
    const services = c.get("services");
    // Even admins change only their own password here.
    assertSameUserEmail({ ...viewer, role: "donor" }, form.email);
    // The very first password (the account never set one) has no current one to ask for; after that,
    // a session alone is not enough (docs/decisions/api.md).
    if (viewer.first) await assertCurrentPassword(services, viewer.userId, form.current_password);
    await changePassword(services, viewer, form.password);
    return true as const;
  },
});
