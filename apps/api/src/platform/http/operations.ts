import { type AccessRule, accessRuleOf, needsSession } from "./access.ts";
import { sessionSecurity } from "./openapi.ts";

/** The parts of an OpenAPI document this step reads and fills. */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
type Method = "get" | "post" | "put" | "patch" | "delete";
interface OpenApiDocument {
  paths?: { [path: string]: { [M in Method]?: Operation } | undefined };
}
interface HonoRoute {
  method: string;
  path: string;
  handler: unknown;
}

const methods: readonly Method[] = ["get", "post", "put", "patch", "delete"];

/** `post` + `/v1/donations/{localId}/invoice` → `postDonationsByLocalIdInvoice` (unique per method and path). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((segment) => segment && segment !== "v1")
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ["by", parameter[1] ?? ""] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join("");
}

/** Each Hono route's access declaration, by `METHOD /path/:param`. */
function accessByRoute(routes: readonly HonoRoute[]): Map<string, AccessRule> {
  const rules = new Map<string, AccessRule>();
  for (const route of routes) {
    const rule = accessRuleOf(route.handler);
    if (rule) rules.set(`${route.method} ${route.path}`, rule);
  }
  return rules;
}

/**
 * Every documented operation gets its `operationId` and its `security`, the latter from the access its
 * route declares (platform/http/access.ts): a session or a role documents the session schemes, anything
 * else (public, mailed link, webhook) documents `security: []`. One place, so no route can forget it;
 * a route that documents its own security keeps it.
 */
export function describeOperations<D extends OpenApiDocument>(document: D, routes: readonly HonoRoute[]): D {
  const rules = accessByRoute(routes);
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation) continue;
      const operationId = operationIdOf(method, path);
      if (ids.has(operationId)) throw new Error(`two operations named ${operationId}`);
      ids.add(operationId);
      operation.operationId = operationId;
      const rule = rules.get(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`);
      // A route that documents its own (the session call reads a session when there is one) keeps it.
      if (rule) operation.security ??= needsSession(rule) ? sessionSecurity : [];
    }
  }
  return document;
}
