import type { z } from "zod";
import { issuesToFieldErrors, type MessageId } from "../messages.ts";

/** Field errors of a parse, or `{}` when it succeeds. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, MessageId> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFieldErrors(result.error);
}

/** Issue ids in the order zod reports them (the order a form shows them). */
export function issueOrder(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
