import { personalDataExportQuerySchema, responses } from "@rimbun/contract";
import { findUserById } from "../../accounts/accounts.ts";
import { audit } from "../../platform/audit.ts";
import { assertSameUserEmail, type Viewer } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { personalDataOf } from "../export.ts";

/** Personal data is the person's own to read: an `email` naming anyone else is 403, administrators too. */
export function assertOwnEmail(viewer: Viewer, email: string | undefined) {
  assertSameUserEmail({ ...viewer, role: "donor" }, email);
}

export const registerPrivacyExport = defineReadRoute({
  path: "/v1/privacy/export",
  tags: ["Privacy"],
  summary: "Download my data: everything held about the signed-in person (PDP law 27/2022)",
  description:
    "Account, referral codes, volunteer profile and applications, monthly plans, donations, point ledger, newsletter and mail preferences, the WhatsApp choice (WhatsApp only or beside the mails) and messages, report requests, mails sent (kind, subject, date; never bodies), sessions and audit entries about the person. Only the session's own data: an `email` naming another person is 403, for administrators too. Gifts the person referred are not theirs and are not included.",
  query: personalDataExportQuerySchema,
  result: responses.exportPersonalData,
  errors: [400, 401, 403],
  access: access.session([{ in: "query", name: "email", resource: "person" }]),
  handle: async (c, query, viewer) => {
    assertOwnEmail(viewer, query.email);
    const services = c.get("services");
    const user = await findUserById(services.db, viewer.userId);
    if (!user || user.deletedAt) throw new ApiError("UNAUTHORIZED");
    await audit(services.db, {
      actorUserId: user.id,
      action: "personal-data.export",
      subject: `user:${user.id}`,
    });
    c.header("cache-control", "no-store");
    return personalDataOf(services, user);
  },
});
