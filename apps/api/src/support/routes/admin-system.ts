import { z } from "@hono/zod-openapi";
import { responses, retryJobRequestSchema } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { defineStaffActionRoute } from "../../platform/http/staff-action-route.ts";
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

const registerRetry = defineStaffActionRoute({
  path: "/v1/admin/system/jobs/{id}/retry",
  tags: ["Admin"],
  summary: "Queue a failed job again (administrators)",
  description:
    "Due now, attempts from 0. Only a `failed` job: a queued, running or done one is 409, an unknown id 404. Audited (`job.retry`) with the reason.",
  body: retryJobRequestSchema,
  result: responses.retryJob,
  access: admins,
  handle: (c, admin, id, reason) => retryFailedJob(c.get("services"), admin, id, reason),
});

export function registerAdminSystem(app: Router) {
  registerFigures(app);
  registerFailedJobs(app);
  registerRetry(app);
}
