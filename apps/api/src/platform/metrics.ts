import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { JobKindFigures } from "./jobs/backlog.ts";

/*
 * The process's Prometheus metrics (docs/deploy.md#metrics), served by GET /metrics. Counters live in the
 * process that counts them; the job table's figures are read at each scrape. Labels are bounded: route
 * patterns, statuses, job and mail kinds, providers and outcomes, never an id or a person.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "rimbun_" });

const registers = [metricsRegistry];

/** A handled request as the access line and the request metrics see it. */
export interface FinishedRequest {
  method: string;
  /** The route pattern (platform/http/request-log.ts routePatternOf), never the path. */
  route: string;
  status: number;
  seconds: number;
}

const httpRequests = new Counter({
  name: "rimbun_http_requests_total",
  help: "HTTP requests by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

const httpDuration = new Histogram({
  name: "rimbun_http_request_duration_seconds",
  help: "HTTP request latency by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const webhooks = new Counter({
  name: "rimbun_webhooks_total",
  help: "Payment provider webhooks by provider and outcome (rejected: bad signature)",
  labelNames: ["provider", "outcome"] as const,
  registers,
});

const providerErrors = new Counter({
  name: "rimbun_provider_errors_total",
  help: "Failed calls to the payment provider by provider and kind (api, timeout, network, bad-response)",
  labelNames: ["provider", "kind"] as const,
  registers,
});

const smtpErrors = new Counter({
  name: "rimbun_smtp_errors_total",
  help: "Mails the SMTP server refused or could not take (the job retries them)",
  registers,
});

const mailsSent = new Counter({
  name: "rimbun_mails_sent_total",
  help: "Mails delivered (to SMTP, or to the outbox without SMTP) by mail kind",
  labelNames: ["kind"] as const,
  registers,
});

const jobRuns = new Counter({
  name: "rimbun_jobs_total",
  help: "Jobs this process ran, by kind and outcome (done, deferred: a provider's 429; retried; failed: gave up)",
  labelNames: ["kind", "outcome"] as const,
  registers,
});

const jobsDue = new Gauge({
  name: "rimbun_jobs_due",
  help: "Queued jobs whose time has come, by kind (read from the jobs table at scrape time)",
  labelNames: ["kind"] as const,
  registers,
});

const jobsOldestDue = new Gauge({
  name: "rimbun_jobs_oldest_due_age_seconds",
  help: "How long the oldest due queued job has waited past its time, by kind",
  labelNames: ["kind"] as const,
  registers,
});

const jobsFailed = new Gauge({
  name: "rimbun_jobs_failed",
  help: "Jobs that gave up and wait for a person (the system screen's retry), by kind",
  labelNames: ["kind"] as const,
  registers,
});

export function countRequest(request: FinishedRequest): void {
  httpRequests.inc({ method: request.method, route: request.route, status: String(request.status) });
  httpDuration.observe({ method: request.method, route: request.route }, request.seconds);
}

export function countWebhook(provider: string, outcome: string): void {
  webhooks.inc({ provider, outcome });
}

export function countProviderError(provider: string, kind: string): void {
  providerErrors.inc({ provider, kind });
}

export function countSmtpError(): void {
  smtpErrors.inc();
}

export function countMailSent(kind: string): void {
  mailsSent.inc({ kind });
}

/** How a run of a job ended (platform/jobs/runner.ts). */
export type JobOutcome = "done" | "deferred" | "retried" | "failed";

export function countJob(kind: string, outcome: JobOutcome): void {
  jobRuns.inc({ kind, outcome });
}

/** Replaces the job gauges with this scrape's figures (a kind with nothing due or failed reads 0 or goes). */
export function setJobFigures(figures: readonly JobKindFigures[]): void {
  jobsDue.reset();
  jobsOldestDue.reset();
  jobsFailed.reset();
  for (const figure of figures) {
    jobsDue.set({ kind: figure.kind }, figure.due);
    jobsOldestDue.set({ kind: figure.kind }, figure.oldestDueSeconds);
    jobsFailed.set({ kind: figure.kind }, figure.failed);
  }
}

/** This process's webhook counts by provider and outcome (the System screen shows them). */
export async function webhookOutcomes(): Promise<{ provider: string; outcome: string; count: number }[]> {
  const { values } = await webhooks.get();
  return values
    .filter((value) => value.value > 0)
    .map((value) => ({
      provider: String(value.labels.provider ?? ""),
      outcome: String(value.labels.outcome ?? ""),
      count: value.value,
    }));
}
