import { createOTP } from "@better-auth/utils/otp";
import type { LoadRequest } from "./load.ts";
import { benchFundraiser, benchPassword, benchPeople, benchTotpSecret } from "./seed.ts";

/**
 * What a route is judged as (docs/performance.md's targets): `baseline` is the logged-in trivial route every
 * ratio is taken against; `dashboard` calls need p99 <= 50 ms and half the baseline's throughput on
 * PostgreSQL; `public` calls (anonymous, the site's) p99 <= 20 ms on PostgreSQL; on PGlite every call
 * needs 30% of the baseline's throughput. `reference` routes are printed for scale, not judged.
 */
export type RouteKind = "reference" | "baseline" | "dashboard" | "public";

export interface BenchRoute extends LoadRequest {
  name: string;
  kind: RouteKind;
}

const origin = "http://localhost:5173";
// Browsers ask for compressed answers; the server's compression (when it has one) is part of the cost.
const common = { "accept-encoding": "gzip, deflate, br" };

const cookiesOf = (response: Response, previous = "") => {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
};

/** Logs in as a person would: the password, then for staff (two-factor is theirs) the authenticator's code. */
async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/v1/oauth/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: benchPassword, remember: "true" }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const cookie = cookiesOf(response);
  const answer = (await response.json()) as { result?: { two_factor_required?: boolean } };
  if (!answer.result?.two_factor_required) return cookie;
  const code = await createOTP(benchTotpSecret).totp();
  const second = await fetch(`${base}/v1/oauth/two-factor`, {
    method: "POST",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code }),
  });
  if (!second.ok) throw new Error(`two-factor ${email}: ${second.status} ${await second.text()}`);
  return cookiesOf(second, cookie);
}

/** Jakarta's today (UTC+7, no daylight saving) as YYYY-MM-DD. */
function jakartaDay(offsetDays = 0): string {
  return new Date(Date.now() + 7 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Logs the bench's three people in (remember me: no idle-touch writes) and lists the routes. */
export async function benchRoutes(base: string, campaign: string | undefined): Promise<BenchRoute[]> {
  const donor = await login(base, benchPeople.donor);
  const volunteer = await login(base, benchPeople.volunteer);
  const staff = await login(base, benchPeople.staff);
  const get = (name: string, kind: RouteKind, path: string, cookie?: string): BenchRoute => ({
    name,
    kind,
    method: "GET",
    path,
    headers: { ...common, ...(cookie ? { cookie } : {}) },
  });
  const token = (name: string, kind: RouteKind, cookie?: string): BenchRoute => ({
    name,
    kind,
    method: "POST",
    path: "/v1/rest",
    headers: { ...common, origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ platform: "pwa", apps: "dashboard", crx: "" }),
  });
  const today = jakartaDay();
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonth = new Date(`${monthStart}T00:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  const slug = campaign ?? "bersama-jaga-alam-kita";
  return [
    get("anonymous trivial (/health)", "reference", "/health"),
    // The cheapest call that resolves a session and does nothing else: what every dashboard call pays
    // before its own reads. Measured first and again last; the ratios use the mean of both.
    token("logged-in trivial (call 1 token, session)", "baseline", donor),
    token("token (call 1, anonymous)", "public", undefined),
    get("session, volunteer (points summary)", "dashboard", "/v1/oauth/session", volunteer),
    get("session, donor (badge points)", "dashboard", "/v1/oauth/session", donor),
    get("history (call 18)", "dashboard", "/v1/donations?limit=40", donor),
    get(
      "volunteer stats (call 19, this month)",
      "dashboard",
      `/v1/donations/point?startDate=${monthStart}&endDate=${today}`,
      volunteer,
    ),
    get("volunteer stats (call 19, all time)", "dashboard", "/v1/donations/point", volunteer),
    get("incentive (call 20)", "dashboard", "/v1/donations/incentive", volunteer),
    get("leaderboard (call 21, all time)", "dashboard", "/v1/donations/leaderboard", volunteer),
    get(
      "leaderboard (call 21, last month)",
      "dashboard",
      `/v1/donations/leaderboard?month=${lastMonth.getUTCMonth() + 1}&year=${lastMonth.getUTCFullYear()}`,
      volunteer,
    ),
    get("staff reports (12 months)", "dashboard", "/v1/admin/reports", staff),
    get(
      "staff reports (36 months)",
      "dashboard",
      `/v1/admin/reports?startDate=2000-01-01&endDate=${today}`,
      staff,
    ),
    get("campaign list (/v1/campaigns)", "public", "/v1/campaigns"),
    get("campaign figures (/v1/campaigns/{slug})", "public", `/v1/campaigns/${slug}`),
    get("site campaigns (/v1/site/campaigns)", "public", "/v1/site/campaigns"),
    get("site campaign (/v1/site/campaigns/{slug})", "public", `/v1/site/campaigns/${slug}`),
    get("campaign wall (/v1/campaigns/{slug}/wall)", "public", `/v1/campaigns/${slug}/wall`),
    get(
      "fundraiser page (/v1/site/fundraisers/{slug})",
      "public",
      `/v1/site/fundraisers/${benchFundraiser.page}`,
    ),
    get(
      "fundraiser wall (/v1/fundraisers/{slug}/wall)",
      "public",
      `/v1/fundraisers/${benchFundraiser.page}/wall`,
    ),
    get("team page (/v1/site/teams/{slug})", "public", `/v1/site/teams/${benchFundraiser.team}`),
    get("team leaderboard (/v1/site/teams)", "public", "/v1/site/teams"),
  ];
}
