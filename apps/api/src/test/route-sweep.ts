import { type Role, roles, staffRoles } from "@rimbun/domain/constants";
import { type App, maxBodyBytes } from "../app.ts";
import { type AccessRule, accessRuleOf, needsSession, type Owned } from "../platform/http/access.ts";
import { sessionSecurity } from "../platform/http/openapi.ts";
import { imageUploadMaxBodyBytes, imageUploadPath } from "../platform/images/routes/images.ts";
import { type Harness, type RequestOptions, testPassword } from "./harness.ts";
import { createPayment, donationForm, monthlyForm, payOnSandbox } from "./payments.ts";

/*
 * The route sweep (docs/security.md): every route the app registers, documented or not, with the
 * answer it owes strangers, the wrong role, another person's ids and bad bodies, derived from the
 * access each route declares beside itself (platform/http/access.ts) and the body its OpenAPI entry takes.
 * The list comes from the router, so a new route is swept (or the sweep fails) without editing this file.
 */

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

export interface SweptRoute {
  /** `POST /v1/donations/:localId/invoice`, as the router has it. */
  key: string;
  method: string;
  path: string;
  rule: AccessRule;
  /** The body's content types (none: no body), or `any` bytes judged by a signature. */
  accepts: readonly string[] | "any";
  /** The OpenAPI entry says the body is required (a request without one is 400). */
  bodyRequired: boolean;
  /** Names of the path, query and body fields its OpenAPI entry documents. */
  fields: string[];
}

export interface RouteInventory {
  routes: SweptRoute[];
  /** Registered routes without exactly one access declaration in their chain. */
  undeclared: string[];
  /** Operations of the OpenAPI document that no route serves. */
  unserved: string[];
}

type Document = ReturnType<App["getOpenAPI31Document"]>;
interface Operation {
  parameters?: { name: string }[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { $ref?: string; properties?: object } }>;
  };
}

interface DocumentedOperation {
  accepts: string[];
  bodyRequired: boolean;
  fields: string[];
}

