import type { Context } from "hono";
import type { AppEnv, Viewer } from "../platform/context.ts";
import { assertSameUserEmail } from "../platform/context.ts";
import { ApiError } from "../platform/http/errors.ts";
import { findUserByEmail, type UserRow } from "./accounts.ts";

/** Text fields and the avatar file of a multipart (or urlencoded / JSON) profile request. */
export async function readProfileRequest(
  c: Context<AppEnv>,
): Promise<{ fields: Record<string, unknown>; avatar: File | null }> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await c.req.json().catch(() => null);
    return {
      fields: body && typeof body === "object" ? (body as Record<string, unknown>) : {},
      avatar: null,
    };
  }
  if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded")) {
    return { fields: {}, avatar: null };
  }
  const form = await c.req.formData();
  const fields: Record<string, unknown> = {};
  let avatar: File | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (key === "avatar" && value.size > 0) avatar = value;
  }
  return { fields, avatar };
}

/**
 * Whose profile a request changes: the session user, or (admins only) the account its `email` names.
 * The account must have the role the endpoint serves.
 */
export async function profileTarget(
  c: Context<AppEnv>,
  viewer: Viewer,
  email: unknown,
  role: "donor" | "volunteer",
): Promise<UserRow> {
  const named =
    typeof email === "string" && email.trim() ? email.trim().toLowerCase() : viewer.email.toLowerCase();
  assertSameUserEmail(viewer, named);
  const user = await findUserByEmail(c.get("services").db, named);
  if (!user) throw new ApiError(viewer.role === "admin" ? "NOT_FOUND" : "FORBIDDEN");
  if (user.role !== role) throw new ApiError("FORBIDDEN");
  return user;
}
