import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../context.ts";
import type { Access } from "./access.ts";
import { formBody, ok, requireBody } from "./openapi.ts";
import { defineRoute, type ErrorStatus } from "./route.ts";

/** A call that takes a form (urlencoded, multipart or JSON) and answers its contract's result. */
interface FormRouteOptions<I, R extends z.ZodType, V> {
  method: "post" | "put";
  path: string;
  tags: string[];
  summary: string;
  description: string;
  /** The call's request schema, from the contract. */
  body: z.ZodType<I>;
  /** The call's response schema, from the contract (`responses.<call>`). */
  result: R;
  /** The refusals the call documents besides 200. */
  errors: readonly ErrorStatus[];
  /** The envelope's `message` on success (a message id); "ok" otherwise. */
  message?: string;
  /** Who may call (platform/http/access.ts), judged before the body is read: a refusal is 401/403, never a 400 about the form. */
  access: Access<V>;
  /** What the call does with the validated form; answers the contract's result. */
  handle: (c: AppContext, input: I, viewer: V) => Promise<z.output<R>>;
}

/** One route of a form call (defineRoute): body judged by the contract, result in the API's envelope. */
export function defineFormRoute<I, R extends z.ZodType, V = undefined>(options: FormRouteOptions<I, R, V>) {
  return defineRoute({
    method: options.method,
    path: options.path,
    tags: options.tags,
    summary: options.summary,
    description: options.description,
    request: formBody(options.body),
    result: options.result,
    errors: options.errors,
    access: options.access,
    handle: async (c, viewer) => {
      const result = await options.handle(c, requireBody(c, options.body), viewer);
      return c.json(ok(result, options.message), 200);
    },
  });
}