function documentedOperations(app: App): Map<string, DocumentedOperation> {
  const document: Document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "route sweep", version: "0" },
  });
  const schemas = (document.components?.schemas ?? {}) as Record<string, { properties?: object }>;
  const operations = new Map<string, DocumentedOperation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ["get", "post", "put", "delete", "patch"] as const) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      const bodyFields = Object.values(content).flatMap(({ schema }) => {
        const resolved = schema?.$ref ? schemas[schema.$ref.split("/").pop() ?? ""] : schema;
        return Object.keys(resolved?.properties ?? {});
      });
      const parameters = (operation.parameters ?? []).map((parameter) => parameter.name);
      operations.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`, {
        accepts: Object.keys(content).map((type) => type.toLowerCase()),
        bodyRequired: operation.requestBody?.required === true,
        fields: [...new Set([...parameters, ...bodyFields])],
      });
    }
  }
  return operations;
}

/** Every route the router holds (app-wide middleware left out), with its declared access. */
export function routeInventory(app: App): RouteInventory {
  const documented = documentedOperations(app);
  const chains = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const entry of app.routes) {
    if (entry.method === "ALL" && entry.path.endsWith("*")) continue;
    const key = `${entry.method} ${entry.path}`;
    const chain = chains.get(key) ?? { method: entry.method, path: entry.path, handlers: [] };
    chain.handlers.push(entry.handler);
    chains.set(key, chain);
  }
  const routes: SweptRoute[] = [];
  const undeclared: string[] = [];
  for (const [key, chain] of chains) {
    const rules = chain.handlers.map(accessRuleOf).filter((rule) => rule !== undefined);
    const [rule] = rules;
    if (!rule || rules.length > 1) {
      undeclared.push(`${key} (${rules.length} access declarations)`);
      continue;
    }
    const doc = documented.get(key);
    const accepts =
      rule.body === "signed"
        ? "any"
        : doc?.accepts.length
          ? doc.accepts
          : rule.body === "form"
            ? formTypes
            : [];
    routes.push({
      key,
      method: chain.method,
      path: chain.path,
      rule,
      accepts,
      bodyRequired: doc?.bodyRequired ?? false,
      fields: doc?.fields ?? [],
    });
  }
  const unserved = [...documented.keys()].filter((key) => !chains.has(key));
  return { routes, undeclared, unserved };
}

/** Field names that name a person or something of theirs (a route open to them must say whose). */
const referenceNames = /^(email|search|pg_id|pgid|id|localId|refCode|donorId)$/;

/** The roles that act only for themselves: a route open to them must declare what it lets them name. */
function openToPeople(rule: AccessRule): boolean {
  if (rule.who === "session" || rule.who === "link") return true;
  return (
    rule.who === "roles" && (rule.roles ?? []).some((role) => !(staffRoles as readonly Role[]).includes(role))
  );
}

/** Routes open to donors or volunteers whose fields name someone or something without `owns` saying whose. */
export function undeclaredReferences(routes: SweptRoute[]): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    if (!openToPeople(route.rule)) continue;
    const declared = new Set((route.rule.owns ?? []).map((owned) => owned.name));
    for (const field of route.fields) {
      if (referenceNames.test(field) && !declared.has(field)) missing.push(`${route.key}: ${field}`);
    }
  }
  return missing;
}

/**
 * Public calls that document the session schemes although they refuse nobody: their answer names the
 * session they are sent with (`readsSession` in platform/http/route.ts).
 */
const publicReadingSession = new Set(["GET /v1/oauth/session"]);

/** What an operation's access says it documents as `security`: the session schemes, or none (`[]`). */
function expectedSecurity(route: SweptRoute): unknown {
  return needsSession(route.rule) || publicReadingSession.has(route.key) ? sessionSecurity : [];
}

/**
 * Operations of the served document (`/openapi.json`) whose `security` is not what their route's access
 * declares: session and role routes document the session schemes, public, link, webhook and dev routes
 * `security: []`. A generated client reads `security` to know when to send the cookie or token.
 */
export function securityMismatches(
  document: { paths?: Record<string, Record<string, { security?: unknown } | undefined> | undefined> },
  routes: SweptRoute[],
): string[] {
  const byKey = new Map(routes.map((route) => [route.key, route]));
  const mismatches: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ["get", "post", "put", "delete", "patch"] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`;
      const route = byKey.get(key);
      if (!route) continue; // unserved: the inventory reports it
      const expected = expectedSecurity(route);
      if (JSON.stringify(operation.security) !== JSON.stringify(expected)) {
        mismatches.push(`${key} (${route.rule.who}): security ${JSON.stringify(operation.security)}`);
      }
    }
  }
  return mismatches;
}

/** The staff console's calls (`/v1/admin/...`) are for staff or administrators only. */
export function openAdminRoutes(routes: SweptRoute[]): string[] {
  return routes
    .filter((route) => route.path.startsWith("/v1/admin/"))
    .filter(
      (route) =>
        route.rule.who !== "roles" ||
        (route.rule.roles ?? []).some((role) => !(staffRoles as readonly Role[]).includes(role)),
    )
    .map((route) => route.key);
}

export interface SweepPerson {
  role: Role;
  email: string;
  cookie: string;
  referralCode: string;
}

/** One caller of each role, and (for ownership) a second donor and volunteer whose things they name. */
export interface SweepCast {
  callers: Record<Role, SweepPerson>;
  owners: Partial<Record<Role, SweepPerson>>;
  /** The owning donor's paid donation (local id) and paid monthly plan (pg_id). */
  resources: { donation?: string; plan?: string };
}

async function person(h: Harness, role: Role, email: string): Promise<SweepPerson> {
  const user = await h.createUser({ email, role, name: `Sweep ${role}` });
  return { role, email, cookie: await h.login(email), referralCode: user.referralCode ?? "" };
}

/**
 * The sweep's people, made through the harness: a caller of every role and, with `owners`, a donor and
 * a volunteer whose things the callers will name, the donor with a paid gift and plan (on the sandbox).
 */
export async function sweepCast(
  h: Harness,
  options: { prefix: string; owners: boolean },
): Promise<SweepCast> {
  const callers = {} as Record<Role, SweepPerson>;
  for (const role of roles) callers[role] = await person(h, role, `${options.prefix}.${role}@example.test`);
  if (!options.owners) return { callers, owners: {}, resources: {} };
  const owners = {
    donor: await person(h, "donor", `${options.prefix}.owner-donor@example.test`),
    volunteer: await person(h, "volunteer", `${options.prefix}.owner-volunteer@example.test`),
  };
  const gift = await createPayment(h, "single", donationForm({ email: owners.donor.email }));
  await payOnSandbox(h, gift.pg_id);
  const plan = await createPayment(h, "recurring", monthlyForm({ email: owners.donor.email }));
  await payOnSandbox(h, plan.pg_id);
  return { callers, owners, resources: { donation: gift.local_id, plan: plan.pg_id } };
}

