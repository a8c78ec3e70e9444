import { z } from "@hono/zod-openapi";
import type { AppContext } from "../context.ts";
import type { Access } from "./access.ts";
import { jsonBody, ok } from "./openapi.ts";
import { defineRoute, validated } from "./route.ts";

/**
 * A staff or administrator action on one record named in the path (`{id}`), with the reason the audit
 * log keeps (docs/product/staff-console.md#reasons): disable a staff account, refund a donation, ...
 */
interface StaffActionRouteOptions<R extends z.ZodType, V> {
  /** A POST path with an `{id}` parameter. */
  path: string;
  tags: string[];
  summary: string;
  description: string;
  /** The call's request schema, from the contract: the reason. */
  body: z.ZodType<{ reason: string }>;
  /** The call's response schema, from the contract (`responses.<call>`). */
  result: R;
  /** Who may act (platform/http/access.ts). */
  access: Access<V>;
  /** Does the action on the record `id` and answers the contract's result. */
  handle: (c: AppContext, viewer: V, id: string, reason: string) => Promise<z.output<R>>;
}

/** The refusals every staff action documents: a bad body or id, no session, wrong role, no such record, a state that forbids it. */
const staffActionErrors = [400, 401, 403, 404, 409] as const;

/** The record the action is on, named in the path. */
const recordIdParams = z.object({ id: z.string().min(1).max(64) });

/** One route of a staff action, through defineRoute: its access judged first, result in the API's envelope. */
export function defineStaffActionRoute<R extends z.ZodType, V>(options: StaffActionRouteOptions<R, V>) {
  return defineRoute({
    method: "post",
    path: options.path,
    tags: options.tags,
    summary: options.summary,
    description: options.description,
    request: { params: recordIdParams, body: jsonBody(options.body) },
    result: options.result,
    errors: staffActionErrors,
    access: options.access,
    handle: async (c, viewer) => {
      const { reason } = validated(c, "json", options.body);
      const { id } = validated(c, "param", recordIdParams);
      return c.json(ok(await options.handle(c, viewer, id, reason)), 200);
    },
  });
}
