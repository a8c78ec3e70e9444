import { fileURLToPath } from "node:url";
import { PASSWORD_MIN_LENGTH } from "@rimbun/domain/schemas";
import { z } from "zod";
import { parseTrustedProxies } from "./auth/proxy-trust.ts";
import { logLevels } from "./log.ts";

// Dev-only secrets: fine on a laptop, refused in production so nobody ships them by accident.
export const devSecrets = {
  AUTH_SECRET: "dev-auth-secret-change-me-0123456789abcdef",
  WEBHOOK_SECRET: "dev-webhook-secret-change-me",
  LINK_SECRET: "dev-link-secret-change-me",
} as const;

export const defaultDemoPassword = "demo-password-2026";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

/** A flag that is on unless set to 0/false. */
const flagOn = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((value) => value === undefined || value === "1" || value === "true");

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(8787),
    DATA_DIR: z.string().min(1).default(`${apiRoot}data`),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    PUBLIC_SITE_URL: url.default("http://localhost:4321"),
    DASHBOARD_URL: url.default("http://localhost:5173"),
    API_PUBLIC_URL: url.default("http://localhost:8787"),
    PAYMENT_PROVIDER: z.enum(["sandbox", "xendit"]).default("sandbox"),
    /** Xendit's secret API key (`xnd_…`) and callback verification token; required with PAYMENT_PROVIDER=xendit. */
    XENDIT_SECRET_KEY: z.string().min(8).optional(),
    XENDIT_CALLBACK_TOKEN: z.string().min(8).optional(),
    /** https://api.xendit.co unless pointed at a local fake. */
    XENDIT_BASE_URL: url.optional(),
    /**
     * WhatsApp Business Platform (Cloud API), docs/deploy.md#whatsapp: all four or none. Without them,
     * development writes messages to the outbox page and production sends none.
     */
    WHATSAPP_TOKEN: z.string().min(16).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{5,20}$/, "must be the phone number id (digits)")
      .optional(),
    WHATSAPP_APP_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** The Graph API version in the path (`v23.0`). */
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, "must look like v23.0")
      .default("v23.0"),
    /** https://graph.facebook.com unless pointed at a local fake. */
    WHATSAPP_BASE_URL: url.default("https://graph.facebook.com"),
    /** WhatsApp sends one process makes at once (the `whatsapp` job's resource). */
    WHATSAPP_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Yayasan Rimbun Lestari <no-reply@rimbun.example>"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").default(devSecrets.AUTH_SECRET),
    WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").default(devSecrets.WEBHOOK_SECRET),
    LINK_SECRET: z.string().min(16, "must be at least 16 characters").default(devSecrets.LINK_SECRET),
    SEED_DEMO: flag,
    /** How often the job runner looks for due work (monthly charges, reminders, mails); 0 turns it off. */
    JOB_INTERVAL_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
    /**
     * Whether the API process also runs the job runner (one-process installs). 0 when a separate
     * worker (`src/worker.ts`) runs the jobs: the API processes then only serve requests.
     */
    RUN_JOBS: flagOn,
    /**
     * Jobs one process runs at once per lane (docs/decisions/job-lanes.md): urgent work (a sign-in link,
     * a receipt) has its own slots, so bulk work (a campaign update's mails, the monthly run) never takes them.
     */
    JOB_URGENT_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
    JOB_BULK_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(32),
    /** SMTP connections one process keeps open (nodemailer's pool) and mails it sends at once. */
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
    /** Payment provider calls one process makes at once (a 429 puts the job back for the time asked). */
    PROVIDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
    /**
     * PostgreSQL connections one process may open. A charge holds its connection while the provider
     * answers (the cycle's row lock), so a worker wants about PROVIDER_CONCURRENCY plus 8 (docs/deploy.md).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
    /**
     * Tests only: a file holding a clock offset in milliseconds that every process reads, so a test can
     * move several processes through simulated months. Refused unless NODE_ENV=test.
     */
    TEST_CLOCK_FILE: z.string().min(1).optional(),
    /** Where uploaded files (avatars) live: the database (default) or S3-compatible object storage. */
    STORAGE: z.enum(["database", "s3"]).default("database"),
    /** With STORAGE=s3: the service's base URL (path-style requests), bucket, region and keys. */
    S3_ENDPOINT: url.optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    DEMO_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .default(defaultDemoPassword),
    /** `/docs` (Swagger UI) and `/openapi.json`: on in development, off in production unless set to 1. */
    DOCS_ENABLED: z
      .enum(["0", "1", "true", "false"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "1" || value === "true")),
    /**
     * The JSON logs' level (platform/log.ts, docs/deploy.md#logs): fatal, error, warn, info, debug, trace or
     * silent. Default `info`; inside the test runner (vitest) `silent`. The logger reads it when it loads.
     */
    LOG_LEVEL: z.enum(logLevels).optional(),
    /**
     * The bearer token GET /metrics requires (docs/deploy.md#metrics), at least 32 characters. In production
     * /metrics is served only when it is set (404 otherwise); in development without it /metrics is open.
     */
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * The worker's own /metrics port (src/worker.ts, docs/deploy.md#metrics); unset: the worker listens on
     * nothing. The same METRICS_TOKEN rule as the API's /metrics.
     */
    WORKER_METRICS_PORT: z
      .string()
      .regex(/^\d+$/, "must be a port number, 1-65535")
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65_535, "must be a port number, 1-65535")
      .optional(),
    /** Proxies whose X-Forwarded-For is believed: a hop count or addresses/CIDRs (see auth/proxy-trust.ts). */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          parseTrustedProxies(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
        }
      }),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "xendit") {
      for (const name of ["XENDIT_SECRET_KEY", "XENDIT_CALLBACK_TOKEN"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "required with PAYMENT_PROVIDER=xendit" });
      }
    }
    const refuse = (name: string, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
    if (env.STORAGE === "s3") {
      for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name]) refuse(name, "required with STORAGE=s3");
      }
    }
    // A half-configured WhatsApp would queue messages it can never send or webhooks it can never verify.
    const missing = whatsAppVariables.filter((name) => !env[name]);
    const [firstMissing] = missing;
    if (firstMissing && missing.length < whatsAppVariables.length) {
      refuse(
        firstMissing,
        `WhatsApp needs all of ${whatsAppVariables.join(", ")} or none (missing ${missing.join(", ")})`,
      );
    }
    if (env.TEST_CLOCK_FILE && env.NODE_ENV !== "test") refuse("TEST_CLOCK_FILE", "only with NODE_ENV=test");
    if (env.NODE_ENV !== "production") return;
    for (const name of Object.keys(devSecrets) as (keyof typeof devSecrets)[]) {
      if (env[name] === devSecrets[name]) refuse(name, "must be set in production (dev default refused)");
    }
    // The sandbox marks payments paid without money moving: it does not exist in production.
    if (env.PAYMENT_PROVIDER === "sandbox") {
      refuse("PAYMENT_PROVIDER", "sandbox is for development only; set xendit in production");
    }
    // The scraper's token opens nothing else: it may not be one of the keys that sign sessions and links.
    if (
      env.METRICS_TOKEN &&
      Object.keys(devSecrets).some((name) => env[name as keyof typeof devSecrets] === env.METRICS_TOKEN)
    )
      refuse("METRICS_TOKEN", "must differ from AUTH_SECRET, WEBHOOK_SECRET and LINK_SECRET");
    if (env.SEED_DEMO) refuse("SEED_DEMO", "demo accounts with a public password are refused in production");
    if (!env.SMTP_URL)
      refuse("SMTP_URL", "required in production (receipts and password links must reach people)");
    for (const name of [
      "PUBLIC_SITE_URL",
      "DASHBOARD_URL",
      "API_PUBLIC_URL",
      "S3_ENDPOINT",
      "WHATSAPP_BASE_URL",
    ] as const) {
      const value = env[name];
      if (value && isPlainHttpOutsideLocalhost(value)) {
        refuse(name, "must use https:// in production (http:// only for localhost)");
      }
    }
  });

/** The WhatsApp Cloud API's secrets and ids: a half configuration is refused at start-up. */
export const whatsAppVariables = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

function isPlainHttpOutsideLocalhost(value: string): boolean {
  const url = new URL(value);
  return url.protocol === "http:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export type Env = z.infer<typeof envSchema>;

/** Development conveniences (sandbox, outbox page, API docs) exist only outside production. */
export function isProduction(env: Pick<Env, "NODE_ENV">): boolean {
  return env.NODE_ENV === "production";
}

export function docsEnabled(env: Pick<Env, "NODE_ENV" | "DOCS_ENABLED">): boolean {
  return env.DOCS_ENABLED ?? !isProduction(env);
}

/** Turns empty strings into "unset", so `FOO= pnpm start` behaves like no FOO at all. */
function withoutBlanks(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
}

export class EnvError extends Error {}

/** Validates the environment once; the message is one line per wrong variable, each naming it. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(withoutBlanks(source));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) => `Invalid configuration: ${issue.path.join(".") || "env"}: ${issue.message}`,
  );
  throw new EnvError(lines.join("\n"));
}