/** The caller a route is meant for: nobody on open routes, else an allowed role (not an administrator, who may act for anyone). */
function allowedCaller(route: SweptRoute, cast: SweepCast): SweepPerson | null {
  const { rule } = route;
  if (rule.who === "session") return cast.callers.donor;
  if (rule.who !== "roles") return null;
  const allowed = rule.roles ?? [];
  const role = allowed.find((candidate) => candidate !== "admin") ?? allowed[0] ?? "admin";
  return cast.callers[role];
}

/** Path parameters as a stranger would fill them: made-up ids, a real provider and donation kind. */
function fillPath(h: Harness, path: string, values: Record<string, string> = {}): string {
  const defaults: Record<string, string> = { provider: h.env.PAYMENT_PROVIDER, kind: "single" };
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? defaults[name] ?? "sweep-none"),
  );
}

export interface Outcome {
  route: string;
  probe: string;
  status: number;
  expected: string;
}

/** What a probe expects: exact statuses, or any answer but the ones listed; never a 5xx. */
type Expectation = { only: number[] } | { not: number[] };

function judge(status: number, expectation: Expectation): boolean {
  if (status >= 500) return false;
  return "only" in expectation ? expectation.only.includes(status) : !expectation.not.includes(status);
}

function describeExpectation(expectation: Expectation): string {
  return "only" in expectation ? expectation.only.join("|") : `not ${[...expectation.not, "5xx"].join("|")}`;
}

/** Collects the answers that are not what the route owes. */
class Sweep {
  readonly mismatches: Outcome[] = [];

  constructor(readonly h: Harness) {}

  /** Sends, and keeps a mismatch; `code`: the error code an expected refusal carries (the app's error shape). */
  async expect(
    route: SweptRoute,
    probe: string,
    expectation: Expectation,
    send: () => Promise<Response>,
    code?: string,
  ) {
    const response = await send();
    const text = await response.text();
    if (!judge(response.status, expectation) || (code && !text.includes(`"code":"${code}"`))) {
      this.mismatches.push({
        route: route.key,
        probe,
        status: response.status,
        expected: `${describeExpectation(expectation)}${code ? ` ${code}` : ""}`,
      });
    }
  }

  /** A request with a raw body and content type, as a client that sends anything may. */
  async raw(
    route: SweptRoute,
    caller: SweepPerson | null,
    type: string,
    body: string | Uint8Array,
    headers = {},
  ) {
    return this.h.app.request(fillPath(this.h, route.path), {
      method: route.method,
      headers: {
        origin: this.h.env.DASHBOARD_URL,
        "content-type": type,
        ...(caller ? { cookie: caller.cookie } : {}),
        ...headers,
      },
      body,
    });
  }
}

const bodyMethods = new Set(["POST", "PUT", "DELETE", "PATCH"]);

/** Anonymous, with nothing else: 401 where a session (or a provider's signature) is needed, never 401 elsewhere. */
export async function probeAnonymous(h: Harness, routes: SweptRoute[]): Promise<Outcome[]> {
  const sweep = new Sweep(h);
  for (const route of routes) {
    const { who } = route.rule;
    const expectation: Expectation =
      who === "session" || who === "roles" || who === "webhook" || who === "token"
        ? { only: [401] }
        : { not: [401] };
    await sweep.expect(route, "anonymous", expectation, () =>
      h.request(route.method, fillPath(h, route.path)),
    );
  }
  return sweep.mismatches;
}

/** Routes that must not exist in this app (development ones in production): 404 for everyone. */
export async function probeAbsent(h: Harness, routes: SweptRoute[]): Promise<Outcome[]> {
  const sweep = new Sweep(h);
  for (const route of routes) {
    await sweep.expect(route, "absent", { only: [404] }, () =>
      h.request(route.method, fillPath(h, route.path)),
    );
  }
  return sweep.mismatches;
}

