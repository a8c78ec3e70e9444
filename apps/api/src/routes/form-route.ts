import { createRoute, type z } from "@hono/zod-openapi";
import { type AppContext, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  formBody,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";

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
  /** True: a session (or call-1 token) is required, 401 without one. */
  session: boolean;
  /** The envelope's `message` on success (a message id); "ok" otherwise. */
  message?: string;
  /** Who may call, judged before the body is read (a refusal is 401/403, never a 400 about the form). */
  authorize?: (c: AppContext) => V;
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
    ...(options.session ? { security: sessionSecurity, middleware: [sessionRequired] as const } : {}),
    request: formBody(options.body),
    responses: {
      200: jsonContent(envelope(options.result)),
      ...Object.fromEntries(options.errors.map((status) => [status, errorResponses[status]])),
    },
  });
  return function register(app: Router) {
    app.openapi(route, async (c) => {
      const viewer = options.authorize ? options.authorize(c) : (undefined as V);
      const result = await options.handle(c, requireBody(c, options.body), viewer);
      return c.json(ok(result, options.message) as never, 200);
    });
  };
}
