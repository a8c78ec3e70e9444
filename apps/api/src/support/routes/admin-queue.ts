import { listAdminQueueQuerySchema, responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { adminQueue } from "../admin-queue.ts";

export const registerAdminQueue = defineReadRoute({
  path: "/v1/admin/queue",
  tags: ["Admin"],
  summary: "Pending withdrawals, redemptions, point donations and volunteer applications (administrators)",
  query: listAdminQueueQuerySchema,
  result: responses.listAdminQueue,
  errors: [400, 401, 403],
  access: access.admin(),
  handle: async (c, query) => {
    return adminQueue(c.get("services"), query.kind);
  },
});