/** An empty body of the first type the route takes (an invalid one for every route that takes a body). */
function emptyBody(route: SweptRoute): RequestOptions {
  if (!bodyMethods.has(route.method) || route.accepts === "any") return {};
  const [type] = route.accepts;
  if (type === "application/json") return { json: {} };
  if (type === "multipart/form-data") return { multipart: {} };
  return type ? { form: {} } : {};
}

/**
 * A signed-in person of every role the route does not allow, with made-up ids and an empty body: 403,
 * never a 400 that tells them about the route's parameters or form.
 */
export async function probeWrongRole(h: Harness, routes: SweptRoute[], cast: SweepCast): Promise<Outcome[]> {
  const sweep = new Sweep(h);
  for (const route of routes) {
    if (route.rule.who !== "roles") continue;
    for (const role of roles.filter((candidate) => !route.rule.roles?.includes(candidate))) {
      await sweep.expect(route, `as ${role}`, { only: [403] }, () =>
        h.request(route.method, fillPath(h, route.path), {
          ...emptyBody(route),
          cookie: cast.callers[role].cookie,
        }),
      );
    }
  }
  return sweep.mismatches;
}

/** Form values valid for the routes that name something, so the request reaches its ownership check. */
const validFields: Record<string, string> = {
  amount: "150",
  item: "tote-bag-150",
  payment_methods: "BNI",
  months: "1",
  day: "15",
  password: "sweep-password-2026",
  current_password: testPassword,
  referral_code: "SWEEP2026",
  ref_type: "donor",
  phone_number: "81234567890",
  phone: "81234567890",
  // A tote bag is sent by post: where it goes (docs/decisions/points.md#physical-rewards).
  address: "Jl. Sweep No. 1, Bogor",
  postal_code: "16128",
  first_name: "Sweep",
  last_name: "Person",
};
/** Where a route needs another value than the others (a monthly amount is at least Rp 10.000). */
const validFieldsOf: Record<string, Record<string, string>> = {
  "PUT /v1/donations": { amount: "50000" },
  "POST /v1/donations/recurring/cover-fee": { cover_fee: "false" },
  // A tote bag goes by post: its address is part of a valid redemption.
  "POST /v1/donations/vredeem": { address: "Jalan Sapu Jagad 1, Jakarta Selatan", postal_code: "12345" },
};

function referenceOf(owned: Owned, person: SweepPerson, cast: SweepCast): string | undefined {
  if (owned.resource === "person") return person.email;
  if (owned.resource === "referralCode") return person.referralCode;
  // Only the owning donor has a donation and a plan; anyone else names one that does not exist.
  return person === cast.owners.donor ? cast.resources[owned.resource] : "sweep-none";
}

function ownerRole(route: SweptRoute): Role {
  const allowed = route.rule.who === "roles" ? (route.rule.roles ?? []) : ["donor" as const];
  const role = allowed.find((candidate) => candidate === "donor" || candidate === "volunteer");
  if (!role) throw new Error(`${route.key}: only donors and volunteers own things`);
  return role;
}

/** A request naming the owner's thing in `probed`, and the caller's own in every other reference. */
function foreignRequest(h: Harness, route: SweptRoute, probed: Owned, cast: SweepCast) {
  const role = ownerRole(route);
  const caller = cast.callers[role];
  const owner = cast.owners[role];
  if (!owner) throw new Error(`${route.key}: the sweep has no ${role} who owns things`);
  const params: Record<string, string> = {};
  const query = new URLSearchParams();
  const body: Record<string, string> = { ...validFields, ...validFieldsOf[route.key] };
  for (const owned of route.rule.owns ?? []) {
    const value = referenceOf(owned, owned === probed ? owner : caller, cast);
    if (value === undefined) throw new Error(`${route.key}: the sweep has no ${owned.resource} to name`);
    if (owned.in === "param") params[owned.name] = value;
    else if (owned.in === "query") query.set(owned.name, value);
    else body[owned.name] = value;
  }
  const options: RequestOptions = { cookie: caller.cookie };
  const types = route.accepts === "any" ? [] : route.accepts;
  if (bodyMethods.has(route.method)) {
    if (types.includes("application/x-www-form-urlencoded")) options.form = body;
    else if (types.includes("multipart/form-data")) options.multipart = body;
    else options.json = body;
  }
  const search = [...query].length > 0 ? `?${query}` : "";
  return { path: `${fillPath(h, route.path, params)}${search}`, options };
}

