import { createRoute, z } from "@hono/zod-openapi";
import { responses, retryJobRequestSchema } from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import {
  envelope,
  errorResponses,
  jsonBody,
  jsonContent,
  ok,
  type Router,
} from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { listFailedJobs, retryFailedJob, systemFigures } from "../system.ts";

const admins = access.admin();

const registerFigures = defineReadRoute({
  path: "/v1/admin/system",
  tags: ["Admin"],
  summary: "The job backlog, oldest wait and failed jobs per kind, and webhook outcomes (administrators)",
  description:
    "The same job figures as `/metrics`, read from the jobs table now: per kind, the queued jobs whose time has come, how long the oldest has waited, and the failed ones. `webhooks`: provider callbacks by outcome counted by this API process since it started.",
  query: z.object({}),
  result: responses.getSystemFigures,
  errors: [401, 403],
  access: admins,
  handle: async (c) => systemFigures(c.get("services")),
});

const registerFailedJobs = defineReadRoute({
  path: "/v1/admin/system/jobs",
  tags: ["Admin"],
  summary: "The 100 most recent failed jobs (administrators)",
  description:
    "Kind, attempts and the last error (cleaned of e-mails and SQL values, 300 characters at most); never the job's payload.",
  query: z.object({}),
  result: responses.listFailedJobs,
  errors: [401, 403],
  access: admins,
  handle: async (c) => listFailedJobs(c.get("services")),
});

const retryRoute = createRoute({
  method: "post",
  path: "/v1/admin/system/jobs/{id}/retry",
  tags: ["Admin"],
  summary: "Queue a failed job again (administrators)",
  description:
    "Due now, attempts from 0. Only a `failed` job: a queued, running or done one is 409, an unknown id 404. Audited (`job.retry`) with the reason.",
  ...guarded(admins),
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    body: jsonBody(retryJobRequestSchema),
  },
  responses: {
    200: jsonContent(envelope(responses.retryJob)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function registerAdminSystem(app: Router) {
  registerFigures(app);
  registerFailedJobs(app);
  app.openapi(retryRoute, async (c) => {
    const admin = admins.viewer(c);
    const { reason } = c.req.valid("json");
    return c.json(ok(await retryFailedJob(c.get("services"), admin, c.req.valid("param").id, reason)), 200);
  });
}
