import type { ResponseOf, RetryJobInput } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type { FailedJob, JobKindFigures, SystemFigures } from "@rimbun/contract";

/** GET /v1/admin/system: job backlog, oldest wait and failed jobs per kind, webhook outcomes (administrators). */
export function getSystemFigures(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getSystemFigures">> {
  return call(
    config,
    "getSystemFigures",
    "/v1/admin/system",
    options.signal ? { signal: options.signal } : {},
  );
}

/** GET /v1/admin/system/jobs: the 100 most recent failed jobs, without their payloads (administrators). */
export function listFailedJobs(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listFailedJobs">> {
  return call(
    config,
    "listFailedJobs",
    "/v1/admin/system/jobs",
    options.signal ? { signal: options.signal } : {},
  );
}

export type RetryJob = { id: string } & RetryJobInput;

/** POST /v1/admin/system/jobs/{id}/retry: queues a failed job again (409 when it is not failed); audited. */
export function retryJob(config: ApiClientConfig, input: RetryJob): Promise<ResponseOf<"retryJob">> {
  return call(config, "retryJob", `/v1/admin/system/jobs/${encodeURIComponent(input.id)}/retry`, {
    method: "POST",
    json: { reason: input.reason },
  });
}
