import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context.ts";
import { ApiError } from "./errors.ts";

/** First message id per field. Domain schemas carry message ids as issue messages. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    if (fields[field]) continue;
    fields[field] = /^[a-zA-Z0-9]+([.][a-zA-Z0-9_]+)*$/.test(issue.message)
      ? issue.message
      : "error.validation";
  }
  return fields;
}

export function validationError(error: ZodError): ApiError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? "error.validation";
  return new ApiError("VALIDATION", { messageId: first, fields });
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** The envelope (docs/api.md#shapes): `{ error, result, message }`. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ error: z.literal(false), result, message: z.string() });
}

export const errorEnvelope = z
  .object({
    error: z.literal(true),
    result: z.null(),
    message: z.string().openapi({ example: "error.validation" }),
    code: z.string().openapi({ example: "VALIDATION" }),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi("Error");

export const errorResponses = {
  400: {
    description: "Invalid input (message ids per field)",
    content: { "application/json": { schema: errorEnvelope } },
  },
  401: { description: "No session", content: { "application/json": { schema: errorEnvelope } } },
  403: { description: "Not allowed", content: { "application/json": { schema: errorEnvelope } } },
  404: { description: "Not found", content: { "application/json": { schema: errorEnvelope } } },
  409: { description: "Conflict", content: { "application/json": { schema: errorEnvelope } } },
  429: { description: "Too many attempts", content: { "application/json": { schema: errorEnvelope } } },
} as const;

export function jsonContent<T extends z.ZodType>(schema: T, description = "OK") {
  return { description, content: { "application/json": { schema } } };
}

export function ok<T>(result: T, message = "ok") {
  return { error: false as const, result, message };
}

/** Form, multipart or JSON bodies of one schema: the dashboard sends forms, the calls were forms. */
export function formBody<T extends z.ZodType>(schema: T) {
  return {
    body: {
      content: {
        "application/x-www-form-urlencoded": { schema },
        "multipart/form-data": { schema },
        "application/json": { schema },
      },
    },
  };
}

/**
 * A JSON body, required: without `required` the validator skips a request that has no Content-Type and
 * hands the handler an unchecked `{}` (a staff action without its reason, a campaign without fields).
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}

export const sessionSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** What a route handler's context offers for reading its validated body (both targets declared). */
interface BodyContext {
  req: { header(name: string): string | undefined; valid(target: never): unknown };
}

/**
 * The validated body of a route that accepts several content types. The validator of a type that was
 * NOT sent leaves `{}` behind, so the body is taken by the request's own content type, never by
 * `??` between targets (which handed `{}` to handlers). No body or an undeclared type (refused with
 * 415 earlier by the body guard) is judged as an empty form, so it gets the same message ids.
 */
export function requireBody<T>(c: BodyContext, schema: z.ZodType<T>): T {
  const contentType = (c.req.header("content-type") ?? "").toLowerCase();
  const read = c.req.valid as (target: "json" | "form") => T | undefined;
  const value = /^application\/json/.test(contentType)
    ? read.call(c.req, "json")
    : /^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(contentType)
      ? read.call(c.req, "form")
      : undefined;
  if (value !== undefined) return value;
  const parsed = schema.safeParse({});
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error);
}
