import { createRoute, type z } from "@hono/zod-openapi";
import type { AppContext } from "../context.ts";
import { type Access, guarded } from "./access.ts";
import { envelope, errorResponses, formBody, jsonContent, ok, type Router, requireBody } from "./openapi.ts";

type ErrorStatus = keyof typeof errorResponses;

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

/** One route of a form call: OpenAPI entry, body judged by the contract, result in the API's envelope. */
export function defineFormRoute<I, R extends z.ZodType, V = undefined>(options: FormRouteOptions<I, R, V>) {
  const route = createRoute({
    method: options.method,
    path: options.path,
    tags: options.tags,
    summary: options.summary,
    description: options.description,
    ...guarded(options.access),
    request: formBody(options.body),
    responses: {
      200: jsonContent(envelope(options.result)),
      ...Object.fromEntries(options.errors.map((status) => [status, errorResponses[status]])),
    },
  });
  return function register(app: Router) {
    app.openapi(route, async (c) => {
      const result = await options.handle(c, requireBody(c, options.body), options.access.viewer(c));
      return c.json(ok(result, options.message) as never, 200);
    });
  };
}
