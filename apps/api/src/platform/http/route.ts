import { createRoute, type RouteConfig, type z } from "@hono/zod-openapi";
import type { AppContext } from "../context.ts";
import { type Access, guarded } from "./access.ts";
import { envelope, errorResponses, jsonContent, type Router } from "./openapi.ts";

export type ErrorStatus = keyof typeof errorResponses;

/** One API route: its OpenAPI entry, who may call it, what it answers, and its handler (docs/api.md#writing-a-route). */
export interface RouteOptions<V> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The OpenAPI path, parameters in braces: `/v1/payments/{kind}`. */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  /** What the request carries (params, query, headers, body), as zod schemas. */
  request?: RouteConfig["request"];
  /** The result inside the success envelope (docs/api.md#shapes), from the contract. */
  result: z.ZodType;
  /** The refusals the call documents besides 200, each answered with the error envelope. */
  errors: readonly ErrorStatus[];
  /** Answers of another shape (HTML, a redirect, a refusal without the envelope), by status. */
  otherResponses?: RouteConfig["responses"];
  /** Who may call (platform/http/access.ts): judged first; also what the route sweep and `security` read. */
  access: Access<V>;
  /**
   * Who judges the request against `request`: the shared validator before the handler runs ("schema",
   * the default: 400 VALIDATION with message ids per field), or the handler itself ("handler"). The
   * latter is for the few calls whose request no single schema judges without changing what they answer
   * (docs/decisions/route-factories.md): `request` then documents it and the handler reads and judges it.
   */
  judgedBy?: "schema" | "handler";
  /** Answers the request; the viewer is the caller as `access` hands it over. */
  handle: (c: AppContext, viewer: V) => Promise<Response>;
}

/** The documented answers: the 200 envelope, the declared refusals, the other shapes. */
function responsesOf<V>(options: RouteOptions<V>): RouteConfig["responses"] {
  return {
    200: jsonContent(envelope(options.result)),
    ...Object.fromEntries(options.errors.map((status) => [status, errorResponses[status]])),
    ...options.otherResponses,
  };
}

/**
 * The one way to write a route: an OpenAPI route with its request schemas, its access (middleware, and
 * the session `security` where it needs one) and its answers. `operationId`, and `security: []` for
 * routes without a session, are filled in for every operation by platform/http/operations.ts.
 * defineFormRoute and defineReadRoute are its two common shapes.
 */
export function defineRoute<V>(options: RouteOptions<V>) {
  const route = createRoute({
    method: options.method,
    path: options.path,
    tags: options.tags,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    ...guarded(options.access),
    ...(options.request ? { request: options.request } : {}),
    responses: responsesOf(options),
  });
  const handler = (c: AppContext) => options.handle(c, options.access.viewer(c));
  return function register(app: Router) {
    if (options.judgedBy !== "handler") {
      app.openapi(route, handler as never);
      return;
    }
    // What app.openapi does, without its validators: the entry in the document, the access, the handler.
    app.openAPIRegistry.registerPath(route);
    app.on(
      options.method.toUpperCase(),
      options.path.replace(/\{([^}]+)\}/g, ":$1"),
      options.access,
      handler,
    );
  };
}
