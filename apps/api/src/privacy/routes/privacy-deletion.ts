import { accountDeletionRequestSchema, responses } from "@rimbun/contract";
import { messages } from "@rimbun/domain/messages";
import { findUserById } from "../../accounts/accounts.ts";
import { audit } from "../../platform/audit.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { linkPageRoutes, respondWithPage } from "../../platform/http/link-page.ts";
import type { Router } from "../../platform/http/openapi.ts";
import {
  accountForDeletionToken,
  deleteAccount,
  deletionLinkMinutes,
  mailAccountDeletionLink,
  maySelfDelete,
} from "../deletion.ts";
import { assertOwnEmail } from "./privacy-export.ts";

/** Texts of the account deletion page the mailed link opens. */
export const accountDeletionMessages = {
  title: /*i18n*/ { id: "accountDeletion.title", message: "Delete your Rimbun Lestari account" },
  prompt: /*i18n*/ {
    id: "accountDeletion.prompt",
    message:
      "Press the button to delete the account of {email} now. Your monthly donations stop; your profile, photo, sign-in, referral link, volunteer points not yet withdrawn and e-mail choices are removed. Your past donations stay in the foundation's accounts with your name, e-mail and phone replaced. This cannot be undone.",
  },
  button: /*i18n*/ { id: "accountDeletion.button", message: "Delete my account" },
  done: /*i18n*/ {
    id: "accountDeletion.done",
    message:
      "Your account is deleted. You can no longer sign in and your referral link no longer works. Your past donations stay in the foundation's accounts without your name, e-mail or phone. Thank you for the good you did with us.",
  },
  invalid: /*i18n*/ {
    id: "accountDeletion.invalid",
    message:
      "This link is not valid, has expired, or the account is already deleted. To delete your account, ask for a new link in your dashboard profile.",
  },
  website: /*i18n*/ { id: "accountDeletion.website", message: "Go to the Rimbun Lestari website" },
};
const m = accountDeletionMessages;

const registerRequest = defineFormRoute({
  method: "post",
  path: "/v1/privacy/deletion",
  tags: ["Privacy"],
  summary: "Delete my account, step 1: mail the signed confirmation link to the account's own address",
  description: `Nothing is deleted here: the account's own address receives a link valid ${deletionLinkMinutes} minutes to a page whose button deletes (POST). Only the signed-in person's own account: an \`email\` naming anyone else is 403, for administrators too. Staff and administrator accounts are never deleted here (403): an administrator disables them, which keeps the audit trail.`,
  body: accountDeletionRequestSchema,
  result: responses.requestAccountDeletion,
  errors: [400, 401, 403],
  access: access.session([{ in: "body", name: "email", resource: "person" }]),
  handle: async (c, input, viewer) => {
    assertOwnEmail(viewer, input.email);
    const services = c.get("services");
    const user = await findUserById(services.db, viewer.userId);
    if (!user || user.deletedAt) throw new ApiError("UNAUTHORIZED");
    if (!maySelfDelete(user)) throw new ApiError("FORBIDDEN", { messageId: messages.staffSelfDelete.id });
    await mailAccountDeletionLink(services, user);
    await audit(services.db, {
      actorUserId: user.id,
      action: "account.delete-requested",
      subject: `user:${user.id}`,
    });
    return { valid_minutes: deletionLinkMinutes };
  },
});

const routes = linkPageRoutes({
  path: "/v1/privacy/deletion/confirm",
  tag: "Privacy",
  show: "Delete my account, step 2: the page of the mailed link (a button; a GET deletes nothing)",
  act: "Delete my account, step 3: delete (the page's button; the link then stops working)",
});

const registerShow = routes.show(async (c, { token, locale }) => {
  const user = token ? await accountForDeletionToken(c.get("services"), token) : null;
  const page = { title: m.title, back: m.website };
  if (!user || !token) return respondWithPage(c, { ...page, locale, message: m.invalid, status: 400 });
  return respondWithPage(c, {
    ...page,
    locale: user.locale,
    message: m.prompt,
    email: user.email,
    button: { message: m.button, token, danger: true },
  });
});

const registerAct = routes.act(async (c, { token, locale }) => {
  const services = c.get("services");
  const user = token ? await accountForDeletionToken(services, token) : null;
  const page = { title: m.title, back: m.website };
  if (!user) return respondWithPage(c, { ...page, locale, message: m.invalid, status: 400 });
  const deleted = await deleteAccount(services, user);
  if (!deleted) return respondWithPage(c, { ...page, locale, message: m.invalid, status: 400 });
  return respondWithPage(c, { ...page, locale: user.locale, message: m.done });
});

export function registerPrivacyDeletion(app: Router) {
  registerRequest(app);
  registerShow(app);
  registerAct(app);
}
