import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { accessRuleOf, needsSession } from "./access.ts";
import { ApiError } from "./errors.ts";
import type { Router } from "./openapi.ts";

interface DeclaredBody {
  method: string;
  pattern: RegExp;
  /** Fewer path parameters first: `/v1/payments/recurring` wins over `/v1/payments/{kind}`. */
  parameters: number;
  contentTypes: string[];
  /** Declares a session: anonymous callers get the route's 401 before anything about their body. */
  needsSession: boolean;
}

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const formTypes = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);

/** A path as OpenAPI (`{id}`) or Hono (`:id`) writes it, as a pattern and its count of parameters. */
function pathPattern(path: string): { pattern: RegExp; parameters: number } {
  const parameter = /\{[^}]+\}|:[^/]+/g;
  const source = path
    .split(parameter)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return { pattern: new RegExp(`^${source}$`), parameters: (path.match(parameter) ?? []).length };
}

function declaredBodies(app: Router): DeclaredBody[] {
  const found: DeclaredBody[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, request, security } = definition.route;
    const content = (request?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content) continue;
    found.push({
      method: method.toUpperCase(),
      ...pathPattern(path),
      contentTypes: Object.keys(content).map((type) => type.toLowerCase()),
      needsSession: (security?.length ?? 0) > 0,
    });
  }
  // Routes the document leaves out declare a form body with their access (platform/http/access.ts).
  for (const route of app.routes) {
    const rule = accessRuleOf(route.handler);
    if (rule?.body !== "form") continue;
    found.push({
      method: route.method,
      ...pathPattern(route.path),
      contentTypes: [...formTypes],
      needsSession: needsSession(rule),
    });
  }
  return found.sort((a, b) => a.parameters - b.parameters);
}

/**
 * Every route takes exactly the body types its OpenAPI entry documents: another type is refused with
 * 415 before any handler runs, and a body of the right type that cannot be parsed (broken JSON or
 * multipart) is a 400, never a 500 or an empty form handed to the handler. The table is read from the
 * registry and the routes' access declarations (platform/http/access.ts) on first use, so a new route is covered by
 * declaring its body.
 */
export function bodyContentGuard(app: Router): MiddlewareHandler<AppEnv> {
  let table: DeclaredBody[] | null = null;
  return async (c, next) => {
    if (!bodyMethods.has(c.req.method)) return next();
    table ??= declaredBodies(app);
    const route = table.find((entry) => entry.method === c.req.method && entry.pattern.test(c.req.path));
    if (!route || (route.needsSession && !c.get("viewer"))) return next();
    const header = c.req.header("content-type");
    // No body at all: the route's own validation says which fields are missing.
    if (!header) return next();
    const mediaType = header.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!route.contentTypes.includes(mediaType)) {
      throw new ApiError("UNSUPPORTED_CONTENT_TYPE", { result: { accepted: route.contentTypes } });
    }
    try {
      // Parsed once, through Hono's body cache: the route's validator and handler read the same text
      // or form (`c.req.json()`, `c.req.formData()`, `c.req.parseBody()`), never the raw request, whose
      // body is used up here. A parse of a copy (`raw.clone()`) cost each request a second parse and a
      // stream tee (docs/performance.md#spike).
      if (mediaType === "application/json") await c.req.json();
      else if (formTypes.has(mediaType)) await c.req.formData();
    } catch {
      throw new ApiError("MALFORMED");
    }
    return next();
  };
}
