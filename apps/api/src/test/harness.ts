import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isStaffRole } from "@rimbun/domain/constants";
import { eq, sql } from "drizzle-orm";
import { createAccount, setPassword, type UserRow } from "../accounts/accounts.ts";
import { currentTotpCode, demoTotpSecret, enrolWithKnownSecret } from "../accounts/two-factor.ts";
import { createApp } from "../app.ts";
import type { Services } from "../platform/context.ts";
import { ensureCampaigns } from "../platform/db/campaigns-seed.ts";
import { openDatabase } from "../platform/db/client.ts";
import { emailOutbox, jobs } from "../platform/db/schema/index.ts";
import type { Locale, Role } from "../platform/db/schema/users.ts";
import { loadEnv } from "../platform/env.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import { createServices } from "../platform/services.ts";

export const siteOrigin = "http://site.test";
export const dashboardOrigin = "http://dashboard.test";
export const apiOrigin = "http://api.test";
export const testPassword = "correct-horse-battery";

export interface RequestOptions {
  form?: Record<string, string | Blob>;
  multipart?: Record<string, string | Blob>;
  json?: unknown;
  cookie?: string;
  bearer?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  /** The TCP peer's address, as the Node server would hand it over (default: none, "unknown"). */
  address?: string;
}

/**
 * The PostgreSQL database this test worker owns: TEST_DATABASE_URL, or with TEST_DATABASE_PER_WORKER
 * (the `test` script) that name plus `_<vitest pool id>`, so two workers never share tables.
 */
