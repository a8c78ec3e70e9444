import { listAuditEntriesQuerySchema, responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { listAuditEntries } from "../audit-log.ts";

export const registerAdminAudit = defineReadRoute({
  path: "/v1/admin/audit",
  tags: ["Admin"],
  summary: "The audit log, newest first, 50 a page (administrators)",
  description:
    "`actors=staff` (default) lists what staff and administrators did; `all` adds sign-ins, payments and jobs. `actor` narrows to one account's e-mail, `action` to actions starting with the text, `startDate`/`endDate` to Jakarta days. `next` is the cursor for the following page (`before`).",
  query: listAuditEntriesQuerySchema,
  result: responses.listAuditEntries,
  errors: [400, 401, 403],
  access: access.admin(),
  handle: async (c, query) => listAuditEntries(c.get("services").db, query),
});