/** Another person's donation, plan, e-mail or code where the route names one: 403 or 404, never their data. */
export async function probeForeignIds(h: Harness, routes: SweptRoute[], cast: SweepCast): Promise<Outcome[]> {
  const sweep = new Sweep(h);
  for (const route of routes) {
    for (const owned of route.rule.owns ?? []) {
      const { path, options } = foreignRequest(h, route, owned, cast);
      await sweep.expect(route, `another person's ${owned.in} ${owned.name}`, { only: [403, 404] }, () =>
        h.request(route.method, path, options),
      );
    }
  }
  return sweep.mismatches;
}

/**
 * JSON-only bodies documented as optional: the validator skips a request without a Content-Type and the
 * handler gets an unchecked `{}` (platform/http/openapi.ts jsonBody).
 */
export function optionalJsonBodies(routes: SweptRoute[]): string[] {
  return routes
    .filter((route) => route.accepts !== "any" && route.accepts.join() === "application/json")
    .filter((route) => !route.bodyRequired)
    .map((route) => route.key);
}

/**
 * Whoever the route is for, with made-up ids and no body or query: an answer, never a 5xx; a route that
 * requires a body answers 400 without one (nothing is done without what it asks for).
 */
export async function probeAllowed(h: Harness, routes: SweptRoute[], cast: SweepCast): Promise<Outcome[]> {
  const sweep = new Sweep(h);
  for (const route of routes) {
    const caller = allowedCaller(route, cast);
    const expectation: Expectation = route.bodyRequired ? { only: [400] } : { not: [] };
    await sweep.expect(route, "allowed, made-up ids, no body", expectation, () =>
      h.request(route.method, fillPath(h, route.path), caller ? { cookie: caller.cookie } : {}),
    );
  }
  return sweep.mismatches;
}

/** What a body the route does not take gets: 415 where it declares its types, 401 where a signature judges. */
function bodyRefusal(route: SweptRoute, status: 400 | 415): Expectation {
  if (route.accepts === "any") return { only: [401] };
  if (route.accepts.length === 0) return { not: [] };
  return { only: [status] };
}

/**
 * Bodies no route should act on, sent by the caller the route is for (so a session route judges the
 * body, not the missing session): another content type (415), JSON that does not parse (400 where
 * JSON is taken, 415 elsewhere), and one over the size limit (413), declared by Content-Length or streamed.
 */
export async function probeBodies(h: Harness, routes: SweptRoute[], cast: SweepCast): Promise<Outcome[]> {
  const sweep = new Sweep(h);
  const sizes = new Map<number, Uint8Array>();
  for (const route of routes.filter((candidate) => bodyMethods.has(candidate.method))) {
    const caller = allowedCaller(route, cast);
    await sweep.expect(
      route,
      "text/plain body",
      bodyRefusal(route, 415),
      () => sweep.raw(route, caller, "text/plain", "sweep"),
      route.accepts === "any" || route.accepts.length === 0 ? undefined : "UNSUPPORTED_CONTENT_TYPE",
    );
    const takesJson = route.accepts !== "any" && route.accepts.includes("application/json");
    await sweep.expect(route, "broken JSON", bodyRefusal(route, takesJson ? 400 : 415), () =>
      sweep.raw(route, caller, "application/json", "{not json"),
    );
    const limit = route.path === imageUploadPath ? imageUploadMaxBodyBytes : maxBodyBytes;
    const type = route.accepts === "any" ? "application/json" : (route.accepts[0] ?? "application/json");
    await sweep.expect(
      route,
      "declared oversized body",
      { only: [413] },
      () => sweep.raw(route, caller, type, "{}", { "content-length": String(limit + 1) }),
      "PAYLOAD_TOO_LARGE",
    );
    const bytes = sizes.get(limit) ?? new Uint8Array(limit + 1).fill(0x61);
    sizes.set(limit, bytes);
    await sweep.expect(
      route,
      "streamed oversized body",
      { only: [413] },
      () => sweep.raw(route, caller, type, bytes),
      "PAYLOAD_TOO_LARGE",
    );
  }
  return sweep.mismatches;
}