function testDatabaseUrl(): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base || !process.env.TEST_DATABASE_PER_WORKER) return base || undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname}_${process.env.VITEST_POOL_ID ?? "1"}`;
  return url.toString();
}

/**
 * One harness for every API test file: the real app over PGlite in memory, or over the PostgreSQL
 * database of this worker (see testDatabaseUrl; files of one worker run one at a time, each starting
 * from emptied tables).
 */
/** The Cookie header a browser would send after `response`: its cookies' name=value pairs, cleared ones left out. */
export function cookieHeaderOf(response: Response): string {
  return nextCookieHeader("", response);
}

/** The Cookie header after `response` for a browser that sent `previous`: set cookies replace, cleared ones go. */
export function nextCookieHeader(previous: string, response: Response): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(";").map((part) => part.trim()))
    if (pair) jar.set(pair.slice(0, pair.indexOf("=")), pair);
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * The Origin a browser sends with a form on `page` (one of the API's own pages) posted back to the API:
 * `null` when the page's Referrer-Policy is `no-referrer` (the Fetch standard serializes the origin of
 * such a request as null), the API's origin otherwise.
 */
export function formOriginFrom(page: Response, pageOrigin = apiOrigin): string {
  const policy = page.headers.get("referrer-policy")?.split(",").at(-1)?.trim().toLowerCase();
  return policy === "no-referrer" ? "null" : pageOrigin;
}

export async function createHarness(options: { env?: Record<string, string> } = {}) {
  const url = testDatabaseUrl();
  const handle = openDatabase(url ? { url } : { memory: true });
  await handle.migrate();
  if (url) {
    const rows = (await handle.db.execute(
      sql`select tablename from pg_tables where schemaname = current_schema()`,
    )) as unknown as { rows: { tablename: string }[] };
    const tables = rows.rows.map((row) => `"${row.tablename}"`).join(", ");
    if (tables) await handle.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  }
  await ensureCampaigns(handle.db);
  // better-auth reads the real clock, so the test clock starts at real time and only moves forward.
  const clock = { current: new Date() };
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "rimbun-api-test-")),
    PUBLIC_SITE_URL: siteOrigin,
    DASHBOARD_URL: dashboardOrigin,
    API_PUBLIC_URL: apiOrigin,
    ...options.env,
  });
  const services: Services = createServices({
    env,
    db: handle.db,
    now: () => clock.current,
    // No spread on retry times unless a test sets its own (platform/jobs/define.ts delayWithJitter).
    random: () => 0,
    cheapPasswordHashing: true,
  });
  const app = createApp(services);

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (options.cookie) headers.set("cookie", options.cookie);
    if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
    const origin = options.origin === undefined ? env.DASHBOARD_URL : options.origin;
    if (origin) headers.set("origin", origin);
    let body: RequestInit["body"];
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form as Record<string, string>).toString();
    } else if (options.multipart) {
      const data = new FormData();
      for (const [key, value] of Object.entries(options.multipart)) data.append(key, value);
      body = data;
    }
    const bindings = options.address
      ? { incoming: { socket: { remoteAddress: options.address } } }
      : undefined;
    return app.request(path, { method, headers, body }, bindings);
  }

  async function createUser(input: {
    email: string;
    role?: Role;
    name?: string;
    locale?: Locale;
    password?: string | null;
    /**
     * Two-factor sign-in set up with the demo secret (`login` then gives its code). Default: on for
     * staff and admins, who must have it to act; false makes a staffer who has not set it up yet.
     */
    twoFactor?: boolean;
  }): Promise<UserRow> {
    const user = await createAccount(services, {
      email: input.email,
      name: input.name ?? "Test Person",
      role: input.role ?? "donor",
      locale: input.locale ?? "id",
      phone: "81234567890",
    });
    if (input.password !== null) await setPassword(services, user.id, input.password ?? testPassword);
    if (input.twoFactor ?? isStaffRole(user.role)) {
      await enrolWithKnownSecret(services, user.id, demoTotpSecret);
      return { ...user, twoFactorEnabled: true };
    }
    return user;
  }

  /** The demo secret's current code, as an authenticator app would show it. */
  const totpCode = () => currentTotpCode(services, demoTotpSecret);

  /**
   * Logs in through the real routes and returns the Cookie header to send next: the password, then
   * (two-factor on) the current code of the demo secret every `createUser` enrolment uses.
   */
  async function login(email: string, password = testPassword, remember = true): Promise<string> {
    const { cookie, twoFactor } = await passwordStep(email, password, remember);
    if (!twoFactor) return cookie;
    const second = await codeStep(cookie, await totpCode());
    if (second.response.status !== 200)
      throw new Error(`second step failed: ${second.response.status} ${await second.response.text()}`);
    return second.cookie;
  }

  /** The login's password step: the Cookie header after it (a session, or the two-factor challenge). */
  async function passwordStep(email: string, password = testPassword, remember = true) {
    const response = await request("POST", "/v1/oauth/login", {
      form: { email, password, remember: String(remember) },
    });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
    const { result } = await json<{ result: { two_factor_required?: boolean } }>(response.clone());
    return { cookie: cookieHeaderOf(response), twoFactor: result.two_factor_required === true };
  }

  /** The login's second step with `code`: the response, and the Cookie header after it. */
  async function codeStep(challenge: string, code: string) {
    const response = await request("POST", "/v1/oauth/two-factor", { cookie: challenge, form: { code } });
    return { response, cookie: nextCookieHeader(challenge, response) };
  }

  async function outbox(to?: string) {
    const rows = await handle.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
    return to ? rows.filter((row) => row.to === to) : rows;
  }

  /**
   * Moves the injected clock forward to `until`, stopping at each queued job's time (and at `other`'s,
   * a second scheduler such as the Xendit fake's cycles) to run what fell due, as the real runner would.
   */
  async function advanceTo(
    until: Date,
    other?: { nextAt: () => Date | null; runDue: (now: Date) => Promise<unknown> },
  ): Promise<void> {
    for (;;) {
      const [next] = await handle.db
        .select({ at: sql<string>`min(${jobs.runAt})` })
        .from(jobs)
        .where(eq(jobs.status, "queued"));
      const candidates = [next?.at ? new Date(next.at) : null, other?.nextAt() ?? null];
      const at = candidates.filter((date): date is Date => date !== null).sort((a, b) => +a - +b)[0];
      if (!at || at > until) break;
      if (at > clock.current) clock.current = at;
      await runDueJobs(services);
      await other?.runDue(clock.current);
    }
    clock.current = until;
    await runDueJobs(services);
  }

  return {
    app,
    services,
    advanceTo,
    db: handle.db,
    clock,
    env,
    kind: handle.kind,
    request,
    createUser,
    login,
    passwordStep,
    codeStep,
    totpCode,
    outbox,
    close: () => {
      services.mailer.close();
      return handle.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

export async function json<
  T = { error: boolean; result: unknown; message: string; code?: string; fields?: Record<string, string> },
>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
