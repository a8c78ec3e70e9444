import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { apiMessages } from "./api-messages.ts";
import { ApiError } from "./errors.ts";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
}

export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonical(body)).digest("hex");
}

const waitStepMs = 50;
const waitLimitMs = 10_000;

/**
 * Stripe-style idempotency: the first request under a key does the work and stores its answer; a
 * repeat with the same body gets that answer (waiting while the first is still running); a repeat
 * with another body is a 409. Claiming the key is one INSERT, so two racing requests cannot both win.
 */
export async function withIdempotency(
  db: Database,
  scope: string,
  key: string,
  body: unknown,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const hash = requestHash(body);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  if (claimed.length === 0) {
    for (let waited = 0; waited <= waitLimitMs; waited += waitStepMs) {
      const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
      if (!row) break;
      if (row.requestHash !== hash)
        throw new ApiError("IDEMPOTENCY_MISMATCH", { messageId: apiMessages.idempotencyMismatch.id });
      if (row.responseStatus !== null) return { status: row.responseStatus, body: row.responseBody };
      await new Promise((resolve) => setTimeout(resolve, waitStepMs));
    }
    throw new ApiError("CONFLICT", { messageId: "error.conflict" });
  }
  try {
    const answer = await work();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(where);
    return answer;
  } catch (error) {
    // A refused request (bad referral, unknown campaign) may be corrected and retried under the same key.
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}
