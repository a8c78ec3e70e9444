import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../context.ts";
import type { Access } from "./access.ts";
import { ok } from "./openapi.ts";
import { defineRoute, type ErrorStatus, validated } from "./route.ts";

/** A session call that reads: a GET with a query, answering its contract's result. */
interface ReadRouteOptions<S extends z.ZodObject, R extends z.ZodType, V> {
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  /** The call's query schema, from the contract (judged before the handler runs). */
  query: S;
  /** The call's response schema, from the contract (`responses.<call>`). */
  result: R;
  /** The refusals the call documents besides 200. */
  errors: readonly ErrorStatus[];
  /** Who may read (platform/http/access.ts): a session, a role, what the query names as the caller's own. */
  access: Access<V>;
  /** Reads what the query names; answers the contract's result. */
  handle: (c: AppContext, query: z.output<S>, viewer: V) => Promise<z.output<R>>;
}

/** One route of a reading call (defineRoute): its access judged first, result in the API's envelope. */
export function defineReadRoute<S extends z.ZodObject, R extends z.ZodType, V>(
  options: ReadRouteOptions<S, R, V>,
) {
  return defineRoute({
    method: "get",
    path: options.path,
    tags: options.tags,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    request: { query: options.query },
    result: options.result,
    errors: options.errors,
    access: options.access,
    handle: async (c, viewer) => {
      const query = validated(c, "query", options.query);
      return c.json(ok(await options.handle(c, query, viewer)), 200);
    },
  });
}
